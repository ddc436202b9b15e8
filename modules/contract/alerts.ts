// User contract supervision (用户合同监管, reference domain §9): rules over contracts, each hit an
// alert (contract.Alert) raised once per contract and rule. An open alert closes itself
// (RESOLVED) when its cause goes; one a supervisor confirmed or dismissed stays as decided (and
// no new one is raised for the same cause); if a resolved cause comes back, a new alert is raised. The rules run after every write of a
// contract or its travellers, and over all running contracts on the scheduler's tick. Each
// rule is one set-based statement, so the tick stays cheap on large tables.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@server/engine/types";
import { CONTRACT_RULES } from "./options";

/**
 * The guidance price in force on `day` (yyyy-mm-dd) for a route and its days — the highest when
 * several are (a price below 70 % of any of them is below 70 % of the highest) — or NULL.
 * Shared by the contract rule and the products check (modules/product/checks.ts).
 */
export const guidancePriceOn = (route: SQL, days: SQL, day: SQL): SQL =>
  sql`(SELECT max(g.price) FROM guidance_price g WHERE g.status = '1' AND g.route_name = ${route} AND g.days = ${days} AND g.valid_from <= ${day} AND g.valid_to >= ${day})`;

/** Whether an adult price (cents) is "unreasonably low": below 70 % of the guidance price in force on `day` (false when none is). */
export const belowGuidancePrice = (price: SQL, route: SQL, days: SQL, day: SQL): SQL =>
  sql`coalesce(${price} * 100 < ${guidancePriceOn(route, days, day)} * ${Math.round(CONTRACT_RULES.lowPriceShare * 100)}, 0)`;

interface AlertRule {
  code: "DEPARTED_UNSIGNED" | "NO_GUIDE" | "NO_ID_NUMBERS" | "LOW_PRICE";
  level: "INFO" | "WARN" | "SEVERE";
  /** Contracts (alias c) the rule hits at `now`. */
  hits(now: number): SQL;
}

export const ALERT_RULES: readonly AlertRule[] = [
  // Departed (its departure time passed) while still a draft or awaiting the signature.
  { code: "DEPARTED_UNSIGNED", level: "SEVERE", hits: (now) => sql`c.status IN ('DRAFT', 'PENDING_SIGN') AND c.depart_at <= ${now}` },
  // On the trip without a guide.
  { code: "NO_GUIDE", level: "WARN", hits: () => sql`c.status = 'IN_PROGRESS' AND c.guide_id IS NULL` },
  // Signed or on the trip with a traveller missing an ID number (real-name rule).
  {
    code: "NO_ID_NUMBERS",
    level: "WARN",
    hits: () => sql`c.status IN ('SIGNED', 'IN_PROGRESS') AND (NOT EXISTS (SELECT 1 FROM contract_tourist t WHERE t.contract_id = c.id) OR EXISTS (SELECT 1 FROM contract_tourist t WHERE t.contract_id = c.id AND t.id_no = ''))`,
  },
  // Adult price below 70 % of a guidance price of the same route and days valid on the departure day.
  {
    code: "LOW_PRICE",
    level: "SEVERE",
    hits: () => sql`c.status IN ('PENDING_SIGN', 'SIGNED', 'IN_PROGRESS') AND ${belowGuidancePrice(sql`c.adult_price`, sql`c.route_name`, sql`c.days`, sql`date(c.depart_at, 'unixepoch', '+8 hours')`)}`,
  },
];

/** Runs every rule, over the given contracts or (no ids) over all of them; answers how many alerts changed. */
export async function runContractRules(db: Executor, now: number, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const only = ids ? sql` AND c.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  let changed = 0;
  for (const rule of ALERT_RULES) {
    const raised = await db.run(sql`INSERT INTO contract_alert (contract_id, agency_id, region_code, rule_code, level, status, raised_time)
      SELECT c.id, c.agency_id, c.region_code, ${rule.code}, ${rule.level}, 'OPEN', ${now} FROM tour_contract c WHERE (${rule.hits(now)})${only}
      AND NOT EXISTS (SELECT 1 FROM contract_alert a WHERE a.contract_id = c.id AND a.rule_code = ${rule.code} AND a.status <> 'RESOLVED')`);
    const onlyAlerts = ids ? sql` AND contract_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
    const cleared = await db.run(sql`UPDATE contract_alert SET status = 'RESOLVED', closed_time = ${now}, update_time = ${now}
      WHERE status = 'OPEN' AND rule_code = ${rule.code}${onlyAlerts} AND contract_id NOT IN (SELECT c.id FROM tour_contract c WHERE (${rule.hits(now)})${only})`);
    changed += Number(raised.rowsAffected ?? 0) + Number(cleared.rowsAffected ?? 0);
  }
  return changed;
}
