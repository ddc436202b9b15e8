// How the console gets to its first data without waiting for its chunks (issue 20 goal 2): the
// shell's inline script starts the init and page-data calls, the request module takes their
// answers (once, same token, still fresh) with the usual envelope handling, and built pages
// name their start-up chunks as module preloads.
import { afterEach, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { earlyCallsScript, INIT_CALL, ROUTE_CHUNKS_MARK, ROUTE_DATA, ROUTE_FETCHES, ROUTE_STREAMS } from "@/admin/boot/early-calls";
import { createRequest, type RequestEnvironment } from "@/lib/request/client";
import { EARLY_CALL_MAX_AGE_MS, takeEarlyCall, type EarlyCall } from "@/lib/request/early";
import { addModulePreloads, fillRouteChunks } from "../../scripts/lib/modulepreload";

const globals = globalThis as unknown as { window?: { __earlyCalls?: Record<string, EarlyCall> } };
afterEach(() => {
  delete globals.window;
});

const envelope = (code: number, data: unknown = null) => new Response(JSON.stringify({ code, msg: code === 1 ? "" : "x", time: 0, data }), { headers: { "content-type": "application/json" } });

/** Runs the inline script against a stand-in page; returns the calls it made and the links it added. */
function runEarlyScript(path: string, storage: Record<string, string>, prefix = "admin", script = earlyCallsScript, extra: Record<string, unknown> = {}) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const links: { rel: string; href: string }[] = [];
  const window: { __earlyCalls?: Record<string, EarlyCall>; __earlyFetches?: Record<string, Promise<Response>>; __earlyStream?: { events: string[]; keep: (e: { data: string }) => void } } & Record<string, unknown> = { ...extra };
  const document = {
    documentElement: { lang: "en" },
    getElementById: (id: string) => (id === "site-boot" ? { textContent: JSON.stringify({ adminPrefix: prefix }) } : null),
    createElement: () => ({ rel: "", href: "" }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const fetch = (url: string, init: { headers?: Record<string, string> }) => {
    calls.push({ url, headers: init.headers ?? {} });
    return Promise.resolve(envelope(1, { url }));
  };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  new Function("window", "document", "location", "localStorage", "fetch", script)(window, document, { pathname: path }, localStorage, fetch);
  return { calls, window, links };
}

describe("the shell's early calls", () => {
  const admin = { "ba:adminInfo": JSON.stringify({ token: "tok-admin" }), "ba:userInfo": JSON.stringify({ token: "tok-member" }) };

  test("start the init call and the dashboard's data with the request module's headers", () => {
    const { calls, window } = runEarlyScript("/admin/dashboard", admin);
    expect(calls.map((c) => c.url)).toEqual([`/admin${INIT_CALL}`, `/admin${ROUTE_DATA.dashboard}`]);
    expect(calls[0]?.headers).toEqual({ "think-lang": "en", server: "true", "content-type": "application/json", batoken: "tok-admin", "ba-user-token": "tok-member" });
    expect(Object.keys(window.__earlyCalls ?? {})).toEqual([`/admin${INIT_CALL}`, `/admin${ROUTE_DATA.dashboard}`]);
    expect(window.__earlyCalls?.[`/admin${INIT_CALL}`]?.token).toBe("tok-admin");
  });

  test("follow a renamed admin prefix; other pages get the init call only; nothing without a token", () => {
    expect(runEarlyScript("/manage/", admin, "manage").calls.map((c) => c.url)).toEqual([`/manage${INIT_CALL}`, `/manage${ROUTE_DATA[""]}`]);
    expect(runEarlyScript("/admin/auth/admin", admin).calls.map((c) => c.url)).toEqual([`/admin${INIT_CALL}`]);
    // Signing in leads through the loading page to the first menu, the dashboard; a loading page
    // with a target leads to that target instead.
    expect(runEarlyScript("/admin/loading", admin).calls.map((c) => c.url)).toEqual([`/admin${INIT_CALL}`, `/admin${ROUTE_DATA.dashboard}`]);
    const target = encodeURIComponent(JSON.stringify({ path: "/admin/auth/admin", query: {} }));
    expect(runEarlyScript(`/admin/loading/${target}`, admin).calls.map((c) => c.url)).toEqual([`/admin${INIT_CALL}`]);
    expect(runEarlyScript("/admin/dashboard", {}).calls).toEqual([]);
    expect(runEarlyScript("/user/login", admin).calls).toEqual([]);
  });

  test("the big-screen: its map file fetched and its live stream opened, keeping the stream's panels until the page takes it", () => {
    const opened: { url: string; listeners: Record<string, (e: { data: string }) => void> }[] = [];
    class EventSource {
      listeners: Record<string, (e: { data: string }) => void> = {};
      constructor(readonly url: string) {
        opened.push(this);
      }
      addEventListener(type: string, listener: (e: { data: string }) => void) {
        this.listeners[type] = listener;
      }
      close() {}
    }
    const { calls, window } = runEarlyScript("/admin/screendata/index", admin, "admin", earlyCallsScript, { EventSource });
    expect(calls.map((c) => c.url)).toEqual([`/admin${INIT_CALL}`, ...(ROUTE_FETCHES["screendata/index"] ?? [])]);
    expect(Object.keys(window.__earlyFetches ?? {})).toEqual(["/static/geo/hainan.json"]);
    expect(opened.map((s) => s.url)).toEqual([`/admin${ROUTE_STREAMS["screendata/index"]}?server=1&lang=en&batoken=tok-admin`]);
    opened[0]?.listeners.panels?.({ data: '{"panels":{}}' });
    expect(window.__earlyStream?.events).toEqual(['{"panels":{}}']);
    // Other pages open no stream and fetch no file.
    const other = runEarlyScript("/admin/dashboard", admin, "admin", earlyCallsScript, { EventSource });
    expect(Object.keys(other.window.__earlyFetches ?? {})).toEqual([]);
    expect(opened).toHaveLength(1);
  });
});

describe("taking an early answer", () => {
  const put = (url: string, call: Partial<EarlyCall>) => {
    globals.window = { __earlyCalls: { [url]: { token: "t", at: Date.now(), response: Promise.resolve(envelope(1)), ...call } } };
  };

  test("once, for the same URL and token", async () => {
    put("/admin/index/index", {});
    expect(takeEarlyCall("/admin/index/index?x=1", "t")).toBeUndefined();
    expect(takeEarlyCall("/admin/index/index", "t")).toBeDefined();
    expect(takeEarlyCall("/admin/index/index", "t")).toBeUndefined();
    put("/admin/index/index", {});
    expect(takeEarlyCall("/admin/index/index", "other")).toBeUndefined();
    put("/admin/index/index", { at: Date.now() - EARLY_CALL_MAX_AGE_MS - 1 });
    expect(takeEarlyCall("/admin/index/index", "t")).toBeUndefined();
  });

  function client(early: RequestEnvironment["early"], log: string[]) {
    let token = "old";
    const env: RequestEnvironment = {
      lang: () => "en",
      adminBase: () => "/admin",
      area: () => "admin",
      tokens: () => ({ token, refreshToken: "refresh" }),
      storeTokens: (_kind, pair) => {
        token = pair.token;
      },
      clearTokens: () => log.push("cleared"),
      notify: (_kind, message) => log.push(`notify ${message}`),
      navigate: (path) => log.push(`navigate ${path}`),
      early,
    };
    return createRequest(env);
  }

  test("the request module uses it instead of fetching, and still refreshes and replays on 409", async () => {
    const realFetch = globalThis.fetch;
    const fetched: string[] = [];
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = String(input);
      fetched.push(url);
      if (url === "/api/common/refreshToken") return envelope(1, { type: "admin-refresh", token: "new", refreshToken: "refresh2" });
      return envelope(1, { from: "fetch" });
    }) as typeof fetch;
    try {
      const log: string[] = [];
      const fresh = client((url) => (url === "/admin/dashboard/index" ? Promise.resolve(envelope(1, { from: "early" })) : undefined), log);
      expect((await fresh<{ from: string }>({ url: "/admin/dashboard/index" })).data.from).toBe("early");
      expect(fetched).toEqual([]);

      const expired = client(() => Promise.resolve(envelope(409)), log);
      expect((await expired<{ from: string }>({ url: "/admin/index/index" })).data.from).toBe("fetch");
      expect(fetched).toEqual(["/api/common/refreshToken", "/admin/index/index"]);
      expect(log).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe("module preload hints", () => {
  test("name the static import graph of islands and module scripts, not dynamic imports", () => {
    const dist = mkdtempSync(join(tmpdir(), "tsp-preload-"));
    mkdirSync(join(dist, "_astro"));
    mkdirSync(join(dist, "zh-cn", "admin", "shell"), { recursive: true });
    writeFileSync(join(dist, "_astro", "App.a1.js"), 'import{a}from"./shared.b2.js";import"./side.c3.js";const p=()=>import("./Page.d4.js");export default a;');
    writeFileSync(join(dist, "_astro", "shared.b2.js"), 'import"./deep.e5.js";export const a=1;');
    writeFileSync(join(dist, "_astro", "side.c3.js"), "export{};");
    writeFileSync(join(dist, "_astro", "deep.e5.js"), "export{};");
    writeFileSync(join(dist, "_astro", "Page.d4.js"), "export default 1;");
    writeFileSync(join(dist, "_astro", "client.f6.js"), "export{};");
    writeFileSync(join(dist, "_astro", "page-script.g7.js"), 'import"./shared.b2.js";');
    const page = join(dist, "zh-cn", "admin", "shell", "index.html");
    writeFileSync(
      page,
      '<!doctype html><html><head><script type="module" src="/_astro/page-script.g7.js"></script></head><body><astro-island component-url="/_astro/App.a1.js" renderer-url="/_astro/client.f6.js"></astro-island></body></html>',
    );
    expect(addModulePreloads(dist)).toBe(1);
    const html = readFileSync(page, "utf8");
    const hints = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
    expect(hints).toEqual(["/_astro/App.a1.js", "/_astro/client.f6.js", "/_astro/deep.e5.js", "/_astro/shared.b2.js", "/_astro/side.c3.js"]);
    // Running again changes nothing.
    expect(addModulePreloads(dist)).toBe(0);
  });
});

describe("the page's own code", () => {
  test("is named in the shell after the build, with its texts in the shell's language, and asked for as module preloads by the early script", () => {
    const dist = mkdtempSync(join(tmpdir(), "tsp-route-chunks-"));
    mkdirSync(join(dist, "_astro"));
    mkdirSync(join(dist, "en", "admin", "shell"), { recursive: true });
    writeFileSync(join(dist, "_astro", "dashboard.page.h8.js"), 'import"./datetime.i9.js";import"./boot.j0.js";export default 1;');
    writeFileSync(join(dist, "_astro", "datetime.i9.js"), "export{};");
    writeFileSync(join(dist, "_astro", "boot.j0.js"), "export{};");
    // The page's English texts chunk has the page's name: the page is found by the registry's
    // lazy import, its texts by the console texts' (in the shell's language only).
    writeFileSync(join(dist, "_astro", "dashboard.page.k1.js"), "export default {};");
    writeFileSync(join(dist, "_astro", "zh-cn.m3.js"), "export default {};");
    writeFileSync(
      join(dist, "_astro", "AdminConsole.r2.js"),
      'const p={"./dashboard.page.tsx":()=>i(()=>import(`./dashboard.page.h8.js`),[]),"./other.page.tsx":()=>import("./missing.js")};const t={"../pages/dashboard/en.ts":()=>import("./dashboard.page.k1.js"),"../pages/dashboard/zh-cn.ts":()=>import("./zh-cn.m3.js")};',
    );
    const page = join(dist, "en", "admin", "shell", "index.html");
    writeFileSync(page, `<!doctype html><html><head><link rel="modulepreload" href="/_astro/boot.j0.js"><script>${earlyCallsScript}</script></head><body></body></html>`);
    expect(fillRouteChunks(dist)).toBe(1);
    const html = readFileSync(page, "utf8");
    expect(html).not.toContain(ROUTE_CHUNKS_MARK);
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    const storage = { "ba:adminInfo": JSON.stringify({ token: "t" }) };
    const { links } = runEarlyScript("/admin/dashboard", storage, "admin", script);
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ["modulepreload", "/_astro/dashboard.page.h8.js"],
      ["modulepreload", "/_astro/datetime.i9.js"],
      ["modulepreload", "/_astro/dashboard.page.k1.js"],
    ]);
    expect(runEarlyScript("/admin/auth/admin", storage, "admin", script).links).toEqual([]);
  });
});
