// The daily summary (trade_daily: per enterprise, day and order type) that the refund
// statistics read instead of scanning the orders: after orders are added, paid (the sandbox
// and the provider's signed notice), left unpaid and closed by the tick, refunded (approved,
// refused, deemed approved on the tick) over several days and merchants, every summary row
// equals the same figures worked out by scanning the orders and refunds, and the statistics
// call answers what the scan says.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { enterprise, orderRefund, ticketPrice, tradeDaily, tradeOrder } from "@db/schema";
import { DEFAULT_TIME_ZONE, formatDateTime } from "@shared/datetime";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { supervisor } from "./support/complaint";
import { createMember, memberLogin } from "./support/identity";
import { sampleIdNumber } from "./support/samples";
import { envelopeOf, useTestApp } from "./support/test-app";

const DAY = 86_400;
const START = Date.parse("2026-11-10T09:30:00+08:00") / 1000;
let now = START;
const t = useTestApp({}, { clock: { now: () => now } });

async function spot(name: string, region: number, cents: number) {
  const [made] = await t.database.db.insert(enterprise).values({ category_id: 12000, name, region_code: region, audit_status: "APPROVED" }).returning({ id: enterprise.id });
  const [price] = await t.database.db
    .insert(ticketPrice)
    .values({ enterprise_id: made!.id, region_code: region, ticket_type: "ADULT", name: "成人门票", price: cents, announce_date: "2026-01-01", effective_from: "2026-02-01", status: "PUBLISHED" })
    .returning({ id: ticketPrice.id });
  return { id: made!.id, priceId: price!.id };
}

async function member() {
  const made = await createMember(t);
  const { token } = await memberLogin(t, made.username, made.password);
  const call = async (method: string, path: string, json?: unknown) => envelopeOf(await t.request(`/api/${path}`, { method, json, headers: { "ba-user-token": token, server: "1", "think-lang": "en" } }));
  return { get: (path: string) => call("GET", path), post: (path: string, json: unknown = {}) => call("POST", path, json) };
}

const day = (seconds: number) => formatDateTime(seconds, DEFAULT_TIME_ZONE, false);
type Figures = { paid_orders: number; paid_amount: number; refunds: number; refund_amount: number };

/** The summary worked out from scratch: payments by the day paid, refunds by the day paid back. */
async function scan(): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  const at = (enterpriseId: number, when: number, type: string) => {
    const key = `${enterpriseId}|${day(when)}|${type}`;
    const found = out.get(key) ?? { paid_orders: 0, paid_amount: 0, refunds: 0, refund_amount: 0 };
    out.set(key, found);
    return found;
  };
  for (const o of await t.database.db.select().from(tradeOrder)) {
    if (o.paid_time === null) continue;
    const row = at(o.enterprise_id, o.paid_time, o.type);
    row.paid_orders += 1;
    row.paid_amount += o.paid_amount;
  }
  for (const r of await t.database.db.select().from(orderRefund).where(eq(orderRefund.status, "REFUNDED"))) {
    const row = at(r.enterprise_id, r.refund_time ?? 0, r.order_type);
    row.refunds += 1;
    row.refund_amount += r.amount;
  }
  return out;
}

async function summary(): Promise<Map<string, Figures>> {
  const rows = await t.database.db.select().from(tradeDaily);
  return new Map(rows.map((r) => [`${r.enterprise_id}|${r.day}|${r.order_type}`, { paid_orders: r.paid_orders, paid_amount: r.paid_amount, refunds: r.refunds, refund_amount: r.refund_amount }]));
}

const sorted = (m: Map<string, Figures>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

describe("the daily trade summary", () => {
  test("stays equal to a scan of orders and refunds after adds, payments, closes and refunds over several days and merchants; the statistics call says the same", async () => {
    const nanshan = await spot("三亚南山文化旅游区", 460204, 12_900);
    const yanoda = await spot("保亭呀诺达雨林文化旅游区", 469029, 16_800);
    const mangrove = await spot("海口东寨港红树林旅游区", 460108, 5_000);
    const spots = [nanshan, yanoda, mangrove];
    const buyers = [await member(), await member()];
    const merchants = new Map<number, ReturnType<typeof caller>>();
    for (const s of spots) merchants.set(s.id, caller(t, (await seededRoleAdmin(t, 4, s.id)).token));
    expect(sorted(await summary())).toEqual([]);

    const checks: string[] = [];
    const check = async (when: string) => {
      expect(sorted(await summary()), when).toEqual(sorted(await scan()));
      checks.push(when);
    };
    // Four days, each: six orders across the spots (two stay unpaid and close), then refunds.
    for (let d = 0; d < 4; d++) {
      now = START + d * DAY;
      const paidTickets: { spotId: number; orderId: number; ticketId: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const s = spots[(d + i) % spots.length]!;
        const who = buyers[i % 2]!;
        const visitDate = day(now + 3 * DAY);
        const made = await who.post("order/create", {
          price_id: s.priceId,
          visit_date: visitDate,
          contact_name: "王海燕",
          contact_phone: "13907561234",
          visitors: Array.from({ length: 1 + (i % 3) }, (_, k) => ({ name: ["王海燕", "陈志强", "吉小梅"][k], id_no: sampleIdNumber() })),
        });
        expect(made.code, made.msg).toBe(1);
        now += 60;
        if (i === 4 || i === 5) continue;
        const paid = await who.post("order/pay", { id: made.data.id });
        expect(paid.code, paid.msg).toBe(1);
        for (const ticket of paid.data.tickets as { id: number }[]) paidTickets.push({ spotId: s.id, orderId: made.data.id, ticketId: ticket.id });
        now += 60;
      }
      await check(`day ${d}: orders added and paid`);
      now += 20 * 60;
      await t.app.scheduler.tick();
      await check(`day ${d}: unpaid orders closed`);
      // Refunds: the first ticket of the day approved, the second refused, the third left to be deemed approved.
      const [approved, refused, deemed] = paidTickets;
      const ask = async (x: { orderId: number; ticketId: number }) => {
        const asked = await buyers[0]!.post("order/refund", { order_id: x.orderId, ticket_id: x.ticketId, reason: "USER", remark: "行程变更" });
        if (asked.code !== 1) {
          // The order belongs to the other buyer.
          const other = await buyers[1]!.post("order/refund", { order_id: x.orderId, ticket_id: x.ticketId, reason: "USER", remark: "行程变更" });
          expect(other.code, other.msg).toBe(1);
          return other.data.id as number;
        }
        return asked.data.id as number;
      };
      if (approved) {
        const id = await ask(approved);
        const ok = await merchants.get(approved.spotId)!.post("order.Refund/approve", { id });
        expect(ok.code, ok.msg).toBe(1);
      }
      if (refused) {
        const id = await ask(refused);
        const no = await merchants.get(refused.spotId)!.post("order.Refund/refuse", { id, opinion: "已过退票时限" });
        expect(no.code, no.msg).toBe(1);
      }
      if (deemed && d === 0) await ask(deemed);
      await check(`day ${d}: refunds decided`);
    }
    // The refund asked on the first day and left unanswered is deemed approved 7 days on.
    now = START + 8 * DAY;
    await t.app.scheduler.tick();
    const refunded = await t.database.db.select().from(orderRefund).where(eq(orderRefund.status, "REFUNDED"));
    expect(refunded.length).toBe(5);
    await check("a week later: the unanswered refund deemed approved and paid back");
    expect(checks).toHaveLength(13);

    // The statistics call reads the summary: its days and merchants equal the scan.
    const province = await supervisor(t);
    const stats = await province.get("finance.Account/refunds?days=30");
    expect(stats.code, stats.msg).toBe(1);
    const scanned = await scan();
    const byDay = new Map<string, { paid: number; refunded: number; refunds: number }>();
    const byMerchant = new Map<number, { paid: number; refunded: number; refunds: number }>();
    for (const [key, f] of scanned) {
      const [enterpriseId, d] = key.split("|");
      for (const [map, k] of [
        [byDay, d],
        [byMerchant, Number(enterpriseId)],
      ] as const) {
        const row = (map as Map<unknown, { paid: number; refunded: number; refunds: number }>).get(k) ?? { paid: 0, refunded: 0, refunds: 0 };
        row.paid += f.paid_amount;
        row.refunded += f.refund_amount;
        row.refunds += f.refunds;
        (map as Map<unknown, typeof row>).set(k, row);
      }
    }
    const days = (stats.data.days as { day: string; paid: number; refunded: number; refunds: number }[]).filter((x) => x.paid || x.refunded);
    expect(days).toEqual([...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([d, f]) => ({ day: d, ...f })));
    for (const m of stats.data.merchants as { id: number; paid: number; refunded: number; refunds: number; rate: number }[]) {
      const want = byMerchant.get(m.id);
      expect(m).toMatchObject({ paid: want?.paid, refunded: want?.refunded, refunds: want?.refunds });
      expect(m.rate).toBe(Math.round(((want?.refunded ?? 0) / (want?.paid ?? 1)) * 1000) / 10);
    }
    expect(stats.data.merchants).toHaveLength(3);
  });
});
