// `bun run bench:write`: generic adds (`routine.Dictionary/add`, one after another) through the
// platform against the same writes replayed raw on the same database client (write-side.ts
// records them from the platform itself: every write statement and transaction of one add,
// its after-response work included). Each side is a fresh process per round; rounds are
// interleaved (A B, B A, ...) REPEATS times (at least 3) for DURATION seconds each. Prints
// adds/s as median (min-max), the per-round ratio, each side's CPU per add and its ratio, and
// the machine's load. BEFORE_DIR=<another checkout> adds that checkout's platform as a third
// side (its own write-side.ts when it has one, else a copy of this one for the run).
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrateDatabase, openDatabase } from "@db/client";
import { seedReference } from "@db/seed/reference";
import { CATALOG } from "@server/engine/catalog";
import { interleave, LoadSampler, machineLoad, markdownTable, spread, table } from "./lib/stats";

const DURATION = Number(process.env.DURATION ?? 5);
const REPEATS = Math.max(3, Number(process.env.REPEATS ?? 3));
const BEFORE_DIR = process.env.BEFORE_DIR;

interface Result {
  adds: number;
  seconds: number;
  statements: number;
  /** CPU µs per add (absent from a checkout's side that predates it). */
  cpu?: number;
}

async function side(mode: "app" | "raw", dir: string, cwd = process.cwd()): Promise<Result> {
  const proc = Bun.spawn(["bun", "scripts/bench/write-side.ts", mode, dir, String(DURATION)], { cwd, stdout: "pipe", stderr: "inherit" });
  const text = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error(`${mode} side failed`);
  return JSON.parse(text.trim().split("\n").at(-1) ?? "{}") as Result;
}

const dir = mkdtempSync(join(tmpdir(), "bench-write-"));
let copied: string | undefined;
try {
  const database = await openDatabase(`file:${join(dir, "app.db")}`);
  await migrateDatabase(database);
  await seedReference(database.db, { catalog: CATALOG, adminUsername: "admin", adminPassword: "Bench-pass1" });
  database.close();
  if (BEFORE_DIR) {
    copied = join(BEFORE_DIR, "scripts/bench/write-side.ts");
    if (existsSync(copied)) copied = undefined;
    else copyFileSync(resolve("scripts/bench/write-side.ts"), join(BEFORE_DIR, "scripts/bench/write-side.ts"));
  }
  console.log(`Write benchmark: ${REPEATS} interleaved rounds of ${DURATION} s per side, adds one after another`);
  const sampler = new LoadSampler();
  const names = BEFORE_DIR ? (["platform", "bare", "before"] as const) : (["platform", "bare"] as const);
  const runs = (await interleave(names, REPEATS, async (name) => {
    const result = await side(name === "bare" ? "raw" : "app", dir, name === "before" ? BEFORE_DIR : undefined);
    sampler.sample();
    return result;
  })) as Record<"platform" | "bare" | "before", Result[]>;
  const during = sampler.stop();
  const rate = (r: Result) => r.adds / r.seconds;
  const cpuOf = (results: Result[]) => (results.every((r) => typeof r.cpu === "number") ? results.map((r) => r.cpu as number) : []);
  const header = [
    "case",
    "platform adds/s",
    "bare adds/s",
    "ratio",
    "platform CPU µs/add",
    "bare CPU µs/add",
    "CPU ratio",
    ...(BEFORE_DIR ? ["before adds/s", "before ratio", "before CPU µs/add"] : []),
  ];
  const row = [
    `dictionary add (bare: ${runs.bare[0]?.statements ?? "?"} statements)`,
    spread(runs.platform.map(rate)),
    spread(runs.bare.map(rate)),
    spread(runs.platform.map((r, i) => rate(r) / rate(runs.bare[i] as Result)), 2),
    spread(cpuOf(runs.platform)),
    spread(cpuOf(runs.bare)),
    spread(cpuOf(runs.platform).map((cpu, i) => (cpuOf(runs.bare)[i] ?? Number.NaN) / cpu), 2),
    ...(BEFORE_DIR ? [spread(runs.before.map(rate)), spread(runs.before.map((r, i) => rate(r) / rate(runs.bare[i] as Result)), 2), spread(cpuOf(runs.before))] : []),
  ];
  console.log(`\nGeneric adds vs the same writes replayed raw: median (min-max) of ${REPEATS} interleaved ${DURATION}-second rounds`);
  console.log(`${machineLoad()}; ${during}\n`);
  console.log(table(header, [row]));
  if (process.env.MARKDOWN) console.log(`\n${markdownTable(header, [row])}`);
} finally {
  if (copied) rmSync(copied, { force: true });
  rmSync(dir, { recursive: true, force: true });
}
