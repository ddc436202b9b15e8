// One side of the list benchmark, run as its own process on a prepared data folder:
//   app  the real platform (generic index endpoint: login, permission, engine, envelope);
//   raw  a bare Bun.serve that answers each case's path by running exactly the list statements
//        the platform ran for that path, with the same arguments, through the same database
//        client. They are not written by hand: this process first answers each case once
//        through the platform in-process, recording what reaches the client, and keeps the
//        statements that read the case's table (the login and permission look-ups are the
//        platform's own overhead). Statements the platform overlapped are overlapped here too.
// Prints one line "ready <port> <token>" and then, for raw, the replayed SQL as JSON lines.
// Usage: bun scripts/bench/list-server.ts app|raw <dataDir> <port> <cases JSON>
import type { Client, InStatement, InValue } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { CELLS, type CellReader } from "@db/select-cells";
import { createAccessTokens } from "@server/auth/access-token";
import { createSessionService } from "@server/auth/sessions";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { createLogger } from "@server/kernel/log";
import { serve } from "@server/kernel/serve";

export interface ListCase {
  name: string;
  /** Path and query of the list call. */
  path: string;
  /** The table whose statements the bare handler replays. */
  table: string;
}

interface Recorded {
  kind: "execute" | "cells";
  sql: string;
  args: InValue[];
  started: number;
  ended: number;
}

const [mode, dataDir, portText, casesJson] = process.argv.slice(2);
const port = Number(portText);
const cases = JSON.parse(casesJson ?? "[]") as ListCase[];
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "error", THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0", PORT: String(port), HOST: "127.0.0.1", DIST_DIR: `${dataDir}/no-site` }),
  jwtSecret: "bench-secret-bench-secret-bench-secret-1",
};
const database = await openDatabase(config.databaseUrl);
const sessionsFor = (handle: DatabaseHandle) => createSessionService(handle.db, createAccessTokens(config.jwtSecret), () => ({ accessTtl: 86_400, refreshTtl: 86_400 }));

if (mode === "app") {
  const app = await createApp({ config, database, log: createLogger("error") });
  const { token } = await sessionsFor(database).start("admin", 1, { keep: false, ip: "bench", useragent: "bench" });
  serve(app, { port, hostname: "127.0.0.1" });
  console.log(`ready ${port} ${token}`);
} else {
  // The platform, in this process only to be recorded: its database client is wrapped so every
  // statement (through `execute` or the list's plain-cell reader) is noted with its arguments.
  const client = database.client;
  const fastCells = (client as unknown as Record<typeof CELLS, CellReader | undefined>)[CELLS];
  let recording: Recorded[] | undefined;
  const note = async <T>(kind: Recorded["kind"], sql: string, args: unknown[], run: () => Promise<T>): Promise<T> => {
    const entry: Recorded = { kind, sql, args: [...args] as InValue[], started: performance.now(), ended: 0 };
    recording?.push(entry);
    try {
      return await run();
    } finally {
      entry.ended = performance.now();
    }
  };
  const recorder = new Proxy(client, {
    get(target, property) {
      if (property === CELLS && fastCells) return (sql: string, args: unknown[]) => note("cells", sql, args, () => fastCells(sql, args));
      if (property === "execute") {
        return (statement: InStatement | string, args?: InValue[]) => {
          const sql = typeof statement === "string" ? statement : statement.sql;
          const values = (typeof statement === "string" ? args : (statement.args as InValue[] | undefined)) ?? [];
          return note("execute", sql, values, () => (typeof statement === "string" ? target.execute(statement, args) : target.execute(statement)));
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Client;
  const recorded: DatabaseHandle = { ...database, client: recorder, db: drizzle(recorder) as DatabaseHandle["db"] };
  const app = await createApp({ config, database: recorded, log: createLogger("error") });
  const { token } = await sessionsFor(recorded).start("admin", 1, { keep: false, ip: "bench", useragent: "bench" });

  /** Statements in the order issued, grouped where the platform overlapped them. */
  const plans = new Map<string, Recorded[][]>();
  for (const item of cases) {
    recording = [];
    const res = await app.handle(new Request(`http://127.0.0.1${item.path}`, { headers: { batoken: token, server: "1" } }));
    const body = (await res.json()) as { code: number; msg: string };
    if (body.code !== 1) throw new Error(`${item.name}: ${body.msg}`);
    // SHOW_SQL=1: every statement of the call with its time (the platform's own look-ups too).
    if (process.env.SHOW_SQL) for (const r of recording) console.error(`[${item.name}] ${(r.ended - r.started).toFixed(1)} ms ${r.sql.replace(/\s+/g, " ")} ${JSON.stringify(r.args)}`);
    const mine = recording.filter((r) => new RegExp(`\\bfrom\\s+"?${item.table}"?(\\s|$)`, "i").test(r.sql));
    recording = undefined;
    if (mine.length === 0) throw new Error(`${item.name}: no statement read "${item.table}"`);
    const groups: Recorded[][] = [];
    for (const entry of mine) {
      const last = groups.at(-1);
      if (last && last.some((other) => entry.started < other.ended)) last.push(entry);
      else groups.push([entry]);
    }
    plans.set(item.path, groups);
  }

  /** The bare handler runs a statement the way the platform did, on the unwrapped client. */
  const replay = async (s: Recorded): Promise<unknown[]> => {
    if (s.kind === "cells" && fastCells) return fastCells(s.sql, s.args);
    return (await client.execute({ sql: s.sql, args: s.args })).rows;
  };

  Bun.serve({
    port,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      const plan = plans.get(url.pathname + url.search);
      if (!plan) return new Response("unknown case", { status: 404 });
      const results = [];
      for (const group of plan) results.push(...(await Promise.all(group.map(replay))));
      return Response.json({ code: 1, msg: "", time: Math.floor(Date.now() / 1000), data: results });
    },
  });
  console.log(`ready ${port} -`);
  for (const item of cases) {
    const plan = plans.get(item.path) ?? [];
    console.log(JSON.stringify({ case: item.name, statements: plan.map((group) => group.map((s) => s.sql)) }));
  }
}
