// Daily check-ins of members: one row per member and day (in the site's time zone). The unique
// index is what makes "once per day" hold even when two requests race.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id } from "./columns";
import { user } from "./member";

export const userCheckIn = sqliteTable(
  "user_check_in",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** yyyy-mm-dd in the site's time zone. */
    day: text().notNull(),
    /** Points awarded for it. */
    score: integer().notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex("user_check_in_day_uq").on(t.user_id, t.day)],
);
