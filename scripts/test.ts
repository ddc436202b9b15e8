// Runs every suite (type-check, API/unit tests, browser tests) and ends with one line
// `N passed, N failed` summing them all; exits non-zero on any failure.
// `bun scripts/test.ts api e2e` runs only the named suites.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { buildSiteIfStale } from "./lib/site-build";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
}

const selected = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const wants = (name: string) => selected.length === 0 || selected.includes(name);
const results: SuiteResult[] = [];
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };

async function run(cmd: string[], capture: boolean): Promise<{ code: number; output: string }> {
  if (!capture) return { code: await Bun.spawn(cmd, { stdout: "inherit", stderr: "inherit", env }).exited, output: "" };
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe", env });
  const decoder = new TextDecoder();
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { code: await proc.exited, output };
}

function heading(text: string) {
  console.log(`\n=== ${text} ===`);
}

if (wants("typecheck")) {
  heading("Type-check (astro check: .astro, .ts, .tsx)");
  const { code, output } = await run(["bun", "--bun", "astro", "check", "--minimumSeverity", "error"], true);
  const errors = Number(/(\d+) errors?/.exec(output)?.[1] ?? (code === 0 ? 0 : 1));
  results.push({ name: "typecheck", passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : Math.max(1, errors) });
}

if (wants("api")) {
  heading("API and unit tests (bun test, real libSQL files)");
  const { code, output } = await run(["bun", "test"], true);
  const passed = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0);
  let failed = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0);
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name: "api", passed, failed });
}

if (wants("e2e")) {
  heading("Browser tests (Playwright, Debian Chromium)");
  let built = true;
  try {
    await buildSiteIfStale();
  } catch (error) {
    console.error(String(error));
    built = false;
  }
  if (!built) {
    results.push({ name: "e2e", passed: 0, failed: 1 });
  } else {
    const report = "test-results/e2e-report.json";
    mkdirSync("test-results", { recursive: true });
    rmSync(report, { force: true });
    const { code } = await run(["bun", "--bun", "playwright", "test"], false);
    let passed = 0;
    let failed = code === 0 ? 0 : 1;
    if (existsSync(report)) {
      const stats = (JSON.parse(readFileSync(report, "utf8")) as { stats: Record<string, number> }).stats;
      passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed = (stats.unexpected ?? 0) + (stats.skipped ?? 0);
      if (code !== 0 && failed === 0) failed = 1;
    }
    results.push({ name: "e2e", passed, failed });
  }
}

heading("Summary");
for (const r of results) console.log(`${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
