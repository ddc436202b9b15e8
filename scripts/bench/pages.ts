// `bun run bench:pages`: the page budget (DESIGN §6, §9; issue 20 goal 1). Builds the site when
// its sources changed, serves it on a free port with a throwaway database (demo data), signs a
// member and the super admin in, then loads `/`, `/user/login`, `/user/retrievePassword`,
// `/admin/login`, every member page and the console dashboard cold (new browser context each
// time) in headless Chromium. Per page it prints what went over the wire as the server sent it
// (compressed body bytes from Resource Timing: the document, its scripts and its styles), the
// number of script and style files, and the first contentful paint: median and range of RUNS
// loads (default 3), the pages taken round-robin, every other round in reverse order.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { MEMBER_PAGES } from "../../src/lib/member-pages";
import { buildSiteIfStale } from "../lib/site-build";
import { adminLogin, CHROMIUM_ARGS, chromiumPath, startServer } from "./lib/server";
import { interleave, LoadSampler, machineLoad, markdownTable, median, spread, table } from "./lib/stats";

const RUNS = Math.max(3, Number(process.env.RUNS ?? 3));
/** JS budgets; the console's (120 KB before its first data) is checked by bench:console. */
const BUDGET_KB: Record<string, number | undefined> = { public: 60, member: 120, console: undefined };

type Kind = "public" | "member" | "console";

interface Target {
  path: string;
  kind: Kind;
  /** localStorage entries set before the page loads (the signed-in member or admin). */
  storage?: Record<string, string>;
}

interface Load {
  html: number;
  js: number;
  css: number;
  files: number;
  fcp: number;
}

async function call(base: string, path: string, json: unknown) {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", "think-lang": "en" }, body: JSON.stringify(json) });
  const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** Registers a member the way a visitor does; the code comes from the mail file. */
async function newMember(base: string, dataDir: string) {
  const email = `bench${Date.now().toString(36)}@example.com`;
  await call(base, "/api/Ems/send", { email, event: "user_register" });
  const dir = join(dataDir, "mail");
  const mail = readdirSync(dir).filter((f) => f.includes(email)).sort().at(-1);
  const code = mail && /^(\d{6})\r?$/m.exec(readFileSync(join(dir, mail), "utf8"))?.[1];
  if (!code) throw new Error("no code in the mail file");
  const data = await call(base, "/api/user/checkIn", { tab: "register", username: `bench${Date.now().toString(36).slice(-6)}`, password: "Bench-pass1", registerType: "email", email, captcha: code });
  return JSON.stringify(data.userInfo);
}

async function load(browser: Browser, base: string, target: Target): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const [key, value] of Object.entries(target.storage ?? {})) {
    await context.addInitScript(([k, v]) => localStorage.setItem(k as string, v as string), [key, value]);
  }
  const page = await context.newPage();
  try {
    await page.goto(`${base}${target.path}`, { waitUntil: "networkidle" });
    const landed = new URL(page.url()).pathname;
    if (landed !== target.path) throw new Error(`${target.path} went to ${landed} (not measured)`);
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => /\.m?js(\?|$)/.test(r.name));
      const styles = resources.filter((r) => /\.css(\?|$)/.test(r.name));
      const sum = (list: PerformanceResourceTiming[]) => list.reduce((total, r) => total + r.encodedBodySize, 0);
      return {
        html: nav?.encodedBodySize ?? 0,
        js: sum(scripts),
        css: sum(styles),
        files: scripts.length + styles.length,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      };
    });
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.main) {
  await buildSiteIfStale();
  const server = await startServer({ seedDemo: true });
  let browser: Browser | undefined;
  try {
    const member = { "ba:userInfo": await newMember(server.base, server.dataDir) };
    const admin = { "ba:adminInfo": JSON.stringify(await adminLogin(server.base)) };
    const targets: Target[] = [
      { path: "/", kind: "public" },
      { path: "/user/login", kind: "public" },
      { path: "/user/retrievePassword", kind: "member" },
      { path: "/admin/login", kind: "public" },
      ...Object.keys(MEMBER_PAGES).map((path): Target => ({ path, kind: "member", storage: member })),
      { path: "/admin/dashboard", kind: "console", storage: admin },
    ];
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    for (const target of targets) await load(browser, server.base, target); // server-side caches warm
    const sampler = new LoadSampler().start();
    const results = await interleave(
      targets.map((t) => t.path),
      RUNS,
      (path) => load(browser as Browser, server.base, targets.find((t) => t.path === path) as Target),
    );
    const during = sampler.stop();

    const header = ["page", "HTML KB", "JS KB", "CSS KB", "files", "FCP ms median (range)", "JS budget KB", ""];
    const rows = targets.map((target) => {
      const loads = results[target.path] ?? [];
      const js = median(loads.map((l) => l.js));
      const budget = BUDGET_KB[target.kind];
      return [
        `\`${target.path}\``,
        kb(median(loads.map((l) => l.html))),
        kb(js),
        kb(median(loads.map((l) => l.css))),
        String(median(loads.map((l) => l.files))),
        spread(loads.map((l) => l.fcp)),
        budget === undefined ? "-" : String(budget),
        budget === undefined ? "" : js / 1024 <= budget ? "ok" : "OVER",
      ];
    });
    console.log(`\nPage budget: bytes on the wire as sent (compressed), headless Chromium on localhost, ${RUNS} cold loads per page, interleaved`);
    console.log(`${machineLoad()}; ${during}\n`);
    console.log(table(header, rows.map((r) => [r[0]?.replace(/`/g, "") ?? "", ...r.slice(1)])));
    if (process.env.MARKDOWN) console.log(`\n${markdownTable(header.slice(0, -1), rows.map((r) => r.slice(0, -1)))}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}
