// Refund moves: approving (or being deemed to approve) pays the money back in the same
// transaction — the order's refunded total (never beyond what was paid), the merchant's
// ledger row, the day's summary, the ticket — and records the payment in the trail; refusing
// makes the ticket usable again.
import { and, eq } from "drizzle-orm";
import { auditRecord, orderRefund, orderTicket, tradeOrder } from "@db/schema";
import { L } from "@shared/module/labels";
import { rule } from "@shared/validate";
import { action, defineServer, reply, type ActionContext } from "@server/engine/define";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { TransitionHooks } from "@server/engine/workflow/machine";
import { complaintForRefund } from "../complaint-link";
import { payBack, release, requestRefund } from "../refunds";

/** A row of another module the caller may see (its jurisdiction and data scope), else "not found". */
async function visible(ctx: ActionContext, moduleKey: string, id: number) {
  const entry = ctx.services.modules.find(moduleKey);
  if (!entry) throw new ApiError("recordNotFound");
  return ctx.engine.read(entry, ctx, id);
}

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
  actions: {
    /**
     * A supervisor settling a complaint files the refund it calls for: the complaint and the order
     * within the supervisor's jurisdiction, the complaint about that order (its member, or its
     * merchant as respondent); refunded in full, the merchant answering as for any refund.
     */
    fromComplaint: action({
      body: {
        complaint_id: rule.id({ required: true }),
        order_no: rule.string({ required: true, max: 32 }),
        ticket_code: rule.string({ max: 12 }),
        remark: rule.string({ max: 200 }),
      },
      labels: { complaint_id: L("关联投诉", "Complaint"), order_no: L("订单号", "Order number"), ticket_code: L("门票核销码", "Ticket code"), remark: L("说明", "Remark") },
      async handle(ctx, { body }) {
        await visible(ctx, "complaint.Complaint", body.complaint_id);
        const noOrder = new FieldValidationError({ order_no: { text: L("没有这个订单（或不在您的辖区）", "No such order (or outside your area)") } });
        const [found] = await ctx.services.db.select({ id: tradeOrder.id }).from(tradeOrder).where(eq(tradeOrder.order_no, body.order_no.toUpperCase()));
        if (!found) throw noOrder;
        const order = await visible(ctx, "order.Order", found.id).catch(() => {
          throw noOrder;
        });
        let ticketId: number | undefined;
        if (body.ticket_code) {
          const [ticket] = await ctx.services.db.select({ id: orderTicket.id }).from(orderTicket).where(and(eq(orderTicket.order_id, found.id), eq(orderTicket.code, body.ticket_code)));
          if (!ticket) throw new FieldValidationError({ ticket_code: { text: L("该订单没有这张门票", "This order has no ticket with that code") } });
          ticketId = ticket.id;
        }
        await complaintForRefund(ctx.services.db, body.complaint_id, { member_id: Number(order.member_id), enterprise_id: Number(order.enterprise_id) }, null);
        const made = await requestRefund(ctx.services, null, { order_id: found.id, ticket_id: ticketId, reason: "COMPLAINT", remark: body.remark, complaint_id: body.complaint_id });
        ctx.services.modules.tableChanged("order_refund", ctx);
        return reply({ id: made.refund.id, refund_no: made.refund.refund_no, amount: made.text }, L(`已为投诉登记退款 ${made.text} 元，待商家处理`, `Refund of ${made.text} yuan filed for the complaint; awaiting the merchant`));
      },
    }),
  },
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
