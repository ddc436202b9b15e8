// The admin log is read-only; admins who are not super see only their own entries. Entries
// written before personal data and URL credentials were masked are masked on the way out.
import { eq } from "drizzle-orm";
import { adminLog } from "@db/schema";
import { maskLogRows, personalFieldNames } from "@server/auth/log-privacy";
import { defineServer } from "@server/engine/define";

export default defineServer({
  hooks: {
    async decorate(ctx, rows) {
      maskLogRows(rows, personalFieldNames(ctx.services.modules));
    },
    scope(ctx) {
      return ctx.admin.access.super ? undefined : eq(adminLog.admin_id, ctx.admin.id);
    },
  },
});
