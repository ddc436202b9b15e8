// Refunds (reference domain §11): the rule of the product (refund_rule: the enterprise's own,
// else the default of the order type) decides the fee before anyone approves, and the request
// shows it. A refund never exceeds what was paid and not yet refunded — checked by a
// conditional update of the order inside the refund's transaction, so two refunds of one order
// racing each other cannot both pass; at most one refund per ticket is open at a time (a
// partial unique index). Paying back writes the enterprise's ledger row (REFUND, out) and the
// day's summary in the same transaction.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { orderRefund, orderTicket, refundRule, tradeOrder } from "@db/schema";
import { centsToYuan } from "@shared/money";
import { L } from "@shared/module/labels";
import type { LocalizedText } from "@shared/i18n";
import { dueAfter } from "@server/engine/workflow/time-limits";
import type { Executor } from "@server/engine/types";
import { ApiError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { post, summarise } from "../finance/ledger";
import { complaintForRefund } from "./complaint-link";
import { nextNumber } from "./numbers";
import { REFUND_REPLY_DAYS } from "./options";
import { settleOrderState } from "./tickets";

export type Rule = Pick<typeof refundRule.$inferSelect, "free_hours" | "late_rate" | "after_start" | "weather_full">;

export interface Quote {
  base: number;
  fee: number;
  amount: number;
  rule: LocalizedText;
}

/**
 * What goes back of `base` cents for a refund asked at `now` of a service starting at `start`:
 * an authority's stop (weather, sailing ban) refunds in full; before the start, in full up to
 * `free_hours` ahead, then `late_rate` per cent; after the start only where the rule allows.
 */
export function quote(rule: Rule, base: number, start: number, now: number, reason: string): Quote | { refused: LocalizedText } {
  if ((reason === "WEATHER" && rule.weather_full) || reason === "OPERATOR") return { base, fee: 0, amount: base, rule: L("因天气/禁航或经营者原因，全额退款", "Weather, a sailing ban or the operator's fault: refunded in full") };
  if (reason === "COMPLAINT") return { base, fee: 0, amount: base, rule: L("投诉处理：全额退款", "Settling a complaint: refunded in full") };
  if (now >= start && !rule.after_start) return { refused: L("服务已开始或已使用，按退款规则不予退款", "The service has started or been used; the rule allows no refund") };
  const hoursAhead = (start - now) / 3600;
  if (hoursAhead >= rule.free_hours) return { base, fee: 0, amount: base, rule: rule.free_hours > 0 ? L(`开始前 ${rule.free_hours} 小时以上，全额退款`, `${rule.free_hours} hours or more ahead: refunded in full`) : L("使用前全额退款", "Before use: refunded in full") };
  const amount = Math.floor((base * rule.late_rate) / 100);
  return { base, fee: base - amount, amount, rule: L(`开始前不足 ${rule.free_hours} 小时，退还 ${rule.late_rate}%`, `Less than ${rule.free_hours} hours ahead: ${rule.late_rate}% refunded`) };
}

/** The rule of the enterprise, else the order type's default. */
export async function ruleFor(db: Executor, orderType: string, enterpriseId: number): Promise<Rule> {
  const rows = await db.select().from(refundRule).where(and(eq(refundRule.order_type, orderType), inArray(refundRule.enterprise_id, [0, enterpriseId]))).orderBy(desc(refundRule.enterprise_id));
  return rows[0] ?? { free_hours: 0, late_rate: 0, after_start: false, weather_full: true };
}

const refused = (text: LocalizedText) => new ApiError(text);

interface RefundInput {
  order_id: number;
  ticket_id?: number;
  reason: string;
  remark?: string;
  complaint_id?: number;
}

/** What a refund of the ticket (scenic) or the order would pay back now, or why it cannot be asked. */
async function assess(tx: Executor, memberId: number | null, input: RefundInput, now: number) {
  const [order] = await tx.select().from(tradeOrder).where(eq(tradeOrder.id, input.order_id));
  if (!order || (memberId !== null && order.member_id !== memberId)) throw refused(L("订单不存在", "No such order"));
  if (!["PAID", "USED", "REFUNDING"].includes(order.status)) throw refused(L("该订单当前不能退款", "This order cannot be refunded now"));
  let base = order.paid_amount - order.refunded_amount;
  let ticketId: number | null = null;
  let start = order.start_time;
  if (order.type === "SCENIC") {
    const [ticket] = input.ticket_id ? await tx.select().from(orderTicket).where(and(eq(orderTicket.id, input.ticket_id), eq(orderTicket.order_id, order.id))) : [];
    if (!ticket) throw refused(L("请选择要退的门票", "Choose the ticket to refund"));
    if (ticket.status === "USED") throw refused(L("门票已核销使用，不能退款", "The ticket has been used and cannot be refunded"));
    if (ticket.status !== "UNUSED") throw refused(L("该门票已在退款中或已退款", "This ticket is already being refunded or was refunded"));
    base = ticket.amount;
    ticketId = ticket.id;
    // A scenic ticket is refundable while unused within its validity: to the end of the visit day.
    start = start + 86_400;
  }
  const rule = await ruleFor(tx, order.type, order.enterprise_id);
  const q = quote(rule, base, start, now, input.reason);
  if ("refused" in q) throw refused(q.refused);
  if (q.amount <= 0) throw refused(L("按退款规则，可退金额为 0", "Under the rule nothing would be refunded"));
  return { order, ticketId, q };
}

/** The fee and amount a refund asked now would carry, shown to the member before they send it. */
export async function previewRefund(services: AppServices, memberId: number, input: RefundInput): Promise<Quote> {
  return (await assess(services.db, memberId, input, services.clock.now())).q;
}

/** A member asks for a refund of one ticket (scenic) or of the whole order (other types); a supervisor settling a complaint (memberId null) files one for it. */
export async function requestRefund(services: AppServices, memberId: number | null, input: RefundInput) {
  const now = services.clock.now();
  const timeZone = await services.siteConfig.timeZone();
  return services.db.transaction(async (tx) => {
    const { order, ticketId, q } = await assess(tx, memberId, input, now);
    if (input.complaint_id) await complaintForRefund(tx, input.complaint_id, order, memberId);
    const refundNo = await nextNumber(tx, orderRefund, orderRefund.refund_no, "TK", now, timeZone);
    let made;
    try {
      [made] = await tx
        .insert(orderRefund)
        .values({
          refund_no: refundNo,
          order_id: order.id,
          ticket_id: ticketId,
          order_type: order.type,
          enterprise_id: order.enterprise_id,
          region_code: order.region_code,
          member_id: order.member_id,
          reason: input.reason,
          remark: input.remark ?? "",
          base_amount: q.base,
          fee: q.fee,
          amount: q.amount,
          rule_text: `${q.rule["zh-cn"]} / ${q.rule.en}`,
          complaint_id: input.complaint_id ?? null,
          status: "REQUESTED",
          apply_time: now,
          reply_due_time: dueAfter(now, REFUND_REPLY_DAYS, "days", timeZone),
          create_time: now,
          update_time: now,
        })
        .returning();
    } catch (error) {
      if (String(error).includes("UNIQUE")) throw refused(L("该门票已有进行中的退款申请", "A refund of this ticket is already in progress"));
      throw error;
    }
    if (ticketId) await tx.update(orderTicket).set({ status: "REFUNDING", update_time: now }).where(eq(orderTicket.id, ticketId));
    await tx.update(tradeOrder).set({ status: "REFUNDING", update_time: now }).where(eq(tradeOrder.id, order.id));
    return { refund: made!, quote: q, text: `${centsToYuan(q.amount)}` };
  });
}

/** Pays an approved refund back, in `tx`: the order's refunded total, the ledger, the summary. */
export async function payBack(tx: Executor, refund: typeof orderRefund.$inferSelect, now: number, timeZone: string): Promise<void> {
  const raised = await tx
    .update(tradeOrder)
    .set({ refunded_amount: sql`${tradeOrder.refunded_amount} + ${refund.amount}`, update_time: now })
    .where(and(eq(tradeOrder.id, refund.order_id), sql`${tradeOrder.refunded_amount} + ${refund.amount} <= ${tradeOrder.paid_amount}`))
    .returning({ no: tradeOrder.order_no });
  if (raised.length === 0) throw new ApiError(L("退款金额超过订单未退金额", "The refund exceeds what is left of the payment"));
  await post(tx, { enterpriseId: refund.enterprise_id, direction: "OUT", amount: refund.amount, bizType: "REFUND", bizNo: refund.refund_no, remark: raised[0]?.no ?? "", now });
  await summarise(tx, { enterpriseId: refund.enterprise_id, regionCode: refund.region_code, orderType: refund.order_type, now, timeZone, refunded: refund.amount });
  await tx
    .update(orderRefund)
    .set({ status: "REFUNDED", refund_time: now, channel_refund_no: `RF${refund.refund_no.slice(2)}` })
    .where(eq(orderRefund.id, refund.id));
  if (refund.ticket_id) await tx.update(orderTicket).set({ status: "REFUNDED", update_time: now }).where(eq(orderTicket.id, refund.ticket_id));
  else await tx.update(tradeOrder).set({ status: "REFUNDED" }).where(eq(tradeOrder.id, refund.order_id));
  await settleOrderState(tx, refund.order_id, now);
}

/** A refused refund: the ticket is usable again and the order leaves "refund requested". */
export async function release(tx: Executor, refund: { order_id: number; ticket_id: number | null }, now: number): Promise<void> {
  if (refund.ticket_id) await tx.update(orderTicket).set({ status: "UNUSED", update_time: now }).where(and(eq(orderTicket.id, refund.ticket_id), eq(orderTicket.status, "REFUNDING")));
  else await tx.update(tradeOrder).set({ status: "PAID" }).where(and(eq(tradeOrder.id, refund.order_id), eq(tradeOrder.status, "REFUNDING")));
  await settleOrderState(tx, refund.order_id, now);
}
