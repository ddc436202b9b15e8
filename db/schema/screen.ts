// The data big-screen's scenic flow feed (reference domain §23): each scenic spot's gate
// (`scenic_gate`, one per spot, its key stored hashed) posts per-minute readings of visitors in
// the park and entered today (`scenic_flow`). The gate row keeps the latest reading, so the
// screen's load panels read one row per spot instead of scanning the feed.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, emptyText, id, status01, updateTime } from "./columns";
import { enterprise } from "./enterprise";

export const scenicGate = sqliteTable(
  "scenic_gate",
  {
    id: id(),
    scenic_id: integer()
      .notNull()
      .references(() => enterprise.id),
    /** SHA-256 (hex) of the gate's key; the key itself is shown once, when issued. */
    key_hash: emptyText(),
    /** The key's first characters, so staff can tell which key a gate holds. */
    key_hint: emptyText(),
    key_time: integer(),
    /** '1': readings come from the demo simulator (demo data only). */
    simulated: text({ enum: ["0", "1"] }).notNull().default("0"),
    /** Latest reading: its minute (unix seconds), visitors in the park, entered today. */
    last_ts: integer(),
    in_park: integer().notNull().default(0),
    entered_today: integer().notNull().default(0),
    status: status01(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex("scenic_gate_scenic_uq").on(t.scenic_id), index("scenic_gate_key_idx").on(t.key_hash)],
);

export const scenicFlow = sqliteTable(
  "scenic_flow",
  {
    id: id(),
    scenic_id: integer().notNull(),
    /** The reading's minute, unix seconds (a multiple of 60). */
    ts: integer().notNull(),
    in_park: integer().notNull(),
    entered_today: integer().notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex("scenic_flow_minute_uq").on(t.scenic_id, t.ts), index("scenic_flow_ts_idx").on(t.ts)],
);
