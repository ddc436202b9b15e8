// User contract supervision (用户合同监管, reference domain §9): rules over contracts, each hit an
// alert (contract.Alert) raised once per contract and rule by the shared rule engine
// (server/engine/alert-rules.ts: raised once, closes itself when its cause goes). The rules run
// after every write of a contract or its travellers, and over all contracts on the scheduler's
// tick. Each rule is one set-based statement, so the tick stays cheap on large tables.
import { sql, type SQL } from "drizzle-orm";
import { runAlertRules, type AlertBook, type AlertRule } from "@server/engine/alert-rules";
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

type ContractRuleCode = "DEPARTED_UNSIGNED" | "NO_GUIDE" | "NO_ID_NUMBERS" | "LOW_PRICE";

/** Contracts (alias c) matching `where`, as alert hits. */
const contracts = (where: SQL) => sql`SELECT c.id AS subject, 0 AS ref, c.agency_id, c.region_code FROM tour_contract c WHERE ${where}`;

const BOOK: AlertBook = { table: "contract_alert", subject: "contract_id" };

export const ALERT_RULES: readonly AlertRule<ContractRuleCode>[] = [
  // Departed (its departure time passed) while still a draft or awaiting the signature.
  { code: "DEPARTED_UNSIGNED", level: "SEVERE", hits: (now) => contracts(sql`c.status IN ('DRAFT', 'PENDING_SIGN') AND c.depart_at <= ${now}`) },
  // On the trip without a guide.
  { code: "NO_GUIDE", level: "WARN", hits: () => contracts(sql`c.status = 'IN_PROGRESS' AND c.guide_id IS NULL`) },
  // Signed or on the trip with a traveller missing an ID number (real-name rule).
  {
    code: "NO_ID_NUMBERS",
    level: "WARN",
    hits: () =>
      contracts(
        sql`c.status IN ('SIGNED', 'IN_PROGRESS') AND (NOT EXISTS (SELECT 1 FROM contract_tourist t WHERE t.contract_id = c.id) OR EXISTS (SELECT 1 FROM contract_tourist t WHERE t.contract_id = c.id AND t.id_no = ''))`,
      ),
  },
  // Adult price below 70 % of a guidance price of the same route and days valid on the departure day.
  {
    code: "LOW_PRICE",
    level: "SEVERE",
    hits: () => contracts(sql`c.status IN ('PENDING_SIGN', 'SIGNED', 'IN_PROGRESS') AND ${belowGuidancePrice(sql`c.adult_price`, sql`c.route_name`, sql`c.days`, sql`date(c.depart_at, 'unixepoch', '+8 hours')`)}`),
  },
];

/** Runs every rule, over the given contracts or (no ids) over all of them; answers how many alerts changed. */
export function runContractRules(db: Executor, now: number, ids?: readonly number[]): Promise<number> {
  return runAlertRules(db, BOOK, ALERT_RULES, now, ids);
}
