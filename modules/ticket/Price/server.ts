// Ticket price filings: the legal rules on every save and again on submit and approval; the
// spot's area taken from the registry; only drafts and returned filings change or go to the
// recycle bin; publishing a price ends the one it replaces (same spot and ticket type) with a
// trail row, in the same transaction.
import { and, eq, ne } from "drizzle-orm";
import { ticketPrice } from "@db/schema";
import { defineServer } from "@server/engine/define";
import { noteTrail, SYSTEM_MOVER } from "@server/engine/workflow/machine";
import { checkFiling, notEditable } from "../checks";
import declaration from "./module";

const EDITABLE = new Set(["DRAFT", "RETURNED"]);

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      if (existing && !EDITABLE.has(String(existing.status))) throw notEditable();
      const merged = { ...existing, ...values };
      const { region_code } = await checkFiling(tx, merged, existing ? Number(existing.id) : undefined);
      values.region_code = region_code;
      if (merged.ticket_type !== "COMBO") values.combo_parts = "";
      if (!existing) values.status = "DRAFT";
    },
    async beforeDelete(_ctx, rows) {
      if (rows.some((r) => !EDITABLE.has(String(r.status)))) throw notEditable();
      return rows;
    },
  },
  transitions: {
    submit: {
      async before(_ctx, row, _values, _input, tx) {
        await checkFiling(tx, row, Number(row.id));
      },
    },
    approve: {
      async before(_ctx, row, _values, _input, tx) {
        await checkFiling(tx, row, Number(row.id));
      },
    },
    publish: {
      async after(ctx, row, _input, tx) {
        const now = ctx.services.clock.now();
        const older = await tx
          .select()
          .from(ticketPrice)
          .where(and(eq(ticketPrice.enterprise_id, Number(row.enterprise_id)), eq(ticketPrice.ticket_type, String(row.ticket_type)), eq(ticketPrice.status, "PUBLISHED"), ne(ticketPrice.id, Number(row.id))));
        for (const old of older) {
          if (old.effective_from > String(row.effective_from)) continue;
          await tx.update(ticketPrice).set({ status: "EXPIRED", effective_to: old.effective_to || String(row.effective_from) }).where(eq(ticketPrice.id, old.id));
          await noteTrail(declaration, tx, { ...old, status: "EXPIRED" }, "expire", SYSTEM_MOVER, now, { opinion: `${row.name} (#${row.id})` });
        }
      },
    },
  },
});
