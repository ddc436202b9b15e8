// Sensitive-change entries of password fields hold the old hash (needed to roll back); lists
// never show it.
import type { ModuleHooks } from "../../crud/types";

export const sensitiveLogHooks: ModuleHooks = {
  async decorate(_ctx, rows) {
    for (const row of rows) {
      if (/pass(word)?$/i.test(String(row.data_field))) {
        row.before = row.before ? "******" : row.before;
        row.after = row.after ? "******" : row.after;
      }
    }
  },
};
