// Practitioners (reference domain §6-§7): tour guides with their guide cards and card
// applications, coach drivers with their vehicles and driver filings. Links to enterprises and
// associations carry no FOREIGN KEY: recycling an enterprise must never cascade into the
// people who worked for it, and restoring it finds every link intact.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, updateTime } from "./columns";
import { AUDIT_STATUSES } from "./enterprise";

export const GUIDE_LEVELS = ["JUNIOR", "INTERMEDIATE", "SENIOR", "SPECIAL"] as const;
export const CARD_STATUSES = ["VALID", "EXPIRING", "EXPIRED", "SUSPENDED", "REVOKED", "CANCELLED"] as const;
export const CREDIT_LEVELS = ["GOOD", "NORMAL", "MINOR", "SEVERE"] as const;
export const AFFILIATION_TYPES = ["AGENCY", "ASSOCIATION"] as const;
export const GUIDE_APPLICATION_KINDS = ["NEW", "RENEWAL", "CHANGE", "CANCEL"] as const;
export const GUIDE_APPLICATION_STATES = ["DRAFT", "AFFILIATION_PENDING", "SUBMITTED", "UNDER_REVIEW", "RETURNED", "APPROVED", "REJECTED", "DECLINED", "WITHDRAWN"] as const;
export const LICENCE_CLASSES = ["A1", "A2", "A3", "B1", "B2", "C1"] as const;
export const VEHICLE_TYPES = ["LARGE_BUS", "MEDIUM_BUS", "SMALL_BUS", "CAR"] as const;

/** A guide and the guide card (电子导游证) they hold. */
export const guide = sqliteTable(
  "guide",
  {
    id: id(),
    /** The member account the guide signs in to the member centre with (files applications). */
    user_id: integer(),
    name: text().notNull(),
    gender: text({ enum: ["1", "2"] }).notNull().default("1"),
    /** GB/T 3304 code of the ethnic group ("01" 汉族 … "56" 基诺族). */
    ethnicity: text().notNull().default("01"),
    birth_date: emptyText(),
    id_no: emptyText(),
    mobile: emptyText(),
    photo: emptyText(),
    qualification_no: emptyText(),
    /** `D-4602-000315` (province + city code, sequence); temporary cards `L-…`. */
    card_no: text().notNull(),
    level: text({ enum: GUIDE_LEVELS }).notNull().default("JUNIOR"),
    /** Language codes, comma-separated. */
    languages: emptyText(),
    affiliation_type: text({ enum: AFFILIATION_TYPES }).notNull().default("AGENCY"),
    /** The travel agency (enterprise, category 11000) when affiliated to one. */
    agency_id: integer(),
    /** The association or guide service centre when registered with one. */
    association_id: integer(),
    /** GB/T 2260 area of the affiliation: where the guide is supervised (属地). */
    region_code: integer().notNull().default(0),
    card_issue_date: emptyText(),
    card_expire_date: emptyText(),
    card_status: text({ enum: CARD_STATUSES }).notNull().default("VALID"),
    credit_level: text({ enum: CREDIT_LEVELS }).notNull().default("NORMAL"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("guide_card_no_uq").on(t.card_no),
    uniqueIndex("guide_id_no_uq").on(t.id_no).where(sql`id_no <> ''`),
    uniqueIndex("guide_user_uq").on(t.user_id).where(sql`user_id IS NOT NULL`),
    index("guide_agency_idx").on(t.agency_id),
    index("guide_association_idx").on(t.association_id),
    index("guide_region_idx").on(t.region_code),
    index("guide_status_idx").on(t.card_status, t.card_expire_date),
    index("guide_expire_idx").on(t.card_expire_date),
  ],
);

/** A guide card application filed by a member (new card, renewal, change of affiliation, cancellation). */
export const guideApplication = sqliteTable(
  "guide_application",
  {
    id: id(),
    user_id: integer().notNull(),
    /** The guide the application is about (renewal, change, cancellation; a new card once issued). */
    guide_id: integer(),
    kind: text({ enum: GUIDE_APPLICATION_KINDS }).notNull().default("NEW"),
    status: text({ enum: GUIDE_APPLICATION_STATES }).notNull().default("DRAFT"),
    name: text().notNull().default(""),
    gender: text({ enum: ["1", "2"] }).notNull().default("1"),
    ethnicity: text().notNull().default("01"),
    birth_date: emptyText(),
    id_no: emptyText(),
    mobile: emptyText(),
    photo: emptyText(),
    qualification_no: emptyText(),
    level: text({ enum: GUIDE_LEVELS }).notNull().default("JUNIOR"),
    languages: emptyText(),
    affiliation_type: text({ enum: AFFILIATION_TYPES }).notNull().default("AGENCY"),
    agency_id: integer(),
    association_id: integer(),
    region_code: integer().notNull().default(0),
    /** Why (change of affiliation, cancellation). */
    reason: emptyText(),
    missing_items: emptyText(),
    opinion: emptyText(),
    submit_time: integer(),
    /** The affiliate confirms or declines within 5 working days of submission. */
    confirm_due_time: integer(),
    confirm_time: integer(),
    /** Missing materials are told within 5 working days of confirmation. */
    notify_due_time: integer(),
    accept_time: integer(),
    /** The decision is due 10 working days after acceptance. */
    decide_due_time: integer(),
    decide_time: integer(),
    /** The card number issued on approval. */
    card_no: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index("guide_application_user_idx").on(t.user_id, t.id),
    index("guide_application_status_idx").on(t.status, t.submit_time),
    index("guide_application_agency_idx").on(t.agency_id),
    index("guide_application_association_idx").on(t.association_id),
    index("guide_application_region_idx").on(t.region_code),
    index("guide_application_guide_idx").on(t.guide_id),
  ],
);

/** A coach driver (旅游客运驾驶员) of a tourist coach operator (category 16000). */
export const driver = sqliteTable(
  "driver",
  {
    id: id(),
    name: text().notNull(),
    gender: text({ enum: ["1", "2"] }).notNull().default("1"),
    id_no: emptyText(),
    mobile: emptyText(),
    /** The driving licence's 12-digit file number (the licence number itself is the ID number). */
    license_no: emptyText(),
    license_class: text({ enum: LICENCE_CLASSES }).notNull().default("A1"),
    license_expire_date: emptyText(),
    /** 道路旅客运输从业资格证 */
    qualification_no: emptyText(),
    qualification_expire_date: emptyText(),
    company_id: integer().notNull(),
    status: text({ enum: ["ACTIVE", "SUSPENDED", "LEFT"] }).notNull().default("ACTIVE"),
    credit_level: text({ enum: CREDIT_LEVELS }).notNull().default("NORMAL"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("driver_company_idx").on(t.company_id, t.status), index("driver_id_no_idx").on(t.id_no, t.status), index("driver_licence_expire_idx").on(t.license_expire_date)],
);

export const vehicle = sqliteTable(
  "vehicle",
  {
    id: id(),
    /** `琼B·12345` */
    plate_no: text().notNull(),
    plate_color: text({ enum: ["BLUE", "YELLOW", "GREEN", "YELLOW_GREEN"] }).notNull().default("YELLOW"),
    vehicle_type: text({ enum: VEHICLE_TYPES }).notNull().default("LARGE_BUS"),
    seats: integer().notNull().default(0),
    brand_model: emptyText(),
    /** 道路运输证 */
    transport_cert_no: emptyText(),
    transport_cert_expire: emptyText(),
    inspection_expire: emptyText(),
    /** 承运人责任险 */
    insurance_expire: emptyText(),
    company_id: integer().notNull(),
    status: text({ enum: ["ACTIVE", "SUSPENDED", "SCRAPPED"] }).notNull().default("ACTIVE"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("vehicle_plate_uq").on(t.plate_no), index("vehicle_company_idx").on(t.company_id, t.status), index("vehicle_transport_expire_idx").on(t.transport_cert_expire)],
);

/** A coach operator files a driver (new hire) for review; automatic pre-checks go with it. */
export const driverApplication = sqliteTable(
  "driver_application",
  {
    id: id(),
    company_id: integer().notNull(),
    /** The driver record made (or updated) on approval. */
    driver_id: integer(),
    name: text().notNull().default(""),
    gender: text({ enum: ["1", "2"] }).notNull().default("1"),
    id_no: emptyText(),
    mobile: emptyText(),
    license_no: emptyText(),
    license_class: text({ enum: LICENCE_CLASSES }).notNull().default("A1"),
    license_expire_date: emptyText(),
    qualification_no: emptyText(),
    qualification_expire_date: emptyText(),
    status: text({ enum: AUDIT_STATUSES }).notNull().default("DRAFT"),
    /** The automatic pre-checks as last run (JSON list), and whether all passed ('1'/'0'). */
    precheck: emptyText(),
    precheck_ok: text({ enum: ["0", "1"] }).notNull().default("0"),
    missing_items: emptyText(),
    opinion: emptyText(),
    submit_time: integer(),
    accept_time: integer(),
    decide_time: integer(),
    notify_due_time: integer(),
    decide_due_time: integer(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("driver_application_company_idx").on(t.company_id), index("driver_application_status_idx").on(t.status, t.submit_time), index("driver_application_driver_idx").on(t.driver_id)],
);
