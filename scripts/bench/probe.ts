// In-process microseconds of one generic call: the platform (`app.frontDoor`, no sockets) against
// the same database statements run bare on the same client, sequentially, after a warm-up.
// Usage: bun scripts/bench/probe.ts list <dataDir prepared by bench:list> [calls]
//        bun scripts/bench/probe.ts add  <dataDir with the reference seed> [calls]
// PROFILE=1 runs only the platform (for `bun --cpu-prof`); CASE=small|quick|members picks one list;
// VERBOSE=1 prints the statements. Prints wall and CPU microseconds per call, medians of ROUNDS.
import type { Client, InStatement, InValue } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { CELLS, type CellReader } from "@db/select-cells";
import { createAccessTokens } from "@server/auth/access-token";
import { createSessionService } from "@server/auth/sessions";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { createLogger } from "@server/kernel/log";

const [mode = "list", dataDir = "", callsText] = process.argv.slice(2);
const calls = Number(callsText ?? 2000);
const profileOnly = process.env.PROFILE === "1";
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "error", THROTTLE_GET_PER_MINUTE: "0", THROTTLE_ACCOUNT_GET_PER_MINUTE: "0", DIST_DIR: `${dataDir}/no-site` }),
  jwtSecret: "bench-secret-bench-secret-bench-secret-1",
};
const database = await openDatabase(config.databaseUrl);
const client = database.client;
const fastCells = (client as unknown as Record<typeof CELLS, CellReader | undefined>)[CELLS];

interface Step {
  kind: "execute" | "cells" | "tx";
  sql: string;
  args: InValue[];
  statements?: { sql: string; args: InValue[] }[];
}
let recording: Step[] | undefined;
const recorder = new Proxy(client, {
  get(target, property) {
    if (property === CELLS && fastCells)
      return (sql: string, args: unknown[]) => {
        recording?.push({ kind: "cells", sql, args: [...args] as InValue[] });
        return fastCells(sql, args);
      };
    if (property === "execute")
      return (statement: InStatement | string, args?: InValue[]) => {
        const sql = typeof statement === "string" ? statement : statement.sql;
        recording?.push({ kind: "execute", sql, args: [...((typeof statement === "string" ? args : (statement.args as InValue[])) ?? [])] });
        return typeof statement === "string" ? target.execute(statement, args) : target.execute(statement);
      };
    if (property === "transaction")
      return async (txMode?: "write" | "read" | "deferred") => {
        const tx = await target.transaction(txMode);
        const step: Step = { kind: "tx", sql: "", args: [], statements: [] };
        recording?.push(step);
        const execute = tx.execute.bind(tx);
        tx.execute = ((statement: InStatement | string, args?: InValue[]) => {
          step.statements?.push({ sql: typeof statement === "string" ? statement : statement.sql, args: [...((typeof statement === "string" ? args : (statement.args as InValue[])) ?? [])] });
          return execute(typeof statement === "string" ? { sql: statement, args: args ?? [] } : statement);
        }) as typeof tx.execute;
        return tx;
      };
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
}) as Client;
const handle: DatabaseHandle = profileOnly ? database : { ...database, client: recorder, db: drizzle(recorder) as DatabaseHandle["db"] };
const app = await createApp({ config, database: handle, log: createLogger("error") });
const { token } = await createSessionService(database.db, createAccessTokens(config.jwtSecret), () => ({ accessTtl: 86_400, refreshTtl: 86_400 })).start("admin", 1, { keep: false, ip: "bench", useragent: "bench" });

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const LISTS = {
  small: `/admin/enterprise.Category/index?${q({ isTree: "false", page: "1", limit: "10" })}`,
  quick: `/admin/enterprise.Enterprise/index?${q({ quickSearch: "旅行社", "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "NORMAL", limit: "20", page: "1" })}`,
  members: `/admin/user.User/index?${q({ "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "disable", order: "join_time,desc", limit: "50", page: "2" })}`,
};
let n = 0;
const addRequest = (name: string) =>
  new Request("http://127.0.0.1/admin/routine.Dictionary/add", {
    method: "POST",
    headers: { batoken: token, server: "1", "content-type": "application/json" },
    body: JSON.stringify({ name, title: "压测", weigh: 0, status: "1" }),
  });

async function call(request: Request): Promise<void> {
  // The server's own path (its front door), without a socket.
  const res = await app.frontDoor(request, { requestIP: () => null });
  // Read as text (a client on the wire does not parse either); the envelope says success first.
  const text = await res.text();
  if (!text.startsWith('{"code":1,')) throw new Error(text.slice(0, 300));
}

async function time(label: string, run: () => Promise<void>, count = calls): Promise<number> {
  for (let i = 0; i < Math.min(300, count); i++) await run();
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) await run();
  const used = process.cpuUsage(cpu);
  const us = ((performance.now() - started) * 1000) / count;
  console.log(`${label.padEnd(34)} ${us.toFixed(0).padStart(7)} us/call, cpu ${((used.user + used.system) / count).toFixed(0)} us/call`);
  return us;
}

const replayStep = async (step: Step, swap: (a: InValue[]) => InValue[] = (a) => a) => {
  if (step.kind === "cells" && fastCells) return void (await fastCells(step.sql, swap(step.args)));
  if (step.kind === "execute") return void (await client.execute({ sql: step.sql, args: swap(step.args) }));
  const tx = await client.transaction("write");
  try {
    for (const s of step.statements ?? []) await tx.execute({ sql: s.sql, args: swap(s.args) });
    await tx.commit();
  } finally {
    tx.close();
  }
};

/** Interleaved rounds (platform, bare, bare, platform, ...): median microseconds of each. */
async function pair(label: string, platform: () => Promise<void>, bare: () => Promise<void>, count: number, rounds = Number(process.env.ROUNDS ?? 5)) {
  const us = { platform: [] as number[], bare: [] as number[] };
  const cpu = { platform: [] as number[], bare: [] as number[] };
  let lastCpu = 0;
  // Wall time, and the process's CPU time per call (far less sensitive to a loaded machine).
  const once = async (run: () => Promise<void>) => {
    const started = performance.now();
    const before = process.cpuUsage();
    for (let i = 0; i < count; i++) await run();
    const used = process.cpuUsage(before);
    lastCpu = (used.user + used.system) / count;
    return ((performance.now() - started) * 1000) / count;
  };
  for (let i = 0; i < Math.min(300, count); i++) await platform(), await bare();
  for (let r = 0; r < rounds; r++) {
    for (const side of (r % 2 === 0 ? ["platform", "bare"] : ["bare", "platform"]) as ("platform" | "bare")[]) {
      us[side].push(await once(side === "platform" ? platform : bare));
      cpu[side].push(lastCpu);
    }
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? 0;
  const p = med(us.platform);
  const b = med(us.bare);
  const ratios = us.platform.map((v, i) => (us.bare[i] ?? 0) / v).sort();
  const cp = med(cpu.platform);
  const cb = med(cpu.bare);
  console.log(`${label.padEnd(10)} cpu: platform ${cp.toFixed(0).padStart(6)} us  bare ${cb.toFixed(0).padStart(6)} us  overhead ${(cp - cb).toFixed(0).padStart(6)} us  ratio ${(cb / cp).toFixed(2)}`);
  console.log(`${label.padEnd(10)} platform ${p.toFixed(0).padStart(6)} us  bare ${b.toFixed(0).padStart(6)} us  overhead ${(p - b).toFixed(0).padStart(6)} us  ratio ${(b / p).toFixed(2)} (${ratios[0]?.toFixed(2)}-${ratios.at(-1)?.toFixed(2)})`);
}

if (mode === "list") {
  for (const [name, path] of Object.entries(LISTS)) {
    if (process.env.CASE && process.env.CASE !== name) continue;
    const request = () => new Request(`http://127.0.0.1${path}`, { headers: { batoken: token, server: "1" } });
    if (profileOnly) {
      await time(`${name} platform`, () => call(request()));
      continue;
    }
    for (let i = 0; i < 5; i++) await call(request());
    recording = [];
    await call(request());
    const steps = recording as Step[];
    recording = undefined;
    const table = /from "?(\w+)"?/.exec(steps.at(-1)?.sql ?? "")?.[1];
    const mine = steps.filter((s) => table && new RegExp(`\\bfrom\\s+"?${table}"?(\\s|$)`, "i").test(s.sql));
    if (process.env.VERBOSE) console.log(`  statements: ${steps.map((s) => s.sql.slice(0, 60)).join(" | ")}`);
    await pair(name, () => call(request()), async () => {
      for (const s of mine) await replayStep(s);
    }, name === "quick" ? 20 : name === "members" ? 200 : 1000);
  }
} else {
  // Recorded first (as write-side.ts does): later adds' after-response work would mix in.
  const recordedName = `r_${process.pid}_${n++}`;
  recording = [];
  await call(addRequest(recordedName));
  await Bun.sleep(300);
  const steps = recording as Step[];
  recording = undefined;
  const writes = steps.filter((s) => s.kind === "tx" || /^\s*(insert|update|delete|replace)\b/i.test(s.sql));
  if (process.env.VERBOSE) for (const s of steps) console.log(`  ${s.kind} ${s.kind === "tx" ? (s.statements ?? []).map((t) => t.sql.slice(0, 70)).join("\n       ") : s.sql.slice(0, 80)}`);
  const platform = () => call(addRequest(`p_${process.pid}_${n++}`));
  if (profileOnly) {
    for (const k in (globalThis as any).__T ?? {}) delete (globalThis as any).__T[k];
    await time("add platform", platform, calls);
  } else {
    await pair("add", platform, async () => {
      const name = `b_${process.pid}_${n++}`;
      const swap = (args: InValue[]) => args.map((a) => (typeof a === "string" && a.includes(recordedName) ? a.replaceAll(recordedName, name) : a));
      for (const s of writes) await replayStep(s, swap);
    }, calls);
  }
}
process.exit(0);
