// Refund moves: approving (or being deemed to approve) pays the money back in the same
// transaction — the order's refunded total (never beyond what was paid), the merchant's
// ledger row, the day's summary, the ticket — and records the payment in the trail; refusing
// makes the ticket usable again.
import { eq } from "drizzle-orm";
import { auditRecord, orderRefund } from "@db/schema";
import { defineServer } from "@server/engine/define";
import type { TransitionHooks } from "@server/engine/workflow/machine";
import { payBack, release } from "../refunds";

const pay: TransitionHooks = {
  async after(ctx, row, _input, tx) {
    const now = ctx.services.clock.now();
    const [refund] = await tx.select().from(orderRefund).where(eq(orderRefund.id, Number(row.id)));
    if (!refund) return;
    await payBack(tx, refund, now, await ctx.services.siteConfig.timeZone());
    await tx.insert(auditRecord).values({
      entity_type: "order_refund",
      entity_id: refund.id,
      enterprise_id: refund.enterprise_id,
      action: "pay",
      from_status: "APPROVED",
      to_status: "REFUNDED",
      opinion: "",
      details: JSON.stringify({ amount: refund.amount, channel_refund_no: `RF${refund.refund_no.slice(2)}` }),
      operator_type: "system",
      operator_id: 0,
      operator_name: "system",
      create_time: now,
    });
  },
};

export default defineServer({
  transitions: {
    approve: pay,
    deem: pay,
    refuse: {
      async after(ctx, row, _input, tx) {
        await release(tx, { order_id: Number(row.order_id), ticket_id: row.ticket_id === null || row.ticket_id === undefined ? null : Number(row.ticket_id) }, ctx.services.clock.now());
      },
    },
  },
});
