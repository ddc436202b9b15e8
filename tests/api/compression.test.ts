// Compressed answers and caching headers (issue 20 goal 1, DESIGN §9): built assets go out in
// the pre-compressed variant the client accepts, pages compressed once per rendering, JSON on
// the fly; every compressible answer says `Vary: Accept-Encoding`; hashed assets are immutable.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { desc, eq } from "drizzle-orm";
import { admin, adminLog } from "@db/schema";
import { acceptedEncoding } from "@server/kernel/compression";
import { precompress } from "../../scripts/lib/precompress";
import { adminLogin } from "./support/identity";
import { writeFakeSite } from "./support/fake-site";
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "./support/test-app";

let t: TestApp;
let token: string;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<rect width="8" height="8" fill="#123456"/>'.repeat(20)}</svg>`;
const BROWSER = "gzip, deflate, br, zstd";

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), "tsp-dist-")), "dist");
  writeFakeSite(dist);
  // A page big enough to be worth compressing.
  writeFileSync(join(dist, "zh-cn", "admin", "login", "index.html"), `<!doctype html><html><head><title data-page-title="登录">登录</title></head><body><h1>登录</h1>${"<p>文化和旅游市场监管</p>".repeat(200)}</body></html>`);
  writeFileSync(join(dist, "_astro", "big.Ab12Cd.js"), SCRIPT);
  writeFileSync(join(dist, "_astro", "tiny.Ef34Gh.js"), "export{};");
  mkdirSync(join(dist, "static"), { recursive: true });
  writeFileSync(join(dist, "static", "logo.svg"), SVG);
  await precompress([join(dist, "_astro"), join(dist, "static")]);
  t = await createTestApp({ DIST_DIR: dist });
  token = (await adminLogin(t)).token;
});
afterAll(() => t.close());

const decode = async (res: Response): Promise<string> => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  return (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
};

describe("which encoding a client gets", () => {
  test("brotli first, then gzip; q=0 refuses; * stands for the rest", () => {
    expect(acceptedEncoding(BROWSER)).toBe("br");
    expect(acceptedEncoding("gzip, deflate")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("*, br;q=0")).toBe("gzip");
    expect(acceptedEncoding("")).toBeUndefined();
    expect(acceptedEncoding(null)).toBeUndefined();
    expect(acceptedEncoding(BROWSER, ["gzip"])).toBe("gzip");
  });
});

describe("built assets", () => {
  test("are sent pre-compressed in the variant the client accepts, immutable for a year", async () => {
    for (const [accept, encoding] of [[BROWSER, "br"], ["gzip", "gzip"], ["br;q=0, gzip", "gzip"], [undefined, null]] as const) {
      const res = await t.request("/_astro/big.Ab12Cd.js", { headers: accept ? { "accept-encoding": accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(await decode(res)).toBe(SCRIPT);
    }
    const br = await t.request("/_astro/big.Ab12Cd.js", { headers: { "accept-encoding": BROWSER } });
    expect((await br.arrayBuffer()).byteLength).toBeLessThan(SCRIPT.length / 4);
  });

  test("ETags differ per variant and answer 304 when the client has it", async () => {
    const br = await t.request("/_astro/big.Ab12Cd.js", { headers: { "accept-encoding": BROWSER } });
    const plain = await t.request("/_astro/big.Ab12Cd.js");
    const etag = br.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-br"$/);
    expect(plain.headers.get("etag")).not.toBe(etag);
    const again = await t.request("/_astro/big.Ab12Cd.js", { headers: { "accept-encoding": BROWSER, "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toContain("immutable");
  });

  test("files too small to gain are sent as they are, without Vary", async () => {
    const res = await t.request("/_astro/tiny.Ef34Gh.js", { headers: { "accept-encoding": BROWSER } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(await res.text()).toBe("export{};");
  });

  test("public files are compressed too and cached for a day (their names do not change)", async () => {
    const res = await t.request("/static/logo.svg", { headers: { "accept-encoding": BROWSER } });
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await decode(res)).toBe(SVG);
    expect((await t.request("/static/missing.svg")).status).toBe(404);
    expect((await t.request("/_astro/big.Ab12Cd.js.br")).status).toBe(404);
  });

  test("a cross-origin asset request keeps Vary: Accept-Encoding beside CORS's Origin", async () => {
    const res = await t.request("/_astro/big.Ab12Cd.js", { headers: { "accept-encoding": BROWSER, origin: "http://localhost" } });
    expect(res.headers.get("vary") ?? "").toContain("Accept-Encoding");
  });
});

describe("pages", () => {
  test("are compressed once per rendering, say Vary: Cookie, Accept-Encoding and revalidate by ETag", async () => {
    const plain = await t.request("/admin/login");
    const html = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const [accept, encoding] of [[BROWSER, "br"], ["gzip", "gzip"]] as const) {
      const res = await t.request("/admin/login", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await decode(res)).toBe(html);
      const etag = res.headers.get("etag") ?? "";
      expect((await t.request("/admin/login", { headers: { "accept-encoding": accept, "if-none-match": etag } })).status).toBe(304);
    }
  });

  test("the 404 page is compressed but never answered 304", async () => {
    const res = await t.request("/no/such/page", { headers: { "accept-encoding": BROWSER } });
    expect(res.status).toBe(404);
    const etag = res.headers.get("etag") ?? "";
    expect((await t.request("/no/such/page", { headers: { "accept-encoding": BROWSER, "if-none-match": etag } })).status).toBe(404);
  });
});

describe("JSON answers", () => {
  const init = (accept?: string) => t.request("/admin/index/index", { headers: { server: "1", batoken: token, ...(accept ? { "accept-encoding": accept } : {}) } });

  test("are compressed on the fly when the client accepts it", async () => {
    const plain = await init();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = await plain.text();
    for (const [accept, encoding] of [[BROWSER, "br"], ["gzip", "gzip"]] as const) {
      const res = await init(accept);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const decoded = JSON.parse(await decode(res));
      expect(decoded.code).toBe(1);
      expect(decoded.data.menus).toEqual(JSON.parse(body).data.menus);
    }
  });

  test("small answers go out as they are", async () => {
    const res = await t.request("/api/common/refreshToken", { method: "POST", json: { refreshToken: "x" }, headers: { "accept-encoding": BROWSER } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.json()).code).toBe(303);
  });

  test("a compressed login answer is still written to the admin log with the admin's id", async () => {
    // A long avatar address makes the login answer big enough to be compressed.
    await t.database.db.update(admin).set({ avatar: `/storage/avatar/${"a".repeat(1200)}.png` }).where(eq(admin.id, 1));
    const res = await t.request("/admin/index/login", { method: "POST", json: { username: "admin", password: TEST_ADMIN_PASSWORD }, headers: { "accept-encoding": BROWSER } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(await decode(res)).code).toBe(1);
    let entry: { admin_id: number; url: string } | undefined;
    for (let i = 0; i < 50 && entry?.url !== "/admin/index/login"; i++) {
      await Bun.sleep(10);
      [entry] = await t.database.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1);
    }
    expect(entry).toMatchObject({ url: "/admin/index/login", admin_id: 1 });
  });
});
