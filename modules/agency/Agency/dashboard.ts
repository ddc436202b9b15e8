// The travel agency dashboard's figures (spec §2 "travel agency dashboard"; reference domain §8):
// agencies by business scope and by city, licences issued and cancelled this month, licensed
// guides per agency (top 10), credit levels, and licences and deposits that have ended or end
// within 90 days. Every bar carries the console list (path and filters in the list's own URL
// format) that shows exactly the rows it counts; each list applies the caller's jurisdiction
// itself, and so does every count here. Panels for contracts, tourists and complaints join once
// modules holding that data exist (there are none yet, so there are no such panels — never zeros).
// The counts group a few hundred agency rows with indexes; if agencies ever number in the tens
// of thousands, they belong in a summary kept in the writes' transactions (DESIGN §9).
import { and, count, desc, eq, gte, inArray, isNotNull, lte, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { enterprise, guide, travelAgency } from "@db/schema";
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

/** The division a bar stands for: a prefecture-level city, or a county-level city / county directly under the province. */
const cityOf = (code: number): number => (Math.floor(code / 100) === 4690 ? code : Math.floor(code / 100) * 100);

const find = (ctx: ActionContext, key: string): ServerModule => {
  const entry = ctx.services.modules.find(key);
  if (!entry) throw new Error(`module ${key} is not loaded`);
  return entry;
};

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

  return { today, month_start: monthStart, total: total?.n ?? 0, panels: { scope, city, month, guides, credit, expiry } };
}
