// A refund caused by a complaint carries the complaint (reference domain §11, issue 14 §3): the
// complaint must be about this order — filed by the order's member, or against the order's
// enterprise — and, named by a member, be the member's own. Its page lists the refunds it caused.
import { and, asc, eq } from "drizzle-orm";
import { complaint, orderRefund, tradeOrder } from "@db/schema";
import { L } from "@shared/module/labels";
import type { Executor } from "@server/engine/types";
import { FieldValidationError } from "@server/kernel/errors";

const LABEL = { complaint_id: L("关联投诉", "Complaint") };

/**
 * The complaint a refund of `order` may name, or a field error: it exists, concerns the order
 * (same member, or the order's enterprise is the respondent) and, when a member names it, is
 * theirs.
 */
export async function complaintForRefund(db: Executor, complaintId: number, order: Pick<typeof tradeOrder.$inferSelect, "member_id" | "enterprise_id">, memberId: number | null) {
  const [found] = await db
    .select({ id: complaint.id, complaint_no: complaint.complaint_no, member_id: complaint.member_id, respondent_type: complaint.respondent_type, respondent_id: complaint.respondent_id })
    .from(complaint)
    .where(eq(complaint.id, complaintId));
  if (!found || (memberId !== null && found.member_id !== memberId)) throw new FieldValidationError({ complaint_id: { text: L("投诉不存在", "No such complaint") } }, LABEL);
  const sameMember = found.member_id !== 0 && found.member_id === order.member_id;
  const againstMerchant = found.respondent_type === "ENTERPRISE" && found.respondent_id === order.enterprise_id;
  if (!sameMember && !againstMerchant) {
    throw new FieldValidationError({ complaint_id: { text: L("该投诉与此订单无关：投诉人不是下单会员，被投诉方也不是该商家", "That complaint is not about this order: neither filed by its member nor against its merchant") } }, LABEL);
  }
  return found;
}

/** The refunds a complaint caused, for its page. */
export async function refundsOfComplaint(db: Executor, complaintId: number) {
  return db
    .select({ id: orderRefund.id, refund_no: orderRefund.refund_no, order_no: tradeOrder.order_no, ticket_id: orderRefund.ticket_id, amount: orderRefund.amount, status: orderRefund.status, apply_time: orderRefund.apply_time, refund_time: orderRefund.refund_time })
    .from(orderRefund)
    .innerJoin(tradeOrder, eq(tradeOrder.id, orderRefund.order_id))
    .where(and(eq(orderRefund.complaint_id, complaintId)))
    .orderBy(asc(orderRefund.id));
}
