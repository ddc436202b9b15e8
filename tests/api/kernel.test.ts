// The request pipeline: envelope, 404, crash, validation, language choice, throttle, CORS,
// body limit. Each test states what a client of the API relies on.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rule, validate } from "@shared/validate";
import { FieldValidationError } from "@server/kernel/errors";
import { loadConfig } from "@server/config";
import { adminLogin, createAdmin } from "./support/identity";
import { createTestApp, envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();

beforeAll(() => {
  // Routes that exist only in this test: a crash and a validated body.
  t.app
    .get("/api/test/crash", () => {
      throw new Error("secret internal detail");
    })
    .post("/api/test/validate", ({ body, ok }) => {
      const result = validate(
        { username: rule.string({ required: true, pattern: "account", label: { "zh-cn": "用户名", en: "Username" } }), age: rule.integer({ min: 18 }) },
        body,
      );
      if (!result.ok) throw new FieldValidationError(result.errors, { username: { "zh-cn": "用户名", en: "Username" } });
      return ok(result.value);
    });
});

describe("envelope", () => {
  test("GET /api/health answers code 1 with version, uptime and database reachability", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    const body = await envelopeOf(res);
    expect(body.code).toBe(1);
    expect(typeof body.time).toBe("number");
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.data.uptime).toBeGreaterThanOrEqual(0);
    expect(body.data.database.reachable).toBe(true);
  });

  test("GET /api/health answers HTTP 503, still as an envelope, when the database does not answer", async () => {
    const down = await createTestApp();
    try {
      // The database goes away under a running app.
      down.database.client.close();
      const res = await down.request("/api/health", { headers: { "think-lang": "en" } });
      expect(res.status).toBe(503);
      const body = await envelopeOf(res);
      expect(body).toMatchObject({ code: 0, msg: "The database cannot be reached.", data: { database: { reachable: false } } });
      expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(body.data.uptime).toBeGreaterThanOrEqual(0);
    } finally {
      try {
        down.close();
      } catch {
        // The client was closed above already.
      }
    }
  });

  test("an unknown API path answers HTTP 404 with an envelope naming the path", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    const body = await envelopeOf(res);
    expect(body).toMatchObject({ code: 0, msg: "请求地址出错：/api/nope", data: null });
  });

  test("a crash answers HTTP 500 with a generic translated message and a request id, never the stack", async () => {
    const res = await t.request("/api/test/crash", { headers: { "think-lang": "en" } });
    expect(res.status).toBe(500);
    const body = await envelopeOf(res);
    expect(body.code).toBe(0);
    expect(body.data.requestId).toBeString();
    expect(body.msg).toBe(`Server internal error! (request id ${body.data.requestId})`);
    expect(JSON.stringify(body)).not.toContain("secret internal detail");
    expect(res.headers.get("x-request-id")).toBe(body.data.requestId);
    // The stack goes to the server log, tagged with the same id.
    const logged = t.log.lines.find((l) => l.includes(body.data.requestId));
    expect(logged).toContain("secret internal detail");
  });

  test("validation failure answers code 0, names the field in the message, lists every field", async () => {
    const res = await t.request("/api/test/validate", { method: "POST", json: { username: "9abc", age: 12 }, headers: { "think-lang": "en" } });
    expect(res.status).toBe(200);
    const body = await envelopeOf(res);
    expect(body.code).toBe(0);
    expect(body.msg).toStartWith("Username: Please enter the correct account");
    expect(body.data.fields).toEqual({
      username: expect.stringContaining("Please enter the correct account"),
      age: "Must be at least 18",
    });
  });

  test("valid input passes validation, trimmed and coerced", async () => {
    const res = await t.request("/api/test/validate", { method: "POST", json: { username: "  alice_1 ", age: "30" } });
    const body = await envelopeOf(res);
    expect(body).toMatchObject({ code: 1, data: { username: "alice_1", age: 30 } });
  });

  test("a malformed JSON body is refused with an envelope, not a crash", async () => {
    const res = await t.request("/api/test/validate", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json", "think-lang": "en" },
    });
    expect(res.status).toBeLessThan(500);
    const body = await envelopeOf(res);
    expect(body.code).toBe(0);
  });
});

describe("language of server messages", () => {
  const msgFor = async (path: string, headers: Record<string, string> = {}) => (await envelopeOf(await t.request(path, { headers }))).msg;

  test("zh-cn is the default", async () => {
    expect(await msgFor("/api/nope")).toBe("请求地址出错：/api/nope");
  });
  test("think-lang header selects English", async () => {
    expect(await msgFor("/api/nope", { "think-lang": "en" })).toBe("Error requesting address: /api/nope");
  });
  test("Accept-Language is used when think-lang is absent", async () => {
    expect(await msgFor("/api/nope", { "accept-language": "en-US,en;q=0.9" })).toStartWith("Error requesting");
    expect(await msgFor("/api/nope", { "accept-language": "fr-FR, en;q=0.5" })).toStartWith("Error requesting");
    expect(await msgFor("/api/nope", { "accept-language": "fr-FR" })).toStartWith("请求地址出错");
  });
  test("the lang query wins over think-lang, which wins over Accept-Language", async () => {
    expect(await msgFor("/api/nope?lang=zh-cn", { "think-lang": "en" })).toStartWith("请求地址出错");
    expect(await msgFor("/api/nope", { "think-lang": "zh-cn", "accept-language": "en" })).toStartWith("请求地址出错");
  });
  test("an unsupported language falls back to zh-cn", async () => {
    expect(await msgFor("/api/nope", { "think-lang": "fr" })).toStartWith("请求地址出错");
  });
});

describe("CORS", () => {
  test("an allowed origin is echoed with credentials; preflight answers 204", async () => {
    const res = await t.request("/api/health", { method: "OPTIONS", headers: { origin: "http://localhost:4321" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:4321");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("access-control-max-age")).toBe("1800");
    expect(res.headers.get("access-control-allow-headers")).toContain("batoken");
    expect(res.headers.get("access-control-allow-headers")).toContain("think-lang");
  });
  test("an origin on the request's own host is allowed", async () => {
    const res = await t.request("/api/health", { headers: { origin: "https://localhost" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("https://localhost");
  });
  test("any other origin gets no CORS headers", async () => {
    const res = await t.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
  test("CORS_ORIGINS=* allows every origin", async () => {
    const open = await createTestApp({ CORS_ORIGINS: "*" });
    try {
      const res = await open.request("/api/health", { headers: { origin: "https://anywhere.example" } });
      expect(res.headers.get("access-control-allow-origin")).toBe("https://anywhere.example");
    } finally {
      open.close();
    }
  });
});

describe("limits", () => {
  test("GET requests per IP are throttled with a 429 envelope and Retry-After; POSTs are not", async () => {
    const limited = await createTestApp({ THROTTLE_GET_PER_MINUTE: "3", TRUST_PROXY: "on" });
    try {
      const get = (ip: string) => limited.request("/api/health", { headers: { "x-forwarded-for": ip, "think-lang": "en" } });
      for (let i = 0; i < 3; i++) expect((await get("10.0.0.1")).status).toBe(200);
      const blocked = await get("10.0.0.1");
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = await envelopeOf(blocked);
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(/^Please do not request frequently\. Try again in \d+ seconds\.$/);
      // Another client is not affected, and writes are never throttled.
      expect((await get("10.0.0.2")).status).toBe(200);
      const post = await limited.request("/api/nope", { method: "POST", headers: { "x-forwarded-for": "10.0.0.1" } });
      expect(post.status).toBe(404);
    } finally {
      limited.close();
    }
  });

  test("signed-in GETs count per account, not per address: an office behind one address is many accounts", async () => {
    const limited = await createTestApp({ THROTTLE_GET_PER_MINUTE: "3", THROTTLE_ACCOUNT_GET_PER_MINUTE: "6", TRUST_PROXY: "on" });
    try {
      const office = "10.1.0.1";
      const first = await adminLogin(limited);
      const staff = await createAdmin(limited);
      const second = await adminLogin(limited, staff.username, staff.password);
      const get = (ip: string, token?: string) =>
        limited.request("/admin/index/index", { headers: { "x-forwarded-for": ip, "think-lang": "en", server: "true", ...(token ? { batoken: token } : {}) } });
      // Both colleagues use their whole allowance from the office's one address, well past its 3.
      for (let i = 0; i < 6; i++) expect((await get(office, first.token)).status).toBe(200);
      for (let i = 0; i < 6; i++) expect((await get(office, second.token)).status).toBe(200);
      // The seventh call of the first is refused, from any address: the account is what is counted.
      const blocked = await get("10.1.0.2", first.token);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await envelopeOf(blocked)).data.retryAfter).toBeGreaterThan(0);
      // Calls without an identity keep the per-address limit; a made-up token names nobody and
      // is counted per address too.
      const forged = `${first.token.slice(0, -4)}AAAA`;
      expect((await get(office)).status).not.toBe(429);
      expect((await get(office, forged)).status).not.toBe(429);
      expect((await get(office, "not-a-token")).status).not.toBe(429);
      expect((await get(office, forged)).status).toBe(429);
    } finally {
      limited.close();
    }
  });

  test("the defaults are ones a busy office never meets: 600 anonymous GETs per address, 1200 per account, per minute", () => {
    const defaults = loadConfig({});
    expect(defaults.getThrottlePerMinute).toBe(600);
    expect(defaults.accountThrottlePerMinute).toBe(1200);
  });

  test("a body larger than the limit answers 413 with an envelope", async () => {
    const small = await createTestApp({ MAX_BODY_MB: "1" });
    try {
      const res = await small.request("/api/test-upload", {
        method: "POST",
        body: "x".repeat(1024 * 1024 + 10),
        headers: { "content-type": "text/plain", "content-length": String(1024 * 1024 + 10), "think-lang": "en" },
      });
      expect(res.status).toBe(413);
      const body = await envelopeOf(res);
      expect(body.msg).toBe("The request body is too large; the limit is 1 MB.");
    } finally {
      small.close();
    }
  });
});
