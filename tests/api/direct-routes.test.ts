// A module's GET actions are answered by the kernel before Elysia's router (issue 20,
// kernel/direct-routes.ts). A caller must not be able to tell: the same headers, compression,
// CORS, case-folded paths, refusals and error envelopes as a call that goes through the router
// (a module's POST actions still do, so each check compares the two where it can).
import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { adminLogin } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp({ CORS_ORIGINS: "https://console.example" });
const LIST = "/admin/enterprise.Category/index?isTree=false&limit=50&order=id,asc";
const ADD = "/admin/enterprise.Category/add";

const get = (path: string, token: string | undefined, headers: Record<string, string> = {}) =>
  t.request(path, { headers: { server: "1", ...(token ? { batoken: token } : {}), ...headers } });

describe("a module's list, answered directly", () => {
  test("carries the call's headers: JSON, a request id, no encoding unless asked", async () => {
    const { token } = await adminLogin(t);
    const res = await get(LIST, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json;charset=utf-8");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = await envelopeOf(res);
    expect(body.code).toBe(1);
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.list.length).toBe(Math.min(50, body.data.total));
  });

  test("is compressed when the client accepts it, and says so for caches", async () => {
    const { token } = await adminLogin(t);
    const plain = await envelopeOf(await get(LIST, token));
    const res = await get(LIST, token, { "accept-encoding": "gzip, br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    expect(decoded.data).toEqual(plain.data);
  });

  test("answers an allowed origin with the same CORS headers as a call through the router", async () => {
    const { token } = await adminLogin(t);
    const origin = { origin: "https://console.example", "accept-encoding": "gzip" };
    const direct = await get(LIST, token, origin);
    const routed = await t.request(ADD, { method: "POST", json: {}, headers: { server: "1", batoken: token, ...origin } });
    for (const name of ["access-control-allow-origin", "access-control-allow-credentials", "access-control-allow-headers", "access-control-allow-methods"]) {
      expect(direct.headers.get(name)).toBe(routed.headers.get(name));
    }
    expect(direct.headers.get("access-control-allow-origin")).toBe("https://console.example");
    expect(direct.headers.get("vary")).toBe("Origin, Accept-Encoding");
  });

  test("answers a path spelled in another case as the route's own", async () => {
    const { token } = await adminLogin(t);
    const exact = await envelopeOf(await get(LIST, token));
    const folded = await envelopeOf(await get("/admin/Enterprise.category/INDEX?isTree=false&limit=50&order=id,asc", token));
    expect(folded.code).toBe(1);
    expect(folded.data.list).toEqual(exact.data.list);
  });
});

describe("refusals, as the router gives them", () => {
  test("no login: the same 303 envelope and status as a routed call", async () => {
    const direct = await get(LIST, undefined);
    const routed = await t.request(ADD, { method: "POST", json: {}, headers: { server: "1" } });
    expect(direct.status).toBe(routed.status);
    expect(direct.headers.get("content-type")).toBe(routed.headers.get("content-type"));
    const [a, b] = [await envelopeOf(direct), await envelopeOf(routed)];
    expect(a.code).toBe(303);
    expect({ ...a, time: 0 }).toEqual({ ...b, time: 0 });
  });

  test("a token that is not one: the same refusal as a routed call", async () => {
    const direct = await envelopeOf(await get(LIST, "not-a-token"));
    const routed = await envelopeOf(await t.request(ADD, { method: "POST", json: {}, headers: { server: "1", batoken: "not-a-token" } }));
    expect(direct.code).toBe(routed.code);
    expect(direct.msg).toBe(routed.msg);
  });

  test("a filter the list refuses is explained in the caller's language", async () => {
    const { token } = await adminLogin(t);
    const query = "search[0][field]=nope&search[0][operator]=eq&search[0][val]=1";
    const zh = await envelopeOf(await get(`/admin/enterprise.Category/index?${query}`, token));
    expect(zh).toMatchObject({ code: 0, msg: "列表不能按“nope”筛选" });
    const en = await envelopeOf(await get(`/admin/enterprise.Category/index?${query}&lang=en`, token));
    expect(en).toMatchObject({ code: 0, msg: 'The list cannot be filtered by "nope"' });
  });

  test("a HEAD request still goes through the router and is answered without a body", async () => {
    const { token } = await adminLogin(t);
    const res = await t.request(LIST, { method: "HEAD", headers: { server: "1", batoken: token } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});
