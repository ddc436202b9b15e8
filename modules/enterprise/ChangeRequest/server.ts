// Change requests: the list names the changed fields (never the values: they may be personal
// data); reviewing shows the diff, masked, with what has moved in the live record since; an
// approval applies the diff to the enterprise in the same transaction, through the
// sensitive-data log like any staff edit.
import { eq } from "drizzle-orm";
import { enterprise, enterpriseChangeRequest } from "@db/schema";
import { pick } from "@shared/i18n";
import { defineServer } from "@server/engine/define";
import type { Row } from "@server/engine/types";
import { FIELD_LABELS, maskedChangeValue, maskedEnterprise, registrationView, toColumns, toWireValues } from "../fields";
import { reindexRecords } from "@server/engine/full-text";

type Changes = Record<string, { from: unknown; to: unknown }>;

const changesOf = (row: Row): Changes => {
  try {
    return JSON.parse(String(row.changes || "{}")) as Changes;
  } catch {
    return {};
  }
};

export default defineServer({
  hooks: {
    async decorate(ctx, rows) {
      for (const row of rows) {
        row.changed_fields = Object.keys(changesOf(row)).map((field) => (FIELD_LABELS[field] ? pick(FIELD_LABELS[field], ctx.lang) : field));
        delete row.changes;
      }
    },
  },
  async review(ctx, row) {
    const { db } = ctx.services;
    const [request] = await db.select({ changes: enterpriseChangeRequest.changes }).from(enterpriseChangeRequest).where(eq(enterpriseChangeRequest.id, Number(row.id)));
    const [raw] = await db.select().from(enterprise).where(eq(enterprise.id, Number(row.enterprise_id)));
    if (!request || !raw) return {};
    const current = toWireValues(raw as unknown as Row);
    return {
      enterprise: { ...maskedEnterprise(registrationView(raw)), region_code_text: await ctx.services.areas.fullName(raw.region_code, ctx.lang) },
      changes: Object.entries(changesOf(request)).map(([field, change]) => ({
        field,
        label: FIELD_LABELS[field] ? pick(FIELD_LABELS[field], ctx.lang) : field,
        from: maskedChangeValue(field, change.from),
        to: maskedChangeValue(field, change.to),
        // The live value moved since the request was made (edited by staff meanwhile).
        stale: JSON.stringify(current[field] ?? null) !== JSON.stringify(change.from ?? null),
      })),
    };
  },
  transitions: {
    approve: {
      // The change becomes live now, with the sensitive-data log like any staff edit.
      async after(ctx, row, _input, tx) {
        const values = toColumns(Object.fromEntries(Object.entries(changesOf(row)).map(([field, change]) => [field, change.to])));
        const [existing] = await tx.select().from(enterprise).where(eq(enterprise.id, Number(row.enterprise_id)));
        if (!existing || Object.keys(values).length === 0) return;
        await ctx.services.security.changes(tx, "enterprise/enterprise", "enterprise", existing as unknown as Row, values, { adminId: ctx.mover.id, ip: "", useragent: "" });
        await tx.update(enterprise).set(values).where(eq(enterprise.id, existing.id));
        await reindexRecords(tx, ctx.services.modules, "enterprise", [existing.id]);
      },
      // The enterprise's own rows changed: its modules' caches (the 601/602 gate) follow.
      afterCommit(ctx) {
        ctx.services.modules.tableChanged("enterprise", ctx);
      },
    },
  },
});
