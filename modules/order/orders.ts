// A member's scenic-ticket order: a published price in force on the visit day, one real-name
// visitor per ticket (ID number checked), the contact; the order waits 15 minutes for payment
// and is then closed by the scheduler's tick. The number is DD + date + sequence.
import { and, eq, lt } from "drizzle-orm";
import { enterprise, ticketPrice, tradeOrder } from "@db/schema";
import { addDays } from "@modules/guide/card";
import { siteToday } from "@modules/guide/Guide/server";
import { L } from "@shared/module/labels";
import { rule, validate } from "@shared/validate";
import { toUnixSeconds } from "@server/engine/time-zone";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { nextNumber } from "./numbers";
import { PAY_MINUTES } from "./options";
import type { Visitor } from "./tickets";

/** Tickets are sold for visits up to 60 days ahead, at most 10 visitors an order. */
export const BOOKING_DAYS = 60;
export const MAX_VISITORS = 10;

const LABELS = {
  price_id: L("票种", "Ticket"),
  visit_date: L("游玩日期", "Visit date"),
  contact_name: L("联系人", "Contact"),
  contact_phone: L("联系电话", "Contact phone"),
  visitors: L("游客", "Visitors"),
  name: L("游客姓名", "Visitor's name"),
  id_no: L("身份证号", "ID number"),
};

const orderRules = {
  price_id: rule.id({ required: true }),
  visit_date: rule.string({ required: true, pattern: "date" }),
  contact_name: rule.string({ required: true, pattern: "personName" }),
  contact_phone: rule.string({ required: true, pattern: "mobile" }),
  visitors: rule.array({ required: true, min: 1, max: MAX_VISITORS }),
};
const visitorRules = { name: rule.string({ required: true, pattern: "personName" }), id_no: rule.string({ required: true, pattern: "idCard" }) };

export async function createScenicOrder(services: AppServices, memberId: number, body: unknown): Promise<typeof tradeOrder.$inferSelect> {
  const checked = validate(orderRules, body ?? {});
  if (!checked.ok) throw new FieldValidationError(checked.errors, LABELS);
  const v = checked.value as { price_id: number; visit_date: string; contact_name: string; contact_phone: string; visitors: unknown[] };
  const visitors: Visitor[] = [];
  for (const [i, raw] of v.visitors.entries()) {
    const one = validate(visitorRules, raw ?? {});
    if (!one.ok) throw new FieldValidationError(Object.fromEntries(Object.entries(one.errors).map(([k, e]) => [`visitors.${i}.${k}`, e])), { ...LABELS, [`visitors.${i}.name`]: LABELS.name, [`visitors.${i}.id_no`]: LABELS.id_no });
    visitors.push(one.value as Visitor);
  }
  if (new Set(visitors.map((x) => x.id_no.toUpperCase())).size !== visitors.length) throw new FieldValidationError({ visitors: { text: L("每张门票对应一位实名游客，身份证号不能重复", "One named visitor per ticket: an ID number appears twice") } });
  const today = await siteToday(services);
  if (v.visit_date < today || v.visit_date > addDays(today, BOOKING_DAYS)) {
    throw new FieldValidationError({ visit_date: { text: L(`可预订今天起 ${BOOKING_DAYS} 天内的门票`, `Tickets are sold for the next ${BOOKING_DAYS} days`) } });
  }
  const [price] = await services.db
    .select({ p: ticketPrice, spot: { id: enterprise.id, name: enterprise.name, region: enterprise.region_code, status: enterprise.status } })
    .from(ticketPrice)
    .innerJoin(enterprise, eq(enterprise.id, ticketPrice.enterprise_id))
    .where(and(eq(ticketPrice.id, v.price_id), eq(ticketPrice.status, "PUBLISHED")));
  if (!price || price.p.effective_from > v.visit_date || (price.p.effective_to && price.p.effective_to < v.visit_date) || price.spot.status !== "NORMAL") {
    throw new FieldValidationError({ price_id: { text: L("该票种在所选日期不可购买", "This ticket is not on sale for that day") } });
  }
  const now = services.clock.now();
  const timeZone = await services.siteConfig.timeZone();
  const total = price.p.price * visitors.length;
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
