// Demo trade: published ticket prices for every registered scenic spot (and a few filings
// waiting for review), a year of orders for the scenic spots, hotels, yacht operators and
// travel agencies (flights) of the registry with their tickets, refunds in every state, the
// merchants' ledgers with running balances and the daily summaries the statistics read, the daily
// settlements of the days gone by (with their commissions in the ledgers), as the tick makes them. A
// scenic spot's console account (`scenic`) checks tickets in. Each yacht operator sells three trips.
// Kept fast for `npm start`: DEMO_ORDERS orders (default 3,000), written with multi-row
// inserts in one transaction; benches ask for more through the variable.
import { and, eq, inArray, max } from "drizzle-orm";
import { admin, adminGroupAccess, auditRecord, config, enterprise, financeAccount, financeLedger, financeSettlement, orderRefund, orderTicket, ticketPrice, tradeDaily, tradeOrder, user, yachtTrip } from "@db/schema";
import { PLATFORM, type BizType } from "@modules/finance/ledger";
import { commissionRate, dayTotals, settlementOf } from "@modules/finance/settlements";
import { addMonths } from "@modules/ticket/rules";
import { seededRandom, type SeededRandom } from "../random";
import type { DemoSeeder } from "./context";
import { demoIdNumber, demoMobile, demoPerson } from "./people";

const DAY = 86_400;
const CHUNK = 400;

type OrderInsert = typeof tradeOrder.$inferInsert;
type TicketInsert = typeof orderTicket.$inferInsert;
type RefundInsert = typeof orderRefund.$inferInsert;

/** The day in Hainan (UTC+8 all year, no daylight saving): plain arithmetic, fast for thousands of rows. */
const day = (t: number) => new Date((t + 8 * 3600) * 1000).toISOString().slice(0, 10);

async function insertAll<T extends Record<string, unknown>>(tx: { insert: (table: any) => any }, table: unknown, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

const HOTEL_ROOMS = [
  ["豪华海景房", 128_800],
  ["高级园景房", 68_800],
  ["行政套房", 188_800],
  ["标准双床房", 45_800],
] as const;
const YACHT_TRIPS = [
  ["椰梦1号 · 三亚湾 2 小时", 12, 260_000],
  ["海韵号 · 蜈支洲岛往返", 26, 580_000],
  ["蓝鲸号 · 夜游三亚湾（18:00–21:00）", 12, 320_000],
] as const;
/** The trips each demo yacht operator sells (the member centre's yacht orders): boat, rated passengers, route, hours, price. */
const YACHT_PRODUCTS = [
  ["椰梦1号", 12, "三亚湾", 2, 260_000],
  ["海韵号", 26, "蜈支洲岛往返", 3, 580_000],
  ["蓝鲸号", 12, "夜游三亚湾", 3, 320_000],
] as const;
const FLIGHTS = [
  ["HU7181 海口美兰—北京首都", "HAK", "PEK", 168_000],
  ["CZ6713 三亚凤凰—广州白云", "SYX", "CAN", 89_000],
  ["MU2338 海口美兰—上海虹桥", "HAK", "SHA", 132_000],
] as const;

function adultPrice(random: SeededRandom, rating: string): number {
  const level = Number(rating.slice(2)) || 3;
  return (level >= 5 ? random.int(12, 19) : level === 4 ? random.int(6, 12) : random.int(3, 7)) * 1000 - (random.chance(0.5) ? 0 : 500);
}

export const demoTrade: DemoSeeder = {
  name: "demo:trade",
  async run({ db, now, accounts, passwordHash }) {
    const random = seededRandom(14_0017);
    const total = Math.max(0, Math.min(2_000_000, Number(process.env.DEMO_ORDERS ?? 3000) || 0));
    const merchants = await db
      .select({ id: enterprise.id, category: enterprise.category_id, name: enterprise.name, region: enterprise.region_code, rating: enterprise.rating })
      .from(enterprise)
      .where(and(eq(enterprise.audit_status, "APPROVED"), eq(enterprise.status, "NORMAL"), inArray(enterprise.category_id, [11000, 12000, 13000, 17000])));
    const spots = merchants.filter((m) => m.category === 12000);
    const hotels = merchants.filter((m) => m.category === 13000);
    const yachts = merchants.filter((m) => m.category === 17000);
    const agencies = merchants.filter((m) => m.category === 11000).slice(0, 6);
    const members = await db.select({ id: user.id, name: user.nickname, mobile: user.mobile }).from(user).limit(48);
    if (spots.length === 0 || members.length === 0) return;

    // Prices: adult, child and senior for every spot, a boat or shuttle for some, a combined ticket for a few.
    const announced = day(now - 400 * DAY);
    const from = addMonths(announced, 1);
    const prices: (typeof ticketPrice.$inferInsert)[] = [];
    for (const spot of spots) {
      const adult = adultPrice(random, spot.rating);
      const mode = spot.rating === "A_5" ? "GUIDED" : random.chance(0.3) ? "GUIDED" : "MARKET";
      const doc = mode === "GUIDED" ? `琼发改价格〔${from.slice(0, 4)}〕${random.int(10, 180)}号` : "";
      const base = { enterprise_id: spot.id, region_code: spot.region, pricing_mode: mode, approval_doc_no: doc, announce_date: announced, effective_from: from, status: "PUBLISHED", submit_time: now - 395 * DAY, decide_time: now - 390 * DAY, publish_time: now - 389 * DAY, free_policy: "6 周岁（不含）以下或身高 1.2 米（不含）以下儿童、现役军人、残疾人凭有效证件免票；60 周岁以上老人、全日制在校学生半价" };
      prices.push({ ...base, ticket_type: "ADULT", name: "成人门票", price: adult });
      prices.push({ ...base, ticket_type: "CHILD", name: "儿童票（1.2–1.5 米）", price: Math.round(adult / 2) });
      prices.push({ ...base, ticket_type: "SENIOR", name: "老人票（60–69 周岁）", price: Math.round(adult / 2) });
      if (random.chance(0.4)) {
        const boat = random.chance(0.5);
        const first = random.chance(0.5);
        const name = boat ? (first ? "观海游船" : "海上观光船") : first ? "景区观光车" : "电瓶观光车";
        prices.push({ ...base, ticket_type: boat ? "BOAT" : "SHUTTLE", name, price: random.int(2, 6) * 1000 });
      }
    }
    // A few filings in the review queue: a rise announced in time, a new combined ticket.
    for (const spot of spots.slice(0, 4)) {
      const adult = prices.find((p) => p.enterprise_id === spot.id && p.ticket_type === "ADULT");
      prices.push({ enterprise_id: spot.id, region_code: spot.region, ticket_type: "ADULT", name: "成人门票（调价）", price: (adult?.price ?? 10_000) + 1000, pricing_mode: adult?.pricing_mode ?? "MARKET", approval_doc_no: adult?.approval_doc_no ?? "", announce_date: day(now - 5 * DAY), effective_from: addMonths(day(now - 5 * DAY), 6), status: "SUBMITTED", submit_time: now - 5 * DAY });
    }

    const firstPrice = Number((await db.select({ v: max(ticketPrice.id) }).from(ticketPrice))[0]?.v ?? 0);
    // Orders over the last year, busier in the Spring Festival and National Day weeks.
    const orders: OrderInsert[] = [];
    const tickets: TicketInsert[] = [];
    const refunds: RefundInsert[] = [];
    const trail: (typeof auditRecord.$inferInsert)[] = [];
    const seq = new Map<string, number>();
    const codes = new Set<string>();
    const nextNo = (prefix: string, t: number) => {
      const head = `${prefix}${day(t).replace(/-/g, "")}`;
      const n = (seq.get(head) ?? 0) + 1;
      seq.set(head, n);
      return `${head}${String(n).padStart(6, "0")}`;
    };
    const code = () => {
      let c = "";
      do c = Array.from({ length: 12 }, () => random.int(0, 9)).join("");
      while (codes.has(c));
      codes.add(c);
      return c;
    };
    const times = Array.from({ length: total }, () => now - random.int(0, 364) * DAY - random.int(0, 50_000)).sort((a, b) => a - b);
    const highest = async (column: typeof tradeOrder.id | typeof orderTicket.id | typeof orderRefund.id | typeof ticketPrice.id | typeof financeAccount.id) => Number((await db.select({ v: max(column) }).from(column.table))[0]?.v ?? 0);
    let orderId = await highest(tradeOrder.id);
    let ticketId = await highest(orderTicket.id);
    let refundId = await highest(orderRefund.id);
    const firstAccount = await highest(financeAccount.id);
    for (const created of times) {
      orderId++;
      const member = random.pick(members);
      const roll = random.next();
      const type = roll < 0.7 ? "SCENIC" : roll < 0.85 && hotels.length ? "HOTEL" : roll < 0.97 && yachts.length ? "YACHT" : agencies.length ? "FLIGHT" : "SCENIC";
      const useAt = created + random.int(0, 20) * DAY;
      const useDate = day(useAt);
      let merchant = random.pick(spots);
      let product = "";
      let quantity = 1;
      let amount = 0;
      let detail = "";
      let priceId: number | null = null;
      let start = useAt;
      if (type === "SCENIC") {
        const spotPrices = prices.filter((p) => p.enterprise_id === merchant.id && p.status === "PUBLISHED");
        const price = random.pick(spotPrices.filter((p) => p.ticket_type !== "BOAT" && p.ticket_type !== "SHUTTLE"));
        quantity = random.int(1, 4);
        amount = price.price * quantity;
        product = `${merchant.name} · ${price.name}`;
        priceId = firstPrice + prices.indexOf(price) + 1;
        start = Date.parse(`${useDate}T00:00:00+08:00`) / 1000;
      } else if (type === "HOTEL") {
        merchant = random.pick(hotels);
        const [room, rate] = random.pick(HOTEL_ROOMS);
        const nights = random.int(1, 4);
        quantity = random.int(1, 2);
        amount = rate * nights * quantity;
        product = `${merchant.name} · ${room} × ${nights} 晚`;
        start = Date.parse(`${useDate}T18:00:00+08:00`) / 1000;
        detail = JSON.stringify({ check_in: useDate, check_out: day(useAt + nights * DAY), room_type: room, rooms: quantity, guests: quantity * 2 });
      } else if (type === "YACHT") {
        merchant = random.pick(yachts);
        const [trip, seats, rate] = random.pick(YACHT_TRIPS);
        quantity = random.int(2, seats);
        amount = rate;
        product = `${merchant.name} · ${trip}`;
        const hour = trip.includes("夜游") ? 18 : random.pick([9, 10, 14, 15]);
        start = Date.parse(`${useDate}T${String(hour).padStart(2, "0")}:00:00+08:00`) / 1000;
        detail = JSON.stringify({ yacht: trip.split(" · ")[0], marina: "三亚鸿洲国际游艇会", slot_start: start, slot_end: start + (trip.includes("夜游") ? 3 : 2) * 3600, passengers: quantity, route: trip.split(" · ")[1] });
      } else {
        merchant = random.pick(agencies);
        const [flight, dep, arr, fare] = random.pick(FLIGHTS);
        quantity = random.int(1, 3);
        amount = fare * quantity;
        product = `${flight}（经济舱）`;
        start = Date.parse(`${useDate}T${String(random.int(7, 21)).padStart(2, "0")}:30:00+08:00`) / 1000;
        detail = JSON.stringify({ flight_no: flight.split(" ")[0], dep_airport: dep, arr_airport: arr, dep_time: start, cabin: "Y", pnr: Array.from({ length: 6 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ"[random.int(0, 23)]).join(""), passengers: quantity });
      }
      const unpaid = random.chance(0.04);
      const paidAt = created + random.int(20, 600);
      const past = start < now - DAY;
      const order: OrderInsert = {
        id: orderId,
        order_no: nextNo("DD", created),
        type,
        enterprise_id: merchant.id,
        region_code: merchant.region,
        member_id: member.id,
        contact_name: member.name || demoPerson(random),
        contact_phone: member.mobile || demoMobile(random),
        total_amount: amount,
        paid_amount: unpaid ? 0 : amount,
        pay_channel: unpaid ? "" : random.chance(0.6) ? "WECHAT" : "ALIPAY",
        pay_txn_no: unpaid ? "" : `${random.chance(0.5) ? "4200" : "2026"}${String(created)}${String(random.int(0, 99_999_999)).padStart(8, "0")}`,
        status: unpaid ? (created > now - 900 ? "PENDING_PAYMENT" : "CLOSED") : past ? "USED" : "PAID",
        price_id: priceId,
        product_name: product,
        quantity,
        use_date: useDate,
        start_time: start,
        detail,
        pay_due_time: created + 900,
        paid_time: unpaid ? null : paidAt,
        used_time: !unpaid && past ? start + 3600 : null,
        close_time: unpaid && created <= now - 900 ? created + 900 : null,
        create_time: created,
        update_time: created,
      };
      orders.push(order);
      if (unpaid) continue;
      const orderTickets: TicketInsert[] = [];
      if (type === "SCENIC") {
        const each = Math.floor(amount / quantity);
        for (let i = 0; i < quantity; i++) {
          ticketId++;
          orderTickets.push({ id: ticketId, order_id: orderId, enterprise_id: merchant.id, region_code: merchant.region, code: code(), visitor_name: i === 0 ? (order.contact_name as string) : demoPerson(random), visitor_id_no: demoIdNumber(random, 460100, random.chance(0.5) ? "1" : "2"), amount: each + (i === 0 ? amount - each * quantity : 0), use_date: useDate, status: past ? "USED" : "UNUSED", used_time: past ? start + random.int(8, 16) * 3600 : null, used_by: past ? "检票口" : "", create_time: paidAt, update_time: paidAt });
        }
        tickets.push(...orderTickets);
      }
      // About one order in twenty-five asks for a refund before the day of use.
      if (random.chance(0.04) && start > created + 2 * DAY) {
        refundId++;
        const askedAt = Math.min(now - 60, paidAt + random.int(1, Math.max(1, Math.floor((start - paidAt) / 3600) - 1)) * 3600);
        const ticket = orderTickets[orderTickets.length - 1];
        const base = ticket ? (ticket.amount as number) : amount;
        const weather = type === "YACHT" && random.chance(0.4);
        const late = type === "YACHT" && !weather && start - askedAt < DAY;
        const refundAmount = late ? Math.floor(base / 2) : base;
        const open = askedAt > now - 7 * DAY;
        const status = open && random.chance(0.6) ? "REQUESTED" : random.chance(0.1) ? "REJECTED" : "REFUNDED";
        const decidedAt = status === "REQUESTED" ? null : Math.min(now - 30, askedAt + random.int(1, 6 * 24) * 3600);
        refunds.push({ id: refundId, refund_no: nextNo("TK", askedAt), order_id: orderId, ticket_id: ticket ? (ticket.id as number) : null, order_type: type, enterprise_id: merchant.id, region_code: merchant.region, member_id: member.id, reason: weather ? "WEATHER" : "USER", remark: weather ? "海事部门发布大风预警，游艇停航" : "行程变更", base_amount: base, fee: base - refundAmount, amount: refundAmount, rule_text: weather ? "因天气/禁航或经营者原因，全额退款 / Weather, a sailing ban or the operator's fault: refunded in full" : late ? "开始前不足 24 小时，退还 50% / Less than 24 hours ahead: 50% refunded" : "使用前全额退款 / Before use: refunded in full", status, opinion: status === "REJECTED" ? "已按约定出票，不符合退款条件" : "", apply_time: askedAt, reply_due_time: askedAt + 7 * DAY, decide_time: decidedAt, refund_time: status === "REFUNDED" ? decidedAt : null, channel_refund_no: status === "REFUNDED" ? `RF${String(refundId).padStart(10, "0")}` : "", create_time: askedAt, update_time: decidedAt ?? askedAt });
        const who = { entity_type: "order_refund", entity_id: refundId, enterprise_id: merchant.id, opinion: "" };
        trail.push({ ...who, action: "apply", from_status: "REQUESTED", to_status: "REQUESTED", operator_type: "member", operator_id: member.id, operator_name: member.name, create_time: askedAt });
        if (status === "REFUNDED") {
          trail.push({ ...who, action: "approve", from_status: "REQUESTED", to_status: "APPROVED", operator_type: "admin", operator_id: 0, operator_name: merchant.name, create_time: decidedAt ?? askedAt });
          trail.push({ ...who, action: "pay", from_status: "APPROVED", to_status: "REFUNDED", operator_type: "system", operator_id: 0, operator_name: "system", create_time: decidedAt ?? askedAt });
          order.refunded_amount = refundAmount;
          if (ticket) ticket.status = "REFUNDED";
          if (ticket) ticket.used_time = null;
          order.status = ticket && orderTickets.some((x) => x.status !== "REFUNDED") ? (past ? "USED" : "PAID") : "REFUNDED";
        } else if (status === "REJECTED") {
          trail.push({ ...who, action: "refuse", from_status: "REQUESTED", to_status: "REJECTED", operator_type: "admin", operator_id: 0, operator_name: merchant.name, opinion: "已按约定出票，不符合退款条件", create_time: decidedAt ?? askedAt });
        } else {
          if (ticket) ticket.status = "REFUNDING";
          if (ticket) ticket.used_time = null;
          order.status = "REFUNDING";
        }
      }
    }

    // Ledgers: every payment in, every refund paid back out, in time order, with running balances.
    type Move = { at: number; enterprise: number; region: number; type: string; biz: BizType; direction: "IN" | "OUT"; amount: number; no: string; remark: string };
    const moves: Move[] = [];
    for (const o of orders) if (o.paid_time) moves.push({ at: o.paid_time, enterprise: o.enterprise_id, region: o.region_code ?? 0, type: o.type, biz: "ORDER_INCOME", direction: "IN", amount: o.paid_amount ?? 0, no: o.order_no, remark: "" });
    const orderNo = new Map(orders.map((o) => [o.id, o.order_no]));
    for (const r of refunds) if (r.status === "REFUNDED") moves.push({ at: r.refund_time ?? 0, enterprise: r.enterprise_id, region: r.region_code ?? 0, type: r.order_type, biz: "REFUND", direction: "OUT", amount: r.amount, no: r.refund_no, remark: orderNo.get(r.order_id) ?? "" });

    // The daily settlements of the days gone by, as the scheduler's tick would have made them just
    // after each midnight: the same totals, commission and ledger movements (modules/finance/settlements).
    const rate = await commissionRate({ siteConfig: { get: async (name: string) => (await db.select({ value: config.value }).from(config).where(eq(config.name, name)))[0]?.value ?? undefined } });
    const today = day(now);
    const movesByDay = new Map<string, Parameters<typeof dayTotals>[0][number][]>();
    for (const m of moves) {
      const d = day(m.at);
      if (d >= today) continue;
      const list = movesByDay.get(d) ?? [];
      list.push({ enterprise_id: m.enterprise, region_code: m.region, biz_type: m.biz, n: 1, total: m.amount });
      movesByDay.set(d, list);
    }
    const settlements: (typeof financeSettlement.$inferInsert)[] = [];
    for (const [d, dayMoves] of movesByDay) {
      const settledAt = Date.parse(`${d}T00:05:00+08:00`) / 1000 + DAY;
      for (const [enterpriseId, totals] of dayTotals(dayMoves)) {
        const settlement = settlementOf(enterpriseId, d, totals, rate);
        settlements.push({ ...settlement.row, create_time: settledAt });
        for (const move of settlement.moves) moves.push({ at: settledAt, enterprise: move.enterpriseId, region: move.enterpriseId === PLATFORM ? 0 : totals.region, type: "", biz: "COMMISSION", direction: move.direction, amount: move.amount, no: move.bizNo, remark: move.remark });
      }
    }
    moves.sort((a, b) => a.at - b.at);
    const names = new Map(merchants.map((m) => [m.id, m]));
    const balances = new Map<number, number>();
    const accountIds = new Map<number, number>();
    const ledger: (typeof financeLedger.$inferInsert)[] = [];
    const daily = new Map<string, typeof tradeDaily.$inferInsert>();
    for (const m of moves) {
      if (!accountIds.has(m.enterprise)) accountIds.set(m.enterprise, firstAccount + accountIds.size + 1);
      const balance = (balances.get(m.enterprise) ?? 0) + (m.direction === "IN" ? m.amount : -m.amount);
      balances.set(m.enterprise, balance);
      ledger.push({ account_id: accountIds.get(m.enterprise) ?? 0, enterprise_id: m.enterprise, region_code: m.region, direction: m.direction, amount: m.amount, balance_after: balance, biz_type: m.biz, biz_no: m.no, remark: m.remark, create_time: m.at });
      if (m.biz === "COMMISSION") continue;
      const key = `${m.enterprise}|${day(m.at)}|${m.type}`;
      const row = daily.get(key) ?? { enterprise_id: m.enterprise, region_code: m.region, day: day(m.at), order_type: m.type, paid_orders: 0, paid_amount: 0, refunds: 0, refund_amount: 0 };
      if (m.direction === "IN") {
        row.paid_orders = (row.paid_orders ?? 0) + 1;
        row.paid_amount = (row.paid_amount ?? 0) + m.amount;
      } else {
        row.refunds = (row.refunds ?? 0) + 1;
        row.refund_amount = (row.refund_amount ?? 0) + m.amount;
      }
      daily.set(key, row);
    }
    const accountRows = [...accountIds.entries()].map(([enterpriseId, id]) => ({ id, owner_type: enterpriseId === PLATFORM ? "PLATFORM" : "ENTERPRISE", enterprise_id: enterpriseId, region_code: names.get(enterpriseId)?.region ?? 0, name: enterpriseId === PLATFORM ? "平台账户" : (names.get(enterpriseId)?.name ?? ""), balance: balances.get(enterpriseId) ?? 0, create_time: now - 365 * DAY, update_time: now }));

    const { password, hash } = await passwordHash();
    const nanshan = spots.find((s) => s.name.includes("南山文化")) ?? spots[0];
    await db.transaction(async (tx) => {
      await insertAll(tx, ticketPrice, prices.map((p, i) => ({ ...p, id: firstPrice + i + 1 })));
      await insertAll(tx, tradeOrder, orders);
      await insertAll(tx, orderTicket, tickets);
      await insertAll(tx, orderRefund, refunds);
      await insertAll(tx, auditRecord, trail);
      await insertAll(tx, financeAccount, accountRows);
      await insertAll(tx, financeLedger, ledger);
      await insertAll(tx, tradeDaily, [...daily.values()]);
      await insertAll(tx, financeSettlement, settlements);
      await insertAll(
        tx,
        yachtTrip,
        yachts.flatMap((y) => YACHT_PRODUCTS.map(([yacht, rated, route, hours, price]) => ({ enterprise_id: y.id, region_code: y.region, yacht_name: yacht, rated_passengers: rated, marina: "三亚鸿洲国际游艇会", route, hours, price, status: "ON_SALE", create_time: now - 200 * DAY, update_time: now - 200 * DAY }))),
      );
      const [account] = await tx.insert(admin).values({ username: "scenic", nickname: nanshan?.name ?? "景区", password: hash, enterprise_id: nanshan?.id ?? null }).onConflictDoNothing().returning({ id: admin.id });
      if (account) {
        await tx.insert(adminGroupAccess).values({ uid: account.id, group_id: 4 });
        accounts.push({ kind: "admin", username: "scenic", password, role: "enterprise:scenic" });
      }
    });
  },
};
