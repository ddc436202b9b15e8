// Column helpers shared by every table: unix-second times, case-insensitive names, the
// '0'/'1' status strings the admin tables keep (reference buildadmin §16.1).
import { sql } from "drizzle-orm";
import { customType, integer, text } from "drizzle-orm/sqlite-core";

/** Text compared without regard to case (SQLite NOCASE collation): user names, rule names. */
export const nocaseText = customType<{ data: string; driverData: string }>({
  dataType: () => "text COLLATE NOCASE",
});

export const id = () => integer().primaryKey({ autoIncrement: true });

const nowSeconds = sql`(unixepoch())`;

/** Unix seconds, set by the database when the row is inserted. */
export const createTime = () => integer().notNull().default(nowSeconds);

/** Unix seconds, set on insert and refreshed by Drizzle on every update. */
export const updateTime = () =>
  integer()
    .notNull()
    .default(nowSeconds)
    .$onUpdateFn(() => Math.floor(Date.now() / 1000));

export const status01 = () => text({ enum: ["0", "1"] }).notNull().default("1");

export const flag = () => integer({ mode: "boolean" }).notNull().default(false);

export const weigh = () => integer().notNull().default(0);

export const emptyText = () => text().notNull().default("");
