// Micro-measurement: the admin-log row inside a write transaction, built by Drizzle vs one fixed statement.
import { sql } from "drizzle-orm";
import { openDatabase } from "@db/client";
import { adminLog } from "@db/schema";
const database = await openDatabase(`file:${process.argv[2]}/app.db`);
const db = database.db;
const v = { admin_id: 1, username: "admin", method: "POST", url: "/admin/x/add", title: "t", title_en: "t", data: "{}", ip: "1", useragent: "ua" };
const built = () => db.transaction(async (tx) => { await tx.insert(adminLog).values(v); });
const fixed = () => db.transaction(async (tx) => { await tx.run(sql`insert into "admin_log" ("admin_id", "username", "method", "url", "title", "title_en", "data", "ip", "useragent") values (${v.admin_id}, ${v.username}, ${v.method}, ${v.url}, ${v.title}, ${v.title_en}, ${v.data}, ${v.ip}, ${v.useragent})`); });
const empty = () => db.transaction(async () => {});
for (const [name, run] of [["drizzle", built], ["sql", fixed], ["empty", empty], ["drizzle", built], ["sql", fixed], ["empty", empty]] as const) {
  for (let i = 0; i < 300; i++) await run();
  const before = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < 2000; i++) await run();
  const u = process.cpuUsage(before);
  console.log(name, ((performance.now() - t) * 1000 / 2000).toFixed(1), "us wall", ((u.user + u.system) / 2000).toFixed(1), "us cpu");
}
process.exit(0);
