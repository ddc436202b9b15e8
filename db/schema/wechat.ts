// WeChat official account (reference §22): its configuration (one row; the AppSecret sealed),
// the custom menu as rows (top buttons and their sub-buttons), each publication to WeChat, the
// automatic replies, and the message ids already answered (WeChat retries a message up to three
// times; a retry is answered once).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, status01, updateTime, weigh } from "./columns";

export const wechatConfig = sqliteTable("wechat_config", {
  id: id(),
  app_id: emptyText(),
  /** Sealed with AES-256-GCM; never sent to a browser. */
  app_secret: emptyText(),
  token: emptyText(),
  encoding_aes_key: emptyText(),
  /** plain, compatible (both), or safe (AES only). */
  message_mode: text({ enum: ["plain", "compatible", "safe"] }).notNull().default("plain"),
  /** The API base; blank for https://api.weixin.qq.com. */
  api_base: emptyText(),
  /** Sealed cached access token and when it stops being used (unix seconds, with a margin). */
  access_token: emptyText(),
  access_token_expire: integer().notNull().default(0),
  update_time: updateTime(),
});

export const wechatMenu = sqliteTable(
  "wechat_menu",
  {
    id: id(),
    parent_id: integer().notNull().default(0),
    name: text().notNull(),
    /** Empty for a top button that opens sub-buttons. */
    type: emptyText(),
    menu_key: emptyText(),
    url: emptyText(),
    appid: emptyText(),
    pagepath: emptyText(),
    media_id: emptyText(),
    weigh: weigh(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("wechat_menu_parent_idx").on(t.parent_id, t.weigh)],
);

export const wechatMenuPublish = sqliteTable(
  "wechat_menu_publish",
  {
    id: id(),
    admin_id: integer().notNull().default(0),
    /** The menu JSON as sent to menu/create. */
    menu: text().notNull(),
    status: text({ enum: ["success", "failed"] }).notNull(),
    errcode: integer().notNull().default(0),
    errmsg: emptyText(),
    create_time: createTime(),
  },
  (t) => [index("wechat_menu_publish_time_idx").on(t.create_time), index("wechat_menu_publish_admin_idx").on(t.admin_id)],
);

export const wechatAutoReply = sqliteTable(
  "wechat_auto_reply",
  {
    id: id(),
    kind: text({ enum: ["subscribe", "default", "keyword"] }).notNull(),
    rule_name: text().notNull(),
    /** Comma-separated keywords (keyword rules). */
    keywords: emptyText(),
    /** exact: a keyword is the whole message; contains: the message holds it. */
    match_mode: text({ enum: ["exact", "contains"] }).notNull().default("exact"),
    reply_type: text({ enum: ["text", "image", "news", "miniprogram"] }).notNull().default("text"),
    content: emptyText(),
    media_id: emptyText(),
    title: emptyText(),
    description: emptyText(),
    url: emptyText(),
    pic_url: emptyText(),
    appid: emptyText(),
    pagepath: emptyText(),
    priority: integer().notNull().default(0),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [index("wechat_auto_reply_kind_idx").on(t.kind, t.status, t.priority)],
);

export const wechatMessageSeen = sqliteTable(
  "wechat_message_seen",
  {
    id: id(),
    /** MsgId, or FromUserName + CreateTime for events. */
    msg_key: text().notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex("wechat_message_seen_key_unique").on(t.msg_key), index("wechat_message_seen_time_idx").on(t.create_time)],
);
