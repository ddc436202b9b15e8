// `bun run bench:list`: generic list calls of the platform against a bare Bun.serve running the
// same statements on the same database (list-server.ts records them from the platform itself).
// Cases: a small table (the 24 enterprise categories), the enterprise quick search with a filter (demo data),
// members filtered and sorted at ROWS (200,000: the shipped case) and at BIG_ROWS (1,000,000).
// Each case runs at 1 and at 50 connections. Every pair is interleaved: platform and bare
// alternate (A B, B A, A B, ... so neither side always goes first) for REPEATS rounds (at
// least 3) of DURATION seconds each, after a short warm-up of both. Before measuring, both
// sides answer each case once and their totals are compared, so the bare side provably does
// the same work. Prints medians and ranges (requests/s, latency, the per-round ratio) and the
// machine's load during the run; MARKDOWN=1 adds the table for the README. BEFORE_DIR=<another
// checkout> adds that checkout's platform as a third side of every round (before/after at the
// same load).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase } from "@db/client";
import { seedDemo } from "@db/seed/demo";
import { seedReference } from "@db/seed/reference";
import type { ListCase } from "./list-server";
import { interleave, LoadSampler, machineLoad, markdownTable, median, spread, table } from "./lib/stats";
import { CATALOG } from "@server/engine/catalog";

const ROWS = Number(process.env.ROWS ?? 200_000);
const BIG_ROWS = Number(process.env.BIG_ROWS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 5);
const REPEATS = Math.max(3, Number(process.env.REPEATS ?? 3));
const CONNECTIONS = (process.env.CONNECTIONS ?? "1,50").split(",").map(Number);
/** Another checkout (e.g. the commit before a change): its platform joins every interleaved round. */
const BEFORE_DIR = process.env.BEFORE_DIR;

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const MEMBERS = `/admin/user.User/index?${q({ "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "disable", order: "join_time,desc", limit: "50", page: "2" })}`;

interface Dataset {
  name: string;
  members: number;
  demo: boolean;
  cases: ListCase[];
}

const DATASETS: Dataset[] = [
  {
    name: "main",
    members: ROWS,
    demo: true,
    cases: [
      { name: "small table (categories)", path: `/admin/enterprise.Category/index?${q({ isTree: "false", page: "1", limit: "10" })}`, table: "enterprise_category" },
      {
        name: "enterprise quick search + filter",
        path: `/admin/enterprise.Enterprise/index?${q({ quickSearch: "旅行社", "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "NORMAL", limit: "20", page: "1" })}`,
        table: "enterprise",
      },
      { name: `members, ${ROWS.toLocaleString("en")} rows`, path: MEMBERS, table: "user" },
    ],
  },
  { name: "big", members: BIG_ROWS, demo: false, cases: [{ name: `members, ${BIG_ROWS.toLocaleString("en")} rows`, path: MEMBERS, table: "user" }] },
];

/** Members generated in SQL (one statement; far faster than inserting from JS). */
async function seedMembers(client: { execute(sql: string): Promise<unknown> }, rows: number) {
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows - 1})
    INSERT INTO "user" (group_id, username, nickname, email, mobile, status, join_time, money, score, create_time, update_time)
    SELECT 1, 'bench' || i, '会员' || i, 'bench' || i || '@example.com', '139' || printf('%08d', i),
      CASE WHEN i % 20 = 0 THEN 'disable' ELSE 'enable' END, 1700000000 + ((i * 7919) % 90000000), i % 100000, i % 5000, 1700000000, 1700000000
    FROM n`);
  await client.execute("ANALYZE");
}

async function prepare(dataset: Dataset): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `bench-list-${dataset.name}-`));
  const started = performance.now();
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  await migrateDatabase(database);
  await seedReference(database.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: "Bench-pass1" });
  if (dataset.demo) await seedDemo(database.db, { dataDir: dir });
  await seedMembers(database.client, dataset.members);
  database.close();
  console.log(`Prepared ${dataset.name}: ${dataset.members.toLocaleString("en")} members${dataset.demo ? " + demo data" : ""} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

interface Side {
  proc: ReturnType<typeof Bun.spawn>;
  base: string;
  token: string;
  output: string[];
}

/** `cwd`: another checkout of the platform (BEFORE_DIR), to compare it with this one. */
async function startSide(mode: "app" | "raw", dir: string, cases: ListCase[], cwd = process.cwd()): Promise<Side> {
  const port = 19000 + Math.floor(Math.random() * 900);
  const proc = Bun.spawn(["bun", "scripts/bench/list-server.ts", mode, dir, String(port), JSON.stringify(cases)], { stdout: "pipe", stderr: "inherit", cwd });
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!/^ready .*\n/m.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${mode} server exited before it was ready`);
    text += decoder.decode(value);
  }
  // The rest of the output (raw: the replayed statements) arrives right after.
  const output: string[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  })();
  await Bun.sleep(200);
  output.push(...text.split("\n").filter(Boolean));
  const [, , token] = (output.find((l) => l.startsWith("ready ")) ?? "").split(" ");
  return { proc, base: `http://127.0.0.1:${port}`, token: token ?? "", output };
}

const headersFor = (side: Side): Record<string, string> => (side.token && side.token !== "-" ? { batoken: side.token, server: "1" } : {});

/** Both sides answer the case; the platform's total must equal the count the bare side ran. */
async function check(item: ListCase, app: Side, raw: Side): Promise<string> {
  const a = (await (await fetch(`${app.base}${item.path}`, { headers: headersFor(app) })).json()) as { code: number; msg: string; data: { total: number; list: unknown[] } };
  const b = (await (await fetch(`${raw.base}${item.path}`)).json()) as { data: unknown[][] };
  if (a.code !== 1) throw new Error(`${item.name}: ${a.msg}`);
  const counts = b.data.flatMap((rows) => (rows.length === 1 && rows[0] && Object.keys(rows[0] as object).length <= 2 ? [Number(Object.values(rows[0] as object)[0])] : []));
  const pages = b.data.filter((rows) => rows.length === a.data.list.length);
  if (!counts.includes(a.data.total) || pages.length === 0) throw new Error(`${item.name}: the bare handler does not do the platform's work (total ${a.data.total} vs ${counts.join("/")})`);
  return `${a.data.total.toLocaleString("en")} rows match, page of ${a.data.list.length}`;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function drive(side: Side, item: ListCase, connections: number, duration: number): Promise<Run> {
  const result = await autocannon({ url: `${side.base}${item.path}`, connections, duration, headers: headersFor(side) });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const dirs: string[] = [];
const sides: Side[] = [];
try {
  console.log(`List benchmark: ${REPEATS} interleaved rounds of ${DURATION} s per side, connections ${CONNECTIONS.join(" and ")}`);
  const rows: string[][] = [];
  const sampler = new LoadSampler();
  for (const dataset of DATASETS) {
    const dir = await prepare(dataset);
    dirs.push(dir);
    const app = await startSide("app", dir, dataset.cases);
    sides.push(app);
    const raw = await startSide("raw", dir, dataset.cases);
    sides.push(raw);
    const before = BEFORE_DIR ? await startSide("app", dir, dataset.cases, BEFORE_DIR) : undefined;
    if (before) sides.push(before);
    for (const line of raw.output.slice(1)) {
      const replay = JSON.parse(line) as { case: string; statements: string[][] };
      console.log(`  bare handler for "${replay.case}" runs: ${replay.statements.map((group) => group.map((s) => s.replace(/\s+/g, " ").slice(0, 140)).join(" ‖ ")).join(" → ")}`);
    }
    for (const item of dataset.cases) {
      console.log(`  ${item.name}: ${await check(item, app, raw)}`);
      for (const connections of CONNECTIONS) {
        await drive(app, item, connections, 1);
        await drive(raw, item, connections, 1);
        if (before) await drive(before, item, connections, 1);
        const names = before ? (["platform", "bare", "before"] as const) : (["platform", "bare"] as const);
        const runs = (await interleave(names, REPEATS, async (name) => {
          const run = await drive(name === "platform" ? app : name === "before" ? (before as Side) : raw, item, connections, DURATION);
          sampler.sample();
          return run;
        })) as Record<"platform" | "bare" | "before", Run[]>;
        const ratios = runs.platform.map((run, i) => run.rps / (runs.bare[i]?.rps ?? Number.NaN));
        const errors = [...runs.platform, ...runs.bare].reduce((sum, run) => sum + run.errors, 0);
        const ms = (list: Run[], key: "p50" | "p99") => median(list.map((r) => r[key])).toFixed(0);
        rows.push([
          item.name,
          String(connections),
          spread(runs.platform.map((r) => r.rps)),
          spread(runs.bare.map((r) => r.rps)),
          spread(ratios, 2),
          `${ms(runs.platform, "p50")} / ${ms(runs.platform, "p99")}`,
          `${ms(runs.bare, "p50")} / ${ms(runs.bare, "p99")}`,
          String(errors),
          ...(before ? [spread(runs.before.map((r) => r.rps)), spread(runs.before.map((run, i) => run.rps / (runs.bare[i]?.rps ?? Number.NaN)), 2)] : []),
        ]);
        console.log(`    c=${connections}: platform ${rows.at(-1)?.[2]} req/s, bare ${rows.at(-1)?.[3]} req/s, ratio ${rows.at(-1)?.[4]}`);
      }
    }
    for (const side of before ? [app, raw, before] : [app, raw]) {
      side.proc.kill();
      await side.proc.exited;
    }
  }
  const during = sampler.stop();
  const header = ["case", "c", "platform req/s", "bare req/s", "ratio", "platform p50/p99 ms", "bare p50/p99 ms", "errors", ...(BEFORE_DIR ? ["before req/s", "before ratio"] : [])];
  console.log(`\nGeneric list calls vs a bare handler running the same statements: median (min-max) of ${REPEATS} interleaved ${DURATION}-second rounds`);
  console.log(`${machineLoad()}; ${during}\n`);
  console.log(table(header, rows));
  if (process.env.MARKDOWN) console.log(`\n${markdownTable(header, rows)}`);
} finally {
  for (const side of sides) side.proc.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
