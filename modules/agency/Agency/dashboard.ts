// The travel agency dashboard's figures (spec §2 "travel agency dashboard"; reference domain §8):
// agencies by business scope and by city, licences issued and cancelled this month, licensed
// guides per agency (top 10), credit levels, and licences and deposits that have ended or end
// within 90 days. Every bar carries the console list (path and filters in the list's own URL
// format) that shows exactly the rows it counts; each list applies the caller's jurisdiction
// itself, and so does every count here. Contracts, tourists and complaints per 1,000 tourists
// count the last 12 months: contracts signed in that window (still signed, travelling, completed or
// terminated during the trip), their travellers, and the complaints received against the agency
// in it (refused, transferred-away and withdrawn ones left out), for agencies with at least
// RATE_MIN_TOURISTS travellers so a handful of trips cannot top the list.
// The counts group a few hundred agency rows with indexes; if agencies ever number in the tens
// of thousands, they belong in a summary kept in the writes' transactions (DESIGN §9).
import { and, count, desc, eq, gte, inArray, isNotNull, lte, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { complaint, enterprise, guide, tourContract, travelAgency } from "@db/schema";
import { pick } from "@shared/i18n";
import { listLink, type ListFilter } from "@shared/list-url";
import type { ActionContext } from "@server/engine/define";
import { jurisdictionCondition } from "@server/engine/jurisdiction";
import type { ServerModule } from "@server/engine/types";
import { addDays } from "../../guide/card";
import { siteToday } from "../../guide/Guide/server";
import { CREDIT_LEVEL_OPTIONS } from "../../enterprise/options";
import { SCOPE_OPTIONS } from "../options";
import { HAINAN_AREA_NAMES_EN } from "./areas-en";
import { OPEN_STATES } from "../../complaint/workflow";
import { toUnixSeconds } from "@server/engine/time-zone";

export interface Bar {
  key: string;
  label?: string;
  value: number;
  /** Console list path with its filters. */
  link: string;
}

const INACTIVE = ["CANCELLED", "REVOKED"] as const;
const LICENSED = ["VALID", "EXPIRING"] as ("VALID" | "EXPIRING")[];
const NOTICE_DAYS = 90;
/** Contracts that were signed and not undone before the trip. */
const SIGNED = ["SIGNED", "IN_PROGRESS", "COMPLETED", "TERMINATED"] as ("SIGNED" | "IN_PROGRESS" | "COMPLETED" | "TERMINATED")[];
/** Complaints that stand against the respondent (refused, transferred-away and withdrawn ones do not). */
const STANDING = [...OPEN_STATES, "CLOSED"];
const WINDOW_DAYS = 365;
export const RATE_MIN_TOURISTS = 50;

/** The division a bar stands for: a prefecture-level city, or a county-level city / county directly under the province. */
const cityOf = (code: number): number => (Math.floor(code / 100) === 4690 ? code : Math.floor(code / 100) * 100);

const find = (ctx: ActionContext, key: string): ServerModule => ctx.services.modules.get(key);

export async function agencyDashboard(ctx: ActionContext) {
  const { db } = ctx.services;
  const today = await siteToday(ctx.services);
  const monthStart = `${today.slice(0, 8)}01`;
  const soon = addDays(today, NOTICE_DAYS);
  const yesterday = addDays(today, -1);
  const areaOf = (entry: ServerModule) => jurisdictionCondition(entry, ctx);
  const agencyArea = areaOf(ctx.entry);
  const registryArea = areaOf(find(ctx, "enterprise.Enterprise"));
  const guideArea = areaOf(find(ctx, "guide.Guide"));

  // Agency details still licensed (no cancellation date), as the agency list filters them.
  const open = and(eq(travelAgency.cancel_date, ""), agencyArea) as SQL;
  const openFilter: ListFilter = ["cancel_date", "NULL", ""];
  const scopeRows = await db
    .select(Object.fromEntries(SCOPE_OPTIONS.map((o) => [o.value, sql<number>`coalesce(sum(instr(',' || ${travelAgency.scopes} || ',', ${`,${o.value},`}) > 0), 0)`.mapWith(Number)])))
    .from(travelAgency)
    .where(open);
  const scope: Bar[] = SCOPE_OPTIONS.map((o) => ({ key: o.value, value: Number(scopeRows[0]?.[o.value] ?? 0), link: listLink("agency/agency", [["scopes", "FIND_IN_SET", o.value], openFilter]) }));
  const [total] = await db.select({ n: count() }).from(travelAgency).where(open);

  // Registered travel agencies in the registry (city and credit panels, licence expiry).
  const registered = and(eq(enterprise.category_id, 11000), eq(enterprise.audit_status, "APPROVED"), notInArray(enterprise.status, [...INACTIVE]), registryArea) as SQL;
  const registeredFilters: ListFilter[] = [
    ["category_id", "eq", "11000"],
    ["audit_status", "eq", "APPROVED"],
    ["status", "NOT IN", [...INACTIVE]],
  ];
  const byRegion = await db.select({ code: enterprise.region_code, n: count() }).from(enterprise).where(registered).groupBy(enterprise.region_code);
  const byCity = new Map<number, number>();
  for (const r of byRegion) if (r.code) byCity.set(cityOf(r.code), (byCity.get(cityOf(r.code)) ?? 0) + r.n);
  const city: Bar[] = [];
  for (const [code, value] of [...byCity.entries()].sort((a, b) => b[1] - a[1])) {
    const path = await ctx.services.areas.path(code, ctx.lang);
    const zh = path.at(-1)?.label ?? String(code);
    city.push({ key: String(code), label: ctx.lang === "en" ? (HAINAN_AREA_NAMES_EN[code] ?? zh) : zh, value, link: listLink("enterprise/enterprise", [...registeredFilters, ["region_code", "eq", String(code)]]) });
  }
  const creditRows = await db.select({ level: enterprise.credit_level, n: count() }).from(enterprise).where(registered).groupBy(enterprise.credit_level);
  const credit: Bar[] = CREDIT_LEVEL_OPTIONS.map((o) => ({ key: o.value, value: creditRows.find((r) => r.level === o.value)?.n ?? 0, link: listLink("enterprise/enterprise", [...registeredFilters, ["credit_level", "eq", o.value]]) }));

  // This month: licences issued and cancelled.
  const [[issued], [cancelled]] = await Promise.all([
    db.select({ n: count() }).from(travelAgency).where(and(gte(travelAgency.license_issue_date, monthStart), lte(travelAgency.license_issue_date, today), agencyArea)),
    db.select({ n: count() }).from(travelAgency).where(and(gte(travelAgency.cancel_date, monthStart), lte(travelAgency.cancel_date, today), agencyArea)),
  ]);
  const month: Bar[] = [
    { key: "new", value: issued?.n ?? 0, link: listLink("agency/agency", [["license_issue_date", "RANGE", `${monthStart},${today}`]]) },
    { key: "cancelled", value: cancelled?.n ?? 0, link: listLink("agency/agency", [["cancel_date", "RANGE", `${monthStart},${today}`]]) },
  ];

  // Licensed guides per agency, the ten with the most.
  const top = await db
    .select({ id: guide.agency_id, n: count() })
    .from(guide)
    .where(and(isNotNull(guide.agency_id), inArray(guide.card_status, LICENSED), guideArea))
    .groupBy(guide.agency_id)
    .orderBy(desc(count()), guide.agency_id)
    .limit(10);
  const names = top.length ? await db.select({ id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en }).from(enterprise).where(inArray(enterprise.id, top.map((t) => Number(t.id)))) : [];
  const guides: Bar[] = top.map((t) => {
    const name = names.find((n) => n.id === t.id);
    return {
      key: String(t.id),
      label: name ? pick({ "zh-cn": name.name, en: name.name_en || name.name }, ctx.lang) : String(t.id),
      value: t.n,
      link: listLink("guide/guide", [["agency_id", "eq", String(t.id)], ["card_status", "IN", LICENSED]]),
    };
  });

  // Licences and deposits that ended, or end within 90 days.
  const licensed = (range: SQL) => db.select({ n: count() }).from(enterprise).where(and(registered, ne(enterprise.license_expire_date, ""), range));
  const guaranteed = (range: SQL) => db.select({ n: count() }).from(travelAgency).where(and(open, ne(travelAgency.deposit_expire_date, ""), range));
  const [[licenceExpired], [licenceExpiring], [depositExpired], [depositExpiring]] = await Promise.all([
    licensed(lte(enterprise.license_expire_date, yesterday)),
    licensed(and(gte(enterprise.license_expire_date, today), lte(enterprise.license_expire_date, soon)) as SQL),
    guaranteed(lte(travelAgency.deposit_expire_date, yesterday)),
    guaranteed(and(gte(travelAgency.deposit_expire_date, today), lte(travelAgency.deposit_expire_date, soon)) as SQL),
  ]);
  const expiry: Bar[] = [
    { key: "licenceExpired", value: licenceExpired?.n ?? 0, link: listLink("enterprise/enterprise", [...registeredFilters, ["license_expire_date", "RANGE", `1900-01-01,${yesterday}`]]) },
    { key: "licenceExpiring", value: licenceExpiring?.n ?? 0, link: listLink("enterprise/enterprise", [...registeredFilters, ["license_expire_date", "RANGE", `${today},${soon}`]]) },
    { key: "depositExpired", value: depositExpired?.n ?? 0, link: listLink("agency/agency", [openFilter, ["deposit_expire_date", "RANGE", `1900-01-01,${yesterday}`]]) },
    { key: "depositExpiring", value: depositExpiring?.n ?? 0, link: listLink("agency/agency", [openFilter, ["deposit_expire_date", "RANGE", `${today},${soon}`]]) },
  ];

  const trade = await tradePanels(ctx, today);

  return { today, month_start: monthStart, total: total?.n ?? 0, window_start: trade.from, rate_min_tourists: RATE_MIN_TOURISTS, panels: { scope, city, month, guides, credit, expiry, contracts: trade.contracts, tourists: trade.tourists, complaintRate: trade.complaintRate } };
}

/** Top agencies by contracts and travellers over the last 12 months, and complaints per 1,000 travellers. */
async function tradePanels(ctx: ActionContext, today: string) {
  const { db } = ctx.services;
  const timeZone = await ctx.services.siteConfig.timeZone();
  const from = addDays(today, 1 - WINDOW_DAYS);
  const window = `${from} 00:00:00,${today} 23:59:59`;
  const [start, end] = [toUnixSeconds(`${from} 00:00:00`, timeZone), toUnixSeconds(`${today} 23:59:59`, timeZone)];
  const signed = and(inArray(tourContract.status, SIGNED), gte(tourContract.signed_time, start), lte(tourContract.signed_time, end), jurisdictionCondition(find(ctx, "contract.Contract"), ctx)) as SQL;
  const contractFilters = (agency: number): ListFilter[] => [["agency_id", "eq", String(agency)], ["status", "IN", SIGNED], ["signed_time", "RANGE", window]];
  const travellers = sql<number>`sum(${tourContract.adult_count} + ${tourContract.child_count})`.mapWith(Number);
  const perAgency = await db.select({ id: tourContract.agency_id, contracts: count(), tourists: travellers }).from(tourContract).where(signed).groupBy(tourContract.agency_id);

  const complaintArea = jurisdictionCondition(find(ctx, "complaint.Complaint"), ctx);
  const against = await db
    .select({ id: complaint.respondent_id, n: count() })
    .from(complaint)
    .where(and(eq(complaint.type, "COMPLAINT"), eq(complaint.respondent_type, "ENTERPRISE"), inArray(complaint.status, STANDING), gte(complaint.received_time, start), lte(complaint.received_time, end), complaintArea))
    .groupBy(complaint.respondent_id);
  const complaintsOf = new Map(against.map((r) => [Number(r.id), r.n]));
  const complaintFilters = (agency: number): ListFilter[] => [
    ["type", "eq", "COMPLAINT"],
    ["respondent_type", "eq", "ENTERPRISE"],
    ["respondent_id", "eq", String(agency)],
    ["status", "IN", STANDING],
    ["received_time", "RANGE", window],
  ];

  const byContracts = [...perAgency].sort((a, b) => b.contracts - a.contracts || a.id - b.id).slice(0, 10);
  const byTourists = [...perAgency].sort((a, b) => b.tourists - a.tourists || a.id - b.id).slice(0, 10);
  const rated = perAgency
    .filter((r) => r.tourists >= RATE_MIN_TOURISTS)
    .map((r) => ({ id: r.id, tourists: r.tourists, complaints: complaintsOf.get(r.id) ?? 0, rate: Math.round(((complaintsOf.get(r.id) ?? 0) * 10_000) / r.tourists) / 10 }))
    .sort((a, b) => b.rate - a.rate || a.id - b.id)
    .slice(0, 10);
  const ids = [...new Set([...byContracts, ...byTourists, ...rated].map((r) => r.id))];
  const names = ids.length ? await db.select({ id: enterprise.id, name: enterprise.name, name_en: enterprise.name_en }).from(enterprise).where(inArray(enterprise.id, ids)) : [];
  const nameOf = (id: number) => {
    const row = names.find((n) => n.id === id);
    return row ? pick({ "zh-cn": row.name, en: row.name_en || row.name }, ctx.lang) : String(id);
  };
  const contracts: Bar[] = byContracts.map((r) => ({ key: String(r.id), label: nameOf(r.id), value: r.contracts, link: listLink("contract/contract", contractFilters(r.id)) }));
  const tourists: Bar[] = byTourists.map((r) => ({ key: String(r.id), label: nameOf(r.id), value: r.tourists, link: listLink("contract/contract", contractFilters(r.id)) }));
  const complaintRate: (Bar & { complaints: number; tourists: number })[] = rated.map((r) => ({
    key: String(r.id),
    label: nameOf(r.id),
    value: r.rate,
    complaints: r.complaints,
    tourists: r.tourists,
    link: listLink("complaint/complaint", complaintFilters(r.id)),
  }));
  return { from, contracts, tourists, complaintRate };
}
