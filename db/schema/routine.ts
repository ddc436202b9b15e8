// Site configuration, attachments, the GB/T 2260 area tree and the data dictionary.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, flag, id, nocaseText, status01, updateTime, weigh } from "./columns";

export const config = sqliteTable(
  "config",
  {
    id: id(),
    name: nocaseText().notNull(),
    group: text().notNull().default("basics"),
    title: emptyText(),
    title_en: emptyText(),
    tip: emptyText(),
    tip_en: emptyText(),
    /** Input type: string, password, number, switch, select, textarea, array, image, … */
    type: text().notNull().default("string"),
    value: emptyText(),
    /** Options for select-like types, as JSON. */
    content: emptyText(),
    /** Comma-separated validation rule names. */
    rule: emptyText(),
    /** Extra input attributes as JSON. */
    extend: emptyText(),
    allow_del: flag(),
    weigh: weigh(),
  },
  (t) => [uniqueIndex("config_name_uq").on(t.name), index("config_group_idx").on(t.group, t.weigh)],
);

export const attachment = sqliteTable(
  "attachment",
  {
    id: id(),
    topic: text().notNull().default("default"),
    admin_id: integer().notNull().default(0),
    user_id: integer().notNull().default(0),
    /** Path under the storage URL, e.g. /storage/default/20261121/<sha1>.png */
    url: text().notNull(),
    width: integer().notNull().default(0),
    height: integer().notNull().default(0),
    name: emptyText(),
    size: integer().notNull().default(0),
    mimetype: emptyText(),
    /** How many times the same content was uploaded. */
    quote: integer().notNull().default(1),
    storage: text().notNull().default("local"),
    sha1: text().notNull(),
    create_time: createTime(),
    last_upload_time: integer(),
  },
  (t) => [
    uniqueIndex("attachment_content_uq").on(t.storage, t.topic, t.sha1),
    index("attachment_upload_idx").on(t.last_upload_time),
    index("attachment_admin_idx").on(t.admin_id),
    index("attachment_user_idx").on(t.user_id),
    index("attachment_mime_idx").on(t.mimetype),
  ],
);

export const area = sqliteTable(
  "area",
  {
    /** GB/T 2260 code, e.g. 460000 (Hainan), 460100 (Haikou). */
    id: integer().primaryKey(),
    pid: integer().notNull().default(0),
    shortname: emptyText(),
    name: text().notNull(),
    mergename: emptyText(),
    /** 1 province, 2 city, 3 district. */
    level: integer().notNull(),
    pinyin: emptyText(),
    code: emptyText(),
    zip: emptyText(),
    first: emptyText(),
    lng: real(),
    lat: real(),
  },
  (t) => [index("area_pid_idx").on(t.pid, t.level)],
);

export const dictionary = sqliteTable(
  "dictionary",
  {
    id: id(),
    /** Code used by selects, e.g. `enterprise_status`. */
    name: nocaseText().notNull(),
    title: text().notNull(),
    title_en: emptyText(),
    remark: emptyText(),
    status: status01(),
    weigh: weigh(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("dictionary_name_uq").on(t.name), index("dictionary_order_idx").on(t.weigh)],
);

export const dictionaryItem = sqliteTable(
  "dictionary_item",
  {
    id: id(),
    dictionary_id: integer()
      .notNull()
      .references(() => dictionary.id, { onDelete: "cascade" }),
    value: text().notNull(),
    label: text().notNull(),
    label_en: emptyText(),
    /** Tag colour in lists: default, primary, success, warning, danger, info. */
    color: text().notNull().default("default"),
    remark: emptyText(),
    status: status01(),
    weigh: weigh(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("dictionary_item_value_uq").on(t.dictionary_id, t.value), index("dictionary_item_order_idx").on(t.dictionary_id, t.weigh)],
);

/** Which one-time seeders (demo data sets) have run, so `seed:demo` is safe to repeat. */
export const seedLog = sqliteTable("seed_log", {
  name: text().primaryKey(),
  create_time: createTime(),
});

/**
 * The days that differ from Monday-to-Friday working (reference domain §2): public holidays on
 * weekdays (`is_workday` '0') and weekend days worked in exchange (调休, '1'). Statutory time
 * limits count working days through it; every other day follows the week.
 */
export const workCalendar = sqliteTable(
  "work_calendar",
  {
    id: id(),
    /** yyyy-mm-dd */
    date: text().notNull(),
    is_workday: text({ enum: ["0", "1"] }).notNull().default("0"),
    /** The holiday it belongs to (春节, 国庆节 …). */
    name: emptyText(),
    name_en: emptyText(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("work_calendar_date_uq").on(t.date)],
);
