// The big-screen's trade and road panels: today's orders and revenue by type (the daily
// summaries kept with every payment and refund, never a scan of the orders), today's yacht
// sailings (today's yacht orders against the clock: waiting, at sea, back in port, stopped by
// a weather or sailing-ban refund), the tour groups on the road where they last checked in, and
// where visitors come from (the province prefix of the resident ID numbers of the travellers
// of the contracts that set off in the last 30 days). All within the caller's jurisdiction.
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { contractTourist, enterprise, orderRefund, tourCheckin, tourContract, tourGroup, tradeDaily, tradeOrder, travelAlert } from "@db/schema";
import { areaSpan } from "@shared/area-code";
import { formatDateTime } from "@shared/datetime";
import { pick, type LocalizedText } from "@shared/i18n";
import { callerArea } from "@server/engine/jurisdiction";
import { areaNameEn } from "@server/services/area-english";
import { ORDER_TYPES } from "../order/options";
import { TRAVEL_ALERT_RULE_OPTIONS } from "../travel/options";
import { num, percent, scopeOf, type PanelContext } from "./panel-context";

const DAY = 86_400;

async function today(p: PanelContext): Promise<string> {
  return formatDateTime(p.now, await p.services.siteConfig.timeZone(), false);
}

/** Today's paid orders and revenue (cents) by order type, with today's refunds. */
export async function orders(p: PanelContext) {
  const area = callerArea(p.ctx);
  const rows = await p.services.db
    .select({
      type: tradeDaily.order_type,
      orders: sql<number>`coalesce(sum(${tradeDaily.paid_orders}), 0)`,
      amount: sql<number>`coalesce(sum(${tradeDaily.paid_amount}), 0)`,
      refunds: sql<number>`coalesce(sum(${tradeDaily.refunds}), 0)`,
      refunded: sql<number>`coalesce(sum(${tradeDaily.refund_amount}), 0)`,
    })
    .from(tradeDaily)
    .where(and(eq(tradeDaily.day, await today(p)), area ? and(gte(tradeDaily.region_code, area), lte(tradeDaily.region_code, areaSpan(area))) : undefined))
    .groupBy(tradeDaily.order_type);
  const byType = new Map(rows.map((r) => [r.type, r]));
  const types = ORDER_TYPES.map((t) => {
    const r = byType.get(String(t.value));
    return { type: String(t.value), name: pick(t.label, p.ctx.lang), orders: num(r?.orders), amount: num(r?.amount), refunds: num(r?.refunds), refunded: num(r?.refunded) };
  });
  const sum = (f: (t: (typeof types)[number]) => number) => types.reduce((s, t) => s + f(t), 0);
  return { types, orders: sum((t) => t.orders), amount: sum((t) => t.amount), refunded: sum((t) => t.refunded) };
}

type YachtState = "waiting" | "sailing" | "done" | "stopped";

/** Today's yacht trips (paid orders for today) by where they are now; stops are weather or sailing-ban refunds. */
export async function yachts(p: PanelContext) {
  const { db } = p.services;
  const rows = await db
    .select({ id: tradeOrder.id, status: tradeOrder.status, start: tradeOrder.start_time, detail: tradeOrder.detail, product: tradeOrder.product_name })
    .from(tradeOrder)
    .where(and(eq(tradeOrder.type, "YACHT"), inArray(tradeOrder.status, ["PAID", "USED", "REFUNDING", "REFUNDED"]), eq(tradeOrder.use_date, await today(p)), scopeOf(p, "order.Order")))
    .orderBy(asc(tradeOrder.start_time), asc(tradeOrder.id));
  const ids = rows.map((r) => r.id);
  const stopped = new Set(
    ids.length
      ? (await db.select({ id: orderRefund.order_id }).from(orderRefund).where(and(inArray(orderRefund.order_id, ids), eq(orderRefund.reason, "WEATHER"), ne(orderRefund.status, "REJECTED")))).map((r) => r.id)
      : [],
  );
  const counts: Record<YachtState, number> = { waiting: 0, sailing: 0, done: 0, stopped: 0 };
  let passengers = 0;
  const stops: { id: number; name: string; start: number }[] = [];
  const timeZone = await p.services.siteConfig.timeZone();
  for (const r of rows) {
    let detail: { slot_end?: unknown; passengers?: unknown; yacht?: unknown } = {};
    try {
      detail = r.detail ? (JSON.parse(r.detail) as typeof detail) : {};
    } catch {
      detail = {};
    }
    const end = typeof detail.slot_end === "number" ? detail.slot_end : r.start + 2 * 3600;
    let state: YachtState | undefined;
    if (stopped.has(r.id)) state = "stopped";
    else if (r.status === "PAID" || r.status === "USED") state = p.now < r.start ? "waiting" : p.now < end ? "sailing" : "done";
    if (!state) continue; // refunded for another reason: no trip
    counts[state]++;
    if (state === "sailing" || state === "done") passengers += num(detail.passengers);
    if (state === "stopped") stops.push({ id: r.id, name: typeof detail.yacht === "string" && detail.yacht ? detail.yacht : r.product, start: r.start });
  }
  return { ...counts, out: counts.sailing + counts.done, passengers, stops: stops.map((s) => ({ ...s, time: formatDateTime(s.start, timeZone).slice(11, 16) })) };
}

/** A place's city or county (a bureau of the map): a county under the province keeps its code. */
const bureauOf = (code: number) => (Math.floor(code / 100) % 100 === 90 && code % 100 !== 0 ? code : Math.floor(code / 100) * 100);

/** Groups on the road (travel.Group ON_ROAD) at their last check-in: its coordinates, its enterprise's, or its area. */
export async function groups(p: PanelContext) {
  const last = sql`(SELECT c.id FROM tour_checkin c WHERE c.group_id = ${tourGroup.id} ORDER BY c.checkin_at DESC, c.id DESC LIMIT 1)`;
  const rows = await p.services.db
    .select({
      id: tourGroup.id,
      tour_no: tourGroup.tour_no,
      route: tourGroup.route_name,
      tourists: tourGroup.tourist_count,
      group_region: tourGroup.region_code,
      at: tourCheckin.checkin_at,
      left: tourCheckin.checkout_at,
      place: tourCheckin.place,
      lng: tourCheckin.lng,
      lat: tourCheckin.lat,
      name: enterprise.name,
      name_en: enterprise.name_en,
      e_lng: enterprise.lng,
      e_lat: enterprise.lat,
      e_region: enterprise.region_code,
    })
    .from(tourGroup)
    .leftJoin(tourCheckin, eq(tourCheckin.id, last))
    .leftJoin(enterprise, eq(enterprise.id, tourCheckin.enterprise_id))
    .where(and(eq(tourGroup.status, "ON_ROAD"), scopeOf(p, "travel.Group")))
    .orderBy(asc(tourGroup.id))
    .limit(500);
  const en = p.ctx.lang === "en";
  const list = rows.map((r) => ({
    id: r.id,
    tour_no: r.tour_no,
    route: r.route,
    tourists: r.tourists,
    place: (en && r.name_en ? r.name_en : r.name) || r.place || "",
    lng: r.lng ?? r.e_lng ?? null,
    lat: r.lat ?? r.e_lat ?? null,
    region: bureauOf(r.e_region || r.group_region),
    since: r.at ?? null,
    there: r.at !== null && r.left === null,
  }));
  return { count: list.length, tourists: list.reduce((s, g) => s + g.tourists, 0), list };
}

/** Visitors' home provinces: the resident ID numbers of the travellers of contracts that set off in the last 30 days. */
export async function origins(p: PanelContext) {
  const prefix = sql<string>`substr(${contractTourist.id_no}, 1, 2)`;
  const rows = await p.services.db
    .select({ prefix, n: count() })
    .from(contractTourist)
    .innerJoin(tourContract, eq(tourContract.id, contractTourist.contract_id))
    .where(
      and(
        inArray(tourContract.status, ["IN_PROGRESS", "COMPLETED"]),
        gte(tourContract.depart_at, p.now - 30 * DAY),
        lte(tourContract.depart_at, p.now),
        eq(contractTourist.id_type, "ID_CARD"),
        ne(contractTourist.id_no, ""),
        scopeOf(p, "contract.Contract"),
      ),
    )
    .groupBy(prefix)
    .orderBy(desc(count()), asc(prefix));
  const provinces = new Map((await p.services.areas.options({}, "zh-cn")).map((a) => [Number(a.value), a.label]));
  const total = rows.reduce((s, r) => s + r.n, 0);
  const named = rows.map((r) => {
    const code = Number(r.prefix) * 10_000;
    const zh = provinces.get(code);
    return { code, name: zh ? (p.ctx.lang === "en" ? areaNameEn(zh) : zh) : p.ctx.lang === "en" ? "Unknown" : "未知", value: r.n, share: percent(r.n, total) ?? 0 };
  });
  return { total, top: named.slice(0, 8), others: named.slice(8).reduce((s, r) => s + r.value, 0) };
}

type Item = { kind: string; level: "yellow" | "orange" | "red"; text: LocalizedText; time: number };

/** Ticker items of the road and the sea: open travel alerts (newest first) and today's yacht stops. */
export async function roadAlerts(p: PanelContext, yachtStops: Awaited<ReturnType<typeof yachts>>["stops"]): Promise<Item[]> {
  const items: Item[] = [];
  const open = await p.services.db
    .select({ rule: travelAlert.rule_code, level: travelAlert.level, tour: tourGroup.tour_no, raised: travelAlert.raised_time })
    .from(travelAlert)
    .innerJoin(tourGroup, eq(tourGroup.id, travelAlert.group_id))
    .where(and(eq(travelAlert.status, "OPEN"), scopeOf(p, "travel.Alert")))
    .orderBy(desc(travelAlert.raised_time), desc(travelAlert.id))
    .limit(5);
  for (const a of open) {
    const rule = TRAVEL_ALERT_RULE_OPTIONS.find((o) => o.value === a.rule)?.label ?? { "zh-cn": a.rule, en: a.rule };
    items.push({ kind: "travel", level: a.level === "SEVERE" ? "red" : "orange", text: { "zh-cn": `团队 ${a.tour}：${rule["zh-cn"]}`, en: `Group ${a.tour}: ${rule.en}` }, time: a.raised });
  }
  for (const s of yachtStops.slice(0, 5)) {
    items.push({ kind: "yacht", level: "orange", text: { "zh-cn": `游艇 ${s.name} ${s.time} 航次因天气/海况停航`, en: `Yacht ${s.name}: the ${s.time} trip is stopped (weather or sailing ban)` }, time: s.start });
  }
  return items;
}
