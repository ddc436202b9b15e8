// The admin log is read-only; admins who are not super see only their own entries.
import { eq } from "drizzle-orm";
import { adminLog } from "@db/schema";
import { maskLogRows, personalFieldNames } from "../../auth/log-privacy";
import type { ModuleHooks } from "../../crud/types";

export const adminLogHooks: ModuleHooks = {
  // Entries written before personal data and URL credentials were masked are masked on the way out.
  async decorate(ctx, rows) {
    maskLogRows(rows, personalFieldNames(ctx.services.modules));
  },
  scope(ctx) {
    return ctx.admin.access.super ? undefined : eq(adminLog.admin_id, ctx.admin.id);
  },
};
