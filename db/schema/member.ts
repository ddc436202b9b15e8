// Members (front-end users), their groups and menu rules, and balance / score ledgers.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, flag, id, nocaseText, status01, updateTime, weigh } from "./columns";

export const userGroup = sqliteTable("user_group", {
  id: id(),
  name: text().notNull(),
  name_en: emptyText(),
  /** Comma-separated user_rule ids, or `*`. */
  rules: emptyText(),
  status: status01(),
  create_time: createTime(),
  update_time: updateTime(),
});

export const user = sqliteTable(
  "user",
  {
    id: id(),
    group_id: integer().notNull().default(0),
    username: nocaseText().notNull(),
    nickname: emptyText(),
    email: nocaseText().notNull().default(""),
    mobile: emptyText(),
    avatar: emptyText(),
    /** 0 unknown, 1 male, 2 female. */
    gender: integer().notNull().default(0),
    /** yyyy-mm-dd */
    birthday: text(),
    /** Balance in cents (fen). */
    money: integer().notNull().default(0),
    score: integer().notNull().default(0),
    last_login_time: integer(),
    last_login_ip: emptyText(),
    login_failure: integer().notNull().default(0),
    login_failure_time: integer(),
    join_ip: emptyText(),
    join_time: integer(),
    motto: emptyText(),
    password: emptyText(),
    status: text({ enum: ["enable", "disable"] }).notNull().default("enable"),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("user_username_uq").on(t.username),
    uniqueIndex("user_email_uq").on(t.email).where(sql`email <> ''`),
    uniqueIndex("user_mobile_uq").on(t.mobile).where(sql`mobile <> ''`),
    index("user_group_idx").on(t.group_id),
    index("user_join_idx").on(t.join_time),
    index("user_status_idx").on(t.status),
    // The member list filtered by status and sorted by join time (the common admin view).
    index("user_status_join_idx").on(t.status, t.join_time),
  ],
);

export const userRule = sqliteTable(
  "user_rule",
  {
    id: id(),
    pid: integer().notNull().default(0),
    type: text({ enum: ["route", "menu_dir", "menu", "nav_user_menu", "nav", "button"] }).notNull().default("menu"),
    title: text().notNull(),
    title_en: emptyText(),
    name: nocaseText().notNull(),
    path: emptyText(),
    icon: emptyText(),
    menu_type: text({ enum: ["tab", "link", "iframe"] }).notNull().default("tab"),
    url: emptyText(),
    component: emptyText(),
    /** Also offered to visitors who are not logged in. */
    no_login_valid: flag(),
    extend: text({ enum: ["none", "add_rules_only", "add_menu_only"] }).notNull().default("none"),
    remark: emptyText(),
    remark_en: emptyText(),
    weigh: weigh(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("user_rule_name_uq").on(t.name), index("user_rule_pid_idx").on(t.pid), index("user_rule_order_idx").on(t.weigh, t.id)],
);

const ledgerColumns = () => ({
  id: id(),
  user_id: integer()
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Admin who made the entry; 0 for entries the system made (check-in, orders). */
  admin_id: integer().notNull().default(0),
  before: integer().notNull(),
  after: integer().notNull(),
  memo: emptyText(),
  create_time: createTime(),
});

export const userMoneyLog = sqliteTable(
  "user_money_log",
  {
    ...ledgerColumns(),
    /** Change in cents; negative for a deduction. */
    money: integer().notNull(),
  },
  (t) => [index("user_money_log_user_idx").on(t.user_id, t.create_time), index("user_money_log_time_idx").on(t.create_time)],
);

export const userScoreLog = sqliteTable(
  "user_score_log",
  {
    ...ledgerColumns(),
    score: integer().notNull(),
  },
  (t) => [index("user_score_log_user_idx").on(t.user_id, t.create_time), index("user_score_log_time_idx").on(t.create_time)],
);
