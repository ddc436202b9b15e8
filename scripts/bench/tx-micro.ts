// Micro-measurement: the change-counter bump and the live-event insert built by Drizzle vs fixed SQL.
import { sql } from "drizzle-orm";
import { openDatabase } from "@db/client";
import { changeCounter, liveEvent } from "@db/schema";
const database = await openDatabase(`file:${process.argv[2]}/app.db`);
const db = database.db;
const built = async () => {
  await db.insert(changeCounter).values({ type: "x", version: 1, update_time: 1 }).onConflictDoUpdate({ target: changeCounter.type, set: { version: sql`${changeCounter.version} + 1`, update_time: 1 } }).returning({ version: changeCounter.version });
  await db.insert(liveEvent).values({ topic: "change", data: "{}" });
};
const fixed = async () => {
  await db.$client.execute({ sql: `insert into "change_counter" ("type", "version", "update_time") values (?, 1, ?) on conflict ("type") do update set "version" = "change_counter"."version" + 1, "update_time" = ? returning "version"`, args: ["x", 1, 1] });
  await db.$client.execute({ sql: 'insert into "live_event" ("topic", "data") values (?, ?)', args: ["change", "{}"] });
};
for (const [name, run] of [["drizzle", built], ["fixed", fixed], ["drizzle", built], ["fixed", fixed]] as const) {
  for (let i = 0; i < 300; i++) await run();
  const before = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < 2000; i++) await run();
  const u = process.cpuUsage(before);
  console.log(name, ((performance.now() - t) * 1000 / 2000).toFixed(1), "us wall", ((u.user + u.system) / 2000).toFixed(1), "us cpu");
}
process.exit(0);
