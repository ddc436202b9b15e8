// What the app nodes on one database share (DESIGN §8): a change counter per cache type that
// every node watches, fixed-window counters for throttles and rate limits, failed logins per
// account and client, the devices an account has signed in from, and live events for pages
// connected to any node. All of it is bookkeeping: rows expire and are swept.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, id } from "./columns";

/** One row per cache type (`config`, `rules`, …); a writer bumps `version`, nodes reload. */
export const changeCounter = sqliteTable("change_counter", {
  type: text().primaryKey(),
  version: integer().notNull().default(0),
  update_time: integer().notNull().default(0),
});

/** Hits of one key (client IP, account and client…) in one fixed window of a bucket. */
export const rateCounter = sqliteTable(
  "rate_counter",
  {
    bucket: text().notNull(),
    key: text().notNull(),
    /** Unix seconds at which the window started. */
    window_start: integer().notNull(),
    count: integer().notNull().default(0),
    /** Unix seconds after which the row is swept. */
    expire_time: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.window_start] }),
    index("rate_counter_expire_idx").on(t.expire_time),
    // Nodes read the busy keys of the current window (shared-counters.ts).
    index("rate_counter_window_idx").on(t.bucket, t.window_start, t.count),
  ],
);

/**
 * Failed logins of one account (`id:<n>`, or `name:<lower-cased name>` when no account has that
 * name) from one client (IP address), within a window that starts at the first failure.
 */
export const loginFailure = sqliteTable(
  "login_failure",
  {
    kind: text({ enum: ["admin", "user"] }).notNull(),
    account: text().notNull(),
    client: text().notNull(),
    count: integer().notNull().default(0),
    first_time: integer().notNull(),
    last_time: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.account, t.client] }), index("login_failure_account_idx").on(t.kind, t.account)],
);

/** A device that signed in to an account: its pass (stored hashed) lets the right password through. */
export const knownDevice = sqliteTable(
  "known_device",
  {
    token_hash: text().primaryKey(),
    kind: text({ enum: ["admin", "user"] }).notNull(),
    account_id: integer().notNull(),
    useragent: text().notNull().default(""),
    create_time: createTime(),
    last_used_time: integer().notNull().default(0),
  },
  (t) => [index("known_device_account_idx").on(t.kind, t.account_id)],
);

/** Events for live pages; every node reads the new rows and passes them to its subscribers. */
export const liveEvent = sqliteTable(
  "live_event",
  {
    id: id(),
    topic: text().notNull(),
    /** JSON payload (never personal data: subscribers reload what they show). */
    data: text().notNull().default("{}"),
    create_time: createTime(),
  },
  (t) => [index("live_event_time_idx").on(t.create_time)],
);

/**
 * One counter per table whose list totals are kept (server/engine/count-cache.ts), bumped by
 * triggers on every insert, update and delete of that table (the cache creates them).
 */
export const tableVersion = sqliteTable("table_version", {
  name: text().primaryKey(),
  version: integer().notNull().default(0),
});
