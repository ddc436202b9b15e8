// The member centre's "My orders" calls with a controllable clock: the list and one order in the
// reader's language (the tickets' QR pictures, a yacht trip's slot and route, the contact
// masked), the refund quote shown before the request (the same fee and amount the request then
// records; a used ticket or another member's order refused with a message), strict ids.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { enterprise, orderRefund, ticketPrice, tradeOrder } from "@db/schema";
import { createMember, memberLogin } from "./support/identity";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { sampleIdNumber } from "./support/samples";
import { envelopeOf, useTestApp } from "./support/test-app";

const HOUR = 3600;
let now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
const t = useTestApp({}, { clock: { now: () => now } });

function memberCaller(token: string, lang = "en") {
  const call = async (method: string, path: string, json?: unknown) => envelopeOf(await t.request(`/api/${path}`, { method, json, headers: { "ba-user-token": token, server: "1", "think-lang": lang } }));
  return { get: (path: string) => call("GET", path), post: (path: string, json: unknown = {}) => call("POST", path, json) };
}

async function buyer(lang = "en") {
  const made = await createMember(t);
  return { id: made.id, call: memberCaller((await memberLogin(t, made.username, made.password)).token, lang) };
}

async function spotWithPrice(name: string, cents: number) {
  const [spot] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: 460202, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  const [price] = await t.database.db
    .insert(ticketPrice)
    .values({ enterprise_id: spot!.id, region_code: 460202, ticket_type: "ADULT", name: "成人门票", price: cents, announce_date: "2026-01-01", effective_from: "2026-02-01", status: "PUBLISHED" })
    .returning({ id: ticketPrice.id });
  return { spotId: spot!.id, priceId: price!.id };
}

const form = (priceId: number, visitors: number) => ({
  price_id: priceId,
  visit_date: "2026-11-20",
  contact_name: "王海燕",
  contact_phone: "13907561234",
  visitors: Array.from({ length: visitors }, (_, i) => ({ name: ["王海燕", "陈志强"][i % 2], id_no: sampleIdNumber() })),
});

let yachtSeq = 900_000;
async function yachtOrder(memberId: number, start: number, passengers = 8) {
  const [operator] = await t.database.db.insert(enterprise).values({ category_id: 21000, name: "三亚鸿洲游艇俱乐部", region_code: 460202, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  const [order] = await t.database.db
    .insert(tradeOrder)
    .values({
      order_no: `DD20261116${++yachtSeq}`,
      type: "YACHT",
      enterprise_id: operator!.id,
      region_code: 460202,
      member_id: memberId,
      contact_name: "陈志强",
      contact_phone: "13807561234",
      total_amount: 260_000,
      paid_amount: 260_000,
      status: "PAID",
      product_name: "三亚鸿洲游艇俱乐部 · 椰梦1号 · 三亚湾 2 小时",
      quantity: passengers,
      use_date: "2026-11-17",
      start_time: start,
      detail: JSON.stringify({ yacht: "椰梦1号", marina: "三亚鸿洲国际游艇会", slot_start: start, slot_end: start + 2 * HOUR, passengers, route: "三亚湾", owner_note: "not for members" }),
      paid_time: now - HOUR,
      create_time: now - HOUR,
      update_time: now - HOUR,
    })
    .returning();
  return order!;
}

describe("my orders", () => {
  test("the list and the order page in the reader's language: tickets with QR pictures, the contact masked, the payment step's result", async () => {
    now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
    const { priceId } = await spotWithPrice("呀诺达雨林文化旅游区", 16_800);
    const member = await buyer("en");
    const made = await member.call.post("order/create", form(priceId, 2));
    expect(made.code, made.msg).toBe(1);
    const list = await member.call.get("order/mine");
    expect(list.data.list[0]).toMatchObject({ order_no: made.data.order_no, type_text: "Scenic tickets", status_text: "Awaiting payment", total_amount: "336.00" });
    const paid = await member.call.post("order/pay", { id: made.data.id });
    expect(paid.code, paid.msg).toBe(1);
    expect(paid.data.order).toMatchObject({ status: "PAID", status_text: "Paid", paid_amount: "336.00", contact_phone: "139****1234" });
    expect(paid.data.tickets).toHaveLength(2);
    for (const ticket of paid.data.tickets) {
      expect(ticket.code).toMatch(/^\d{12}$/);
      expect(ticket.qr).toStartWith("<svg");
      expect(ticket.status_text).toBe("Unused");
    }
    expect((await memberCaller("not-a-token").get("order/mine")).code).not.toBe(1);
    // Another member sees neither the order nor its refund quote.
    const other = await buyer();
    expect((await other.call.get(`order/detail?id=${made.data.id}`)).code).toBe(0);
    const foreign = await other.call.get(`order/refundQuote?order_id=${made.data.id}&ticket_id=${paid.data.tickets[0].id}&reason=USER`);
    expect(foreign.code).toBe(0);
    expect(foreign.msg).toContain("No such order");
    // Malformed ids and reasons: refused with a message, never a server error.
    for (const query of ["order_id=abc&reason=USER", "order_id=1.5&reason=USER", `order_id=${made.data.id}&reason=BRIBE`, "order_id=-3&reason=USER", "reason=USER"]) {
      const response = await t.request(`/api/order/refundQuote?${query}`, { headers: { "ba-user-token": "x" } });
      expect(response.status).toBeLessThan(500);
    }
  });

  test("the buy form's total comes from the server: the price on the visit day times the tickets, the same the order then records; bad input refused with field messages", async () => {
    now = Date.parse("2026-11-16T10:30:00+08:00") / 1000;
    const { priceId } = await spotWithPrice("天涯海角游览区", 8_150);
    const member = await buyer("en");
    const quote = await member.call.get(`order/quote?price_id=${priceId}&visit_date=2026-11-20&quantity=3`);
    expect(quote.code, quote.msg).toBe(1);
    expect(quote.data).toEqual({ unit: "81.50", quantity: 3, total: "244.50", product: "天涯海角游览区 · 成人门票" });
    const made = await member.call.post("order/create", form(priceId, 3));
    expect(made.data.total_amount).toBe(quote.data.total);
    // A day before today, beyond the booking window, too many tickets, a price not on sale, junk: field messages, no 5xx.
    const past = await member.call.get(`order/quote?price_id=${priceId}&visit_date=2026-11-15&quantity=1`);
    expect(past.code).toBe(0);
    expect(past.data.fields.visit_date).toBe("Tickets are sold for the next 60 days");
    expect((await member.call.get(`order/quote?price_id=${priceId}&visit_date=2027-01-16&quantity=1`)).data.fields.visit_date).toBeDefined();
    expect((await member.call.get(`order/quote?price_id=${priceId}&visit_date=2026-11-20&quantity=11`)).data.fields.quantity).toBeDefined();
    expect((await member.call.get(`order/quote?price_id=999999&visit_date=2026-11-20&quantity=1`)).data.fields.price_id).toBe("This ticket is not on sale for that day");
    const chinese = await buyer("zh-cn");
    const junk = await chinese.call.get("order/quote?price_id=abc&visit_date=20261120&quantity=1.5");
    expect(junk.code).toBe(0);
    expect(Object.keys(junk.data.fields).sort()).toEqual(["price_id", "quantity", "visit_date"]);
    expect(junk.data.fields.visit_date).toMatch(/日期/);
    expect((await memberCaller("not-a-token").get(`order/quote?price_id=${priceId}&visit_date=2026-11-20&quantity=1`)).code).not.toBe(1);
  });

  test("the refund quote is shown before sending and is what the request records; a used ticket is refused with the rule's message", async () => {
    now = Date.parse("2026-11-16T11:00:00+08:00") / 1000;
    const { spotId, priceId } = await spotWithPrice("南山文化旅游区", 12_900);
    const member = await buyer("en");
    const made = await member.call.post("order/create", form(priceId, 2));
    const paid = await member.call.post("order/pay", { id: made.data.id });
    const [first, second] = paid.data.tickets as { id: number; code: string }[];
    const q = await member.call.get(`order/refundQuote?order_id=${made.data.id}&ticket_id=${second!.id}&reason=USER`);
    expect(q.code, q.msg).toBe(1);
    expect(q.data).toEqual({ base: "129.00", fee: "0.00", amount: "129.00", rule: "Before use: refunded in full" });
    // Asking for the quote changes nothing.
    expect(await t.database.db.$count(orderRefund, eq(orderRefund.order_id, made.data.id))).toBe(0);
    const asked = await member.call.post("order/refund", { order_id: made.data.id, ticket_id: second!.id, reason: "USER" });
    expect(asked.data).toMatchObject({ amount: "129.00", fee: "0.00" });
    const again = await member.call.get(`order/refundQuote?order_id=${made.data.id}&ticket_id=${second!.id}&reason=USER`);
    expect(again.code).toBe(0);
    expect(again.msg).toContain("already being refunded");
    const detail = await member.call.get(`order/detail?id=${made.data.id}`);
    expect(detail.data.refunds[0]).toMatchObject({ refund_no: asked.data.refund_no, status_text: "Awaiting the merchant", reason_text: "The visitor's own reasons", amount: "129.00" });
    // The gate checks the first ticket in on the visit day: no refund for it.
    now = Date.parse("2026-11-20T09:00:00+08:00") / 1000;
    const gate = caller(t, (await seededRoleAdmin(t, 4, spotId)).token);
    expect((await gate.post("order.Ticket/verify", { code: first!.code })).code).toBe(1);
    const used = await member.call.get(`order/refundQuote?order_id=${made.data.id}&ticket_id=${first!.id}&reason=USER`);
    expect(used.code).toBe(0);
    expect(used.msg).toContain("has been used");
  });

  test("a yacht trip: its slot and route shown (nothing else of the details); the quote follows the yacht rule (24 h ahead in full, later 50 %, a sailing ban in full)", async () => {
    now = Date.parse("2026-11-16T12:00:00+08:00") / 1000;
    const member = await buyer("zh-cn");
    const soon = await yachtOrder(member.id, now + 10 * HOUR);
    const detail = await member.call.get(`order/detail?id=${soon.id}`);
    expect(detail.data.order).toMatchObject({ type_text: "游艇", status_text: "已支付", contact_phone: "138****1234" });
    expect(detail.data.order.detail).toEqual({ yacht: "椰梦1号", marina: "三亚鸿洲国际游艇会", slot_start: now + 10 * HOUR, slot_end: now + 12 * HOUR, passengers: 8, route: "三亚湾" });
    const late = await member.call.get(`order/refundQuote?order_id=${soon.id}&reason=USER`);
    expect(late.data).toMatchObject({ base: "2600.00", fee: "1300.00", amount: "1300.00" });
    expect(late.data.rule).toContain("50%");
    const ban = await member.call.get(`order/refundQuote?order_id=${soon.id}&reason=WEATHER`);
    expect(ban.data).toMatchObject({ fee: "0.00", amount: "2600.00" });
    const ahead = await yachtOrder(member.id, now + 30 * HOUR);
    expect((await member.call.get(`order/refundQuote?order_id=${ahead.id}&reason=USER`)).data).toMatchObject({ fee: "0.00", amount: "2600.00" });
  });
});

describe("yacht trips", () => {
  test("an operator lists a trip (only yacht operators; rated passengers at most 26); a member books it within the rated passengers and the sailing hours, or is refused with a clear message", async () => {
    now = Date.parse("2026-11-16T09:00:00+08:00") / 1000;
    const [operator] = await t.database.db.insert(enterprise).values({ category_id: 17000, name: "三亚半山半岛游艇会", region_code: 460202, audit_status: "APPROVED" }).returning({ id: enterprise.id });
    const [hotel] = await t.database.db.insert(enterprise).values({ category_id: 13000, name: "三亚湾某酒店", region_code: 460202, audit_status: "APPROVED" }).returning({ id: enterprise.id });
    const desk = caller(t, (await seededRoleAdmin(t, 4, operator!.id)).token);
    const trip = { yacht_name: "海韵号", rated_passengers: 12, marina: "三亚鸿洲国际游艇会", route: "三亚湾—东岛", hours: 2, price: "3200", status: "ON_SALE" };
    expect((await desk.post("order.YachtTrip/add", { ...trip, rated_passengers: 30 })).code).toBe(0);
    const added = await desk.post("order.YachtTrip/add", trip);
    expect(added.code, added.msg).toBe(1);
    const hotelDesk = caller(t, (await seededRoleAdmin(t, 4, hotel!.id)).token);
    const wrong = await hotelDesk.post("order.YachtTrip/add", trip);
    expect(wrong.code).toBe(0);
    expect(JSON.stringify(wrong)).toContain("Choose a yacht operator");

    const member = await buyer("en");
    const sale = await member.call.get("order/yachtTrips");
    const onSale = sale.data.trips.find((x: { operator_id: number }) => x.operator_id === operator!.id);
    expect(onSale).toMatchObject({ yacht_name: "海韵号", rated_passengers: 12, hours: 2, price: "3200.00" });
    const book = (overrides: Record<string, unknown>) => member.call.post("order/createYacht", { trip_id: onSale.id, date: "2026-11-18", time: "09:30", passengers: 8, contact_name: "陈志强", contact_phone: "13807561234", ...overrides });
    const full = await book({ passengers: 13 });
    expect(full.code).toBe(0);
    expect(JSON.stringify(full)).toContain("海韵号 is rated for 12 passengers; it cannot take 13");
    for (const time of ["04:30", "20:30", "22:30", "23:00"]) {
      const night = await book({ time });
      expect(night.code, time).toBe(0);
      expect(JSON.stringify(night)).toContain("No sailing at night: yachts leave after 05:00 and are back in port by 22:00");
    }
    for (const time of ["9:30", "25:00", "abc"]) expect((await book({ time })).code).toBe(0);
    expect((await book({ date: "2026-11-16", time: "08:00" })).code).toBe(0);
    for (const bad of [{ trip_id: "x" }, { passengers: 0 }, { passengers: 2.5 }, { trip_id: 99_999_999 }]) {
      const response = await t.request("/api/order/createYacht", { method: "POST", json: { trip_id: onSale.id, date: "2026-11-18", time: "09:30", passengers: 8, contact_name: "陈志强", contact_phone: "13807561234", ...bad }, headers: { "ba-user-token": "x" } });
      expect(response.status).toBeLessThan(500);
      expect((await book(bad)).code).toBe(0);
    }
    // A night trip back by 22:00, the boat full to its rating: booked, paid through the sandbox.
    const ok = await book({ time: "19:30", passengers: 12 });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data).toMatchObject({ order_no: expect.stringMatching(/^DD20261116\d{6}$/), total_amount: "3200.00" });
    const paid = await member.call.post("order/pay", { id: ok.data.id });
    expect(paid.code, paid.msg).toBe(1);
    const start = Date.parse("2026-11-18T19:30:00+08:00") / 1000;
    expect(paid.data.order).toMatchObject({ type: "YACHT", status: "PAID", quantity: 12, use_date: "2026-11-18", start_time: start });
    expect(paid.data.order.detail).toMatchObject({ yacht: "海韵号", marina: "三亚鸿洲国际游艇会", slot_start: start, slot_end: start + 7200, passengers: 12, route: "三亚湾—东岛" });
    expect(paid.data.tickets).toEqual([]);
  });
});

