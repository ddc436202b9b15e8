// Orders and payments from outside the console (thin routes over modules/order):
// - the payment provider: POST /api/pay/notify, a signed form-encoded notice, answered with the
//   plain text "success" (handled or already handled) or "failure" (forged, refused) as
//   providers expect;
// - members: the tickets and yacht trips on sale, what a scenic order would cost (the buy form's total), make a scenic or a yacht order, pay it (the sandbox provider signs and
//   delivers the notice through the same handler), their orders, one order with its tickets,
//   see what a refund would pay back (fee and amount) and ask for it.
import { Elysia } from "elysia";
import { and, eq } from "drizzle-orm";
import { tradeOrder } from "@db/schema";
import { L } from "@shared/module/labels";
import { pick } from "@shared/i18n";
import { centsToYuan } from "@shared/money";
import { rule, validate } from "@shared/validate";
import { siteToday } from "@modules/guide/Guide/server";
import { myOrder, myOrders, ticketsOnSale, yachtTripsOnSale } from "@modules/order/member";
import { createScenicOrder, createYachtOrder, quoteScenicOrder } from "@modules/order/orders";
import { receiveNotice, sandboxPay, type Notice } from "@modules/order/payment";
import { previewRefund, requestRefund } from "@modules/order/refunds";
import type { MemberGuard } from "../../auth/member-guard";
import { Code, envelope } from "../../kernel/envelope";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";

const RULE = "order/mine";
const LABELS = { id: L("订单", "Order"), order_id: L("订单", "Order"), ticket_id: L("门票", "Ticket"), reason: L("退款原因", "Reason"), remark: L("说明", "Remark"), complaint_id: L("关联投诉", "Complaint"), page: L("页码", "Page"), limit: L("每页条数", "Rows per page") };

interface RefundInput {
  order_id: number;
  ticket_id?: number;
  reason: string;
  remark?: string;
  /** The member's own complaint about this order that the refund settles. */
  complaint_id?: number;
}
const REFUND_RULES = { order_id: rule.id({ required: true }), ticket_id: rule.id(), reason: rule.string({ required: true, in: ["USER", "WEATHER", "OPERATOR"] }), remark: rule.string({ max: 200 }), complaint_id: rule.id() };

function checked<T>(rules: Parameters<typeof validate>[0], input: unknown): T {
  const result = validate(rules, input ?? {});
  if (!result.ok) throw new FieldValidationError(result.errors, LABELS);
  return result.value as T;
}

/** A notice's parameters as strings (anything else in the body is left out). */
function noticeOf(body: unknown): Notice {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([, v]) => typeof v === "string").map(([k, v]) => [k.slice(0, 64), String(v).slice(0, 2048)]));
}

export function tradeRoutes(services: AppServices, guard: MemberGuard) {
  return new Elysia()
    .use(guard)
    .post(
      "/api/pay/notify",
      async ({ body, ip }) => {
        const result = await receiveNotice(services, noticeOf(body), ip);
        return new Response(result === "ACCEPTED" || result === "DUPLICATE" ? "success" : "failure", { headers: { "content-type": "text/plain; charset=utf-8" } });
      },
      { public: true, parse: ["urlencoded", "json"] },
    )
    .group("/api/order", (app) =>
      app
        .get("/onSale", async ({ ok }) => ok({ today: await siteToday(services), tickets: await ticketsOnSale(services.db, await siteToday(services)) }), { member: RULE })
        .get(
          "/quote",
          async ({ query, ok }) => {
            const q = await quoteScenicOrder(services, query);
            return ok({ unit: centsToYuan(q.unit), quantity: q.quantity, total: centsToYuan(q.total), product: q.product });
          },
          { member: RULE },
        )
        .get("/yachtTrips", async ({ ok }) => ok({ today: await siteToday(services), trips: await yachtTripsOnSale(services.db) }), { member: RULE })
        .get(
          "/mine",
          async ({ member, query, lang, ok }) => {
            const { page, limit } = checked<{ page?: number; limit?: number }>({ page: rule.integer({ min: 1, max: 10_000 }), limit: rule.integer({ min: 1, max: 50 }) }, query);
            return ok(await myOrders(services.db, member.id, page ?? 1, limit ?? 10, lang));
          },
          { member: RULE },
        )
        .get(
          "/detail",
          async ({ member, query, lang, ok }) => {
            const { id } = checked<{ id: number }>({ id: rule.id({ required: true }) }, query);
            return ok(await myOrder(services.db, member.id, id, lang));
          },
          { member: RULE },
        )
        .get(
          "/refundQuote",
          async ({ member, query, lang, ok }) => {
            const input = checked<RefundInput>(REFUND_RULES, query);
            const q = await previewRefund(services, member.id, input);
            return ok({ base: centsToYuan(q.base), fee: centsToYuan(q.fee), amount: centsToYuan(q.amount), rule: pick(q.rule, lang) });
          },
          { member: RULE },
        )
        .post(
          "/create",
          async ({ member, body, lang }) => {
            const order = await createScenicOrder(services, member.id, body);
            return envelope(Code.success, pick(L("订单已创建，请在 15 分钟内支付", "Order made; pay within 15 minutes"), lang), { id: order.id, order_no: order.order_no, total_amount: centsToYuan(order.total_amount), pay_due_time: order.pay_due_time });
          },
          { member: RULE },
        )
        .post(
          "/createYacht",
          async ({ member, body, lang }) => {
            const order = await createYachtOrder(services, member.id, body);
            return envelope(Code.success, pick(L("订单已创建，请在 15 分钟内支付", "Order made; pay within 15 minutes"), lang), { id: order.id, order_no: order.order_no, total_amount: centsToYuan(order.total_amount), pay_due_time: order.pay_due_time });
          },
          { member: RULE },
        )
        .post(
          "/pay",
          async ({ member, body, lang }) => {
            const { id } = checked<{ id: number }>({ id: rule.id({ required: true }) }, body);
            const [order] = await services.db.select().from(tradeOrder).where(and(eq(tradeOrder.id, id), eq(tradeOrder.member_id, member.id)));
            if (!order) throw new ApiError("recordNotFound");
            if (order.status !== "PENDING_PAYMENT") throw new ApiError(L("该订单不在待支付状态", "This order is not awaiting payment"));
            const result = await sandboxPay(services, order);
            if (result !== "ACCEPTED") throw new ApiError(L("支付未成功，请重试", "The payment did not go through; try again"));
            return envelope(Code.success, pick(L("支付成功", "Paid"), lang), await myOrder(services.db, member.id, id, lang));
          },
          { member: RULE },
        )
        .post(
          "/refund",
          async ({ member, body, lang }) => {
            const input = checked<RefundInput>(REFUND_RULES, body);
            const made = await requestRefund(services, member.id, input);
            return envelope(Code.success, pick(L(`退款申请已提交，可退 ${made.text} 元，商家将在 7 日内处理`, `Refund requested: ${made.text} yuan; the merchant answers within 7 days`), lang), { id: made.refund.id, refund_no: made.refund.refund_no, amount: made.text, fee: centsToYuan(made.quote.fee) });
          },
          { member: RULE },
        ),
    );
}
