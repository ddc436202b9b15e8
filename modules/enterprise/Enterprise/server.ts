// The enterprise registry as staff edit it: values checked like a registration (credit code,
// region, coordinates), and an enterprise entered by the authority itself is registered at once.
import { defineServer } from "@server/engine/define";
import type { CrudContext } from "@server/engine/types";
import { note } from "../audit-machine";
import { checkEnterpriseValues } from "../fields";

const operatorOf = (ctx: CrudContext) => ({ id: ctx.admin.id, name: ctx.admin.row.nickname || ctx.admin.row.username });

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing, tx) {
      await checkEnterpriseValues(tx, ctx.services.areas, { ...existing, ...values }, existing ? Number(existing.id) : undefined);
      if (typeof values.uscc === "string") values.uscc = values.uscc.toUpperCase();
      if (!existing) {
        // Entered by the authority itself: registered at once.
        const now = Math.floor(Date.now() / 1000);
        Object.assign(values, { audit_status: "APPROVED", submit_time: now, accept_time: now, decide_time: now, applicant_id: 0 });
      }
    },
    async afterSave(ctx, row, _input, existing, tx) {
      if (!existing) await note(tx, "register", { id: Number(row.id), enterpriseId: Number(row.id), status: String(row.audit_status) }, "create", operatorOf(ctx));
    },
    changed(ctx) {
      ctx.services.enterpriseGate.invalidate();
    },
  },
});
