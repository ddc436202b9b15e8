// `bun run bench:pages`: the page budget of the fast static pages (DESIGN §6, issue 5). Builds
// the site when its sources changed, serves it on a free port with a throwaway database, signs
// a new member up (the code is read from the .eml file the server writes without SMTP), then
// loads `/`, `/user/login` and every member page in headless Chromium and prints, per page, the
// gzipped bytes of JavaScript and CSS it ships (files and inline) and the first contentful
// paint (median of three cold loads). A benchmark, not a test: it reports, it does not fail.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { MEMBER_PAGES } from "../../src/lib/member-pages";
import { buildSiteIfStale } from "../lib/site-build";

const RUNS = 3;
const BUDGET_KB = { public: 60, member: 120 };
const PUBLIC_PAGES = ["/", "/user/login", "/user/retrievePassword", "/guide/verify"];

interface Measure {
  path: string;
  js: number;
  css: number;
  fcp: number;
  requests: number;
}

const gz = (content: string | Buffer) => Bun.gzipSync(typeof content === "string" ? new TextEncoder().encode(content) : new Uint8Array(content)).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startServer(dataDir: string, port: number) {
  const server = Bun.spawn(["bun", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", CAPTCHA: "off", THROTTLE_GET_PER_MINUTE: "0", ADMIN_PASSWORD: "Bench-admin1" },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { server, base };
    await Bun.sleep(100);
  }
  server.kill();
  throw new Error("the server did not come up");
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

async function measure(browser: Browser, base: string, path: string, memberInfo?: string): Promise<Measure> {
  const paints: number[] = [];
  let js = 0;
  let css = 0;
  let requests = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (memberInfo) await context.addInitScript((info) => localStorage.setItem("ba:userInfo", info), memberInfo);
    const page = await context.newPage();
    const assets = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      assets.set(`${type} ${response.url()}`, response.body().then((body) => gz(body), () => 0));
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} went to ${landed} (not measured)`);
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
    paints.push(fcp);
    if (run === 0) {
      const inline = await page.evaluate(() => ({
        js: Array.from(document.querySelectorAll("script:not([src])"))
          .filter((s) => !/json/.test(s.getAttribute("type") ?? ""))
          .map((s) => s.textContent ?? "")
          .join("\n"),
        css: Array.from(document.querySelectorAll("style"))
          .map((s) => s.textContent ?? "")
          .join("\n"),
      }));
      js = inline.js ? gz(inline.js) : 0;
      css = inline.css ? gz(inline.css) : 0;
      for (const [key, size] of assets) {
        if (key.startsWith("script")) js += await size;
        else css += await size;
      }
      requests = assets.size;
    }
    await context.close();
  }
  return { path, js, css, fcp: median(paints), requests };
}

const port = 19000 + Math.floor(Math.random() * 900);
const dataDir = mkdtempSync(join(tmpdir(), "tsp-bench-"));
await buildSiteIfStale();
const { server, base } = await startServer(dataDir, port);
let browser: Browser | undefined;
try {
  const memberInfo = await newMember(base, dataDir);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const results: (Measure & { budget: number })[] = [];
  for (const path of PUBLIC_PAGES) results.push({ ...(await measure(browser, base, path)), budget: path === "/user/retrievePassword" ? BUDGET_KB.member : BUDGET_KB.public });
  for (const path of Object.keys(MEMBER_PAGES)) results.push({ ...(await measure(browser, base, path, memberInfo)), budget: BUDGET_KB.member });

  const rows = results.map((r) => [r.path, kb(r.js), kb(r.css), String(r.requests), `${Math.round(r.fcp)}`, `${r.budget}`, r.js / 1024 <= r.budget ? "ok" : "OVER"]);
  const header = ["page", "JS gz KB", "CSS gz KB", "files", "FCP ms", "JS budget KB", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\nPage budget (headless Chromium, localhost, FCP median of ${RUNS} cold loads)\n`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
} finally {
  await browser?.close();
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
