// Calls shaped the way BuildAdmin's own web client and scripts send them (issue 22): controller
// and action segments in any case, symbolic filter operators, remote selects opened with an
// empty `initValue=`, member pages asking `requiredLogin=1`, and area cascaders that read
// `children` as an array.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { desc, like } from "drizzle-orm";
import { adminLog } from "@db/schema";
import { createAccessTokens } from "@server/auth/access-token";
import { DECLARED_MODULES } from "@server/engine/catalog";
import { moduleActions } from "@shared/module/field-kinds";
import { generateSample } from "./support/generated";
import { adminLogin, createMember, memberLogin, withAdmin, withMember } from "./support/identity";
import { createTestApp, envelopeOf, TEST_ADMIN_PASSWORD, type TestApp } from "./support/test-app";

let t: TestApp;
let token: string;
const get = async (path: string, headers: Record<string, string> = {}) => envelopeOf(await t.request(path, { headers: { server: "true", batoken: token, "think-lang": "en", ...headers } }));

beforeAll(async () => {
  t = await createTestApp();
  token = (await adminLogin(t)).token;
});
afterAll(() => t.close());

describe("controller and action segments in any case", () => {
  test("BuildAdmin's sign-in calls: /admin/Index/login, /admin/Index/index, /admin/Dashboard/index, /admin/Index/logout", async () => {
    const login = await envelopeOf(await t.request("/admin/Index/login", { method: "POST", json: { username: "admin", password: TEST_ADMIN_PASSWORD, keep: true }, headers: { server: "true" } }));
    expect(login.code).toBe(1);
    const own = login.data.userInfo.token as string;
    expect((await get("/admin/Index/index", { batoken: own })).data.menus.length).toBeGreaterThan(0);
    expect((await get("/admin/Dashboard/index", { batoken: own })).data.cards.length).toBeGreaterThan(0);
    const logout = await envelopeOf(await t.request("/admin/Index/logout", { method: "POST", json: { refreshToken: login.data.userInfo.refresh_token }, headers: { server: "true", batoken: own } }));
    expect(logout.code).toBe(1);
    expect((await get("/admin/index/index", { batoken: own })).code).toBe(303);
  });

  test("generic module actions (GET and POST with a body), in BuildAdmin's class case and in any other", async () => {
    expect((await get("/admin/AUTH.ADMIN/INDEX")).data.total).toBeGreaterThan(0);
    expect((await get("/admin/auth.admin/Edit?id=1")).data.row.username).toBe("admin");
    const added = await envelopeOf(
      await t.request("/admin/Routine.dictionary/ADD", { method: "POST", json: { name: "ba_compat", title: "兼容", status: "1" }, headers: { server: "true", batoken: token } }),
    );
    expect(added.code).toBe(1);
    // The admin log names the route's own path (the add's row, written with the add; an earlier
    // call's row may still land after it, written after its answer).
    const [entry] = await t.database.db.select().from(adminLog).where(like(adminLog.data, "%ba_compat%")).orderBy(desc(adminLog.id)).limit(1);
    expect(entry?.url).toBe("/admin/routine.Dictionary/add");
    const removed = await envelopeOf(await t.request(`/admin/routine.dictionary/DEL?ids[]=${added.data.id}`, { method: "DELETE", headers: { server: "true", batoken: token } }));
    expect(removed).toMatchObject({ code: 1, data: { count: 1 } });
  });

  test("member calls: /api/User/checkIn and /api/Index/index", async () => {
    const member = await createMember(t);
    const login = await envelopeOf(await t.request("/api/User/checkIn", { method: "POST", json: { tab: "login", username: member.username, password: member.password }, headers: { server: "true" } }));
    expect(login.code).toBe(1);
    const index = await envelopeOf(await t.request("/api/Index/index", withMember(login.data.userInfo.token)));
    expect(index.data.userInfo.id).toBe(member.id);
  });

  test("generated modules too", async () => {
    await generateSample(t, token);
    expect((await get("/admin/GEN.REGISTRYSAMPLE/Index")).code).toBe(1);
    expect((await get("/admin/gen.registrysample/index")).code).toBe(1);
  });

  test("paths that name nothing still answer 404, and permissions still apply", async () => {
    expect((await t.request("/admin/Nope/index", { headers: { server: "true", batoken: token } })).status).toBe(404);
    expect((await t.request("/api/Index/nope", { headers: { server: "true" } })).status).toBe(404);
    expect((await get("/admin/AUTH.ADMIN/INDEX", { batoken: "" })).code).toBe(303);
  });

  test("a request answered under another spelling counts once against the GET throttle", async () => {
    const throttled = await createTestApp({ THROTTLE_GET_PER_MINUTE: "2" });
    try {
      const call = () => throttled.request("/api/Index/Index", { headers: { server: "true" } });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(429);
    } finally {
      throttled.close();
    }
  });
});

describe("symbolic filter operators", () => {
  const search = (module: string, field: string, operator: string, val: string | number) =>
    get(`/admin/${module}/index?search[0][field]=${field}&search[0][operator]=${encodeURIComponent(operator)}&search[0][val]=${val}&limit=50`);
  const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((row) => row.id).sort((a, b) => a - b);

  test("`=` on an id column, as BuildAdmin's table filter sends it", async () => {
    expect(ids(await search("auth.Admin", "id", "=", 1))).toEqual([1]);
  });

  test("=, <>, >, >=, <, <= mean eq, ne, gt, egt, lt, elt", async () => {
    const members = [await createMember(t, { score: 5 }), await createMember(t, { score: 10 }), await createMember(t, { score: 15 })];
    const mine = (body: { data: { list: { id: number }[] } }) => ids(body).filter((id) => members.some((m) => m.id === id));
    const [low, mid, high] = members.map((m) => m.id);
    const expected: Record<string, number[]> = { "=": [mid], "<>": [low, high], ">": [high], ">=": [mid, high], "<": [low], "<=": [low, mid] } as Record<string, number[]>;
    for (const [symbol, word] of [["=", "eq"], ["<>", "ne"], [">", "gt"], [">=", "egt"], ["<", "lt"], ["<=", "elt"]] as const) {
      const bySymbol = await search("user.User", "score", symbol, 10);
      expect(bySymbol.code).toBe(1);
      expect(mine(bySymbol)).toEqual((expected[symbol] ?? []).sort((a, b) => a - b));
      expect(ids(bySymbol)).toEqual(ids(await search("user.User", "score", word, 10)));
    }
  });

  test("other symbols are still refused, naming the operator as sent", async () => {
    const body = await search("user.User", "score", "!=", 1);
    expect(body.code).toBe(0);
    expect(body.msg).toContain("!=");
    // A symbol the field does not allow is refused under the name the client used.
    const notAllowed = await search("auth.Admin", "id", ">", 1);
    expect(notAllowed.code).toBe(0);
    expect(notAllowed.msg).toContain(">");
  });
});

describe("remote selects with an empty initValue", () => {
  const listed = DECLARED_MODULES.filter((declaration) => !declaration.custom && moduleActions(declaration).includes("index"));

  for (const declaration of listed) {
    test(`${declaration.key}: initKey=id&initValue= lists the same rows as no preset`, async () => {
      const base = `/admin/${declaration.key}/index?select=true&quickSearch=&page=1&limit=10`;
      const plain = await get(base);
      const empty = await get(`${base}&initKey=${declaration.pk ?? "id"}&initValue=&uuid=x`);
      expect(empty.code).toBe(plain.code);
      expect(empty.data?.total).toBe(plain.data?.total);
    });
  }

  test("an initValue still picks its rows", async () => {
    const body = await get("/admin/auth.Admin/index?select=true&initKey=id&initValue=1");
    expect(body.data.list.map((row: { id: number }) => row.id)).toEqual([1]);
  });
});

describe("GET /api/index/index?requiredLogin=1", () => {
  test("a guest gets 303 need login; without the flag the visitor payload", async () => {
    const guest = await envelopeOf(await t.request("/api/index/index?requiredLogin=1", { headers: { server: "true", "think-lang": "en" } }));
    expect(guest).toMatchObject({ code: 303, data: { type: "need login" } });
    expect(guest.msg).toBeTruthy();
    expect((await envelopeOf(await t.request("/api/index/index?requiredLogin=0", { headers: { server: "true" } }))).code).toBe(1);
    expect((await envelopeOf(await t.request("/api/index/index", { headers: { server: "true" } }))).code).toBe(1);
  });

  test("a signed-in member gets the payload; an expired token 409 so the client refreshes", async () => {
    const member = await createMember(t);
    const tokens = await memberLogin(t, member.username, member.password, true);
    expect((await envelopeOf(await t.request("/api/index/index?requiredLogin=1", withMember(tokens.token)))).data.userInfo.id).toBe(member.id);
    const signer = createAccessTokens(t.config.jwtSecret);
    const read = await signer.read(tokens.token);
    if (read.state !== "valid") throw new Error("expected a valid token");
    const expired = await signer.sign("user", member.id, read.claims.sid, 60, Math.floor(Date.now() / 1000) - 3600);
    expect((await envelopeOf(await t.request("/api/index/index?requiredLogin=1", withMember(expired)))).code).toBe(409);
  });
});

describe("area nodes", () => {
  test("say whether they have children with `leaf`, never with a boolean `children`", async () => {
    for (const path of ["/api/ajax/area", "/api/ajax/area?province=460000", "/admin/ajax/area?province=460000&city=460200"]) {
      const body = await envelopeOf(await t.request(path, withAdmin(token)));
      expect(body.code).toBe(1);
      for (const node of body.data) {
        expect(node).not.toHaveProperty("children");
        expect(typeof node.leaf).toBe("boolean");
      }
    }
    const cities = (await envelopeOf(await t.request("/api/ajax/area?province=460000"))).data as { value: number; leaf: boolean }[];
    expect(cities.find((c) => c.value === 460200)?.leaf).toBe(false);
    expect(cities.find((c) => c.value === 460400)?.leaf).toBe(true);
  });
});
