// Travel supervision rules (行程监管预警, reference domain §10): each hit is a travel.Alert,
// raised once per group and rule (per check-in for the two rules about a stop) by the shared
// rule engine (server/engine/alert-rules.ts): an open alert closes itself when its cause goes.
// They run after every write of a group, its itinerary or its check-ins, and over all groups
// on the scheduler's tick (stays that run long while the group is still there are found then).
import { sql, type SQL } from "drizzle-orm";
import { runAlertRules, type AlertBook, type AlertRule } from "@server/engine/alert-rules";
import type { Executor } from "@server/engine/types";
import { guideCardNotValidBy } from "../guide/card-sql";
import { CLASS_FOR_VEHICLE, LICENCE_COVERS, VEHICLE_TYPE_OPTIONS } from "../driver/options";
import { SHOPPING_CATEGORY, TRAVEL_RULES } from "./options";

export type TravelRuleCode = "NO_CONTRACT" | "UNPLANNED_SHOPPING" | "OVERSTAY" | "GUIDE_CLASH" | "VEHICLE_CLASH" | "GUIDE_CARD_INVALID" | "VEHICLE_CERT_EXPIRED" | "DRIVER_CLASS";

const BOOK: AlertBook = { table: "travel_alert", subject: "group_id", ref: "checkin_id" };

/** Groups still to run or running. */
const ACTIVE = sql.raw(`('PLANNED', 'ON_ROAD')`);
/** The trip's last day (yyyy-mm-dd, Beijing time). */
const END_DAY = sql.raw(`date(g.end_at, 'unixepoch', '+8 hours')`);

/** Groups (alias g) matching `where`, as alert hits about the whole group. */
const groups = (where: SQL) => sql`SELECT g.id AS subject, 0 AS ref, g.agency_id, g.region_code FROM tour_group g WHERE ${where}`;
/** Check-ins (alias k, their group g) matching `where`, as alert hits about one stop. */
const checkins = (where: SQL) => sql`SELECT k.group_id AS subject, k.id AS ref, g.agency_id, g.region_code FROM tour_checkin k JOIN tour_group g ON g.id = k.group_id WHERE ${where}`;
const ids = (column: string) => sql.raw(`json_each('[' || ${column} || ']')`);

/** `class:type` pairs where the licence class may drive the vehicle type (准驾车型). */
const FITTING = VEHICLE_TYPE_OPTIONS.flatMap(({ value: type }) =>
  Object.entries(LICENCE_COVERS)
    .filter(([, covers]) => covers.includes(CLASS_FOR_VEHICLE[type] ?? "C1"))
    .map(([cls]) => `'${cls}:${type}'`),
).join(", ");

export const TRAVEL_ALERT_RULES: readonly AlertRule<TravelRuleCode>[] = [
  // On the road with no linked contract signed (signed, on the trip or completed).
  {
    code: "NO_CONTRACT",
    level: "SEVERE",
    hits: () =>
      groups(sql`g.status = 'ON_ROAD' AND NOT EXISTS (SELECT 1 FROM ${ids("g.contract_ids")} j JOIN tour_contract c ON c.id = j.value WHERE c.status IN ('SIGNED', 'IN_PROGRESS', 'COMPLETED'))`),
  },
  // A check-in at a shopping store the itinerary does not list as a shopping stop.
  {
    code: "UNPLANNED_SHOPPING",
    level: "SEVERE",
    hits: () =>
      checkins(sql`EXISTS (SELECT 1 FROM enterprise e WHERE e.id = k.enterprise_id AND e.category_id = ${SHOPPING_CATEGORY})
        AND NOT EXISTS (SELECT 1 FROM tour_itinerary i WHERE i.group_id = k.group_id AND i.kind = 'SHOPPING' AND i.enterprise_id = k.enterprise_id)`),
  },
  // A stay (check-in to leaving, or to now while the group is still there and on the road)
  // longer than the plan gives that place, plus a grace.
  {
    code: "OVERSTAY",
    level: "WARN",
    hits: (now) =>
      checkins(sql`coalesce(k.checkout_at, CASE WHEN g.status = 'ON_ROAD' THEN ${now} END) - k.checkin_at >
        ((SELECT max(i.planned_minutes) FROM tour_itinerary i WHERE i.group_id = k.group_id AND i.enterprise_id = k.enterprise_id) + ${TRAVEL_RULES.overstayGraceMinutes}) * 60`),
  },
  // A guide of the group also in another planned or running group whose dates overlap.
  {
    code: "GUIDE_CLASH",
    level: "WARN",
    hits: () =>
      groups(sql`g.status IN ${ACTIVE} AND EXISTS (SELECT 1 FROM ${ids("g.guide_ids")} mine JOIN tour_group o ON o.id <> g.id AND o.status IN ${ACTIVE} AND o.start_at < g.end_at AND o.end_at > g.start_at
        JOIN ${ids("o.guide_ids")} theirs ON theirs.value = mine.value)`),
  },
  // The group's coach also in another planned or running group whose dates overlap.
  {
    code: "VEHICLE_CLASH",
    level: "WARN",
    hits: () =>
      groups(sql`g.status IN ${ACTIVE} AND g.vehicle_id IS NOT NULL AND EXISTS (SELECT 1 FROM tour_group o WHERE o.vehicle_id = g.vehicle_id AND o.id <> g.id AND o.status IN ${ACTIVE} AND o.start_at < g.end_at AND o.end_at > g.start_at)`),
  },
  // A guide whose card is suspended, revoked, cancelled or expired, or ends before the trip does.
  {
    code: "GUIDE_CARD_INVALID",
    level: "SEVERE",
    hits: () =>
      groups(sql`g.status IN ${ACTIVE} AND EXISTS (SELECT 1 FROM ${ids("g.guide_ids")} j JOIN guide d ON d.id = j.value WHERE ${guideCardNotValidBy("d", END_DAY)})`),
  },
  // The coach's road transport certificate, inspection or carrier liability insurance ended, or ends before the trip does.
  {
    code: "VEHICLE_CERT_EXPIRED",
    level: "SEVERE",
    hits: () =>
      groups(sql`g.status IN ${ACTIVE} AND EXISTS (SELECT 1 FROM vehicle v WHERE v.id = g.vehicle_id AND (
        (v.transport_cert_expire <> '' AND v.transport_cert_expire < ${END_DAY}) OR (v.inspection_expire <> '' AND v.inspection_expire < ${END_DAY}) OR (v.insurance_expire <> '' AND v.insurance_expire < ${END_DAY})))`),
  },
  // The driver's licence class does not cover the coach's type (a large bus needs A1).
  {
    code: "DRIVER_CLASS",
    level: "WARN",
    hits: () =>
      groups(sql`g.status IN ${ACTIVE} AND EXISTS (SELECT 1 FROM driver d JOIN vehicle v ON v.id = g.vehicle_id WHERE d.id = g.driver_id AND (d.license_class || ':' || v.vehicle_type) NOT IN (${sql.raw(FITTING)}))`),
  },
];

const CLASHES = TRAVEL_ALERT_RULES.filter((r) => r.code === "GUIDE_CLASH" || r.code === "VEHICLE_CLASH");

/**
 * Runs every rule over the given groups or (no ids) over all of them; the clash rules always run
 * over all groups, as a change to one group starts or ends a clash of another. Answers how many
 * alerts changed.
 */
export async function runTravelRules(db: Executor, now: number, groupIds?: readonly number[]): Promise<number> {
  if (!groupIds) return runAlertRules(db, BOOK, TRAVEL_ALERT_RULES, now);
  const own = TRAVEL_ALERT_RULES.filter((r) => !CLASHES.includes(r));
  return (await runAlertRules(db, BOOK, own, now, groupIds)) + (await runAlertRules(db, BOOK, CLASHES, now));
}
