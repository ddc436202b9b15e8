// Complaints and opinions (reference domain §14, 旅游投诉处理办法): the complaint itself with its
// statutory time limits, its evidence files (append-only: the migration adds triggers that refuse
// any UPDATE or DELETE), the messages sent to the complainant, and opinions (suggestions) with
// the bureau's reply.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, updateTime } from "./columns";

export const complaint = sqliteTable(
  "complaint",
  {
    id: id(),
    /** `TS` + yyyyMMdd (received, site time zone) + a 4-digit sequence of that day. */
    complaint_no: text().notNull(),
    type: text().notNull().default("COMPLAINT"),
    source: text().notNull().default("PLATFORM_WEB"),
    complainant_name: text().notNull(),
    complainant_mobile: emptyText(),
    complainant_id_no: emptyText(),
    complainant_email: emptyText(),
    /** GB/T 2260 code of the complainant's home province (0: not given). */
    complainant_province: integer().notNull().default(0),
    complainant_count: integer().notNull().default(1),
    /** Representatives chosen when four or more complain together (comma-separated names). */
    representatives: emptyText(),
    /** The member who filed it in the member centre (0: filed by phone, visit or the public page). */
    member_id: integer().notNull().default(0),
    /** How the complainant is told of each step. */
    notify_by: text().notNull().default("sms"),
    /** Language of the messages to the complainant. */
    lang: text().notNull().default("zh-cn"),
    /** HMAC of the code that lets the complainant follow the case by its number. */
    query_code_hash: emptyText(),
    respondent_type: text().notNull().default("ENTERPRISE"),
    /** The enterprise complained about, when it is in the registry. */
    respondent_id: integer(),
    respondent_name: text().notNull(),
    category: text().notNull().default("OTHER"),
    incident_time: integer(),
    /** The area whose bureau handles it (jurisdiction): where it happened, or where it was transferred. */
    region_code: integer().notNull(),
    place: emptyText(),
    /** When the tour contract ended (the 90-day rule); a linked contract's return date. */
    contract_end_date: emptyText(),
    /** The tour contract it is about (the complainant's own, when a member files it). */
    contract_id: integer(),
    /** The order it is about (the complainant's own, when a member files it). */
    order_id: integer(),
    request: emptyText(),
    /** Cents. */
    claim_amount: integer(),
    description: text().notNull(),
    status: text().notNull().default("RECEIVED"),
    handler_id: integer().notNull().default(0),
    handler_name: emptyText(),
    received_time: integer().notNull(),
    accept_time: integer(),
    notify_time: integer(),
    reply_time: integer(),
    result_time: integer(),
    close_time: integer(),
    /** 5 working days from receipt to accept, refuse or transfer. */
    accept_due_time: integer(),
    /** 5 working days from acceptance to notify the respondent. */
    notify_due_time: integer(),
    /** 10 days for the respondent's written reply. */
    reply_due_time: integer(),
    /** 60 days from acceptance to a mediation agreement or its termination. */
    result_due_time: integer(),
    refuse_ground: emptyText(),
    /** Bureau area a transfer sent it to. */
    transfer_to: integer(),
    transferred_to_id: integer(),
    transferred_from_id: integer(),
    /** MEDIATED, MEDIATION_FAILED, ON_SPOT, REFUSED, TRANSFERRED, WITHDRAWN. */
    result: emptyText(),
    /** The record of the latest decision: refusal reason, agreement, termination, on-the-spot record. */
    result_text: emptyText(),
    /** Cents. */
    compensation_amount: integer(),
    /** Steps the bureau took after their time limit had passed (0: handled on time). */
    late_steps: integer().notNull().default(0),
    /** Provincial supervision (督办). */
    supervised: text({ enum: ["0", "1"] }).notNull().default("0"),
    supervise_due_time: integer(),
    supervise_note: emptyText(),
    supervise_time: integer(),
    /** 1-5, given by the complainant after closure. */
    satisfaction: integer(),
    rate_comment: emptyText(),
    rate_time: integer(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("complaint_no_uq").on(t.complaint_no),
    index("complaint_status_idx").on(t.status, t.received_time),
    index("complaint_region_idx").on(t.region_code, t.status),
    index("complaint_respondent_idx").on(t.respondent_id, t.status),
    index("complaint_member_idx").on(t.member_id, t.id),
    index("complaint_received_idx").on(t.received_time),
    index("complaint_supervised_idx").on(t.supervised, t.status),
    index("complaint_contract_idx").on(t.contract_id),
    index("complaint_order_idx").on(t.order_id),
  ],
);

/** Evidence files of a complaint: append-only (the migration's triggers refuse UPDATE and DELETE). */
export const complaintEvidence = sqliteTable(
  "complaint_evidence",
  {
    id: id(),
    complaint_id: integer()
      .notNull()
      .references(() => complaint.id),
    /** Stored path (content-addressed: the same path is always the same bytes). */
    url: text().notNull(),
    name: emptyText(),
    size: integer().notNull().default(0),
    mimetype: emptyText(),
    sha1: emptyText(),
    /** `member`, `public` or `admin`. */
    uploader_type: text().notNull().default("admin"),
    uploader_id: integer().notNull().default(0),
    uploader_name: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("complaint_evidence_complaint_idx").on(t.complaint_id, t.id)],
);

/** Every message sent to a complainant about their case (SMS or e-mail), as sent. */
export const complaintMessage = sqliteTable(
  "complaint_message",
  {
    id: id(),
    complaint_id: integer()
      .notNull()
      .references(() => complaint.id),
    /** `sms` or `email`. */
    channel: text().notNull(),
    target: text().notNull(),
    /** The template: received, accepted, refused, … */
    event: text().notNull(),
    content: text().notNull(),
    status: text({ enum: ["sent", "failed"] }).notNull().default("sent"),
    error: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("complaint_message_complaint_idx").on(t.complaint_id, t.id)],
);

/** Opinions and suggestions from members and the public, answered by the bureau; some published. */
export const complaintOpinion = sqliteTable(
  "complaint_opinion",
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull(),
    name: emptyText(),
    mobile: emptyText(),
    email: emptyText(),
    member_id: integer().notNull().default(0),
    /** The bureau it is addressed to (the province by default). */
    region_code: integer().notNull().default(460000),
    status: text().notNull().default("SUBMITTED"),
    reply: emptyText(),
    reply_time: integer(),
    replier_name: emptyText(),
    /** '1': the question and answer are on the public page. */
    is_public: text({ enum: ["0", "1"] }).notNull().default("0"),
    publish_time: integer(),
    lang: text().notNull().default("zh-cn"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("complaint_opinion_status_idx").on(t.status, t.create_time), index("complaint_opinion_public_idx").on(t.is_public, t.publish_time), index("complaint_opinion_region_idx").on(t.region_code)],
);
