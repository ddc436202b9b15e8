// SMS configuration (reference §17): the providers that carry messages (Aliyun, Tencent Cloud,
// or the log driver), their sealed secrets, and the templates every message is sent through.
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, status01, updateTime } from "./columns";

export const smsProvider = sqliteTable(
  "sms_provider",
  {
    id: id(),
    name: text().notNull(),
    /** `aliyun` (RPC, HMAC-SHA1), `tencent` (TC3-HMAC-SHA256) or `log` (kept in the SMS log only). */
    vendor: text({ enum: ["aliyun", "tencent", "log"] }).notNull(),
    access_key_id: emptyText(),
    /** Sealed with AES-256-GCM (server/messaging/secret-box.ts); never sent to a browser. */
    access_key_secret: emptyText(),
    /** Tencent Cloud's SmsSdkAppId. */
    sdk_app_id: emptyText(),
    /** The registered signature, without 【】. */
    sign_name: emptyText(),
    region: emptyText(),
    /** The API address; blank for the vendor's public endpoint. */
    endpoint: emptyText(),
    is_default: text({ enum: ["0", "1"] }).notNull().default("0"),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("sms_provider_default_idx").on(t.is_default, t.status)],
);

export const smsTemplate = sqliteTable(
  "sms_template",
  {
    id: id(),
    /** What the platform sends it for, e.g. `user_register`, `complaint_received`. */
    template_key: text().notNull(),
    name: text().notNull(),
    name_en: emptyText(),
    /** The text with `${variable}` placeholders, as registered with the providers (Chinese). */
    content: text().notNull(),
    content_en: emptyText(),
    /** The variables in their order (Tencent Cloud fills `{1}`, `{2}`… in this order). */
    variables: emptyText(),
    aliyun_code: emptyText(),
    tencent_id: emptyText(),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("sms_template_key_unique").on(t.template_key)],
);

export type SmsVendor = (typeof smsProvider.$inferSelect)["vendor"];
