// One side of the list benchmark, run as its own process: `app` serves the real platform (the
// generic index endpoint with login, permission and envelope), `raw` a bare Bun.serve that runs
// the same two SQL statements on the same database. Prints "ready <port> <token>".
import { migrateDatabase, openDatabase } from "@db/client";
import { createAccessTokens } from "@server/auth/access-token";
import { createSessionService } from "@server/auth/sessions";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { createLogger } from "@server/kernel/log";

const [mode, dataDir, portText] = process.argv.slice(2);
const port = Number(portText);
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "error", THROTTLE_GET_PER_MINUTE: "0", PORT: String(port), HOST: "127.0.0.1" }), jwtSecret: "bench-secret-bench-secret-bench-secret-1" };
const database = await openDatabase(config.databaseUrl);
await migrateDatabase(database);

/** Exactly what the engine sends for: status = disable, order join_time desc, page 2 of 50. */
const COLUMNS = "id, group_id, username, nickname, email, mobile, avatar, gender, birthday, money, score, last_login_time, last_login_ip, login_failure, login_failure_time, join_ip, join_time, motto, status, create_time, update_time";
const COUNT_SQL = 'select count(*) from "user" where "user"."status" = ?';
const PAGE_SQL = `select ${COLUMNS} from "user" where "user"."status" = ? order by "user"."join_time" desc, "user"."id" desc limit ? offset ?`;

if (mode === "raw") {
  const client = database.client;
  Bun.serve({
    port,
    hostname: "127.0.0.1",
    async fetch() {
      const total = await client.execute({ sql: COUNT_SQL, args: ["disable"] });
      const rows = await client.execute({ sql: PAGE_SQL, args: ["disable", 50, 50] });
      return Response.json({ code: 1, msg: "", time: Math.floor(Date.now() / 1000), data: { list: rows.rows, total: Number(total.rows[0]?.[0] ?? 0) } });
    },
  });
  console.log(`ready ${port} -`);
} else {
  const app = await createApp({ config, database, log: createLogger("error") });
  app.listen({ port, hostname: "127.0.0.1" });
  const sessions = createSessionService(database.db, createAccessTokens(config.jwtSecret), () => ({ accessTtl: 3600, refreshTtl: 3600 }));
  const { token } = await sessions.start("admin", 1, { keep: false, ip: "bench", useragent: "bench" });
  console.log(`ready ${port} ${token}`);
}
