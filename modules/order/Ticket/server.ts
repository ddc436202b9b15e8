// Tickets: the detail page's call (one ticket in scope with its order, use and refunds — with the
// complaint a refund settles —, and the
// QR picture of its code) and the gate's check-in by code. A code is checked in once; a code of
// another spot is "not found" (scope), a used, refunded or other-day ticket is refused with why.
import { asc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { complaint, orderRefund, orderTicket, tradeOrder } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { L } from "@shared/module/labels";
import { maskPii } from "@shared/pii";
import { rule } from "@shared/validate";
import { action, defineServer, reply } from "@server/engine/define";
import { ApiError } from "@server/kernel/errors";
import { siteToday } from "@modules/guide/Guide/server";
import { checkIn } from "../tickets";

const CODE = { code: rule.string({ required: true, min: 12, max: 12, label: L("核销码", "Code") }) };

export default defineServer({
  actions: {
    detail: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle(ctx, { query }) {
        const ticket = await ctx.engine.read(ctx.entry, ctx, query.id);
        const { db } = ctx.services;
        const [order] = await db.select().from(tradeOrder).where(eq(tradeOrder.id, Number(ticket.order_id)));
        const refunds = await db
          .select({ id: orderRefund.id, refund_no: orderRefund.refund_no, reason: orderRefund.reason, amount: orderRefund.amount, fee: orderRefund.fee, status: orderRefund.status, apply_time: orderRefund.apply_time, refund_time: orderRefund.refund_time, rule_text: orderRefund.rule_text, complaint_id: orderRefund.complaint_id, complaint_no: complaint.complaint_no })
          .from(orderRefund)
          .leftJoin(complaint, eq(complaint.id, orderRefund.complaint_id))
          .where(eq(orderRefund.ticket_id, query.id))
          .orderBy(asc(orderRefund.id));
        const [raw] = await db.select({ code: orderTicket.code }).from(orderTicket).where(eq(orderTicket.id, query.id));
        return {
          ticket,
          order: order
            ? { id: order.id, order_no: order.order_no, product_name: order.product_name, quantity: order.quantity, total_amount: order.total_amount, paid_amount: order.paid_amount, status: order.status, contact_name: order.contact_name, contact_phone: maskPii("phone", order.contact_phone), pay_channel: order.pay_channel, pay_txn_no: order.pay_txn_no, paid_time: order.paid_time, create_time: order.create_time }
            : null,
          refunds,
          qr: await QRCode.toString(raw?.code ?? "", { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
        };
      },
    }),
    verify: action({
      body: CODE,
      async handle(ctx, { body }) {
        if (!/^\d{12}$/.test(body.code)) throw new ApiError(L("核销码为 12 位数字", "A code is 12 digits"));
        const { services } = ctx;
        const [found] = await services.db.select({ id: orderTicket.id }).from(orderTicket).where(eq(orderTicket.code, body.code));
        // A code outside the caller's scope (another spot's ticket) is "no such ticket".
        const inScope = found ? await ctx.engine.read(ctx.entry, ctx, found.id).then(() => true, () => false) : false;
        const unknown = new ApiError(L("没有这张门票（请核对核销码，或该票不属于本景区）", "No such ticket (check the code; it may belong to another spot)"));
        if (!inScope) throw unknown;
        const now = services.clock.now();
        const timeZone = await services.siteConfig.timeZone();
        const today = await siteToday(services);
        const by = ctx.admin.row.nickname || ctx.admin.row.username;
        const result = await services.db.transaction((tx) => checkIn(tx, body.code, null, by, now, today));
        switch (result.outcome) {
          case "checkedIn":
            return reply({ id: result.ticket.id, visitor_name: result.ticket.visitor_name, use_date: result.ticket.use_date }, L(`核销成功：${result.ticket.visitor_name}`, `Checked in: ${result.ticket.visitor_name}`));
          case "used": {
            const at = formatDateTime(result.ticket.used_time ?? 0, timeZone);
            throw new ApiError(L(`该门票已于 ${at} 核销，不能重复使用`, `This ticket was checked in at ${at}; it cannot be used twice`));
          }
          case "refunded":
            throw new ApiError(L("该门票已退款或正在退款，不能核销", "This ticket is refunded or being refunded"));
          case "wrongDay":
            throw new ApiError(L(`该门票的游玩日期为 ${result.ticket.use_date}，今日不能核销`, `This ticket is for ${result.ticket.use_date}, not today`));
          default:
            throw unknown;
        }
      },
    }),
  },
});
