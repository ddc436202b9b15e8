// The browser's request module (src/lib/request/client.ts; spec §7-§9, DESIGN §6) tested as a
// unit with what a browser gives it: the real server for what the server answers (409 for an
// expired access token, 410 under maintenance, 303 without a login, 601/602 for enterprise
// accounts), and a plain HTTP server scripted per test for what only a proxy or a broken network
// produces (HTTP statuses without an envelope, a 302 envelope, an answer that never comes).
// Two request modules sharing storage and a lock manager stand for two tabs of one browser.
import { afterAll, beforeAll, describe, expect, jest, test } from "bun:test";
import { eq } from "drizzle-orm";
import { config } from "@db/schema";
import { createRequest, REQUEST_TIMEOUT_MS, RequestError, THROTTLE_RETRIES, type RequestEnvironment, type TokenPair } from "@/lib/request/client";
import { requestMessage, statusMessage } from "@/i18n/request";
import { createAccessTokens } from "@server/auth/access-token";
import { adminLogin, createAdmin, sessionFor } from "./support/identity";
import { seededRoleAdmin } from "./support/enterprise";
import { createTestApp, NO_PEER, type TestApp } from "./support/test-app";

let t: TestApp;
let scripted: ReturnType<typeof Bun.serve>;
const hanging = new Set<() => void>();
let refreshCalls = 0;
const busyHits = new Map<string, number>();
const realFetch = globalThis.fetch;

beforeAll(async () => {
  t = await createTestApp();
  scripted = Bun.serve({
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const status = /^\/scripted\/status\/(\d{3})$/.exec(url.pathname)?.[1];
      if (status) return new Response(Number(status) === 204 ? null : "<html>proxy page</html>", { status: Number(status), headers: { "content-type": "text/html" } });
      const code = /^\/scripted\/envelope\/(\d+)$/.exec(url.pathname)?.[1];
      if (code) return Response.json({ code: Number(code), msg: `code ${code}`, time: 0, data: Number(code) === 302 ? { routePath: "/admin/somewhere" } : null });
      // What the kernel answers a client over its GET allowance (429, Retry-After, retryAfter in
      // the envelope), `times` times per key, then the data.
      if (url.pathname === "/scripted/busy") {
        if (request.method !== "GET") return new Response("only GETs are throttled", { status: 405 });
        const key = url.searchParams.get("key") ?? "";
        const hits = (busyHits.get(key) ?? 0) + 1;
        busyHits.set(key, hits);
        if (hits <= Number(url.searchParams.get("times") ?? 0)) {
          return Response.json(
            { code: 0, msg: "Please do not request frequently. Try again in 1 seconds.", time: 0, data: { retryAfter: 1 } },
            { status: 429, headers: { "retry-after": "1" } },
          );
        }
        return Response.json({ code: 1, msg: "", time: 0, data: { key, hits } });
      }
      if (url.pathname === "/scripted/hang") return new Promise<Response>((resolve) => hanging.add(() => resolve(Response.json({ code: 1, msg: "", time: 0, data: "late" }))));
      if (url.pathname === "/scripted/slow") {
        await Bun.sleep(Number(url.searchParams.get("ms") ?? 100));
        return Response.json({ code: 1, msg: "", time: 0, data: url.searchParams.get("tag") });
      }
      return new Response("nope", { status: 404 });
    },
  });
  // The module calls paths of its own origin: scripted paths go to the scripted server, the rest
  // to the real app.
  globalThis.fetch = Object.assign(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith("/scripted/")) return realFetch(`http://127.0.0.1:${scripted.port}${path}`, init);
    if (path === "/api/common/refreshToken") refreshCalls++;
    return t.app.frontDoor(new Request(`http://localhost${path}`, init), NO_PEER);
  }, realFetch);
});
afterAll(() => {
  globalThis.fetch = realFetch;
  for (const release of hanging) release();
  scripted.stop(true);
  t.close();
});

/** Storage and locks one browser's tabs share. */
function browser() {
  const tokens: Partial<Record<"admin" | "user", TokenPair>> = {};
  let tail = Promise.resolve();
  const locks = {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(callback);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    }) as unknown as LockManager["request"],
  };
  return { tokens, locks };
}

/** Lets pending promise callbacks run (timers are fake meanwhile, so no sleeping). */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** One tab: the request module with what it showed and where it went. */
function tab(shared = browser(), area: "admin" | "user" = "admin") {
  const seen = { toasts: [] as string[], navigations: [] as string[], loading: [] as number[] };
  const env: RequestEnvironment = {
    lang: () => "en",
    adminBase: () => "/admin",
    area: () => area,
    tokens: (kind) => shared.tokens[kind],
    storeTokens: (kind, pair) => void (shared.tokens[kind] = pair),
    clearTokens: (kind) => void delete shared.tokens[kind],
    notify: (kind, message) => void seen.toasts.push(`${kind}: ${message}`),
    navigate: (path) => void seen.navigations.push(path),
    onLoadingChange: (count) => void seen.loading.push(count),
    locks: shared.locks,
  };
  return { api: createRequest(env), seen, shared };
}

/** A live keep-login whose access token has already expired (the server answers 409). */
async function expiredLogin(): Promise<TokenPair> {
  const staff = await createAdmin(t, { ruleNames: ["dashboard", "dashboard/index"] });
  const login = await adminLogin(t, staff.username, staff.password, true);
  const sid = (JSON.parse(Buffer.from(login.token.split(".")[1] as string, "base64url").toString()) as { sid: string }).sid;
  const expired = await createAccessTokens(t.config.jwtSecret).sign("admin", login.id, sid, 60, Math.floor(Date.now() / 1000) - 600);
  return { token: expired, refreshToken: login.refreshToken };
}

describe("envelope codes", () => {
  test("409: the token is refreshed once for two tabs at once, and both calls are replayed", async () => {
    const shared = browser();
    shared.tokens.admin = await expiredLogin();
    const [first, second] = [tab(shared), tab(shared)];
    refreshCalls = 0;
    const [a, b] = await Promise.all([first.api({ url: "/admin/index/index" }), second.api({ url: "/admin/dashboard/index" })]);
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(refreshCalls).toBe(1);
    expect(shared.tokens.admin?.token).not.toBe((await expiredLogin()).token);
    expect(first.seen.navigations).toEqual([]);
    expect(second.seen.navigations).toEqual([]);
  });

  test("409 whose refresh fails: tokens cleared, off to the login page", async () => {
    const shared = browser();
    shared.tokens.admin = { ...(await expiredLogin()), refreshToken: "not-a-refresh-token-at-all" };
    const { api, seen } = tab(shared);
    const error = await api({ url: "/admin/index/index" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(shared.tokens.admin).toBeUndefined();
    expect(seen.navigations).toEqual(["/admin/login"]);
  });

  test("410: off to the maintenance page with the server's message", async () => {
    const superToken = await sessionFor(t, "admin", 1);
    await t.database.db.update(config).set({ value: "1" }).where(eq(config.name, "maintenance_mode"));
    await t.database.db.update(config).set({ value: "停机维护 30 分钟" }).where(eq(config.name, "maintenance_message"));
    await t.request("/admin/ajax/clearCache", { method: "POST", json: { type: "config" }, headers: { batoken: superToken } });
    try {
      const shared = browser();
      shared.tokens.admin = { token: (await seededRoleAdmin(t, 2)).token, refreshToken: "" };
      const { api, seen } = tab(shared);
      await expect(api({ url: "/admin/index/index" })).rejects.toMatchObject({ code: 410 });
      expect(seen.navigations).toEqual([`/admin/maintenance?msg=${encodeURIComponent("停机维护 30 分钟")}`]);
      expect(seen.toasts).toEqual([]);
    } finally {
      await t.database.db.update(config).set({ value: "0" }).where(eq(config.name, "maintenance_mode"));
      await t.request("/admin/ajax/clearCache", { method: "POST", json: { type: "config" }, headers: { batoken: superToken } });
    }
  });

  test("303 need login: token dropped, off to the login page of the area", async () => {
    for (const area of ["admin", "user"] as const) {
      const shared = browser();
      shared.tokens[area] = { token: "expired-or-forged", refreshToken: "" };
      const { api, seen } = tab(shared, area);
      await expect(api({ url: area === "admin" ? "/admin/index/index" : "/api/account/overview" })).rejects.toMatchObject({ code: 303 });
      expect(shared.tokens[area]).toBeUndefined();
      expect(seen.navigations).toEqual([area === "admin" ? "/admin/login" : "/user/login"]);
    }
  });

  test("601 and 602: off to registration (new, or the enterprise's own)", async () => {
    const shared = browser();
    shared.tokens.admin = { token: (await seededRoleAdmin(t, 4)).token, refreshToken: "" };
    const { api, seen } = tab(shared);
    await expect(api({ url: "/admin/index/index" })).rejects.toMatchObject({ code: 601 });
    expect(seen.navigations).toEqual(["/admin/enterprise/enterprise/register?active=2"]);
    const other = tab();
    await expect(other.api({ url: "/scripted/envelope/602" })).rejects.toMatchObject({ code: 602 });
    expect(other.seen.navigations).toEqual(["/admin/enterprise/enterprise/register?active=1&enterprise_id="]);
  });

  test("302: off to the route the answer names; other codes show their message", async () => {
    const { api, seen } = tab();
    await expect(api({ url: "/scripted/envelope/302" })).rejects.toMatchObject({ code: 302 });
    expect(seen.navigations).toEqual(["/admin/somewhere"]);
    await expect(api({ url: "/scripted/envelope/0" })).rejects.toMatchObject({ code: 0 });
    await expect(api({ url: "/scripted/envelope/7", showErrorMessage: false })).rejects.toMatchObject({ code: 7 });
    expect(seen.toasts).toEqual(["error: code 0"]);
  });
});

describe("a server that asks to slow down (429)", () => {
  test("a GET waits as long as the server says and is sent again: the page gets its data, one small notice, no error", async () => {
    const { api, seen } = tab();
    const [a, b] = await Promise.all([api({ url: "/scripted/busy?key=a&times=2" }), api({ url: "/scripted/busy?key=b&times=1" })]);
    expect(a.data).toEqual({ key: "a", hits: 3 });
    expect(b.data).toEqual({ key: "b", hits: 2 });
    // Calls made together share one notice; nothing is shown as an error, nowhere to go.
    expect(seen.toasts).toEqual(["info: The server is busy; trying again in 1 s…"]);
    expect(seen.navigations).toEqual([]);
  }, 30_000);

  test(`after ${THROTTLE_RETRIES} retries the call fails with the server's message`, async () => {
    const { api, seen } = tab();
    const error = await api({ url: `/scripted/busy?key=c&times=${THROTTLE_RETRIES + 1}` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(429);
    expect(busyHits.get("c")).toBe(THROTTLE_RETRIES + 1);
    expect(seen.toasts.at(-1)).toBe("error: Please do not request frequently. Try again in 1 seconds.");
  }, 30_000);

  test("a caller that gives up while it waits ends the call; nothing more is sent", async () => {
    const { api } = tab();
    const controller = new AbortController();
    const pending = api({ url: "/scripted/busy?key=d&times=3", signal: controller.signal }).catch((e: unknown) => e);
    await Bun.sleep(300);
    controller.abort();
    const error = await pending;
    expect((error as RequestError).cancelled).toBe(true);
    await Bun.sleep(1200);
    expect(busyHits.get("d")).toBe(1);
  }, 30_000);
});

describe("transport", () => {
  test("HTTP statuses without an envelope show the messages of spec §8", async () => {
    const expected: Record<number, string> = {
      302: "Interface redirected!",
      400: "Incorrect parameter!",
      401: "You do not have permission to operate!",
      403: "You do not have permission to operate!",
      404: "Error requesting address: /scripted/status/404",
      408: "Request timed out!",
      409: "The same data already exists in the system!",
      500: "Server internal error!",
      501: "Service not implemented!",
      502: "Gateway error!",
      503: "Service unavailable!",
      504: "The service is temporarily unavailable Please try again later!",
      505: "HTTP version is not supported!",
      418: "Abnormal problem, please contact the website administrator!",
    };
    for (const [status, message] of Object.entries(expected)) {
      const { api, seen } = tab();
      const error = (await api({ url: `/scripted/status/${status}` }).catch((e: unknown) => e)) as RequestError;
      expect(error.message, status).toBe(message);
      expect(seen.toasts).toEqual([`error: ${message}`]);
      expect(statusMessage("en", Number(status), `/scripted/status/${status}`)).toBe(message);
    }
    expect(statusMessage("zh-cn", 502, "/x")).not.toBe(statusMessage("en", 502, "/x"));
  });

  test("no answer within 10 seconds: cancelled, 'Network request timeout!'", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    jest.useFakeTimers();
    try {
      const { api, seen } = tab();
      const pending = api({ url: "/scripted/hang" }).catch((e: unknown) => e);
      jest.advanceTimersByTime(9_999);
      await settle();
      expect(seen.toasts).toEqual([]);
      jest.advanceTimersByTime(1);
      const error = (await pending) as RequestError;
      expect(error.message).toBe(requestMessage("en", "timeout"));
      for (const release of hanging) release();
      hanging.clear();
      expect(seen.toasts).toEqual(["error: Network request timeout!"]);
    } finally {
      jest.useRealTimers();
    }
  });

  test("an identical request still in flight is cancelled (logged, no toast); different ones are not", async () => {
    const { api, seen } = tab();
    const first = api({ url: "/scripted/slow?ms=200&tag=a" }).catch((e: unknown) => e);
    const second = api({ url: "/scripted/slow?ms=200&tag=a" });
    const other = api({ url: "/scripted/slow?ms=50&tag=b" });
    expect(await first).toMatchObject({ cancelled: true });
    expect((await second).data).toBe("a");
    expect((await other).data).toBe("b");
    expect(seen.toasts).toEqual([]);
    const again = api({ url: "/scripted/slow?ms=100&tag=c", cancelDuplicate: false });
    const twice = api({ url: "/scripted/slow?ms=100&tag=c", cancelDuplicate: false });
    expect([(await again).data, (await twice).data]).toEqual(["c", "c"]);
  });

  test("the loading overlay counts requests that ask for it, down to zero even on failure", async () => {
    const { api, seen } = tab();
    await Promise.all([
      api({ url: "/scripted/slow?ms=60&tag=1", loading: true }),
      api({ url: "/scripted/slow?ms=120&tag=2", loading: true }),
      api({ url: "/scripted/slow?ms=10&tag=3" }),
      api({ url: "/scripted/status/500", loading: true }).catch(() => undefined),
    ]);
    expect(seen.loading.slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen.loading.at(-1)).toBe(0);
    expect(Math.max(...seen.loading)).toBe(3);
  });

  test("uploads (form data) have no timeout; other calls end at theirs", async () => {
    const { api, seen } = tab();
    const form = new FormData();
    form.append("file", new File(["x"], "x.txt"));
    const upload = await api({ url: "/scripted/slow?ms=300&tag=up", method: "POST", data: form, timeout: 50 });
    expect(upload.data).toBe("up");
    await expect(api({ url: "/scripted/slow?ms=300&tag=json", method: "POST", data: {}, timeout: 50 })).rejects.toMatchObject({ message: "Network request timeout!" });
    expect(seen.toasts).toEqual(["error: Network request timeout!"]);
  });
});
