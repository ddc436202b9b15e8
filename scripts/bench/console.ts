// `bun run bench:console`: how soon the admin console shows data (issue 20, goal 2). Serves
// the built site with demo data, signs the super admin in, then opens /admin/dashboard cold
// (new browser context each time) in headless Chromium and reads, per load:
//   - first data: navigation start to the frame in which the first dashboard figure is painted
//     (a MutationObserver sees the figure, a requestAnimationFrame callback marks its frame);
//   - when the init call (`/admin/index/index`) and the dashboard's data call started;
//   - the compressed (wire) bytes of every script requested before the first data.
// With a baseline (BASELINE, a git ref, default 22ebdb4: the console before issue 20's work;
// BASELINE=none skips it), the console as built at that ref is served too and the loads
// alternate before/now. Prints medians and ranges over RUNS loads each (default 7) with the
// machine's load; MARKDOWN=1 adds the table for the README.
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import zhCn from "../../src/i18n/pages/dashboard/zh-cn";
import { buildSiteIfStale } from "../lib/site-build";
import { adminLogin, CHROMIUM_ARGS, chromiumPath, startServer } from "./lib/server";
import { interleave, LoadSampler, machineLoad, markdownTable, spread, table } from "./lib/stats";

const RUNS = Number(process.env.RUNS ?? 7);
const PATH = "/admin/dashboard";
export const BUDGET = { firstDataMs: 400, scriptKb: 120 };

export interface ConsoleLoad {
  firstData: number;
  fcp: number;
  initStart: number;
  dataStart: number;
  scriptKb: number;
  scripts: number;
}

/** Installed before any page script: marks the frame that paints the first dashboard figure. */
function watchFirstData(label: string) {
  const w = window as unknown as { __firstData?: number };
  const seen = () => document.querySelector(`section[aria-label="${label}"] p`);
  const observer = new MutationObserver(() => {
    if (w.__firstData !== undefined || !seen()) return;
    w.__firstData = -1;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__firstData = performance.now();
      console.info("bench:first-data");
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function loadConsole(browser: Browser, base: string, adminInfo: unknown): Promise<ConsoleLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-CN" });
  await context.addInitScript((info) => localStorage.setItem("ba:adminInfo", info), JSON.stringify(adminInfo));
  await context.addInitScript(watchFirstData, zhCn.figures);
  const page = await context.newPage();
  try {
    // Told by a console message, not by polling the page: a poll runs the harness's own script
    // on the page's main thread (about 20 ms once, while the console is still loading).
    const painted = page.waitForEvent("console", { predicate: (message) => message.text() === "bench:first-data", timeout: 20_000 });
    await page.goto(`${base}${PATH}`);
    await painted;
    return await page.evaluate(() => {
      const firstData = (window as unknown as { __firstData: number }).__firstData;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const start = (part: string) => resources.find((r) => r.name.includes(part))?.startTime ?? Number.NaN;
      const scripts = resources.filter((r) => r.initiatorType === "script" || (r.initiatorType === "link" && r.name.endsWith(".js")) || r.name.endsWith(".js"));
      const before = scripts.filter((r) => r.startTime < firstData);
      return {
        firstData,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        initStart: start("/index/index"),
        dataStart: start("/dashboard/index"),
        scriptKb: before.reduce((sum, r) => sum + r.encodedBodySize, 0) / 1024,
        scripts: before.length,
      };
    });
  } finally {
    await context.close();
  }
}

export function consoleRows(loads: ConsoleLoad[]): string[][] {
  const pick = (f: (l: ConsoleLoad) => number) => loads.map(f);
  return [
    ["navigation to first data painted (ms)", spread(pick((l) => l.firstData)), `<= ${BUDGET.firstDataMs}`],
    ["first contentful paint (ms)", spread(pick((l) => l.fcp)), ""],
    ["init call started (ms)", spread(pick((l) => l.initStart)), ""],
    ["dashboard data call started (ms)", spread(pick((l) => l.dataStart)), ""],
    ["script before first data (KB on the wire)", spread(pick((l) => l.scriptKb), 1), `<= ${BUDGET.scriptKb}`],
    ["script files before first data", spread(pick((l) => l.scripts)), ""],
  ];
}

/**
 * The console as it was at `ref` (BASELINE, default the commit this work started from), built
 * once into a temporary folder and served by today's server: the "before" of the same
 * measurement, loaded interleaved with "now".
 */
async function baselineDist(ref: string): Promise<string | undefined> {
  const sha = (await Bun.$`git rev-parse --verify --quiet ${`${ref}^{commit}`}`.nothrow().quiet().text()).trim();
  if (!sha) {
    console.log(`Baseline ${ref} is not in this repository's history; measuring "now" only.`);
    return undefined;
  }
  const dir = join(tmpdir(), `tsp-console-baseline-${sha.slice(0, 12)}`);
  const dist = join(dir, "dist");
  if (existsSync(join(dist, "zh-cn"))) return dist;
  console.log(`Building the console as of ${sha.slice(0, 12)} for the baseline (once; kept in ${dir}) ...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // What the site's build reads, as far as that commit has it (shared/ and modules/ came later).
  const top = new Set((await Bun.$`git ls-tree --name-only ${sha}`.quiet().text()).split("\n"));
  const parts = ["src", "public", "scripts", "db", "server", "shared", "modules", "astro.config.mjs", "package.json", "tsconfig.json"].filter((part) => top.has(part));
  await Bun.$`git archive ${sha} ${parts} | tar -x -C ${dir}`.quiet();
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  const build = await Bun.$`bun --bun astro build --silent`.cwd(dir).env({ ...process.env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" }).nothrow().quiet();
  if (build.exitCode !== 0) {
    console.log(`The baseline did not build (exit ${build.exitCode}); measuring "now" only.`);
    return undefined;
  }
  return dist;
}

if (import.meta.main) {
  await buildSiteIfStale();
  const baseline = process.env.BASELINE === "none" ? undefined : await baselineDist(process.env.BASELINE ?? "22ebdb4");
  const now = await startServer({ seedDemo: true });
  const before = baseline ? await startServer({ seedDemo: true, env: { DIST_DIR: baseline } }) : undefined;
  let browser: Browser | undefined;
  try {
    const servers = { now, ...(before ? { before } : {}) } as Record<"now" | "before", typeof now>;
    const logins = { now: await adminLogin(now.base), before: before ? await adminLogin(before.base) : undefined };
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const sides = before ? (["before", "now"] as const) : (["now"] as const);
    // One load each first: the servers' page and query caches warm up.
    for (const side of sides) await loadConsole(browser, servers[side].base, logins[side]);
    const sampler = new LoadSampler().start();
    const loads = await interleave(sides, RUNS, (side) => loadConsole(browser as Browser, servers[side].base, logins[side]));
    const load = sampler.stop();
    console.log(`\nConsole dashboard, cold loads in headless Chromium on localhost: median (min-max) of ${RUNS}${before ? ", before and now interleaved" : ""}`);
    console.log(`${machineLoad()}; ${load}\n`);
    const nowRows = consoleRows(loads.now);
    const beforeRows = "before" in loads ? consoleRows((loads as Record<string, ConsoleLoad[]>).before ?? []) : undefined;
    const header = beforeRows ? ["measure", `before (${process.env.BASELINE ?? "22ebdb4"})`, "now", "goal"] : ["measure", "now", "goal"];
    const rows = nowRows.map((row, i) => (beforeRows ? [row[0] ?? "", beforeRows[i]?.[1] ?? "", row[1] ?? "", row[2] ?? ""] : row));
    console.log(table(header, rows));
    if (process.env.MARKDOWN) console.log(`\n${markdownTable(header, rows)}`);
  } finally {
    await browser?.close();
    await now.stop();
    await before?.stop();
  }
}
