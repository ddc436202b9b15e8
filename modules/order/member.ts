// What the member centre shows of a member's own orders: the list, one order with its tickets
// (codes in full, with their QR pictures: they are the member's own) and refunds, and the scenic
// tickets on sale. Labels come in the reader's language.
import { and, asc, desc, eq, inArray, lte, or } from "drizzle-orm";
import QRCode from "qrcode";
import { enterprise, orderRefund, orderTicket, ticketPrice, tradeOrder, yachtTrip } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import type { FieldOption } from "@shared/module/types";
import { centsToYuan } from "@shared/money";
import { maskPii } from "@shared/pii";
import type { Executor } from "@server/engine/types";
import { ApiError } from "@server/kernel/errors";
import { ORDER_STATES, ORDER_TYPES, REFUND_REASONS, REFUND_STATES, TICKET_STATES } from "./options";

const labelIn = (options: readonly FieldOption[], value: string, lang: Lang) => {
  const found = options.find((o) => o.value === value);
  return found ? pick(found.label, lang) : value;
};

export async function myOrders(db: Executor, memberId: number, page: number, limit: number, lang: Lang = "zh-cn") {
  const where = eq(tradeOrder.member_id, memberId);
  const rows = await db
    .select({ id: tradeOrder.id, order_no: tradeOrder.order_no, type: tradeOrder.type, product_name: tradeOrder.product_name, quantity: tradeOrder.quantity, use_date: tradeOrder.use_date, total_amount: tradeOrder.total_amount, status: tradeOrder.status, pay_due_time: tradeOrder.pay_due_time, create_time: tradeOrder.create_time })
    .from(tradeOrder)
    .where(where)
    .orderBy(desc(tradeOrder.create_time), desc(tradeOrder.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = await db.$count(tradeOrder, where);
  return { list: rows.map((r) => ({ ...r, total_amount: centsToYuan(r.total_amount), type_text: labelIn(ORDER_TYPES, r.type, lang), status_text: labelIn(ORDER_STATES, r.status, lang) })), total };
}

/** The type details a member may read of their own order (the yacht slot, the hotel stay, the flight). */
function details(type: string, raw: string): Record<string, string | number> {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
  const keep: Record<string, readonly string[]> = {
    YACHT: ["yacht", "marina", "slot_start", "slot_end", "passengers", "route"],
    HOTEL: ["check_in", "check_out", "room_type", "rooms", "guests"],
    FLIGHT: ["flight_no", "dep_airport", "arr_airport", "dep_time", "cabin", "pnr", "passengers"],
  };
  return Object.fromEntries((keep[type] ?? []).filter((k) => typeof parsed[k] === "string" || typeof parsed[k] === "number").map((k) => [k, parsed[k] as string | number]));
}

export async function myOrder(db: Executor, memberId: number, id: number, lang: Lang = "zh-cn") {
  const [order] = await db.select().from(tradeOrder).where(and(eq(tradeOrder.id, id), eq(tradeOrder.member_id, memberId)));
  if (!order) throw new ApiError("recordNotFound");
  const tickets = await db.select().from(orderTicket).where(eq(orderTicket.order_id, id)).orderBy(asc(orderTicket.id));
  const refunds = await db.select().from(orderRefund).where(eq(orderRefund.order_id, id)).orderBy(asc(orderRefund.id));
  return {
    order: {
      ...order,
      contact_phone: maskPii("phone", order.contact_phone),
      detail: details(order.type, order.detail),
      total_amount: centsToYuan(order.total_amount),
      discount_amount: centsToYuan(order.discount_amount),
      paid_amount: centsToYuan(order.paid_amount),
      refunded_amount: centsToYuan(order.refunded_amount),
      type_text: labelIn(ORDER_TYPES, order.type, lang),
      status_text: labelIn(ORDER_STATES, order.status, lang),
    },
    tickets: await Promise.all(
      tickets.map(async (t) => ({
        id: t.id,
        code: t.code,
        qr: await QRCode.toString(t.code, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
        visitor_name: t.visitor_name,
        visitor_id_no: maskPii("idCard", t.visitor_id_no),
        amount: centsToYuan(t.amount),
        use_date: t.use_date,
        status: t.status,
        status_text: labelIn(TICKET_STATES, t.status, lang),
        used_time: t.used_time,
      })),
    ),
    refunds: refunds.map((r) => ({ id: r.id, refund_no: r.refund_no, ticket_id: r.ticket_id, reason: r.reason, reason_text: labelIn(REFUND_REASONS, r.reason, lang), amount: centsToYuan(r.amount), fee: centsToYuan(r.fee), status: r.status, status_text: labelIn(REFUND_STATES, r.status, lang), apply_time: r.apply_time, reply_due_time: r.reply_due_time, refund_time: r.refund_time, opinion: r.opinion })),
  };
}

/** Scenic tickets a member can buy today: published prices in force, of spots trading normally. */
export async function ticketsOnSale(db: Executor, today: string) {
  const rows = await db
    .select({ id: ticketPrice.id, name: ticketPrice.name, ticket_type: ticketPrice.ticket_type, price: ticketPrice.price, effective_to: ticketPrice.effective_to, spot_id: enterprise.id, spot: enterprise.name, spot_en: enterprise.name_en })
    .from(ticketPrice)
    .innerJoin(enterprise, eq(enterprise.id, ticketPrice.enterprise_id))
    .where(and(eq(ticketPrice.status, "PUBLISHED"), lte(ticketPrice.effective_from, today), eq(enterprise.status, "NORMAL"), or(eq(ticketPrice.effective_to, ""), lte(ticketPrice.effective_from, ticketPrice.effective_to)), inArray(ticketPrice.ticket_type, ["ADULT", "CHILD", "SENIOR", "STUDENT", "COMBO"])))
    .orderBy(asc(enterprise.id), asc(ticketPrice.price));
  return rows.filter((r) => !r.effective_to || r.effective_to >= today).map((r) => ({ ...r, price: centsToYuan(r.price) }));
}

/** Yacht trips on sale, of operators trading normally. */
export async function yachtTripsOnSale(db: Executor) {
  const rows = await db
    .select({ id: yachtTrip.id, yacht_name: yachtTrip.yacht_name, rated_passengers: yachtTrip.rated_passengers, marina: yachtTrip.marina, route: yachtTrip.route, hours: yachtTrip.hours, price: yachtTrip.price, operator_id: enterprise.id, operator: enterprise.name, operator_en: enterprise.name_en })
    .from(yachtTrip)
    .innerJoin(enterprise, eq(enterprise.id, yachtTrip.enterprise_id))
    .where(and(eq(yachtTrip.status, "ON_SALE"), eq(enterprise.status, "NORMAL")))
    .orderBy(asc(enterprise.id), asc(yachtTrip.price));
  return rows.map((r) => ({ ...r, price: centsToYuan(r.price) }));
}
