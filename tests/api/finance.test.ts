// Withdrawals and daily settlements through the API with a controllable clock: a withdrawal's
// moves (asked by the merchant, approved, paid with the bank's reference, rejected), refused
// beyond the available balance, the bank account masked, the ledger row written when paid;
// five withdrawals racing never hold more than the balance; the day's settlement from the
// ledger (income, refunds, the commission at the configured rate with its two ledger rows, the
// net) on the tick, idempotent; every account's entries sum to its balance.
import { describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { config, enterprise, financeAccount, financeLedger, financeSettlement, financeWithdrawal, ticketPrice } from "@db/schema";
import { settleDay } from "@modules/finance/settlements";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { supervisor } from "./support/complaint";
import { createMember, memberLogin } from "./support/identity";
import { sampleIdNumber } from "./support/samples";
import { envelopeOf, useTestApp } from "./support/test-app";

let now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
const t = useTestApp({}, { clock: { now: () => now } });

function memberCaller(token: string) {
  const call = async (method: string, path: string, json?: unknown) => envelopeOf(await t.request(`/api/${path}`, { method, json, headers: { "ba-user-token": token, server: "1", "think-lang": "en" } }));
  return { get: (path: string) => call("GET", path), post: (path: string, json: unknown = {}) => call("POST", path, json) };
}

/** A scenic spot whose member bought and paid `tickets` tickets of `cents` each (through the sandbox's signed notice). */
async function spotWithIncome(name: string, cents: number, tickets: number) {
  const [spot] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: 460202, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  const [price] = await t.database.db
    .insert(ticketPrice)
    .values({ enterprise_id: spot!.id, region_code: 460202, ticket_type: "ADULT", name: "成人门票", price: cents, announce_date: "2026-01-01", effective_from: "2026-02-01", status: "PUBLISHED" })
    .returning({ id: ticketPrice.id });
  const made = await createMember(t);
  const member = memberCaller((await memberLogin(t, made.username, made.password)).token);
  const order = await member.post("order/create", { price_id: price!.id, visit_date: "2026-11-20", contact_name: "王海燕", contact_phone: "13907561234", visitors: Array.from({ length: tickets }, () => ({ name: "王海燕", id_no: sampleIdNumber() })) });
  expect(order.code, order.msg).toBe(1);
  const paid = await member.post("order/pay", { id: order.data.id });
  expect(paid.code, paid.msg).toBe(1);
  return { spotId: spot!.id, member, orderId: order.data.id as number, tickets: paid.data.tickets as { id: number }[] };
}

async function account(enterpriseId: number, ownerType = "ENTERPRISE") {
  const [row] = await t.database.db.select().from(financeAccount).where(and(eq(financeAccount.enterprise_id, enterpriseId), eq(financeAccount.owner_type, ownerType)));
  return row!;
}

/** The invariant: an account's entries add up to its balance; returns the balance. */
async function balanced(enterpriseId: number, ownerType = "ENTERPRISE") {
  const row = await account(enterpriseId, ownerType);
  const [sum] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(CASE WHEN direction = 'IN' THEN amount ELSE -amount END), 0)`.mapWith(Number) })
    .from(financeLedger)
    .where(eq(financeLedger.account_id, row.id));
  expect(sum?.total).toBe(row.balance);
  return row.balance;
}

const bank = { bank_name: "中国工商银行海口龙华支行", account_name: "三亚某景区管理有限公司", bank_account: "6222 0212 3456 7890 123" };

describe("withdrawals", () => {
  test("asked by the merchant within the available balance, approved, paid with the bank's reference (ledger row, hold released) or rejected (hold released); masked account; refused moves", async () => {
    now = Date.parse("2026-11-16T10:00:00+08:00") / 1000;
    const { spotId } = await spotWithIncome("三亚南山文化旅游区", 14_500, 2);
    const merchant = caller(t, (await seededRoleAdmin(t, 4, spotId)).token);
    const desk = await supervisor(t);
    expect(await balanced(spotId)).toBe(29_000);

    const tooMuch = await merchant.post("finance.Withdrawal/add", { ...bank, amount: "290.01" });
    expect(tooMuch.code).toBe(0);
    expect(tooMuch.msg).toContain("available to withdraw (290.00 yuan)");
    expect((await merchant.post("finance.Withdrawal/add", { ...bank, amount: "10", bank_account: "6222-abc" })).code).toBe(0);

    const asked = await merchant.post("finance.Withdrawal/add", { ...bank, amount: "200" });
    expect(asked.code, asked.msg).toBe(1);
    const [row] = await t.database.db.select().from(financeWithdrawal).where(eq(financeWithdrawal.enterprise_id, spotId));
    expect(row).toMatchObject({ status: "REQUESTED", amount: 20_000, bank_account: "6222021234567890123", withdrawal_no: "TX20261116000001", apply_time: now, region_code: 460202 });
    expect(await account(spotId)).toMatchObject({ balance: 29_000, frozen: 20_000 });
    const listed = await merchant.get("finance.Withdrawal/index?limit=10");
    expect(listed.data.list[0]).toMatchObject({ amount: "200.00", bank_account: "6222***********0123", status: "REQUESTED" });
    // 90 yuan left to ask for.
    const second = await merchant.post("finance.Withdrawal/add", { ...bank, amount: "100" });
    expect(second.msg).toContain("(90.00 yuan)");

    // The merchant cannot move its own request; an unknown or malformed id is refused without a server error.
    expect((await merchant.post("finance.Withdrawal/approve", { id: row!.id })).code).not.toBe(1);
    for (const id of ["abc", 1.5, -1, 99_999_999]) expect((await desk.post("finance.Withdrawal/approve", { id })).code).not.toBe(1);
    expect((await desk.post("finance.Withdrawal/pay", { id: row!.id, payment_ref: "HX2026111600001" })).code).toBe(0);
    expect((await desk.post("finance.Withdrawal/approve", { id: row!.id, opinion: "资料齐全" })).code).toBe(1);
    expect((await desk.post("finance.Withdrawal/pay", { id: row!.id })).code).toBe(0);
    now += 3600;
    const paid = await desk.post("finance.Withdrawal/pay", { id: row!.id, payment_ref: "HX2026111600001" });
    expect(paid.code, paid.msg).toBe(1);
    expect((await desk.post("finance.Withdrawal/pay", { id: row!.id, payment_ref: "HX2026111600001" })).code).toBe(0);
    expect((await desk.post("finance.Withdrawal/reject", { id: row!.id, opinion: "重复" })).code).toBe(0);
    const [done] = await t.database.db.select().from(financeWithdrawal).where(eq(financeWithdrawal.id, row!.id));
    expect(done).toMatchObject({ status: "PAID", payment_ref: "HX2026111600001", pay_time: now });
    const [entry] = await t.database.db.select().from(financeLedger).where(eq(financeLedger.biz_no, "TX20261116000001"));
    expect(entry).toMatchObject({ direction: "OUT", amount: 20_000, balance_after: 9_000, biz_type: "WITHDRAW", remark: "6222***********0123", create_time: now });
    expect(await account(spotId)).toMatchObject({ balance: 9_000, frozen: 0 });
    expect(await balanced(spotId)).toBe(9_000);

    // Rejected: the hold is released, nothing in the ledger.
    const third = await merchant.post("finance.Withdrawal/add", { ...bank, amount: "90" });
    expect(third.code, third.msg).toBe(1);
    expect((await account(spotId)).frozen).toBe(9_000);
    const [pending] = await t.database.db.select().from(financeWithdrawal).where(eq(financeWithdrawal.withdrawal_no, "TX20261116000002"));
    expect((await desk.post("finance.Withdrawal/reject", { id: pending!.id })).code).toBe(0);
    expect((await desk.post("finance.Withdrawal/reject", { id: pending!.id, opinion: "开户名与营业执照名称不一致" })).code).toBe(1);
    expect(await account(spotId)).toMatchObject({ balance: 9_000, frozen: 0 });
    expect(await t.database.db.$count(financeLedger, eq(financeLedger.biz_no, "TX20261116000002"))).toBe(0);
    // Another spot's account sees none of these.
    const { spotId: otherSpot } = await spotWithIncome("陵水分界洲岛旅游区", 13_600, 1);
    const other = caller(t, (await seededRoleAdmin(t, 4, otherSpot)).token);
    expect((await other.get("finance.Withdrawal/index?limit=10")).data.list).toEqual([]);
  });

  test("five withdrawals racing for one balance: never more held than the balance, and the sum of entries stays the balance", async () => {
    now = Date.parse("2026-11-16T11:00:00+08:00") / 1000;
    const { spotId } = await spotWithIncome("保亭呀诺达雨林文化旅游区", 14_500, 2);
    const merchant = caller(t, (await seededRoleAdmin(t, 4, spotId)).token);
    const desk = await supervisor(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => merchant.post("finance.Withdrawal/add", { ...bank, amount: "100" })));
    expect(results.filter((r) => r.code === 1)).toHaveLength(2);
    expect(results.filter((r) => r.code !== 1).every((r) => r.msg.includes("available to withdraw"))).toBe(true);
    expect(await account(spotId)).toMatchObject({ balance: 29_000, frozen: 20_000 });
    const rows = await t.database.db.select().from(financeWithdrawal).where(eq(financeWithdrawal.enterprise_id, spotId));
    expect(rows).toHaveLength(2);
    await Promise.all(rows.map((r) => desk.post("finance.Withdrawal/approve", { id: r.id })));
    const paid = await Promise.all(rows.map((r, i) => desk.post("finance.Withdrawal/pay", { id: r.id, payment_ref: `HX20261116${i}0000` })));
    expect(paid.map((r) => r.code)).toEqual([1, 1]);
    expect(await account(spotId)).toMatchObject({ balance: 9_000, frozen: 0 });
    expect(await balanced(spotId)).toBe(9_000);
  });
});

describe("daily settlements", () => {
  test("the tick after midnight settles the day from its ledger: income, refunds, the commission at the configured rate (out of the merchant, into the platform), the net; settling again writes nothing", async () => {
    now = Date.parse("2026-11-17T09:00:00+08:00") / 1000;
    await t.database.db.update(config).set({ value: "5" }).where(eq(config.name, "platform_commission_rate"));
    t.app.services.siteConfig.invalidate();
    const a = await spotWithIncome("五指山热带雨林风景区", 6_000, 3);
    now += 600;
    const b = await spotWithIncome("文昌航天主题公园", 8_900, 1);
    // One of the first spot's tickets refunded the same day (the merchant approves).
    const asked = await a.member.post("order/refund", { order_id: a.orderId, ticket_id: a.tickets[0]!.id, reason: "USER" });
    expect(asked.code, asked.msg).toBe(1);
    const merchant = caller(t, (await seededRoleAdmin(t, 4, a.spotId)).token);
    expect((await merchant.post("order.Refund/approve", { id: asked.data.id })).code).toBe(1);

    // Still the same day: nothing settled for it yet (the tick settles the day before).
    await t.app.scheduler.tick();
    const platformBefore = (await t.database.db.select().from(financeAccount).where(eq(financeAccount.owner_type, "PLATFORM")))[0]?.balance ?? 0;
    expect(await t.database.db.$count(financeSettlement, eq(financeSettlement.day, "2026-11-17"))).toBe(0);
    now = Date.parse("2026-11-18T00:05:00+08:00") / 1000;
    await t.app.scheduler.tick();
    const settled = await t.database.db.select().from(financeSettlement).where(eq(financeSettlement.day, "2026-11-17"));
    const ofA = settled.find((s) => s.enterprise_id === a.spotId);
    const ofB = settled.find((s) => s.enterprise_id === b.spotId);
    // A: 180.00 income, 60.00 refunded, 5 % of 120.00 = 6.00; B: 89.00, 5 % = 4.45.
    expect(ofA).toMatchObject({ orders: 1, order_amount: 18_000, refunds: 1, refund_amount: 6_000, commission_rate: "5", commission: 600, net: 11_400, region_code: 460202 });
    expect(ofB).toMatchObject({ orders: 1, order_amount: 8_900, refunds: 0, refund_amount: 0, commission: 445, net: 8_455 });
    const [commission] = await t.database.db.select().from(financeLedger).where(and(eq(financeLedger.biz_type, "COMMISSION"), eq(financeLedger.enterprise_id, a.spotId)));
    expect(commission).toMatchObject({ direction: "OUT", amount: 600, biz_no: `JS20261117${String(a.spotId).padStart(6, "0")}` });
    expect(await balanced(a.spotId)).toBe(18_000 - 6_000 - 600);
    expect(await balanced(b.spotId)).toBe(8_900 - 445);
    expect((await balanced(0, "PLATFORM")) - platformBefore).toBe(600 + 445 + settled.filter((s) => s.enterprise_id !== a.spotId && s.enterprise_id !== b.spotId).reduce((n, s) => n + s.commission, 0));

    // Idempotent: the tick again, and settling the day by hand, write nothing more.
    const entries = await t.database.db.$count(financeLedger);
    now += 600;
    await t.app.scheduler.tick();
    expect(await settleDay(t.app.services, "2026-11-17")).toBe(0);
    expect(await t.database.db.$count(financeLedger)).toBe(entries);
    expect(await t.database.db.$count(financeSettlement, eq(financeSettlement.day, "2026-11-17"))).toBe(settled.length);
    // Supervisors and the merchant read it; the merchant only its own.
    const own = await merchant.get("finance.Settlement/index?limit=50");
    expect(own.code, own.msg).toBe(1);
    expect(own.data.list.map((r: { enterprise_id: number }) => r.enterprise_id)).toEqual([a.spotId]);
    expect(own.data.list[0]).toMatchObject({ net: "114.00", commission: "6.00" });
  });
});
