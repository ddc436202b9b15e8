// Tour contracts (reference domain §9) and tour products (§12): the national model contract
// texts with their cancellation schedules (kept as data), the contracts agencies make with
// tourists and the travellers on them, the user-contract-supervision alerts and the
// supervisor's guidance prices. Agencies are enterprises (category
// 11000); no FOREIGN KEY to them, for the reason given in practitioners.ts. Money in cents.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, status01, updateTime } from "./columns";

export const CONTRACT_TEMPLATE_CODES = ["DOMESTIC_GROUP", "OUTBOUND_GROUP", "DAY_TOUR", "LOCAL", "SUPPLEMENT"] as const;
export const CONTRACT_STATES = ["DRAFT", "PENDING_SIGN", "SIGNED", "IN_PROGRESS", "COMPLETED", "VOID", "CANCELLED_BY_TOURIST", "CANCELLED_BY_AGENCY", "TERMINATED"] as const;
export const CANCELLATION_PARTIES = ["TOURIST", "AGENCY"] as const;
export const CONTRACT_ALERT_RULES = ["DEPARTED_UNSIGNED", "NO_GUIDE", "NO_ID_NUMBERS", "LOW_PRICE", "GUIDE_CARD_INVALID", "OUTBOUND_SCOPE", "EXTRA_SHOPPING", "DUPLICATE_ID"] as const;
export const ALERT_STATES = ["OPEN", "CONFIRMED", "DISMISSED", "RESOLVED"] as const;

/** A model contract text (示范文本) and its edition; contracts keep the version they were made on. */
export const contractTemplate = sqliteTable(
  "contract_template",
  {
    id: id(),
    code: text({ enum: CONTRACT_TEMPLATE_CODES }).notNull(),
    name: text().notNull(),
    name_en: emptyText(),
    /** The model text's number, e.g. GF-2014-2401. */
    edition: emptyText(),
    version: integer().notNull().default(1),
    /** The main terms printed on the contract. */
    terms: emptyText(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("contract_template_code_idx").on(t.code, t.version)],
);

/** One step of a template's cancellation schedule: who cancels, how many days before departure, the rate. */
export const contractCancellationRule = sqliteTable(
  "contract_cancellation_rule",
  {
    id: id(),
    template_id: integer().notNull(),
    party: text({ enum: CANCELLATION_PARTIES }).notNull(),
    /** Whole days before the departure day, both ends included (0 = the departure day). */
    days_from: integer().notNull(),
    days_to: integer().notNull(),
    /** Percent of the total price: deducted (tourist cancels) or paid as penalty (agency cancels). */
    rate: integer().notNull(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("contract_cancellation_rule_template_idx").on(t.template_id, t.party, t.days_from)],
);

export const tourContract = sqliteTable(
  "tour_contract",
  {
    id: id(),
    /** HT + yyyymmdd + 4-digit sequence of the day. */
    contract_no: text().notNull(),
    /** Printed on the PDF; with the number it opens the public check. */
    check_code: text().notNull(),
    template_id: integer().notNull(),
    version: integer().notNull().default(1),
    /** The travel agency (enterprise). */
    agency_id: integer().notNull(),
    /** The agency's area (GB/T 2260), for jurisdiction. */
    region_code: integer().notNull().default(0),
    /** The agency's licence number as signed. */
    agency_license_no: emptyText(),
    tour_no: emptyText(),
    route_name: text().notNull(),
    depart_place: emptyText(),
    return_place: emptyText(),
    /** Unix seconds. */
    depart_at: integer().notNull(),
    return_at: integer().notNull(),
    days: integer().notNull().default(1),
    nights: integer().notNull().default(0),
    min_group_size: integer().notNull().default(1),
    adult_count: integer().notNull().default(1),
    child_count: integer().notNull().default(0),
    adult_price: integer().notNull().default(0),
    child_price: integer().notNull().default(0),
    total_amount: integer().notNull().default(0),
    paid_amount: integer().notNull().default(0),
    payment_method: emptyText(),
    shopping_stops: integer().notNull().default(0),
    shopping_list: emptyText(),
    paid_extras: emptyText(),
    insurance_policy_no: emptyText(),
    guide_id: integer(),
    signer_name: emptyText(),
    signer_id_no: emptyText(),
    signer_mobile: emptyText(),
    sign_channel: text({ enum: ["APP", "WECHAT", "PC", "OFFLINE"] }).notNull().default("PC"),
    status: text({ enum: CONTRACT_STATES }).notNull().default("DRAFT"),
    sent_time: integer(),
    /** Unsigned 72 hours after it was sent: void. */
    sign_due_time: integer(),
    signed_time: integer(),
    cancel_time: integer(),
    /** Cents: deducted from the refund (tourist cancels, termination), or the agency's penalty. */
    deduction_amount: integer().notNull().default(0),
    penalty_amount: integer().notNull().default(0),
    refund_amount: integer().notNull().default(0),
    opinion: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("tour_contract_no_uq").on(t.contract_no),
    index("tour_contract_agency_idx").on(t.agency_id, t.depart_at),
    // The list filtered by agency and state over a departure range, sorted by departure: the
    // count and the page read this index alone (the area, for supervisors, is in it too).
    index("tour_contract_agency_status_idx").on(t.agency_id, t.status, t.depart_at, t.region_code),
    index("tour_contract_region_idx").on(t.region_code, t.depart_at),
    index("tour_contract_status_idx").on(t.status, t.depart_at),
    index("tour_contract_depart_idx").on(t.depart_at),
    index("tour_contract_return_idx").on(t.return_at),
    index("tour_contract_sign_due_idx").on(t.sign_due_time),
    index("tour_contract_signer_mobile_idx").on(t.signer_mobile),
    index("tour_contract_guide_idx").on(t.guide_id),
    index("tour_contract_template_idx").on(t.template_id),
  ],
);

/** A traveller of a contract (游客名单). */
export const contractTourist = sqliteTable(
  "contract_tourist",
  {
    id: id(),
    contract_id: integer().notNull(),
    /** Copied from the contract: scope and jurisdiction. */
    agency_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    name: text().notNull(),
    gender: text({ enum: ["1", "2"] }).notNull().default("1"),
    age: integer().notNull().default(0),
    id_type: text({ enum: ["ID_CARD", "PASSPORT", "HK_MACAO_PASS", "TAIWAN_PASS"] }).notNull().default("ID_CARD"),
    id_no: emptyText(),
    mobile: emptyText(),
    health_note: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index("contract_tourist_contract_idx").on(t.contract_id),
    index("contract_tourist_agency_idx").on(t.agency_id),
    index("contract_tourist_region_idx").on(t.region_code),
    // The duplicate-ID rule joins travellers by ID number.
    index("contract_tourist_id_no_idx").on(t.id_no),
  ],
);

/** A hit of the user-contract-supervision rules: raised once per contract and rule while undecided, closes itself when its cause goes. */
export const contractAlert = sqliteTable(
  "contract_alert",
  {
    id: id(),
    contract_id: integer().notNull(),
    agency_id: integer().notNull().default(0),
    region_code: integer().notNull().default(0),
    rule_code: text({ enum: CONTRACT_ALERT_RULES }).notNull(),
    level: text({ enum: ["INFO", "WARN", "SEVERE"] }).notNull().default("WARN"),
    status: text({ enum: ALERT_STATES }).notNull().default("OPEN"),
    raised_time: integer().notNull(),
    closed_time: integer(),
    opinion: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("contract_alert_contract_idx").on(t.contract_id, t.rule_code, t.status), index("contract_alert_status_idx").on(t.status, t.raised_time), index("contract_alert_region_idx").on(t.region_code), index("contract_alert_agency_idx").on(t.agency_id)],
);

/** A guidance price (诚信旅游指导价) published by the supervisor per route, days and season. */
export const guidancePrice = sqliteTable(
  "guidance_price",
  {
    id: id(),
    route_name: text().notNull(),
    days: integer().notNull().default(1),
    season: text({ enum: ["PEAK", "SHOULDER", "LOW", "ALL"] }).notNull().default("ALL"),
    /** Cents per adult. */
    price: integer().notNull(),
    valid_from: text().notNull(),
    valid_to: text().notNull(),
    region_code: integer().notNull().default(0),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("guidance_price_route_idx").on(t.route_name, t.days, t.valid_from)],
);
