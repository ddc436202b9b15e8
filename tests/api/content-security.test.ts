// HTML pages carry a Content-Security-Policy (issue 19, finding 11): scripts only from our own
// origin and the page's inline scripts by hash (never 'unsafe-inline' or eval), external storage
// allowed to receive uploads, no framing by other sites. Browser tests prove pages and islands
// work under it (tests/e2e/content-security.e2e.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { config } from "@db/schema";
import { sessionFor } from "./support/identity";
import { writeFakeSite } from "./support/fake-site";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
const ISLAND = "customElements.define('astro-island', class extends HTMLElement {});";

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), "tsp-csp-")), "dist");
  writeFakeSite(dist);
  // A page with an inline island loader, a JSON data block and an external module.
  for (const lang of ["zh-cn", "en"]) {
    mkdirSync(join(dist, lang, "admin", "shell"), { recursive: true });
    writeFileSync(
      join(dist, lang, "admin", "shell", "index.html"),
      `<!doctype html><html><head><title>c</title><script id="site-boot" type="application/json">{}</script><script>${ISLAND}</script><script type="module" src="/_astro/app.abc123.js"></script></head><body></body></html>`,
    );
  }
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(() => t.close());

const hashOf = (text: string) => `'sha256-${new Bun.CryptoHasher("sha256").update(text).digest("base64")}'`;
const policy = (res: Response) => Object.fromEntries((res.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe("content security policy", () => {
  test("every HTML page (404 included) has one; API answers keep theirs plain", async () => {
    for (const path of ["/", "/admin/login", "/user/nowhere", "/no-such-page"]) {
      const res = await t.request(path);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
    expect((await t.request("/api/health")).headers.get("content-security-policy")).toBeNull();
  });

  test("scripts: own origin and the page's inline scripts by hash; no unsafe-inline or eval; no framing elsewhere", async () => {
    const csp = policy(await t.request("/admin/dashboard"));
    expect(csp["script-src"]).toEqual(["'self'", hashOf(ISLAND)]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'self'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain("unsafe-eval");
  });

  test("uploads to configured external storage are allowed to connect; the policy follows the setting", async () => {
    expect(policy(await t.request("/admin/login"))["connect-src"]).toEqual(["'self'"]);
    await t.database.db.update(config).set({ value: "https://bucket.s3.example.com/base" }).where(eq(config.name, "upload_url"));
    await envelopeOf(await t.request("/admin/ajax/clearCache", { method: "POST", json: { type: "config" }, headers: { batoken: await sessionFor(t, "admin", 1) } }));
    expect(policy(await t.request("/admin/login"))["connect-src"]).toEqual(["'self'", "https://bucket.s3.example.com"]);
  });
});
