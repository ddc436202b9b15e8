// One side of the write benchmark (write.ts), run as its own process on a prepared data folder:
//   app  generic adds through the platform (`POST /admin/routine.Dictionary/add`: login,
//        permission, validation, engine, admin log, cache bump, live event), one after another;
//   raw  the same writes replayed on the same database client without the platform: this
//        process first makes one add through the platform, recording every write statement and
//        transaction that reached the client from the call until its after-response work was
//        done, then replays them (each transaction as a transaction), with a fresh name each time.
// Warms up, runs for <seconds>, prints one JSON line { adds, seconds, statements, cpu } (cpu:
// the process's CPU µs per add).
// Usage: bun scripts/bench/write-side.ts app|raw <dataDir> <seconds>
import type { Client, InStatement, InValue, Transaction, TransactionMode } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { createAccessTokens } from "@server/auth/access-token";
import { createSessionService } from "@server/auth/sessions";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { createLogger } from "@server/kernel/log";

const [mode, dataDir, secondsText] = process.argv.slice(2);
const seconds = Number(secondsText ?? 5);
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "error", THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0", DIST_DIR: `${dataDir}/no-site` }),
  jwtSecret: "bench-secret-bench-secret-bench-secret-1",
};
const database = await openDatabase(config.databaseUrl);
const tag = `${mode}_${process.pid}`;
let n = 0;
const nextName = () => `w_${tag}_${n++}`;
const WRITE = /^\s*(insert|update|delete|replace)\b/i;

type Step = { kind: "execute"; statement: { sql: string; args: InValue[] } } | { kind: "tx"; mode?: TransactionMode; statements: { sql: string; args: InValue[] }[] };
let recording: Step[] | undefined;
const noted = (statement: InStatement | string, args?: InValue[]) => ({
  sql: typeof statement === "string" ? statement : statement.sql,
  args: [...((typeof statement === "string" ? args : (statement.args as InValue[] | undefined)) ?? [])],
});

/** The client as the platform sees it, noting writes and transactions while `recording`. */
function recorder(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      if (property === "execute") {
        return (statement: InStatement | string, args?: InValue[]) => {
          const step = noted(statement, args);
          if (recording && WRITE.test(step.sql)) recording.push({ kind: "execute", statement: step });
          return typeof statement === "string" ? target.execute(statement, args) : target.execute(statement);
        };
      }
      if (property === "transaction") {
        return async (txMode?: TransactionMode) => {
          const tx = await target.transaction(txMode);
          const step: Step = { kind: "tx", mode: txMode, statements: [] };
          recording?.push(step);
          const execute = tx.execute.bind(tx);
          tx.execute = ((statement: InStatement | string, args?: InValue[]) => {
            step.statements.push(noted(statement, args));
            return execute(typeof statement === "string" ? { sql: statement, args: args ?? [] } : statement);
          }) as Transaction["execute"];
          return tx;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Client;
}

const handle: DatabaseHandle = mode === "raw" ? { ...database, client: recorder(database.client), db: drizzle(recorder(database.client)) as DatabaseHandle["db"] } : database;
const app = await createApp({ config, database: handle, log: createLogger("error") });
const { token } = await createSessionService(database.db, createAccessTokens(config.jwtSecret), () => ({ accessTtl: 86_400, refreshTtl: 86_400 })).start("admin", 1, { keep: false, ip: "bench", useragent: "bench" });

/** The server's own path (its front door) without a socket; a checkout from before it had none. */
const send = (request: Request): Promise<Response> =>
  typeof app.frontDoor === "function" ? app.frontDoor(request, { requestIP: () => null }) : app.handle(request);

async function add(name: string): Promise<void> {
  const response = await send(
    new Request("http://127.0.0.1/admin/routine.Dictionary/add", {
      method: "POST",
      headers: { batoken: token, server: "1", "content-type": "application/json" },
      body: JSON.stringify({ name, title: "压测", weigh: 0, status: "1" }),
    }),
  );
  const body = (await response.json()) as { code: number; msg: string };
  if (body.code !== 1) throw new Error(`add: ${body.msg}`);
}

let run: () => Promise<void> = () => add(nextName());
let statements = 0;
if (mode === "raw") {
  // One add through the platform, recorded with its after-response work (admin log, events).
  const recordedName = nextName();
  recording = [];
  await add(recordedName);
  await Bun.sleep(300);
  const plan = recording;
  recording = undefined;
  statements = plan.reduce((sum, step) => sum + (step.kind === "tx" ? step.statements.length + 2 : 1), 0);
  const client = database.client;
  const swap = (args: InValue[], name: string) => args.map((a) => (typeof a === "string" && a.includes(recordedName) ? a.replaceAll(recordedName, name) : a));
  run = async () => {
    const name = nextName();
    for (const step of plan) {
      if (step.kind === "execute") {
        await client.execute({ sql: step.statement.sql, args: swap(step.statement.args, name) });
        continue;
      }
      const tx = await client.transaction(step.mode);
      try {
        for (const statement of step.statements) await tx.execute({ sql: statement.sql, args: swap(statement.args, name) });
        await tx.commit();
      } finally {
        tx.close();
      }
    }
  };
}

// Warm-up: at least 100 adds and 2 seconds (the first calls compile and load lazily).
const warming = performance.now();
for (let i = 0; i < 100 || performance.now() - warming < 2000; i++) await run();
let adds = 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
while (performance.now() - started < seconds * 1000) {
  await run();
  adds++;
}
const elapsed = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpuBefore);
/** This process's CPU per add (µs): steadier than adds per second on a shared or virtual machine. */
const cpu = (used.user + used.system) / adds;
// Let the last add's after-response work finish before closing.
await Bun.sleep(200);
console.log(JSON.stringify({ adds, seconds: elapsed, statements, cpu }));
process.exit(0);
