// Runs every suite (type-check, API/unit tests, browser tests) and ends with one line
// `N passed, N failed` summing them all; exits non-zero on any failure.
// `bun scripts/test.ts api e2e` runs only the named suites.
//
// A green line has to mean every test ran and passed: a suite that ran no test, or whose counts
// cannot be read, fails; so does any skipped or todo test, and a focused one (`.only`) — bun has
// no `forbidOnly`, so the runner refuses them in the sources before running and runs bun with
// CI=true, where bun itself treats `.only` as an error.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findFocusedOrSkipped } from "./lib/test-markers";
import { readApiCounts } from "./lib/test-counts";
import { buildSiteIfStale } from "./lib/site-build";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  /** Why the suite counts as failed beyond its failed tests (shown in the summary). */
  problems: string[];
}

const selected = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const wants = (name: string) => selected.length === 0 || selected.includes(name);
const results: SuiteResult[] = [];
// One seed for the run's sample data (tests/api/support/random.ts); printed again when the API
// suite fails, so that exact data can be made again with TEST_SEED=<seed>.
const testSeed = process.env.TEST_SEED && /^\d+$/.test(process.env.TEST_SEED) ? process.env.TEST_SEED : String(Math.floor(Math.random() * 2 ** 31));
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0", TEST_SEED: testSeed };

async function run(cmd: string[], capture: boolean, extraEnv: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const childEnv = { ...env, ...extraEnv };
  if (!capture) return { code: await Bun.spawn(cmd, { stdout: "inherit", stderr: "inherit", env: childEnv }).exited, output: "" };
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe", env: childEnv });
  let output = "";
  // One decoder per stream: a multi-byte character split across two chunks of one stream must
  // not be joined with bytes of the other.
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
    const rest = decoder.decode();
    output += rest;
    sink.write(rest);
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { code: await proc.exited, output };
}

function heading(text: string) {
  console.log(`\n=== ${text} ===`);
}

/** Refuses focused and skipped tests in a suite's sources before it runs. */
function markersIn(dir: string, pattern: RegExp): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f));
  return findFocusedOrSkipped(files.map((file) => ({ file, text: readFileSync(file, "utf8") }))).map((m) => `${m.file}:${m.line}: ${m.text}`);
}

if (wants("typecheck")) {
  heading("Type-check (astro check: .astro, .ts, .tsx)");
  const { code, output } = await run(["bun", "--bun", "astro", "check", "--minimumSeverity", "error"], true);
  const summary = /(\d+) errors?/.exec(output);
  const problems: string[] = [];
  if (!summary) problems.push("astro check printed no result line");
  const errors = Number(summary?.[1] ?? 0);
  const ok = code === 0 && summary !== null && errors === 0;
  results.push({ name: "typecheck", passed: ok ? 1 : 0, failed: ok ? 0 : Math.max(1, errors), problems });
}

/** A suite with focused or skipped tests in its sources is refused without running: a run that would skip tests cannot be green. */
function refuseMarked(name: string, markers: string[]): boolean {
  if (markers.length === 0) return false;
  console.log(`refused: ${markers.length} focused or skipped test(s); nothing ran`);
  results.push({ name, passed: 0, failed: markers.length, problems: markers.map((m) => `focused or skipped test: ${m}`) });
  return true;
}

if (wants("api")) heading("API and unit tests (bun test, real libSQL files)");
if (wants("api") && !refuseMarked("api", markersIn("tests/api", /\.test\.ts$/))) {
  const problems: string[] = [];
  const junit = "test-results/api-junit.xml";
  mkdirSync("test-results", { recursive: true });
  rmSync(junit, { force: true });
  console.log(`sample data seed: TEST_SEED=${testSeed}`);
  // The same generous per-test budget as tests/api/support/budget.ts, for every file.
  const { code, output } = await run(["bun", "test", "--timeout=120000", "--reporter=junit", `--reporter-outfile=${junit}`], true, { CI: "true" });
  const expectedFiles = readdirSync("tests/api").filter((f) => f.endsWith(".test.ts"));
  const counts = readApiCounts(output, existsSync(junit) ? readFileSync(junit, "utf8") : undefined, expectedFiles);
  problems.push(...counts.problems);
  let failed = counts.failed + counts.skipped;
  if ((code !== 0 || problems.length > 0) && failed === 0) failed = 1;
  if (failed > 0) problems.push(`the sample data of this run came from TEST_SEED=${testSeed}`);
  results.push({ name: "api", passed: counts.passed, failed, problems });
}

if (wants("e2e")) heading("Browser tests (Playwright, Debian Chromium)");
if (wants("e2e") && !refuseMarked("e2e", markersIn("tests/e2e", /\.e2e\.ts$/))) {
  const problems: string[] = [];
  let built = true;
  try {
    await buildSiteIfStale();
  } catch (error) {
    console.error(String(error));
    built = false;
  }
  if (!built) {
    results.push({ name: "e2e", passed: 0, failed: 1, problems: ["the site did not build"] });
  } else {
    const report = "test-results/e2e-report.json";
    mkdirSync("test-results", { recursive: true });
    rmSync(report, { force: true });
    const { code } = await run(["bun", "--bun", "playwright", "test"], false);
    let passed = 0;
    let failed = 0;
    if (!existsSync(report)) {
      problems.push("Playwright wrote no report");
    } else {
      const stats = (JSON.parse(readFileSync(report, "utf8")) as { stats?: Record<string, number> }).stats;
      if (!stats) problems.push("the Playwright report has no counts");
      passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
      failed = (stats?.unexpected ?? 0) + (stats?.skipped ?? 0);
      if (stats?.skipped) problems.push(`${stats.skipped} skipped`);
      if (passed + failed === 0) problems.push("no test ran");
    }
    if (code !== 0 && failed === 0) problems.push(`Playwright exited with code ${code}`);
    if (problems.length > 0 && failed === 0) failed = 1;
    results.push({ name: "e2e", passed, failed, problems });
  }
}

heading("Summary");
for (const r of results) {
  console.log(`${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
  for (const problem of r.problems) console.log(`           - ${problem}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
