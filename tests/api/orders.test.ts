// Orders, payments, tickets, refunds and the ledger, through the API with a controllable clock:
// order numbers (DD + date + sequence), the 15-minute close, the payment provider's signed
// notice (RSA2 over the sorted parameters: a good one pays once, a replay pays nothing more, a
// forged or tampered one is refused and logged), the sandbox payment through the same handler,
// check-in at the gate (once), refunds with the rule's arithmetic, the merchant's refusal, the
// refund deemed approved when the merchant does not answer within 7 days, two refunds racing,
// the ledger (sum of entries = balance; rows immutable), jurisdiction.
import { describe, expect, test } from "bun:test";
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { enterprise, financeAccount, financeLedger, orderRefund, orderTicket, paymentNotice, ticketPrice, tradeDaily, tradeOrder } from "@db/schema";
import { providerKeys, signNotice, type Notice } from "@modules/order/payment";
import { quote, requestRefund } from "@modules/order/refunds";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { supervisor } from "./support/complaint";
import { createMember, memberLogin } from "./support/identity";
import { sampleIdNumber } from "./support/samples";
import { envelopeOf, useTestApp } from "./support/test-app";

const DAY = 86_400;
let now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
const t = useTestApp({}, { clock: { now: () => now } });

function memberCaller(token: string) {
  const call = async (method: string, path: string, json?: unknown) => envelopeOf(await t.request(`/api/${path}`, { method, json, headers: { "ba-user-token": token, server: "1", "think-lang": "en" } }));
  return { get: (path: string) => call("GET", path), post: (path: string, json: unknown = {}) => call("POST", path, json) };
}

async function spotWithPrice(name: string, region: number, cents = 14_500) {
  const [spot] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: region, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  const [price] = await t.database.db
    .insert(ticketPrice)
    .values({ enterprise_id: spot!.id, region_code: region, ticket_type: "ADULT", name: "成人门票", price: cents, announce_date: "2026-01-01", effective_from: "2026-02-01", status: "PUBLISHED" })
    .returning({ id: ticketPrice.id });
  return { spotId: spot!.id, priceId: price!.id };
}

async function buyer() {
  const made = await createMember(t);
  return memberCaller((await memberLogin(t, made.username, made.password)).token);
}

const orderForm = (priceId: number, visitors = 2, overrides: Record<string, unknown> = {}) => ({
  price_id: priceId,
  visit_date: "2026-11-20",
  contact_name: "王海燕",
  contact_phone: "13907561234",
  visitors: Array.from({ length: visitors }, (_, i) => ({ name: ["王海燕", "陈志强", "吉小梅"][i % 3], id_no: sampleIdNumber() })),
  ...overrides,
});

async function notify(params: Notice) {
  const response = await t.request("/api/pay/notify", { method: "POST", body: new URLSearchParams(params).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return response.text();
}

const providerKey = () => {
  providerKeys(t.config.dataDir);
  return readFileSync(join(t.config.dataDir, "payment", "sandbox-private.pem"), "utf8");
};

const notice = (orderNo: string, amount: string, id: string): Notice => ({ notify_id: id, notify_time: String(now), out_trade_no: orderNo, trade_no: `2026111622001${id.slice(-8)}`, total_amount: amount, trade_status: "TRADE_SUCCESS", channel: "ALIPAY" });

async function balanced(enterpriseId: number) {
  const [account] = await t.database.db.select().from(financeAccount).where(eq(financeAccount.enterprise_id, enterpriseId));
  const [sum] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(CASE WHEN direction = 'IN' THEN amount ELSE -amount END), 0)`.mapWith(Number) })
    .from(financeLedger)
    .where(eq(financeLedger.account_id, account?.id ?? 0));
  expect(sum?.total).toBe(account?.balance ?? 0);
  return account?.balance ?? 0;
}

describe("orders and payment", () => {
  test("numbers are DD + the day + a 6-digit sequence; unpaid orders close after 15 minutes on the scheduler's tick", async () => {
    const { priceId } = await spotWithPrice("三亚南山文化旅游区", 460204);
    const member = await buyer();
    const first = await member.post("order/create", orderForm(priceId));
    expect(first.code, first.msg).toBe(1);
    const second = await member.post("order/create", orderForm(priceId, 1));
    expect(first.data.order_no).toBe("DD20261116000001");
    expect(second.data.order_no).toBe("DD20261116000002");
    expect(first.data.total_amount).toBe("290.00");
    now += 14 * 60;
    await t.app.scheduler.tick();
    expect((await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.id, first.data.id)))[0]?.status).toBe("PENDING_PAYMENT");
    now += 61;
    await t.app.scheduler.tick();
    expect((await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.id, first.data.id)))[0]).toMatchObject({ status: "CLOSED", close_time: now });
    // Malformed input is refused by field, never a crash.
    const bad = await member.post("order/create", orderForm(priceId, 1, { visit_date: "2026-13-40", visitors: [{ name: "x", id_no: "460200199001011234" }] }));
    expect(bad.code).toBe(0);
    expect(bad.data.fields.visit_date).toBeTruthy();
    const past = await member.post("order/create", orderForm(priceId, 1, { visit_date: "2026-11-15" }));
    expect(past.data.fields.visit_date).toBeTruthy();
    const notANumber = await member.post("order/pay", { id: "1 OR 1=1" });
    expect(notANumber.code).toBe(0);
  });

  test("a signed notice pays the order once: tickets issued, the merchant's ledger and balance, the day's summary; a replay, a forgery and a tampered amount change nothing", async () => {
    now = Date.parse("2026-11-16T11:00:00+08:00") / 1000;
    const { spotId, priceId } = await spotWithPrice("保亭呀诺达雨林文化旅游区", 469029, 16_800);
    const member = await buyer();
    const made = await member.post("order/create", orderForm(priceId, 2));
    const orderNo = made.data.order_no as string;
    const key = providerKey();
    const good = signNotice(notice(orderNo, "336.00", "n0000000000000001"), key);
    const forger = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
    const logged = t.log.lines.length;
    expect(await notify(signNotice(notice(orderNo, "336.00", "n0000000000000009"), forger.privateKey))).toBe("failure");
    expect(t.log.lines.slice(logged).some((line) => line.includes("Forged payment notice"))).toBe(true);
    expect(await notify({ ...good, total_amount: "0.01" })).toBe("failure");
    expect(await notify({ ...good, sign: "" })).toBe("failure");
    expect((await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.order_no, orderNo)))[0]?.status).toBe("PENDING_PAYMENT");
    // Signed, but for a different amount than the order's: refused.
    expect(await notify(signNotice(notice(orderNo, "1.00", "n0000000000000008"), key))).toBe("failure");

    expect(await notify(good)).toBe("success");
    expect(await notify(good)).toBe("success");
    const [order] = await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.order_no, orderNo));
    expect(order).toMatchObject({ status: "PAID", paid_amount: 33_600, paid_time: now, pay_channel: "ALIPAY" });
    const tickets = await t.database.db.select().from(orderTicket).where(eq(orderTicket.order_id, order!.id));
    expect(tickets.map((x) => [x.amount, x.status, x.code.length])).toEqual([
      [16_800, "UNUSED", 12],
      [16_800, "UNUSED", 12],
    ]);
    const results = await t.database.db.select({ result: paymentNotice.result }).from(paymentNotice).where(eq(paymentNotice.order_no, orderNo));
    expect(results.map((r) => r.result).sort()).toEqual(["ACCEPTED", "DUPLICATE", "FORGED", "FORGED", "FORGED", "REFUSED"]);
    const ledger = await t.database.db.select().from(financeLedger).where(eq(financeLedger.biz_no, orderNo));
    expect(ledger.map((l) => [l.direction, l.amount, l.balance_after, l.biz_type])).toEqual([["IN", 33_600, 33_600, "ORDER_INCOME"]]);
    expect(await balanced(spotId)).toBe(33_600);
    const [daily] = await t.database.db.select().from(tradeDaily).where(eq(tradeDaily.enterprise_id, spotId));
    expect(daily).toMatchObject({ day: "2026-11-16", order_type: "SCENIC", paid_orders: 1, paid_amount: 33_600 });
    // Ledger rows are immutable.
    await expect((async () => void (await t.database.db.update(financeLedger).set({ amount: 1 }).where(eq(financeLedger.biz_no, orderNo))))()).rejects.toThrow();
    await expect((async () => void (await t.database.db.delete(financeLedger).where(eq(financeLedger.biz_no, orderNo))))()).rejects.toThrow();
    // Even a good signature cannot pay a closed order.
    const late = await member.post("order/create", orderForm(priceId, 1));
    now += 16 * 60;
    await t.app.scheduler.tick();
    expect(await notify(signNotice(notice(late.data.order_no, "168.00", "n0000000000000003"), key))).toBe("failure");
  });

  test("the sandbox pays through the same signed notice; the spot checks a ticket in once; a second check-in, another spot and a wrong day are refused", async () => {
    now = Date.parse("2026-11-16T12:00:00+08:00") / 1000;
    const { spotId, priceId } = await spotWithPrice("三亚蜈支洲岛旅游区", 460202, 14_400);
    const other = await spotWithPrice("海口东寨港红树林旅游区", 460108, 5_000);
    const member = await buyer();
    const made = await member.post("order/create", orderForm(priceId, 2, { visit_date: "2026-11-16" }));
    const paid = await member.post("order/pay", { id: made.data.id });
    expect(paid.code, paid.msg).toBe(1);
    expect(paid.data.order.status).toBe("PAID");
    expect(paid.data.order.pay_channel).toBe("SANDBOX");
    expect(paid.data.tickets[0].visitor_id_no).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    const [code1, code2] = paid.data.tickets.map((x: { code: string }) => x.code);
    const gate = caller(t, (await seededRoleAdmin(t, 4, spotId)).token);
    const checked = await gate.post("order.Ticket/verify", { code: code1 });
    expect(checked.code, checked.msg).toBe(1);
    const twice = await gate.post("order.Ticket/verify", { code: code1 });
    expect(twice.code).toBe(0);
    expect(twice.msg).toContain("cannot be used twice");
    const otherGate = caller(t, (await seededRoleAdmin(t, 4, other.spotId)).token);
    expect((await otherGate.post("order.Ticket/verify", { code: code2 })).msg).toContain("No such ticket");
    expect((await gate.post("order.Ticket/verify", { code: "12ab" })).code).toBe(0);
    // The member's ticket for another day.
    const tomorrow = await member.post("order/create", orderForm(priceId, 1, { visit_date: "2026-11-17" }));
    const tomorrowPaid = await member.post("order/pay", { id: tomorrow.data.id });
    expect((await gate.post("order.Ticket/verify", { code: tomorrowPaid.data.tickets[0].code })).msg).toContain("not today");
    // The ticket detail: order, QR picture, masked contact; another spot's account gets "not found".
    const id1 = paid.data.tickets[0].id;
    const detail = await gate.get(`order.Ticket/detail?id=${id1}`);
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data.ticket.status).toBe("USED");
    expect(detail.data.order.contact_phone).toBe("139****1234");
    expect(detail.data.qr).toContain("<svg");
    expect((await otherGate.get(`order.Ticket/detail?id=${id1}`)).code).toBe(0);
    expect((await gate.get("order.Ticket/detail?id=abc")).code).toBe(0);
  });
});

describe("refunds and the ledger", () => {
  test("the rule's arithmetic: a sailing ban refunds in full, 24 h ahead in full, later the set share; a used service nothing", () => {
    const yacht = { free_hours: 24, late_rate: 50, after_start: false, weather_full: true };
    const start = now + 30 * 3600;
    expect(quote(yacht, 200_000, start, now, "USER")).toMatchObject({ amount: 200_000, fee: 0 });
    expect(quote(yacht, 200_000, start, start - 3600, "USER")).toMatchObject({ amount: 100_000, fee: 100_000 });
    expect(quote(yacht, 200_000, start, start - 3600, "WEATHER")).toMatchObject({ amount: 200_000, fee: 0 });
    expect(quote(yacht, 200_000, start, start + 60, "USER")).toHaveProperty("refused");
    const hotel = { free_hours: 0, late_rate: 0, after_start: false, weather_full: true };
    expect(quote(hotel, 68_800, start, start - 1, "USER")).toMatchObject({ amount: 68_800 });
    expect(quote(hotel, 68_800, start, start + 1, "USER")).toHaveProperty("refused");
  });

  test("a member asks for a refund of an unused ticket; the merchant refuses with a reason; asked again and left unanswered for 7 days it is deemed approved and paid back on the tick; the ledger stays balanced", async () => {
    now = Date.parse("2026-11-16T13:00:00+08:00") / 1000;
    const { spotId, priceId } = await spotWithPrice("三亚天涯海角游览区", 460204, 8_100);
    const member = await buyer();
    const made = await member.post("order/create", orderForm(priceId, 2));
    const paid = await member.post("order/pay", { id: made.data.id });
    const [first, second] = paid.data.tickets as { id: number; code: string }[];
    const merchant = caller(t, (await seededRoleAdmin(t, 4, spotId)).token);
    const asked = await member.post("order/refund", { order_id: made.data.id, ticket_id: second!.id, reason: "USER", remark: "行程变更" });
    expect(asked.code, asked.msg).toBe(1);
    expect(asked.data).toMatchObject({ amount: "81.00", fee: "0.00" });
    expect(asked.data.refund_no).toBe("TK20261116000001");
    expect((await member.post("order/refund", { order_id: made.data.id, ticket_id: second!.id, reason: "USER" })).code).toBe(0);
    const refused = await merchant.post("order.Refund/refuse", { id: asked.data.id });
    expect(refused.code).toBe(0);
    expect((await merchant.post("order.Refund/refuse", { id: asked.data.id, opinion: "该票已出票至团队，请联系旅行社" })).code).toBe(1);
    expect((await t.database.db.select().from(orderTicket).where(eq(orderTicket.id, second!.id)))[0]?.status).toBe("UNUSED");

    const again = await member.post("order/refund", { order_id: made.data.id, ticket_id: second!.id, reason: "USER" });
    expect(again.code, again.msg).toBe(1);
    const [open] = await t.database.db.select().from(orderRefund).where(eq(orderRefund.id, again.data.id));
    expect(open?.reply_due_time).toBe(now + 7 * DAY);
    now += 7 * DAY - 60;
    await t.app.scheduler.tick();
    expect((await t.database.db.select().from(orderRefund).where(eq(orderRefund.id, again.data.id)))[0]?.status).toBe("REQUESTED");
    now += 120;
    await t.app.scheduler.tick();
    const [deemed] = await t.database.db.select().from(orderRefund).where(eq(orderRefund.id, again.data.id));
    expect(deemed).toMatchObject({ status: "REFUNDED", refund_time: now });
    expect((await t.database.db.select().from(orderTicket).where(eq(orderTicket.id, second!.id)))[0]?.status).toBe("REFUNDED");
    const [order] = await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.id, made.data.id));
    expect(order).toMatchObject({ status: "PAID", refunded_amount: 8_100 });
    expect(await balanced(spotId)).toBe(8_100);
    const moves = await merchant.get(`order.Refund/index?limit=10`);
    expect(moves.data.list.find((r: { id: number }) => r.id === again.data.id)?.status).toBe("REFUNDED");
    // The first ticket, checked in, cannot be refunded.
    now = Date.parse("2026-11-20T09:00:00+08:00") / 1000;
    expect((await merchant.post("order.Ticket/verify", { code: first!.code })).code).toBe(1);
    const used = await member.post("order/refund", { order_id: made.data.id, ticket_id: first!.id, reason: "USER" });
    expect(used.code).toBe(0);
    expect((await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.id, made.data.id)))[0]?.status).toBe("USED");
  });

  test("two refunds of one order racing: one passes, the other is refused; a refund never exceeds what was paid", async () => {
    now = Date.parse("2026-11-16T14:00:00+08:00") / 1000;
    const [yachtCo] = await t.database.db.insert(enterprise).values({ category_id: 17000, name: "三亚鸿洲国际游艇会", region_code: 460203, audit_status: "APPROVED" }).returning({ id: enterprise.id });
    const member = await createMember(t);
    const [order] = await t.database.db
      .insert(tradeOrder)
      .values({ order_no: "DD20261116900001", type: "YACHT", enterprise_id: yachtCo!.id, region_code: 460203, member_id: member.id, contact_name: "吉小梅", contact_phone: "13807561234", total_amount: 260_000, paid_amount: 260_000, status: "PAID", product_name: "椰梦1号 · 三亚湾 2 小时", quantity: 8, use_date: "2026-11-18", start_time: now + 2 * DAY, paid_time: now })
      .returning();
    const results = await Promise.allSettled([requestRefund(t.app.services, member.id, { order_id: order!.id, reason: "USER" }), requestRefund(t.app.services, member.id, { order_id: order!.id, reason: "WEATHER" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const merchant = caller(t, (await seededRoleAdmin(t, 4, yachtCo!.id)).token);
    const [refund] = await t.database.db.select().from(orderRefund).where(eq(orderRefund.order_id, order!.id));
    // Meanwhile the order's money was refunded elsewhere (a complaint settlement): approving now would exceed it.
    await t.database.db.update(tradeOrder).set({ refunded_amount: 100_000 }).where(eq(tradeOrder.id, order!.id));
    const approve = await merchant.post("order.Refund/approve", { id: refund!.id });
    expect(approve.code).toBe(0);
    expect((await t.database.db.select().from(orderRefund).where(eq(orderRefund.id, refund!.id)))[0]?.status).toBe("REQUESTED");
    await t.database.db.update(tradeOrder).set({ refunded_amount: 0 }).where(eq(tradeOrder.id, order!.id));
    expect((await merchant.post("order.Refund/approve", { id: refund!.id })).code).toBe(1);
    expect((await t.database.db.select().from(tradeOrder).where(eq(tradeOrder.id, order!.id)))[0]).toMatchObject({ status: "REFUNDED", refunded_amount: 260_000 });
    const entries = await t.database.db.select().from(financeLedger).where(eq(financeLedger.enterprise_id, yachtCo!.id));
    expect(entries.map((e) => [e.direction, e.amount, e.balance_after])).toEqual([["OUT", 260_000, -260_000]]);
  });

  test("jurisdiction: a Haikou supervisor sees no Sanya order, ticket or refund, by list or by guessed id; refund statistics count only the area", async () => {
    const haikou = await supervisor(t, 460100);
    const sanya = await supervisor(t, 460200);
    const [sanyaOrder] = await t.database.db.select().from(tradeOrder).where(and(eq(tradeOrder.region_code, 460202), eq(tradeOrder.status, "PAID")));
    const haikouOrders = await haikou.get("order.Order/index?limit=100");
    expect(haikouOrders.code).toBe(1);
    expect(haikouOrders.data.list.every((o: { region_code: number }) => String(o.region_code).startsWith("4601"))).toBe(true);
    expect((await sanya.get("order.Order/index?limit=100")).data.list.some((o: { id: number }) => o.id === sanyaOrder?.id)).toBe(true);
    const [ticket] = await t.database.db.select().from(orderTicket).where(eq(orderTicket.order_id, sanyaOrder!.id));
    expect((await haikou.get(`order.Ticket/detail?id=${ticket!.id}`)).code).toBe(0);
    expect((await sanya.get(`order.Ticket/detail?id=${ticket!.id}`)).code).toBe(1);
    expect((await haikou.get("order.Refund/index?limit=100")).data.list).toHaveLength(0);
    const stats = await sanya.get("finance.Account/refunds");
    expect(stats.code, stats.msg).toBe(1);
    expect(stats.data.days).toHaveLength(30);
    expect(stats.data.merchants.map((m: { name: string }) => m.name)).toContain("三亚天涯海角游览区");
    expect(stats.data.merchants.map((m: { name: string }) => m.name)).not.toContain("海口东寨港红树林旅游区");
    const province = await supervisor(t);
    const all = await province.get("finance.Account/refunds");
    const paidTotal = all.data.days.reduce((s: number, d: { paid: number }) => s + d.paid, 0);
    const [sum] = await t.database.db.select({ v: sql<number>`sum(paid_amount)`.mapWith(Number) }).from(tradeOrder).where(sql`paid_time IS NOT NULL AND order_no NOT LIKE 'DD%9000%'`);
    expect(paidTotal).toBe(sum?.v ?? 0);
  });
});
