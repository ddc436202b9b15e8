// Sensitive-change entries of password fields hold the old hash (needed to roll back); lists
// never show it, and personal data (ID numbers) shows masked. Field titles follow the reader's language when the field is declared.
import { pick } from "@/lib/i18n";
import { maskPii } from "@/lib/pii";
import type { ModuleHooks } from "../../crud/types";
import { SERVER_MODULES } from "..";

export const sensitiveLogHooks: ModuleHooks = {
  async decorate(ctx, rows) {
    for (const row of rows) {
      if (/pass(word)?$/i.test(String(row.data_field))) {
        row.before = row.before ? "******" : row.before;
        row.after = row.after ? "******" : row.after;
      }
      const declared = SERVER_MODULES.find((m) => m.declaration.table === row.data_table)?.declaration.fields[String(row.data_field)];
      if (declared) row.data_comment = pick(declared.label, ctx.lang);
      if (declared?.pii) {
        row.before = maskPii(declared.pii, row.before);
        row.after = maskPii(declared.pii, row.after);
      }
    }
  },
};
