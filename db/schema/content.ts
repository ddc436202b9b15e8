// Content (reference domain §15-§16): article categories and articles (news, policy
// interpretation, travel tips, warnings) with their review workflow and scheduled publishing;
// notices from a bureau to an audience with one receipt row per recipient (read or not, reminded
// how often); the help library (laws, regulations, standards) and help articles for console
// pages. `search_index` is the full-text index of all of them (FTS5, created in the migration:
// Chinese text is stored as overlapping character pairs, see server/services/full-text.ts).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, status01, updateTime, weigh } from "./columns";

export const ARTICLE_STATES = ["DRAFT", "PENDING", "SCHEDULED", "PUBLISHED", "REJECTED", "WITHDRAWN"] as const;
export const NOTICE_STATES = ["DRAFT", "PUBLISHED", "WITHDRAWN"] as const;
export const NOTICE_AUDIENCES = ["ALL", "STAFF", "ENTERPRISES", "CATEGORY", "AREA", "GROUPS"] as const;
export const NOTICE_IMPORTANCE = ["NORMAL", "IMPORTANT", "URGENT"] as const;
export const LIBRARY_KINDS = ["LAW", "REGULATION", "RULE", "LOCAL", "STANDARD", "NORMATIVE"] as const;
export const LIBRARY_VALIDITY = ["EFFECTIVE", "AMENDED", "REPEALED"] as const;

export const contentCategory = sqliteTable("content_category", {
  id: id(),
  name: text().notNull(),
  name_en: emptyText(),
  weigh: weigh(),
  status: status01(),
  create_time: createTime(),
  update_time: updateTime(),
}, (t) => [index("content_category_weigh_idx").on(t.weigh)]);

export const contentArticle = sqliteTable(
  "content_article",
  {
    id: id(),
    category_id: integer()
      .notNull()
      .references(() => contentCategory.id),
    title: text().notNull(),
    title_en: emptyText(),
    summary: emptyText(),
    summary_en: emptyText(),
    cover: emptyText(),
    /** Sanitised HTML. */
    body: emptyText(),
    body_en: emptyText(),
    author: emptyText(),
    source: emptyText(),
    /** Comma-separated. */
    tags: emptyText(),
    status: text({ enum: ARTICLE_STATES }).notNull().default("DRAFT"),
    /** When it is (or was) published; a future time with the `schedule` move publishes it on the tick. */
    publish_time: integer(),
    submit_time: integer(),
    decide_time: integer(),
    opinion: emptyText(),
    /** The issuing bureau's area (jurisdiction); 460000 the province. */
    region_code: integer().notNull().default(460000),
    admin_id: integer().notNull().default(0),
    views: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index("content_article_status_publish_idx").on(t.status, t.publish_time),
    index("content_article_category_idx").on(t.category_id, t.status, t.publish_time),
    index("content_article_update_idx").on(t.update_time),
  ],
);

export const contentNotice = sqliteTable(
  "content_notice",
  {
    id: id(),
    title: text().notNull(),
    title_en: emptyText(),
    body: emptyText(),
    body_en: emptyText(),
    /** Comma-separated stored file paths. */
    attachments: emptyText(),
    importance: text({ enum: NOTICE_IMPORTANCE }).notNull().default("NORMAL"),
    audience: text({ enum: NOTICE_AUDIENCES }).notNull().default("ALL"),
    /** Enterprise category ids (CATEGORY), comma-separated. */
    audience_categories: emptyText(),
    /** GB/T 2260 code (AREA): enterprises and staff inside it. */
    audience_area: integer().notNull().default(0),
    /** Admin group ids (GROUPS), comma-separated. */
    audience_groups: emptyText(),
    /** Enterprise ids (ENTERPRISES with a choice; empty: all enterprises), comma-separated. */
    audience_enterprises: emptyText(),
    /** Shown on the public site too. */
    public: text({ enum: ["0", "1"] }).notNull().default("0"),
    status: text({ enum: NOTICE_STATES }).notNull().default("DRAFT"),
    publish_time: integer(),
    expire_time: integer(),
    recipients: integer().notNull().default(0),
    region_code: integer().notNull().default(460000),
    admin_id: integer().notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("content_notice_status_idx").on(t.status, t.publish_time)],
);

/** One row per recipient of a published notice: read or not, reminded how often. */
export const contentNoticeReceipt = sqliteTable(
  "content_notice_receipt",
  {
    id: id(),
    notice_id: integer()
      .notNull()
      .references(() => contentNotice.id, { onDelete: "cascade" }),
    admin_id: integer().notNull(),
    read_time: integer(),
    remind_count: integer().notNull().default(0),
    remind_time: integer(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex("content_notice_receipt_uq").on(t.notice_id, t.admin_id), index("content_notice_receipt_admin_idx").on(t.admin_id, t.read_time)],
);

export const helpLibrary = sqliteTable(
  "help_library",
  {
    id: id(),
    title: text().notNull(),
    title_en: emptyText(),
    kind: text({ enum: LIBRARY_KINDS }).notNull().default("LAW"),
    issuer: emptyText(),
    doc_no: emptyText(),
    issue_date: emptyText(),
    effective_date: emptyText(),
    validity: text({ enum: LIBRARY_VALIDITY }).notNull().default("EFFECTIVE"),
    body: emptyText(),
    file: emptyText(),
    public: text({ enum: ["0", "1"] }).notNull().default("1"),
    weigh: weigh(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("help_library_kind_idx").on(t.kind, t.issue_date), index("help_library_weigh_idx").on(t.weigh, t.issue_date)],
);

export const helpArticle = sqliteTable(
  "help_article",
  {
    id: id(),
    /** The console page it explains: its menu rule (the rule's name is the page's path). */
    rule_id: integer().notNull(),
    title: text().notNull(),
    title_en: emptyText(),
    body: emptyText(),
    body_en: emptyText(),
    weigh: weigh(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("help_article_rule_idx").on(t.rule_id, t.status), index("help_article_weigh_idx").on(t.weigh)],
);
