// Admin accounts, groups, menu/permission rules and the admin operation log.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, flag, id, nocaseText, status01, updateTime, weigh } from "./columns";

export const admin = sqliteTable(
  "admin",
  {
    id: id(),
    username: nocaseText().notNull(),
    nickname: emptyText(),
    avatar: emptyText(),
    email: nocaseText().notNull().default(""),
    mobile: emptyText(),
    login_failure: integer().notNull().default(0),
    /** Start of the current 24 h window of failed logins (lockout, reference §3.2 fixed). */
    login_failure_time: integer(),
    last_login_time: integer(),
    last_login_ip: emptyText(),
    /** argon2id hash (Bun.password); empty means the account cannot log in. */
    password: emptyText(),
    motto: emptyText(),
    /** The enterprise an enterprise account belongs to; null for staff accounts. */
    enterprise_id: integer(),
    /** Jurisdiction (属地): the GB/T 2260 area this account supervises; 0 = its groups' (or everywhere). */
    region_code: integer().notNull().default(0),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("admin_username_uq").on(t.username),
    uniqueIndex("admin_email_uq").on(t.email).where(sql`email <> ''`),
    uniqueIndex("admin_mobile_uq").on(t.mobile).where(sql`mobile <> ''`),
    index("admin_enterprise_idx").on(t.enterprise_id),
    index("admin_status_idx").on(t.status),
  ],
);

export const adminGroup = sqliteTable(
  "admin_group",
  {
    id: id(),
    pid: integer().notNull().default(0),
    name: text().notNull(),
    name_en: emptyText(),
    /** Comma-separated admin_rule ids, or `*` for every rule. */
    rules: emptyText(),
    /** Members are government supervisors: they see every enterprise's data. */
    supervise: flag(),
    /** Members are platform operators. */
    operations: flag(),
    /** Members are enterprise accounts: business calls need their approved enterprise (codes 601/602). */
    enterprise: flag(),
    /** Jurisdiction (属地): members supervise this GB/T 2260 area only; 0 = everywhere. */
    region_code: integer().notNull().default(0),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("admin_group_pid_idx").on(t.pid)],
);

export const adminGroupAccess = sqliteTable(
  "admin_group_access",
  {
    uid: integer()
      .notNull()
      .references(() => admin.id, { onDelete: "cascade" }),
    group_id: integer()
      .notNull()
      .references(() => adminGroup.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.uid, t.group_id] }), index("admin_group_access_group_idx").on(t.group_id)],
);

export const adminRule = sqliteTable(
  "admin_rule",
  {
    id: id(),
    pid: integer().notNull().default(0),
    type: text({ enum: ["menu_dir", "menu", "button"] }).notNull().default("menu"),
    title: text().notNull(),
    title_en: emptyText(),
    /** Permission name, e.g. `auth/admin` or `auth/admin/add`; unique regardless of case. */
    name: nocaseText().notNull(),
    path: emptyText(),
    icon: emptyText(),
    menu_type: text({ enum: ["tab", "link", "iframe"] }),
    url: emptyText(),
    component: emptyText(),
    keepalive: flag(),
    extend: text({ enum: ["none", "add_rules_only", "add_menu_only"] }).notNull().default("none"),
    remark: emptyText(),
    remark_en: emptyText(),
    weigh: weigh(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex("admin_rule_name_uq").on(t.name),
    index("admin_rule_pid_idx").on(t.pid),
    index("admin_rule_order_idx").on(t.weigh, t.id),
  ],
);

export const adminLog = sqliteTable(
  "admin_log",
  {
    id: id(),
    admin_id: integer().notNull().default(0),
    username: emptyText(),
    method: emptyText(),
    url: emptyText(),
    title: emptyText(),
    title_en: emptyText(),
    /** Request parameters as JSON with secrets masked. */
    data: emptyText(),
    ip: emptyText(),
    useragent: emptyText(),
    create_time: createTime(),
  },
  (t) => [
    index("admin_log_admin_idx").on(t.admin_id, t.create_time),
    index("admin_log_time_idx").on(t.create_time),
  ],
);

/**
 * Hashed opaque tokens: refresh tokens (rotated, tied to a login session) and short-lived
 * single-purpose tokens. The raw value is never stored.
 */
export const token = sqliteTable(
  "token",
  {
    /** SHA-256 of the raw token, hex. */
    token: text().primaryKey(),
    type: text().notNull(),
    user_id: integer().notNull(),
    /** The login this token belongs to; revoking the login revokes it. */
    session_id: emptyText(),
    create_time: createTime(),
    expire_time: integer().notNull(),
    /** When a refresh token was exchanged for a new one; using it again revokes the login. */
    used_time: integer(),
  },
  (t) => [index("token_user_idx").on(t.type, t.user_id), index("token_session_idx").on(t.session_id), index("token_expire_idx").on(t.expire_time)],
);

/**
 * One login: access tokens (JWT) name it in `sid`, refresh tokens belong to it. Revoking it
 * (logout, password change, refresh-token reuse) ends every token of that login at once.
 */
export const loginSession = sqliteTable(
  "login_session",
  {
    id: text().primaryKey(),
    kind: text({ enum: ["admin", "user"] }).notNull(),
    user_id: integer().notNull(),
    /** Keep-login: refresh tokens are issued and the login outlives its access token. */
    keep: flag(),
    ip: emptyText(),
    useragent: emptyText(),
    create_time: createTime(),
    /** When the login can no longer be refreshed. */
    expire_time: integer().notNull(),
    last_refresh_time: integer(),
    revoked_time: integer(),
    revoked_reason: emptyText(),
  },
  (t) => [index("login_session_user_idx").on(t.kind, t.user_id), index("login_session_expire_idx").on(t.expire_time)],
);

export const captcha = sqliteTable(
  "captcha",
  {
    key: text().primaryKey(),
    /** Hash of the expected answer, never the answer itself. */
    code: emptyText(),
    /** Click-captcha geometry as JSON (server-side only). */
    captcha: emptyText(),
    create_time: createTime(),
    expire_time: integer().notNull(),
  },
  (t) => [index("captcha_expire_idx").on(t.expire_time)],
);
