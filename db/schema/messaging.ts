// Codes sent by e-mail and SMS (register, change bind, retrieve password, verify) and the log of
// every SMS the platform sent. Codes are stored only as keyed hashes, are single-use, expire
// after ten minutes and allow five attempts.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, nocaseText } from "./columns";

export const verificationCode = sqliteTable(
  "verification_code",
  {
    id: id(),
    channel: text({ enum: ["email", "mobile"] }).notNull(),
    /** The e-mail address or mobile number the code went to. */
    target: nocaseText().notNull(),
    /** What the code is for, e.g. `user_register`, `user_change_email`. */
    event: text().notNull(),
    /** HMAC-SHA256 of the code under the server secret, bound to channel, target and event. */
    code_hash: text().notNull(),
    /** Wrong answers so far; at five the code is dead. */
    attempts: integer().notNull().default(0),
    /** The member who asked for it (verify events), else 0. */
    user_id: integer().notNull().default(0),
    ip: emptyText(),
    create_time: createTime(),
    /** When the message was handed to the mail server or SMS driver. */
    send_time: integer(),
    expire_time: integer().notNull(),
    /** When the code was accepted (or replaced by a newer one); a used code never works again. */
    used_time: integer(),
  },
  (t) => [
    index("verification_code_target_idx").on(t.target, t.event, t.create_time),
    index("verification_code_expire_idx").on(t.expire_time),
  ],
);

export const smsLog = sqliteTable(
  "sms_log",
  {
    id: id(),
    mobile: text().notNull(),
    /** Template (event) code, e.g. `user_register`. */
    template_code: text().notNull(),
    /** The text as sent. */
    content: text().notNull(),
    /** Which driver delivered it: `log` (kept here only) or a provider's name. */
    driver: text().notNull().default("log"),
    status: text({ enum: ["sent", "failed"] }).notNull().default("sent"),
    error: emptyText(),
    user_id: integer().notNull().default(0),
    ip: emptyText(),
    /** The provider's id of the message (Aliyun BizId, Tencent SerialNo). */
    provider_msg_id: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("sms_log_mobile_idx").on(t.mobile, t.create_time), index("sms_log_time_idx").on(t.create_time)],
);
