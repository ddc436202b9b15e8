// Page or API (spec §7, DESIGN §2): API paths always answer JSON envelopes, page paths always
// answer HTML, whatever the path; pages come in the visitor's language with the site name.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { envelopeOf, useTestApp } from "./support/test-app";
import { writeFakeSite } from "./support/fake-site";

/** The built site goes to the app's own temp folder (`dist`, its default DIST_DIR). */
const withFakeSite = { prepare: (dir: string) => writeFakeSite(join(dir, "dist")) };
const t = useTestApp({}, withFakeSite);

const isJson = (res: Response) => (res.headers.get("content-type") ?? "").includes("application/json");
const isHtml = (res: Response) => (res.headers.get("content-type") ?? "").includes("text/html");

describe("API calls never answer HTML", () => {
  const apiCalls: [string, RequestInit][] = [
    ["/api/health", {}],
    ["/api/nope", {}],
    ["/api/index.html", {}],
    ["/api/user/checkIn", { method: "POST" }],
    ["/api/x%2F..%2Findex.html", {}],
    ["/api", {}],
    ["/admin/auth.Admin/index", { headers: { server: "true" } }],
    ["/admin/login", { headers: { server: "1" } }],
    ["/admin/login?server=1", {}],
    ["/admin/index/login", { method: "POST" }],
    ["/admin/anything", { method: "DELETE" }],
    ["/admin", { headers: { server: "true" } }],
    ["/admin/", { method: "PUT" }],
  ];
  for (const [path, init] of apiCalls) {
    test(`${init.method ?? "GET"} ${path}${init.headers ? " (server header)" : ""}`, async () => {
      const res = await t.request(path, init);
      expect(isJson(res)).toBe(true);
      const body = await envelopeOf(res);
      expect(typeof body.code).toBe("number");
      expect(typeof body.msg).toBe("string");
    });
  }
});

describe("page paths never answer JSON", () => {
  const pagePaths = ["/", "/404", "/401", "/admin/login", "/admin", "/admin/auth/admin", "/admin/loading/%7B%7D", "/user/login", "/user", "/nope", "/index.html", "/api-docs", "/%E4%B8%AD%E6%96%87", "/a/b/c/", "/..%2f..%2fetc/passwd"];
  for (const path of pagePaths) {
    test(`GET ${path}`, async () => {
      const res = await t.request(path);
      expect(isHtml(res)).toBe(true);
      expect(await res.text()).toStartWith("<!doctype html>");
    });
  }

  test("known pages answer 200, unknown ones the 404 page with status 404", async () => {
    expect((await t.request("/")).status).toBe(200);
    expect((await t.request("/admin/login")).status).toBe(200);
    const missing = await t.request("/no/such/page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>页面不存在</h1>");
  });

  test("HEAD on a page answers its headers without a body", async () => {
    const res = await t.request("/", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(isHtml(res)).toBe(true);
    expect(await res.text()).toBe("");
  });
});

describe("page content", () => {
  test("the think_lang cookie picks the English build; zh-cn is the default", async () => {
    expect(await (await t.request("/")).text()).toContain('<html lang="zh-cn">');
    const en = await (await t.request("/", { headers: { cookie: "a=1; think_lang=en" } })).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain("<h1>Home</h1>");
  });

  test("the site name from configuration fills the title and the name slots", async () => {
    const zh = await (await t.request("/")).text();
    expect(zh).toContain("<title data-page-title=\"首页\">首页 - 海南省文化和旅游市场监管执法平台</title>");
    expect(zh).toContain("<span data-site-name>海南省文化和旅游市场监管执法平台</span>");
    const en = await (await t.request("/404", { headers: { cookie: "think_lang=en" } })).text();
    expect(en).toContain("Page not found - Hainan Culture and Tourism Market Supervision and Enforcement Platform");
  });

  test("the boot data carries the public site config and nothing secret", async () => {
    const html = await (await t.request("/")).text();
    const json = /<script id="site-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? "null")).toEqual({
      siteName: "海南省文化和旅游市场监管执法平台",
      recordNumber: "琼ICP备00000000号",
      version: "v1.0.0",
      adminPrefix: "admin",
    });
  });

  test("built assets are served with a long cache, missing ones as 404", async () => {
    const res = await t.request("/_astro/app.abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect((await t.request("/_astro/missing.js")).status).toBe(404);
  });
});

describe("renamed admin prefix", () => {
  const renamed = useTestApp({ ADMIN_PREFIX: "manage" }, withFakeSite);

  test("pages follow the prefix and links in pages are rewritten", async () => {
    const res = await renamed.request("/manage/login");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>登录</h1>");
    expect(html).toContain('href="/manage/login"');
    expect(html).toContain('<meta name="admin-prefix" content="manage">');
    expect(html).toContain('href="/user/login"');
  });

  test("calls follow the prefix; the old /admin prefix answers 404", async () => {
    const call = await renamed.request("/manage/nope/x", { headers: { server: "1" } });
    expect(call.status).toBe(404);
    expect((await envelopeOf(call)).msg).toBe("请求地址出错：/manage/nope/x");
    const oldPage = await renamed.request("/admin/login");
    expect(oldPage.status).toBe(404);
    expect(isHtml(oldPage)).toBe(true);
    const oldCall = await renamed.request("/admin/index/login", { method: "POST" });
    expect(oldCall.status).toBe(404);
    expect(isJson(oldCall)).toBe(true);
  });
});
