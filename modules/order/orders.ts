// A member's scenic-ticket order: a published price in force on the visit day, one real-name
// visitor per ticket (ID number checked), the contact; the order waits 15 minutes for payment
// and is then closed by the scheduler's tick. The number is DD + date + sequence. A member's yacht
// trip: the whole boat for a slot, refused beyond the boat's rated passengers or at night.
import { and, eq, lt } from "drizzle-orm";
import { enterprise, ticketPrice, tradeOrder, yachtTrip } from "@db/schema";
import { addDays } from "@modules/guide/card";
import { siteToday } from "@modules/guide/Guide/server";
import { L } from "@shared/module/labels";
import { BOOKING_DAYS, MAX_VISITORS, scenicOrderRules, scenicQuoteRules, visitorRules } from "@shared/contracts/order";
import { rule, validate } from "@shared/validate";
import { toUnixSeconds } from "@server/engine/time-zone";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { nextNumber } from "./numbers";
import { BACK_BY, PAY_MINUTES, SAIL_FROM } from "./options";
import type { Visitor } from "./tickets";

const LABELS = {
  price_id: L("票种", "Ticket"),
  visit_date: L("游玩日期", "Visit date"),
  contact_name: L("联系人", "Contact"),
  contact_phone: L("联系电话", "Contact phone"),
  visitors: L("游客", "Visitors"),
  name: L("游客姓名", "Visitor's name"),
  id_no: L("身份证号", "ID number"),
};

/**
 * The published price a member may buy for a visit day: the day within the booking window, the
 * price published and in force that day, its spot trading normally. Refused field by field.
 */
async function scenicPrice(services: AppServices, priceId: number, visitDate: string) {
  const today = await siteToday(services);
  if (visitDate < today || visitDate > addDays(today, BOOKING_DAYS)) {
    throw new FieldValidationError({ visit_date: { text: L(`可预订今天起 ${BOOKING_DAYS} 天内的门票`, `Tickets are sold for the next ${BOOKING_DAYS} days`) } });
  }
  const [price] = await services.db
    .select({ p: ticketPrice, spot: { id: enterprise.id, name: enterprise.name, region: enterprise.region_code, status: enterprise.status } })
    .from(ticketPrice)
    .innerJoin(enterprise, eq(enterprise.id, ticketPrice.enterprise_id))
    .where(and(eq(ticketPrice.id, priceId), eq(ticketPrice.status, "PUBLISHED")));
  if (!price || price.p.effective_from > visitDate || (price.p.effective_to && price.p.effective_to < visitDate) || price.spot.status !== "NORMAL") {
    throw new FieldValidationError({ price_id: { text: L("该票种在所选日期不可购买", "This ticket is not on sale for that day") } });
  }
  return price;
}

/** One rule for the quote and the order: the ticket's price times the tickets. */
const orderTotal = (unit: number, quantity: number) => unit * quantity;

/** What a scenic order would cost, in cents: the price of the ticket on the visit day times the tickets (the buy form's total). */
export async function quoteScenicOrder(services: AppServices, query: unknown): Promise<{ unit: number; quantity: number; total: number; product: string }> {
  const checked = validate(scenicQuoteRules, query ?? {});
  if (!checked.ok) throw new FieldValidationError(checked.errors, { ...LABELS, quantity: L("数量", "Quantity") });
  const v = checked.value as { price_id: number; visit_date: string; quantity: number };
  const price = await scenicPrice(services, v.price_id, v.visit_date);
  return { unit: price.p.price, quantity: v.quantity, total: orderTotal(price.p.price, v.quantity), product: `${price.spot.name} · ${price.p.name}` };
}


export async function createScenicOrder(services: AppServices, memberId: number, body: unknown): Promise<typeof tradeOrder.$inferSelect> {
  const checked = validate(scenicOrderRules, body ?? {});
  if (!checked.ok) throw new FieldValidationError(checked.errors, LABELS);
  const v = checked.value as { price_id: number; visit_date: string; contact_name: string; contact_phone: string; visitors: unknown[] };
  const visitors: Visitor[] = [];
  for (const [i, raw] of v.visitors.entries()) {
    const one = validate(visitorRules, raw ?? {});
    if (!one.ok) throw new FieldValidationError(Object.fromEntries(Object.entries(one.errors).map(([k, e]) => [`visitors.${i}.${k}`, e])), { ...LABELS, [`visitors.${i}.name`]: LABELS.name, [`visitors.${i}.id_no`]: LABELS.id_no });
    visitors.push(one.value as Visitor);
  }
  if (new Set(visitors.map((x) => x.id_no.toUpperCase())).size !== visitors.length) throw new FieldValidationError({ visitors: { text: L("每张门票对应一位实名游客，身份证号不能重复", "One named visitor per ticket: an ID number appears twice") } });
  const price = await scenicPrice(services, v.price_id, v.visit_date);
  const now = services.clock.now();
  const timeZone = await services.siteConfig.timeZone();
  const total = orderTotal(price.p.price, visitors.length);
  return services.db.transaction(async (tx) => {
    const orderNo = await nextNumber(tx, tradeOrder, tradeOrder.order_no, "DD", now, timeZone);
    const [made] = await tx
      .insert(tradeOrder)
      .values({
        order_no: orderNo,
        type: "SCENIC",
        enterprise_id: price.spot.id,
        region_code: price.spot.region,
        member_id: memberId,
        contact_name: v.contact_name,
        contact_phone: v.contact_phone,
        total_amount: total,
        price_id: price.p.id,
        product_name: `${price.spot.name} · ${price.p.name}`,
        quantity: visitors.length,
        use_date: v.visit_date,
        start_time: toUnixSeconds(`${v.visit_date} 00:00:00`, timeZone),
        detail: JSON.stringify({ visitors }),
        pay_due_time: now + PAY_MINUTES * 60,
        create_time: now,
        update_time: now,
      })
      .returning();
    if (!made) throw new ApiError(L("下单失败", "The order could not be made"));
    return made;
  });
}

/** Closes orders unpaid 15 minutes after they were made (the scheduler's tick). */
export async function closeUnpaid(services: Pick<AppServices, "db">, now: number): Promise<number> {
  const closed = await services.db
    .update(tradeOrder)
    .set({ status: "CLOSED", close_time: now, update_time: now })
    .where(and(eq(tradeOrder.status, "PENDING_PAYMENT"), lt(tradeOrder.pay_due_time, now)))
    .returning({ id: tradeOrder.id });
  return closed.length;
}

const yachtLabels = {
  trip_id: L("游艇航次", "Yacht trip"),
  date: L("出海日期", "Date"),
  time: L("出航时间", "Departure time"),
  passengers: L("乘客人数", "Passengers"),
  contact_name: L("联系人", "Contact"),
  contact_phone: L("联系电话", "Contact phone"),
};

const yachtRules = {
  trip_id: rule.id({ required: true }),
  date: rule.string({ required: true, pattern: "date" }),
  time: rule.string({ required: true, max: 5 }),
  passengers: rule.integer({ required: true, min: 1, max: 1000 }),
  contact_name: rule.string({ required: true, pattern: "personName" }),
  contact_phone: rule.string({ required: true, pattern: "mobile" }),
};

/** Minutes after midnight of "HH:MM", or undefined. */
const minutesOf = (time: string): number | undefined => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/**
 * Refuses a yacht trip the rules do not allow (reference domain §11): more passengers than the
 * boat is rated for, leaving before 05:00 or back after 22:00 (no sailing at night outside the
 * night-trip hours). Answers the field and the message, or nothing.
 */
export function yachtTripRefusal(trip: { rated_passengers: number; hours: number; yacht_name: string }, passengers: number, time: string): Record<string, { text: ReturnType<typeof L> }> | undefined {
  if (passengers > trip.rated_passengers) {
    return { passengers: { text: L(`${trip.yacht_name}核定乘客 ${trip.rated_passengers} 人，不能乘载 ${passengers} 人`, `${trip.yacht_name} is rated for ${trip.rated_passengers} passengers; it cannot take ${passengers}`) } };
  }
  const start = minutesOf(time);
  if (start === undefined) return { time: { text: L("请按 时:分 填写出航时间，如 09:30", "Give the departure time as hh:mm, e.g. 09:30") } };
  const from = minutesOf(SAIL_FROM) ?? 0;
  const back = minutesOf(BACK_BY) ?? 0;
  if (start < from || start + trip.hours * 60 > back) {
    return { time: { text: L(`夜间禁航：游艇须在 ${SAIL_FROM} 之后出航、${BACK_BY} 前返港（本航次 ${trip.hours} 小时）`, `No sailing at night: yachts leave after ${SAIL_FROM} and are back in port by ${BACK_BY} (this trip takes ${trip.hours} hours)`) } };
  }
  return undefined;
}

/** A member books a yacht trip: the whole boat for a slot on a day, within the rated passengers and the sailing hours. */
export async function createYachtOrder(services: AppServices, memberId: number, body: unknown): Promise<typeof tradeOrder.$inferSelect> {
  const checked = validate(yachtRules, body ?? {});
  if (!checked.ok) throw new FieldValidationError(checked.errors, yachtLabels);
  const v = checked.value as { trip_id: number; date: string; time: string; passengers: number; contact_name: string; contact_phone: string };
  const [found] = await services.db
    .select({ trip: yachtTrip, operator: { id: enterprise.id, name: enterprise.name, region: enterprise.region_code, status: enterprise.status } })
    .from(yachtTrip)
    .innerJoin(enterprise, eq(enterprise.id, yachtTrip.enterprise_id))
    .where(and(eq(yachtTrip.id, v.trip_id), eq(yachtTrip.status, "ON_SALE")));
  if (!found || found.operator.status !== "NORMAL") throw new FieldValidationError({ trip_id: { text: L("该航次不可预订", "This trip is not on sale") } });
  const refusal = yachtTripRefusal(found.trip, v.passengers, v.time);
  if (refusal) throw new FieldValidationError(refusal, yachtLabels);
  const now = services.clock.now();
  const timeZone = await services.siteConfig.timeZone();
  const today = await siteToday(services);
  const start = toUnixSeconds(`${v.date} ${v.time}:00`, timeZone);
  if (v.date > addDays(today, BOOKING_DAYS) || start <= now) throw new FieldValidationError({ date: { text: L(`可预订现在起 ${BOOKING_DAYS} 天内的航次`, `Trips are booked up to ${BOOKING_DAYS} days ahead, from now on`) } }, yachtLabels);
  const { trip, operator } = found;
  return services.db.transaction(async (tx) => {
    const orderNo = await nextNumber(tx, tradeOrder, tradeOrder.order_no, "DD", now, timeZone);
    const [made] = await tx
      .insert(tradeOrder)
      .values({
        order_no: orderNo,
        type: "YACHT",
        enterprise_id: operator.id,
        region_code: operator.region,
        member_id: memberId,
        contact_name: v.contact_name,
        contact_phone: v.contact_phone,
        total_amount: trip.price,
        product_name: `${operator.name} · ${trip.yacht_name} · ${trip.route}`,
        quantity: v.passengers,
        use_date: v.date,
        start_time: start,
        detail: JSON.stringify({ trip_id: trip.id, yacht: trip.yacht_name, marina: trip.marina, slot_start: start, slot_end: start + trip.hours * 3600, passengers: v.passengers, route: trip.route }),
        pay_due_time: now + PAY_MINUTES * 60,
        create_time: now,
        update_time: now,
      })
      .returning();
    if (!made) throw new ApiError(L("下单失败", "The order could not be made"));
    return made;
  });
}
