// User contract supervision (用户合同监管, reference domain §9): rules over contracts, each hit an
// alert (contract.Alert) raised once per contract and rule by the shared rule engine
// (server/engine/alert-rules.ts: raised once, closes itself when its cause goes). The rules run
// after every write of a contract or its travellers, and over all contracts on the scheduler's
// tick. Each rule is one set-based statement, so the tick stays cheap on large tables.
import { sql, type SQL } from "drizzle-orm";
import { runAlertRules, type AlertBook, type AlertRule } from "@server/engine/alert-rules";
import type { Executor } from "@server/engine/types";
import type { CONTRACT_ALERT_RULES } from "@db/schema";
import { guideCardNotValidBy } from "../guide/card-sql";
import { SHOPPING_CATEGORY } from "../travel/options";
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

type ContractRuleCode = (typeof CONTRACT_ALERT_RULES)[number];

/** Contracts offered, signed or running (not drafts, not ended). */
const LIVE = sql.raw(`('PENDING_SIGN', 'SIGNED', 'IN_PROGRESS')`);
/** The trip's last day (yyyy-mm-dd, Beijing time). */
const RETURN_DAY = sql.raw(`date(c.return_at, 'unixepoch', '+8 hours')`);

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
    hits: () => contracts(sql`c.status IN ${LIVE} AND ${belowGuidancePrice(sql`c.adult_price`, sql`c.route_name`, sql`c.days`, sql`date(c.depart_at, 'unixepoch', '+8 hours')`)}`),
  },
  // The guide named by a signed or running contract has a card that is not valid through the trip.
  {
    code: "GUIDE_CARD_INVALID",
    level: "SEVERE",
    hits: () => contracts(sql`c.status IN ('SIGNED', 'IN_PROGRESS') AND c.guide_id IS NOT NULL AND EXISTS (SELECT 1 FROM guide d WHERE d.id = c.guide_id AND ${guideCardNotValidBy("d", RETURN_DAY)})`),
  },
  // An outbound contract by an agency whose licence has no outbound scope (旅行社条例 §8-§9).
  {
    code: "OUTBOUND_SCOPE",
    level: "SEVERE",
    hits: () =>
      contracts(sql`c.status IN ${LIVE} AND EXISTS (SELECT 1 FROM contract_template m WHERE m.id = c.template_id AND m.code = 'OUTBOUND_GROUP')
        AND instr(',' || coalesce((SELECT a.scopes FROM travel_agency a WHERE a.enterprise_id = c.agency_id), '') || ',', ',OUTBOUND,') = 0`),
  },
  // The group carrying the contract checked in at more shopping places than the contract lists
  // (旅游法 §35: shopping only as agreed). Read from the groups that link the contract; CROSS
  // JOIN keeps that order (group, its contract ids, the contract by id): left to itself the
  // planner walked every live contract per group (seconds on the demo data, not milliseconds).
  {
    code: "EXTRA_SHOPPING",
    level: "SEVERE",
    hits: () => sql`SELECT DISTINCT c.id AS subject, 0 AS ref, c.agency_id, c.region_code
      FROM tour_group g CROSS JOIN json_each('[' || g.contract_ids || ']') j CROSS JOIN tour_contract c ON c.id = j.value
      WHERE g.status IN ('ON_ROAD', 'FINISHED') AND g.contract_ids <> '' AND c.status IN ('IN_PROGRESS', 'COMPLETED')
      AND (SELECT count(DISTINCT k.enterprise_id) FROM tour_checkin k JOIN enterprise e ON e.id = k.enterprise_id AND e.category_id = ${SHOPPING_CATEGORY} WHERE k.group_id = g.id) > c.shopping_stops`,
  },
  // A traveller's ID number in another live contract whose trip overlaps this one.
  {
    code: "DUPLICATE_ID",
    level: "WARN",
    hits: () =>
      contracts(sql`c.status IN ${LIVE} AND EXISTS (SELECT 1 FROM contract_tourist t JOIN contract_tourist u ON u.id_no = t.id_no AND u.contract_id <> t.contract_id JOIN tour_contract o ON o.id = u.contract_id
        WHERE t.contract_id = c.id AND t.id_no <> '' AND o.status IN ${LIVE} AND o.depart_at < c.return_at AND o.return_at > c.depart_at)`),
  },
];

/** Runs every rule, over the given contracts or (no ids) over all of them; answers how many alerts changed. */
export function runContractRules(db: Executor, now: number, ids?: readonly number[]): Promise<number> {
  return runAlertRules(db, BOOK, ALERT_RULES, now, ids);
}
