// The products check (产品核查, reference domain §12): rules over the products on sale, each hit a
// check (product.Check) raised as "to check" once per product and rule. A check still to be
// checked closes by itself (RESOLVED) when its cause goes and follows its figures while they
// change; one a supervisor confirmed stays until the agency rectifies; one cleared is not raised
// again for the same figures (new figures raise a new one). The rules run after every save of a
// product, after a guidance price changes and on the scheduler's tick (a guidance price comes
// into or out of force, an agency's scope changes). The rules run on the supervision rule engine
// (server/engine/alert-rules.ts) that also runs the contract rules (modules/contract/alerts.ts),
// whose guidance price test they share; a check keeps its figures in `finding`.
import { sql, type SQL } from "drizzle-orm";
import { runAlertRules, type AlertBook, type AlertRule } from "@server/engine/alert-rules";
import type { Executor } from "@server/engine/types";
import { belowGuidancePrice, guidancePriceOn } from "../contract/alerts";
import { CONTRACT_RULES } from "../contract/options";
import { SHOPPING_PREFIXES, STANDING_CHECK_STATES } from "./options";

interface CheckRule {
  code: "LOW_PRICE" | "SCOPE" | "SHOPPING";
  level: "INFO" | "WARN" | "SEVERE";
  /** Products (alias p) the rule hits on `day` (yyyy-mm-dd, site time zone). */
  hits(day: string): SQL;
  /** The figures behind a hit, language-neutral. */
  finding(day: string): SQL;
}

const onSale = sql`p.sale_status = 'ON_SALE'`;
const guidance = (day: string) => guidancePriceOn(sql`p.route_name`, sql`p.days`, sql`${day}`);
const agencyScopes = sql`coalesce((SELECT a.scopes FROM travel_agency a WHERE a.enterprise_id = p.agency_id), '')`;

export const CHECK_RULES: readonly CheckRule[] = [
  // The adult price below 70 % of the guidance price in force today for the route and its days.
  {
    code: "LOW_PRICE",
    level: "SEVERE",
    hits: (day) => sql`${onSale} AND ${belowGuidancePrice(sql`p.adult_price`, sql`p.route_name`, sql`p.days`, sql`${day}`)}`,
    finding: (day) => sql`printf(${`¥%.2f < ${Math.round(CONTRACT_RULES.lowPriceShare * 100)}%% × ¥%.2f`}, p.adult_price / 100.0, ${guidance(day)} / 100.0)`,
  },
  // A product of a business scope the agency's licence does not cover (an outbound tour by a domestic-only agency).
  {
    code: "SCOPE",
    level: "SEVERE",
    hits: () => sql`${onSale} AND instr(',' || ${agencyScopes} || ',', ',' || p.scope || ',') = 0`,
    finding: () => sql`p.scope || ' ∉ ' || ${agencyScopes}`,
  },
  // Shopping stops declared, listed and planned in the itinerary that do not agree (found at save: shopping_gap).
  { code: "SHOPPING", level: "WARN", hits: () => sql`${onSale} AND p.shopping_gap <> ''`, finding: () => sql`p.shopping_gap` },
];

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A list kept one entry a line, without blank lines or surrounding spaces. */
export const tidyList = (text: string): string => lines(text).join("\n");

/** The shopping places the itinerary plans (lines with 购物：<place>), named without their durations. */
export function plannedShopping(itinerary: string): string[] {
  const places: string[] = [];
  for (const line of lines(itinerary)) {
    for (const prefix of SHOPPING_PREFIXES) {
      const at = line.indexOf(prefix);
      if (at < 0) continue;
      const place = line.slice(at + prefix.length).split(/[（(]/)[0]?.trim() ?? "";
      if (place) places.push(place);
      break;
    }
  }
  return places;
}

/**
 * What the shopping disclosure check finds ('' when nothing): the declared number of stops
 * against the places listed ("3≠2"), and the places the itinerary plans that the list does not name.
 */
export function shoppingGap(stops: number, list: string, itinerary: string): string {
  const listed = lines(list);
  const gaps: string[] = [];
  if (stops !== listed.length) gaps.push(`${stops}≠${listed.length}`);
  const undisclosed = plannedShopping(itinerary).filter((place) => !listed.some((entry) => entry.includes(place) || place.includes(entry)));
  if (undisclosed.length) gaps.push([...new Set(undisclosed)].join("、"));
  return gaps.join("; ");
}

const standing = sql.join(
  STANDING_CHECK_STATES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The checks' book: raised "to check" (SUSPECTED); one still standing blocks another for the same
 * product and rule, and one cleared blocks another while the figures are the same.
 */
const CHECK_BOOK: AlertBook = { table: "product_check", subject: "product_id", open: "SUSPECTED", standing: STANDING_CHECK_STATES, finding: { column: "finding", standsWhileSame: ["CLEARED"] } };

/** The rules on `day` in the engine's terms: each hit a product on sale, with its figures. */
const engineRules = (day: string): AlertRule[] =>
  CHECK_RULES.map((rule) => ({
    code: rule.code,
    level: rule.level,
    hits: () => sql`SELECT p.id AS subject, 0 AS ref, p.agency_id, p.region_code, ${rule.finding(day)} AS finding FROM tour_product p WHERE (${rule.hits(day)})`,
  }));

/** Runs every rule over the given products or (no ids) over all of them on `day`; answers how many checks changed. */
export async function runProductChecks(db: Executor, now: number, day: string, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const only = ids ? sql` AND p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  // Checks follow their product's agency and area.
  const followed = await db.run(sql`UPDATE product_check SET agency_id = p.agency_id, region_code = p.region_code FROM tour_product p
      WHERE p.id = product_check.product_id AND (product_check.agency_id <> p.agency_id OR product_check.region_code <> p.region_code)${only}`);
  const changed = Number(followed.rowsAffected ?? 0) + (await runAlertRules(db, CHECK_BOOK, engineRules(day), now, ids));
  await refreshStanding(db, ids);
  return changed;
}

/** Whether a product hits a rule now (the agency's rectification is checked again before it is accepted). */
export async function productHits(db: Executor, productId: number, code: string, day: string): Promise<boolean> {
  const rule = CHECK_RULES.find((r) => r.code === code);
  if (!rule) return false;
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM tour_product p WHERE p.id = ${productId} AND (${rule.hits(day)})`);
  return Number(row?.n ?? 0) > 0;
}

/** The products' standing in the check: the weightiest check still standing, else PASS. */
export async function refreshStanding(db: Executor, ids?: readonly number[]): Promise<void> {
  const only = ids ? sql` AND tour_product.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const standingOf = sql`coalesce((SELECT CASE max(CASE k.status WHEN 'TRANSFERRED' THEN 3 WHEN 'VIOLATION' THEN 2 ELSE 1 END) WHEN 3 THEN 'TRANSFERRED' WHEN 2 THEN 'VIOLATION' WHEN 1 THEN 'SUSPECTED' END
    FROM product_check k WHERE k.product_id = tour_product.id AND k.status IN (${standing})), 'PASS')`;
  await db.run(sql`UPDATE tour_product SET check_status = ${standingOf} WHERE check_status <> ${standingOf}${only}`);
}
