// A module's GET actions, and its POST actions sent JSON, are answered by the kernel before
// Elysia's router (issue 20, kernel/direct-routes.ts). A caller must not be able to tell: the
// same headers, compression, CORS, case-folded paths, refusals and error envelopes, and for a
// write the same admin-log row and live event, as a call that goes through the router (a POST
// sent as a form still does, so each check compares the two where it can).
import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { adminLogin } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

// Debug logging: the kernel names each call it answered directly ("(direct)").
const t = useTestApp({ CORS_ORIGINS: "https://console.example", LOG_LEVEL: "debug" });
const LIST = "/admin/enterprise.Category/index?isTree=false&limit=50&order=id,asc";
const ADD = "/admin/enterprise.Category/add";

const get = (path: string, token: string | undefined, headers: Record<string, string> = {}) =>
  t.request(path, { headers: { server: "1", ...(token ? { batoken: token } : {}), ...headers } });

/** A POST the router answers: an empty form. */
const routedPost = (path: string, token: string | undefined, headers: Record<string, string> = {}) =>
  t.request(path, { method: "POST", body: "", headers: { server: "1", "content-type": "application/x-www-form-urlencoded", ...(token ? { batoken: token } : {}), ...headers } });

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
    const routed = await routedPost(ADD, token, origin);
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
    const routed = await routedPost(ADD, undefined);
    expect(direct.status).toBe(routed.status);
    expect(direct.headers.get("content-type")).toBe(routed.headers.get("content-type"));
    const [a, b] = [await envelopeOf(direct), await envelopeOf(routed)];
    expect(a.code).toBe(303);
    expect({ ...a, time: 0 }).toEqual({ ...b, time: 0 });
  });

  test("a token that is not one: the same refusal as a routed call", async () => {
    const direct = await envelopeOf(await get(LIST, "not-a-token"));
    const routed = await envelopeOf(await routedPost(ADD, "not-a-token"));
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

describe("a module's write sent JSON, answered directly", () => {
  const DICTIONARY_ADD = "/admin/routine.Dictionary/add";
  const form = (fields: Record<string, string>, token?: string) =>
    t.request(DICTIONARY_ADD, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { server: "1", "content-type": "application/x-www-form-urlencoded", ...(token ? { batoken: token } : {}) } });
  const json = (body: string, token?: string) =>
    t.request(DICTIONARY_ADD, { method: "POST", body, headers: { server: "1", "content-type": "application/json", ...(token ? { batoken: token } : {}) } });
  // This path's rows only: the sign-in's own row is also written after its answer.
  const logRows = async () =>
    (await t.database.client.execute({ sql: "select admin_id, username, method, url, title, data from admin_log where url = ? order by id", args: [DICTIONARY_ADD] })).rows.map((r) => ({ ...r }));
  const changeEvents = async () => (await t.database.client.execute("select data from live_event where topic = 'change' order by id")).rows.map((r) => String(r.data));
  /** What a call left behind: its answer, and the admin-log rows and live events written after it. */
  const leaves = async (call: () => Promise<Response>) => {
    const [rowsBefore, eventsBefore] = [(await logRows()).length, (await changeEvents()).length];
    const answer = await envelopeOf(await call());
    // The row and the event are written after the answer (Elysia's after-response hook, or the
    // kernel's after a direct route): both wait for the next turn of the event loop.
    for (let turn = 0; turn < 20 && (await logRows()).length === rowsBefore; turn++) await Bun.sleep(5);
    await Bun.sleep(20);
    return { answer: { ...answer, time: 0 }, rows: (await logRows()).slice(rowsBefore), events: (await changeEvents()).slice(eventsBefore) };
  };
  const directLines = () => t.log.lines.filter((line) => line.includes(`POST ${DICTIONARY_ADD} (direct)`)).length;

  test("an add, a refused one and one without login leave the same answer, log row and live event as through the router", async () => {
    const { token } = await adminLogin(t);
    const cases: [string, Record<string, string>, string | undefined][] = [
      ["added", { name: "direct_twin", title: "直接", status: "1" }, token],
      ["refused by its rules", { name: "", title: "" }, token],
      ["no login", { name: "nobody", title: "无人" }, undefined],
    ];
    for (const [what, fields, caller] of cases) {
      const directBefore = directLines();
      const routed = await leaves(() => form(fields, caller));
      expect(directLines(), what).toBe(directBefore);
      if (fields.name === "direct_twin") fields.name = "direct_twin2";
      const direct = await leaves(() => json(JSON.stringify(fields), caller));
      expect(directLines(), what).toBe(directBefore + 1);
      if (what === "added") {
        expect(direct.answer).toMatchObject({ code: 1, msg: "添加成功" });
        expect((direct.answer.data as { id: number }).id).toBe((routed.answer.data as { id: number }).id + 1);
        expect(direct.rows[0]?.data).toBe(JSON.stringify({ name: "direct_twin2", title: "直接", status: "1" }));
        expect(direct.rows.map((r) => ({ ...r, data: "" }))).toEqual(routed.rows.map((r) => ({ ...r, data: "" })));
        expect(direct.events).toEqual(['{"node":"routine/dictionary/add"}']);
      } else {
        expect(direct.answer, what).toEqual(routed.answer);
        expect(direct.rows, what).toEqual(routed.rows);
        expect(direct.events, what).toEqual([]);
      }
      expect(routed.events, what).toEqual(direct.events);
      expect(direct.rows, what).toHaveLength(1);
    }
  });

  test("a body that is not JSON is refused before the login check, as the router refused it, and nothing is added", async () => {
    const { token } = await adminLogin(t);
    const count = async () => Number((await t.database.client.execute("select count(*) as n from dictionary")).rows[0]?.n);
    const before = await count();
    for (const caller of [token, undefined]) {
      const { answer, rows, events } = await leaves(() => json('{"name": "half', caller));
      expect(answer).toEqual({ code: 0, msg: "无法读取请求体。", time: 0, data: null });
      expect(rows.map((r) => [r.admin_id, r.username, r.data])).toEqual([[0, "Unknown", "{}"]]);
      expect(events).toEqual([]);
    }
    expect(await count()).toBe(before);
  });
});
