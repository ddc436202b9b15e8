// Travel supervision (团队/行程监管, reference domain §10): tour groups with their planned
// itinerary, the check-ins recorded on the road (terminal, guide's app, manual) and the alerts
// the travel rules raise. Agencies, enterprises, guides, vehicles and drivers are referred to
// by id without FOREIGN KEY, for the reason given in practitioners.ts. Times are unix seconds.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, updateTime } from "./columns";

export const TOUR_GROUP_STATES = ["PLANNED", "ON_ROAD", "FINISHED", "CANCELLED"] as const;
export const ITINERARY_KINDS = ["SCENIC", "SHOPPING", "MEAL", "HOTEL", "TRANSPORT", "SHOW", "FREE"] as const;
export const CHECKIN_SOURCES = ["TERMINAL", "GUIDE", "MANUAL"] as const;
export const TRAVEL_ALERT_RULES = ["NO_CONTRACT", "UNPLANNED_SHOPPING", "OVERSTAY", "GUIDE_CLASH", "VEHICLE_CLASH", "GUIDE_CARD_INVALID", "VEHICLE_CERT_EXPIRED", "DRIVER_CLASS"] as const;
export const TRAVEL_ALERT_STATES = ["OPEN", "CONFIRMED", "DISMISSED", "TRANSFERRED", "RESOLVED"] as const;

/** A tour group (旅游团队) as reported by its organising agency (团队运行计划表). */
export const tourGroup = sqliteTable(
  "tour_group",
  {
    id: id(),
    /** 团号 */
    tour_no: text().notNull(),
    /** Linked tour contracts, comma-separated ids. */
    contract_ids: emptyText(),
    /** The organising agency (组团社) and the local one (地接社). */
    agency_id: integer().notNull(),
    local_agency_id: integer(),
    /** The organising agency's area (GB/T 2260), for jurisdiction. */
    region_code: integer().notNull().default(0),
    route_name: text().notNull(),
    start_at: integer().notNull(),
    end_at: integer().notNull(),
    tourist_count: integer().notNull().default(1),
    /** Guides (全陪/地陪), comma-separated ids. */
    guide_ids: emptyText(),
    vehicle_id: integer(),
    driver_id: integer(),
    status: text({ enum: TOUR_GROUP_STATES }).notNull().default("PLANNED"),
    depart_time: integer(),
    finish_time: integer(),
    opinion: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("tour_group_no_uq").on(t.tour_no),
    index("tour_group_agency_idx").on(t.agency_id, t.start_at),
    index("tour_group_region_idx").on(t.region_code, t.start_at),
    index("tour_group_status_idx").on(t.status, t.start_at),
    index("tour_group_start_idx").on(t.start_at),
    index("tour_group_end_idx").on(t.end_at),
    index("tour_group_vehicle_idx").on(t.vehicle_id, t.status),
    index("tour_group_local_agency_idx").on(t.local_agency_id),
    index("tour_group_driver_idx").on(t.driver_id),
  ],
);

/** One planned stop of a group's itinerary. */
export const tourItinerary = sqliteTable(
  "tour_itinerary",
  {
    id: id(),
    group_id: integer().notNull(),
    agency_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    day_no: integer().notNull().default(1),
    kind: text({ enum: ITINERARY_KINDS }).notNull(),
    enterprise_id: integer(),
    planned_start: integer().notNull(),
    planned_minutes: integer().notNull().default(60),
    note: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("tour_itinerary_group_idx").on(t.group_id, t.planned_start), index("tour_itinerary_group_enterprise_idx").on(t.group_id, t.enterprise_id), index("tour_itinerary_enterprise_idx").on(t.enterprise_id), index("tour_itinerary_region_idx").on(t.region_code), index("tour_itinerary_agency_idx").on(t.agency_id)],
);

/** A check-in of a group at an enterprise, with the time it left (empty while still there). */
export const tourCheckin = sqliteTable(
  "tour_checkin",
  {
    id: id(),
    group_id: integer().notNull(),
    agency_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    enterprise_id: integer().notNull(),
    source: text({ enum: CHECKIN_SOURCES }).notNull().default("MANUAL"),
    guide_id: integer(),
    checkin_at: integer().notNull(),
    checkout_at: integer(),
    place: emptyText(),
    lng: real(),
    lat: real(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("tour_checkin_group_idx").on(t.group_id, t.checkin_at), index("tour_checkin_enterprise_idx").on(t.enterprise_id), index("tour_checkin_region_idx").on(t.region_code), index("tour_checkin_open_idx").on(t.checkout_at), index("tour_checkin_agency_idx").on(t.agency_id), index("tour_checkin_guide_idx").on(t.guide_id)],
);

/** A hit of the travel rules: raised once per group, rule (and check-in) while undecided, closes itself when its cause goes. */
export const travelAlert = sqliteTable(
  "travel_alert",
  {
    id: id(),
    group_id: integer().notNull(),
    /** The check-in behind the alert (0 for rules about the whole group). */
    checkin_id: integer().notNull().default(0),
    agency_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    rule_code: text({ enum: TRAVEL_ALERT_RULES }).notNull(),
    level: text({ enum: ["INFO", "WARN", "SEVERE"] }).notNull().default("WARN"),
    status: text({ enum: TRAVEL_ALERT_STATES }).notNull().default("OPEN"),
    raised_time: integer().notNull(),
    closed_time: integer(),
    opinion: emptyText(),
    /** The enforcement case number it was transferred to (立案编号). */
    case_no: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("travel_alert_group_idx").on(t.group_id, t.rule_code, t.status), index("travel_alert_status_idx").on(t.status, t.raised_time), index("travel_alert_region_idx").on(t.region_code), index("travel_alert_agency_idx").on(t.agency_id)],
);
