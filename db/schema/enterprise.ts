// Market entities (reference domain §3-§5): enterprise categories, the enterprise registry
// with its registration state, change requests, the audit trail, staff and associations.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, flag, id, status01, updateTime, weigh } from "./columns";

/** Registration / change states (domain §2 shared audit enum). */
export const AUDIT_STATUSES = ["DRAFT", "SUBMITTED", "UNDER_REVIEW", "RETURNED", "APPROVED", "REJECTED", "WITHDRAWN"] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const enterpriseCategory = sqliteTable(
  "enterprise_category",
  {
    /** The spec's category ids (11000 … 25000; children of 24000 are 24066 … 24087). */
    id: integer().primaryKey(),
    pid: integer().notNull().default(0),
    name: text().notNull(),
    name_en: emptyText(),
    family: text({ enum: ["tourism", "culture"] }).notNull().default("tourism"),
    /** GB/T 4754-2017 industry class(es), for statistics. */
    gbt4754_code: emptyText(),
    /** The licence or qualification enterprises of this category hold. */
    license_name: emptyText(),
    license_name_en: emptyText(),
    needs_license: flag(),
    weigh: weigh(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("enterprise_category_pid_idx").on(t.pid, t.weigh)],
);

export const enterprise = sqliteTable(
  "enterprise",
  {
    id: id(),
    category_id: integer()
      .notNull()
      .references(() => enterpriseCategory.id),
    name: text().notNull(),
    name_en: emptyText(),
    /** Unified social credit code (GB 32100); empty only while a registration is a draft. */
    uscc: emptyText(),
    legal_person: emptyText(),
    legal_person_id_no: emptyText(),
    contact_name: emptyText(),
    contact_phone: emptyText(),
    /** GB/T 2260 code of the district (or city without districts); 0 while a draft has none. */
    region_code: integer().notNull().default(0),
    address: emptyText(),
    lng: real(),
    lat: real(),
    zoom: integer(),
    business_scope: emptyText(),
    license_no: emptyText(),
    license_issue_date: emptyText(),
    license_expire_date: emptyText(),
    license_authority: emptyText(),
    business_license_image: emptyText(),
    license_images: emptyText(),
    /** A_1…A_5 (A-level scenic spots), STAR_1…STAR_5 (hotels), or empty. */
    rating: emptyText(),
    capacity_instant: integer(),
    capacity_daily: integer(),
    rooms: integer(),
    beds: integer(),
    fleet_size: integer(),
    venue_area: integer(),
    terminals: integer(),
    outbound: flag(),
    status: text({ enum: ["NORMAL", "SUSPENDED", "REVOKED", "CANCELLED", "EXPIRED"] }).notNull().default("NORMAL"),
    credit_level: text({ enum: ["GOOD", "NORMAL", "MINOR", "SEVERE"] }).notNull().default("NORMAL"),
    audit_status: text({ enum: AUDIT_STATUSES }).notNull().default("DRAFT"),
    /** Items to supply after a return, as a JSON list of strings. */
    missing_items: emptyText(),
    /** Opinion of the latest audit decision. */
    audit_opinion: emptyText(),
    submit_time: integer(),
    accept_time: integer(),
    decide_time: integer(),
    /** When the incomplete-materials notice is due (5 working days after submission). */
    notify_due_time: integer(),
    /** When the decision is due (20 working days after acceptance). */
    decide_due_time: integer(),
    /** The enterprise account that registered it (0 when entered by staff). */
    applicant_id: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("enterprise_uscc_uq").on(t.uscc).where(sql`uscc <> ''`),
    index("enterprise_category_idx").on(t.category_id, t.audit_status),
    index("enterprise_region_idx").on(t.region_code),
    index("enterprise_audit_idx").on(t.audit_status, t.submit_time),
    index("enterprise_expire_idx").on(t.license_expire_date),
    index("enterprise_name_idx").on(t.name),
  ],
);

/** Changes to an approved enterprise wait here until a supervisor approves them (domain §4.2). */
export const enterpriseChangeRequest = sqliteTable(
  "enterprise_change_request",
  {
    id: id(),
    enterprise_id: integer()
      .notNull()
      .references(() => enterprise.id, { onDelete: "cascade" }),
    /** JSON object: field -> {from, to} (wire values). */
    changes: text().notNull().default("{}"),
    reason: emptyText(),
    status: text({ enum: AUDIT_STATUSES }).notNull().default("SUBMITTED"),
    missing_items: emptyText(),
    opinion: emptyText(),
    submit_time: integer(),
    accept_time: integer(),
    decide_time: integer(),
    notify_due_time: integer(),
    decide_due_time: integer(),
    applicant_id: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("enterprise_change_enterprise_idx").on(t.enterprise_id), index("enterprise_change_status_idx").on(t.status, t.submit_time)],
);

/** One row per state transition of an audited entity (domain §2 audit log). */
export const auditRecord = sqliteTable(
  "audit_record",
  {
    id: id(),
    /** `enterprise` (registration) or `enterprise_change` (change request). */
    entity_type: text().notNull(),
    entity_id: integer().notNull(),
    enterprise_id: integer().notNull().default(0),
    action: text().notNull(),
    from_status: emptyText(),
    to_status: text().notNull(),
    opinion: emptyText(),
    missing_items: emptyText(),
    /** Further inputs of the move (a refusal's legal ground, a compensation amount) as JSON wire values. */
    details: emptyText(),
    /** Who moved it: `admin`, `member`, `public` (a complainant by number and code) or `system` (a time limit passed). */
    operator_type: text().notNull().default("admin"),
    operator_id: integer().notNull().default(0),
    operator_name: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("audit_record_entity_idx").on(t.entity_type, t.entity_id, t.id), index("audit_record_enterprise_idx").on(t.enterprise_id, t.id)],
);

/** Practitioners employed by an enterprise (从业人员). */
export const enterpriseStaff = sqliteTable(
  "enterprise_staff",
  {
    id: id(),
    enterprise_id: integer()
      .notNull()
      .references(() => enterprise.id, { onDelete: "cascade" }),
    name: text().notNull(),
    gender: text({ enum: ["0", "1", "2"] }).notNull().default("0"),
    id_no: emptyText(),
    mobile: emptyText(),
    position: emptyText(),
    certificate_no: emptyText(),
    certificate_expire_date: emptyText(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("enterprise_staff_enterprise_idx").on(t.enterprise_id)],
);

export const association = sqliteTable(
  "association",
  {
    id: id(),
    name: text().notNull(),
    name_en: emptyText(),
    uscc: emptyText(),
    type: text({ enum: ["TOURISM", "GUIDE", "HOTEL", "SCENIC", "ENTERTAINMENT", "OTHER"] }).notNull().default("TOURISM"),
    region_code: integer().notNull().default(0),
    contact_name: emptyText(),
    contact_phone: emptyText(),
    address: emptyText(),
    /** The admin account the association signs in with (sees its own members). */
    admin_id: integer(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("association_uscc_uq").on(t.uscc).where(sql`uscc <> ''`), index("association_admin_idx").on(t.admin_id)],
);

export const associationMember = sqliteTable(
  "association_member",
  {
    id: id(),
    association_id: integer()
      .notNull()
      .references(() => association.id, { onDelete: "cascade" }),
    enterprise_id: integer()
      .notNull()
      .references(() => enterprise.id, { onDelete: "cascade" }),
    role: text({ enum: ["MEMBER", "COUNCIL", "VICE_PRESIDENT", "PRESIDENT"] }).notNull().default("MEMBER"),
    join_date: emptyText(),
    status: status01(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex("association_member_uq").on(t.association_id, t.enterprise_id), index("association_member_enterprise_idx").on(t.enterprise_id)],
);
