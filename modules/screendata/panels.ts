// The big-screen's panels, each computed from the real tables within the caller's jurisdiction
// (an area-bound supervisor sees their area): grouped counts over indexed columns, and the
// scenic gates' latest readings (one row per spot) rather than the flow feed. Each panel is a
// function of its own so a live change recomputes only the panels its source feeds.
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { complaint, contractAlert, enterprise, enterpriseCategory, scenicGate, tourContract } from "@db/schema";
import { pick, type LocalizedText } from "@shared/i18n";
import { formatDateTime } from "@shared/datetime";
import { overdueCondition } from "@server/engine/workflow/queue";
import { areaNameEn } from "@server/services/area-english";
import { COMPLAINT_CATEGORIES } from "../complaint/options";
import { complaintWorkflow, OPEN_STATES } from "../complaint/workflow";
import { ALERT_RULE_OPTIONS } from "../contract/options";
import { num, percent, scopeOf, type PanelContext } from "./panel-context";
import { groups, orders, origins, roadAlerts, yachts } from "./panels-road";

export { panelContext, type PanelContext } from "./panel-context";

export type PanelName = "visitors" | "complaints" | "contracts" | "entities" | "load" | "regions" | "alerts" | "orders" | "yachts" | "groups" | "origins";
export const PANELS: readonly PanelName[] = ["visitors", "complaints", "contracts", "entities", "load", "regions", "alerts", "orders", "yachts", "groups", "origins"];

/** Load bands of a spot's instantaneous maximum (reference domain §23): 80, 90, 100 %. */
export function loadBand(percent: number): "green" | "yellow" | "orange" | "red" {
  if (percent >= 100) return "red";
  if (percent >= 90) return "orange";
  if (percent >= 80) return "yellow";
  return "green";
}

const CONCLUDED = ["CLOSED", "REFUSED", "TRANSFERRED"] as const;
const FUNNEL = [
  { key: "received", label: { "zh-cn": "受理登记", en: "Received" }, states: [...OPEN_STATES, ...CONCLUDED, "WITHDRAWN"] },
  { key: "accepted", label: { "zh-cn": "已受理", en: "Accepted" }, states: ["ACCEPTED", "WAITING_REPLY", "MEDIATING", "MEDIATED", "MEDIATION_FAILED", "CLOSED", "TRANSFERRED"] },
  { key: "mediating", label: { "zh-cn": "调解中", en: "Mediating" }, states: ["MEDIATING", "MEDIATED", "MEDIATION_FAILED", "CLOSED"] },
  { key: "closed", label: { "zh-cn": "已办结", en: "Closed" }, states: ["CLOSED"] },
] as const;

/** Visitors today and in the parks (gates' latest readings of today), groups and guides on the road. */
async function visitors(p: PanelContext) {
  const { db } = p.services;
  const [flow] = await db
    .select({ entered: sql<number>`coalesce(sum(${scenicGate.entered_today}), 0)`, inPark: sql<number>`coalesce(sum(${scenicGate.in_park}), 0)`, gates: count() })
    .from(scenicGate)
    .where(and(eq(scenicGate.status, "1"), gte(scenicGate.last_ts, p.midnight), scopeOf(p, "screendata.Gate")));
  const [road] = await db
    .select({ groups: count(), tourists: sql<number>`coalesce(sum(${tourContract.adult_count} + ${tourContract.child_count}), 0)`, guides: sql<number>`count(DISTINCT ${tourContract.guide_id})` })
    .from(tourContract)
    .where(and(eq(tourContract.status, "IN_PROGRESS"), scopeOf(p, "contract.Contract")));
  return { entered_today: num(flow?.entered), in_park: num(flow?.inPark), gates: num(flow?.gates), groups_on_road: num(road?.groups), tourists_on_road: num(road?.tourists), guides_on_duty: num(road?.guides) };
}

/** Today's complaints, the year's acceptance, on-time and satisfaction rates, the funnel, overdue. */
async function complaints(p: PanelContext) {
  const { db } = p.services;
  const entry = p.services.modules.find("complaint.Complaint");
  const scope = scopeOf(p, "complaint.Complaint");
  const yearAgo = p.now - 365 * 86_400;
  const concluded = sql`${complaint.status} IN ${[...CONCLUDED]}`;
  const [today] = await db.select({ n: count() }).from(complaint).where(and(gte(complaint.received_time, p.midnight), scope));
  const [year] = await db
    .select({
      total: count(),
      accepted: sql<number>`coalesce(sum(CASE WHEN ${complaint.accept_time} IS NOT NULL THEN 1 ELSE 0 END), 0)`,
      concluded: sql<number>`coalesce(sum(CASE WHEN ${concluded} THEN 1 ELSE 0 END), 0)`,
      onTime: sql<number>`coalesce(sum(CASE WHEN ${concluded} AND ${complaint.late_steps} = 0 THEN 1 ELSE 0 END), 0)`,
      satisfaction: sql<number | null>`avg(${complaint.satisfaction})`,
      open: sql<number>`coalesce(sum(CASE WHEN ${complaint.status} IN ${[...OPEN_STATES]} THEN 1 ELSE 0 END), 0)`,
      overdue: entry ? sql<number>`coalesce(sum(CASE WHEN ${overdueCondition(entry, complaintWorkflow, p.now)} THEN 1 ELSE 0 END), 0)` : sql<number>`0`,
    })
    .from(complaint)
    .where(and(gte(complaint.received_time, yearAgo), scope));
  const byStatus = await db.select({ status: complaint.status, n: count() }).from(complaint).where(and(gte(complaint.received_time, yearAgo), scope)).groupBy(complaint.status);
  const statusCount = new Map(byStatus.map((r) => [r.status, r.n]));
  const categories = await db.select({ category: complaint.category, n: count() }).from(complaint).where(and(gte(complaint.received_time, yearAgo), scope)).groupBy(complaint.category).orderBy(desc(count())).limit(6);
  const first = Math.trunc(p.midnight - 29 * 86_400);
  const dayOf = sql<number>`CAST((${complaint.received_time} - ${sql.raw(String(first))}) / 86400 AS INTEGER)`;
  const days = await db.select({ day: dayOf, n: count() }).from(complaint).where(and(gte(complaint.received_time, first), scope)).groupBy(dayOf);
  const perDay = new Map(days.map((d) => [num(d.day), d.n]));
  const timeZone = await p.services.siteConfig.timeZone();
  const trend = Array.from({ length: 30 }, (_, i) => ({ date: formatDateTime(p.midnight - (29 - i) * 86_400 + 43_200, timeZone, false).slice(5), value: perDay.get(i) ?? 0 }));
  const label = (value: string) => pick(COMPLAINT_CATEGORIES.find((o) => o.value === value)?.label ?? { "zh-cn": value, en: value }, p.ctx.lang);
  const total = num(year?.total);
  return {
    today: num(today?.n),
    year_total: total,
    open: num(year?.open),
    overdue: num(year?.overdue),
    accept_rate: percent(num(year?.accepted), total),
    on_time_rate: percent(num(year?.onTime), num(year?.concluded)),
    satisfaction: year?.satisfaction === null || year?.satisfaction === undefined ? null : Math.round(Number(year.satisfaction) * 100) / 100,
    funnel: FUNNEL.map((step) => ({ key: step.key, name: pick(step.label, p.ctx.lang), value: step.states.reduce((s, st) => s + (statusCount.get(st) ?? 0), 0) })),
    categories: categories.map((c) => ({ name: label(c.category), value: c.n })),
    trend,
  };
}

/** Contracts signed today, the e-contract share of them, groups under way, open alerts. */
async function contracts(p: PanelContext) {
  const { db } = p.services;
  const scope = scopeOf(p, "contract.Contract");
  const [signed] = await db
    .select({ n: count(), online: sql<number>`coalesce(sum(CASE WHEN ${tourContract.sign_channel} <> 'OFFLINE' THEN 1 ELSE 0 END), 0)` })
    .from(tourContract)
    .where(and(gte(tourContract.signed_time, p.midnight), scope));
  const [alerts] = await db.select({ n: count() }).from(contractAlert).where(and(eq(contractAlert.status, "OPEN"), scopeOf(p, "contract.Alert")));
  return { signed_today: num(signed?.n), e_contract_rate: percent(num(signed?.online), num(signed?.n)), open_alerts: num(alerts?.n) };
}

/** Approved market entities by top-level category; licences expiring in the next 60 days. */
async function entities(p: PanelContext) {
  const { db } = p.services;
  const scope = scopeOf(p, "enterprise.Enterprise");
  const top = sql<number>`CASE WHEN ${enterprise.category_id} % 1000 = 0 THEN ${enterprise.category_id} ELSE (${enterprise.category_id} / 1000) * 1000 END`;
  const rows = await db.select({ category: top, n: count() }).from(enterprise).where(and(eq(enterprise.audit_status, "APPROVED"), scope)).groupBy(top).orderBy(desc(count()));
  const names = await db.select({ id: enterpriseCategory.id, name: enterpriseCategory.name, name_en: enterpriseCategory.name_en }).from(enterpriseCategory).where(eq(enterpriseCategory.pid, 0));
  const nameOf = new Map(names.map((n) => [n.id, p.ctx.lang === "en" && n.name_en ? n.name_en : n.name]));
  const timeZone = await p.services.siteConfig.timeZone();
  const today = formatDateTime(p.now, timeZone, false);
  const until = formatDateTime(p.now + 60 * 86_400, timeZone, false);
  const window = and(eq(enterprise.audit_status, "APPROVED"), gte(enterprise.license_expire_date, today), lte(enterprise.license_expire_date, until), scope);
  const [expiring] = await db.select({ n: count() }).from(enterprise).where(window);
  const soon = await db
    .select({ id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en, date: enterprise.license_expire_date })
    .from(enterprise)
    .where(window)
    .orderBy(asc(enterprise.license_expire_date), asc(enterprise.id))
    .limit(8);
  return {
    categories: rows.map((r) => ({ id: num(r.category), name: nameOf.get(num(r.category)) ?? String(r.category), value: r.n })),
    expiring: num(expiring?.n),
    soon: soon.map((s) => ({ id: s.id, name: p.ctx.lang === "en" && s.name_en ? s.name_en : s.name, date: s.date, days: Math.round((Date.parse(`${s.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) })),
  };
}

/** Every reporting spot's load against its instantaneous maximum, heaviest first. */
async function load(p: PanelContext) {
  const rows = await p.services.db
    .select({ id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en, region: enterprise.region_code, lng: enterprise.lng, lat: enterprise.lat, capacity: enterprise.capacity_instant, in_park: scenicGate.in_park, last_ts: scenicGate.last_ts })
    .from(scenicGate)
    .innerJoin(enterprise, eq(enterprise.id, scenicGate.scenic_id))
    .where(and(eq(scenicGate.status, "1"), gte(scenicGate.last_ts, p.midnight), scopeOf(p, "screendata.Gate")));
  const spots = rows
    .filter((r) => r.capacity)
    .map((r) => {
      const pct = Math.round((r.in_park / (r.capacity as number)) * 1000) / 10;
      return { id: r.id, name: p.ctx.lang === "en" && r.name_en ? r.name_en : r.name, region: r.region, lng: r.lng, lat: r.lat, in_park: r.in_park, capacity: r.capacity as number, percent: pct, band: loadBand(pct) };
    })
    .sort((a, b) => b.percent - a.percent || a.id - b.id);
  return { spots };
}

/** The map's cities and counties (bureaus: a city, or a county under the province) with their numbers. */
const bureauOf = (column: SQL | typeof complaint.region_code) => sql<number>`(CASE WHEN (${column} / 100) % 100 = 90 AND ${column} % 100 <> 0 THEN ${column} ELSE (${column} / 100) * 100 END)`;

async function regions(p: PanelContext) {
  const { db } = p.services;
  const yearAgo = p.now - 365 * 86_400;
  const complaintRows = await db
    .select({ code: bureauOf(complaint.region_code), n: count() })
    .from(complaint)
    .where(and(gte(complaint.received_time, yearAgo), scopeOf(p, "complaint.Complaint")))
    .groupBy(bureauOf(complaint.region_code));
  const visitorRows = await db
    .select({ code: bureauOf(sql`${enterprise.region_code}`), n: sql<number>`coalesce(sum(${scenicGate.entered_today}), 0)` })
    .from(scenicGate)
    .innerJoin(enterprise, eq(enterprise.id, scenicGate.scenic_id))
    .where(and(eq(scenicGate.status, "1"), gte(scenicGate.last_ts, p.midnight), scopeOf(p, "screendata.Gate")))
    .groupBy(bureauOf(sql`${enterprise.region_code}`));
  const areas = await p.services.areas.options({ province: 460000 }, "zh-cn");
  const counties = areas.filter((a) => a.grouping).length ? await p.services.areas.options({ province: 460000, city: areas.find((a) => a.grouping)?.value as number }, "zh-cn") : [];
  const places = [...areas.filter((a) => !a.grouping), ...counties];
  const complaintsBy = new Map(complaintRows.map((r) => [num(r.code), r.n]));
  const visitorsBy = new Map(visitorRows.map((r) => [num(r.code), num(r.n)]));
  return { list: places.map((a) => ({ code: a.value, name_zh: a.label, name: p.ctx.lang === "en" ? areaNameEn(a.label) : a.label, complaints: complaintsBy.get(a.value) ?? 0, visitors: visitorsBy.get(a.value) ?? 0 })) };
}

/** The ticker: spots at 80 % or more, overdue complaints, open contract and travel alerts (newest first), yacht stops today. */
async function alerts(p: PanelContext) {
  const { db } = p.services;
  const items: { kind: string; level: "yellow" | "orange" | "red"; text: LocalizedText; time: number }[] = [];
  for (const spot of (await load(p)).spots) {
    if (spot.percent < 80) break;
    items.push({ kind: "capacity", level: spot.band === "yellow" ? "yellow" : spot.band === "orange" ? "orange" : "red", text: { "zh-cn": `${spot.name} 在园 ${spot.in_park} 人，达最大承载量 ${spot.percent}%`, en: `${spot.name}: ${spot.in_park} in the park, ${spot.percent} % of its maximum` }, time: p.now });
  }
  const entry = p.services.modules.find("complaint.Complaint");
  if (entry) {
    const late = await db
      .select({ no: complaint.complaint_no, name: complaint.respondent_name, name_en: enterprise.name_en, received: complaint.received_time })
      .from(complaint)
      // The respondent's English name where it is a registered enterprise that has one.
      .leftJoin(enterprise, and(eq(complaint.respondent_type, "ENTERPRISE"), eq(enterprise.id, complaint.respondent_id)))
      .where(and(overdueCondition(entry, complaintWorkflow, p.now), scopeOf(p, "complaint.Complaint")))
      .orderBy(asc(complaint.received_time))
      .limit(5);
    for (const c of late) items.push({ kind: "complaint", level: "orange", text: { "zh-cn": `投诉 ${c.no}（${c.name}）已超期`, en: `Complaint ${c.no} (${c.name_en || c.name}) is overdue` }, time: c.received });
  }
  const open = await db
    .select({ rule: contractAlert.rule_code, contract: tourContract.contract_no, raised: contractAlert.raised_time })
    .from(contractAlert)
    .innerJoin(tourContract, eq(tourContract.id, contractAlert.contract_id))
    .where(and(eq(contractAlert.status, "OPEN"), scopeOf(p, "contract.Alert")))
    .orderBy(desc(contractAlert.raised_time), desc(contractAlert.id))
    .limit(5);
  for (const a of open) {
    const rule = ALERT_RULE_OPTIONS.find((o) => o.value === a.rule)?.label ?? { "zh-cn": a.rule, en: a.rule };
    items.push({ kind: "contract", level: "red", text: { "zh-cn": `合同 ${a.contract}：${rule["zh-cn"]}`, en: `Contract ${a.contract}: ${rule.en}` }, time: a.raised });
  }
  items.push(...(await roadAlerts(p, (await yachts(p)).stops)));
  return { items: items.map((i) => ({ kind: i.kind, level: i.level, text: pick(i.text, p.ctx.lang), time: i.time })) };
}

const BUILDERS: Record<PanelName, (p: PanelContext) => Promise<unknown>> = { visitors, complaints, contracts, entities, load, regions, alerts, orders, yachts, groups, origins };

/** The named panels' data (all by default), each with how long it took (ms). */
export async function buildPanels(p: PanelContext, names: readonly PanelName[] = PANELS) {
  const out: Partial<Record<PanelName, unknown>> = {};
  const took: Partial<Record<PanelName, number>> = {};
  for (const name of names) {
    const start = performance.now();
    out[name] = await BUILDERS[name](p);
    took[name] = Math.round((performance.now() - start) * 10) / 10;
  }
  return { updated_at: p.now, panels: out, took };
}

export const isPanel = (value: string): value is PanelName => (PANELS as readonly string[]).includes(value);
