// The generic list call after its per-call work was trimmed (issue 20, goal 3): the query read
// in one pass, area names looked up after one wait, personal-data fields found once per
// declaration, reads without after-response work. The checks of every call still run on the
// very next call after a change: a logout, a permission taken away, an account disabled.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { adminGroup, adminRule, enterprise } from "@db/schema";
import { parseListParams } from "@server/engine/list-params";
import { adminLogin, createMember } from "./support/identity";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) await createMember(t, { username: `listcheck${i}`, mobile: `1390000000${i}`, status: "enable" });
  await t.database.db.insert(enterprise).values([
    { category_id: 11000, name: "琼海博鳌列表旅行社有限公司", region_code: 469002, audit_status: "APPROVED" },
    { category_id: 11000, name: "三亚吉阳列表旅行社有限公司", region_code: 460203, audit_status: "APPROVED", legal_person_id_no: ID_NUMBER },
  ]);
});
afterAll(() => t.close());

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const ID_NUMBER = "460200198001011234";
const CATEGORIES = `enterprise.Category/index?${q({ isTree: "false", page: "1", limit: "10" })}`;

describe("the list query, read in one pass", () => {
  const parse = (query: string) => parseListParams(new URLSearchParams(query), 10);

  test("plain names take their first value, as URLSearchParams.get does", () => {
    const params = parse("page=3&page=9&limit=5&limit=500&order=id,asc&order=name,desc&quickSearch=%20海口%20&isTree=0");
    expect(params).toMatchObject({ page: 3, limit: 5, order: { field: "id", dir: "asc" }, quickSearch: "海口", isTree: false, select: false });
  });

  test("search items in index order whatever order their keys come in; incomplete ones skipped", () => {
    const params = parse(
      "search[1][field]=status&search[1][operator]=eq&search[1][val]=enable&search[0][field]=id&search[0][operator]=IN&search[0][val][]=1&search[0][val][]=2&search[2][field]=name&searchx=1&search[3]=x",
    );
    expect(params.search).toEqual([
      { field: "id", operator: "IN", val: ["1", "2"], render: undefined },
      { field: "status", operator: "eq", val: "enable", render: undefined },
    ]);
  });

  test("initValue as a list (initValue[] or initValue[0]), as one CSV value, or empty (no preset)", () => {
    expect(parse("initValue[]=3&initValue[]=4&initValue=9").initValue).toEqual(["3", "4"]);
    expect(parse("initValue[0]=5&initValue[1]=&initValue[2]=6").initValue).toEqual(["5", "6"]);
    expect(parse("initValue=7,8,,9").initValue).toEqual(["7", "8", "9"]);
    expect(parse("initValue=").initValue).toBeUndefined();
    expect(parse("initValuex=1").initValue).toBeUndefined();
    expect(parse("initKey=pid&initOperator=not%20in&initValue=1").initOperator).toBe("NOT IN");
  });
});

describe("rows of a list call", () => {
  test("area fields carry their full name in the caller's language; personal data is masked", async () => {
    const { token } = await adminLogin(t);
    const api = caller(t, token);
    const zh = await envelopeOf(await t.request(`/admin/enterprise.Enterprise/index?limit=50`, { headers: { batoken: token, server: "1" } }));
    expect(zh.code, zh.msg).toBe(1);
    const list = zh.data.list as Record<string, unknown>[];
    const placed = list.filter((r) => Number(r.region_code) > 0);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    for (const row of placed) expect(String(row.region_code_text)).toStartWith("海南省");
    expect(placed.find((r) => r.region_code === 460203)?.region_code_text).toBe(await t.app.services.areas.fullName(460203));
    const en = await api.get(`enterprise.Enterprise/index?limit=50`);
    for (const row of (en.data.list as Record<string, unknown>[]).filter((r) => Number(r.region_code) > 0)) expect(String(row.region_code_text)).toEndWith("Hainan Province");

    const masked = String(placed.find((r) => r.region_code === 460203)?.legal_person_id_no);
    expect(masked).toContain("*");
    expect(masked).not.toBe(ID_NUMBER);

    const members = await api.get(`user.User/index?${q({ quickSearch: "listcheck", limit: "10" })}`);
    expect(members.code, members.msg).toBe(1);
    expect(members.data.total).toBe(3);
  });
});

describe("the checks of every list call take effect on the very next call", () => {
  test("a logout: the same token then answers 303", async () => {
    const { token } = await adminLogin(t);
    const api = caller(t, token);
    expect((await api.get(CATEGORIES)).code).toBe(1);
    expect((await api.post("index/logout", {})).code).toBe(1);
    expect((await api.get(CATEGORIES)).code).toBe(303);
  });

  test("a permission taken from the caller's group: the next list call answers 401", async () => {
    const superApi = caller(t, (await adminLogin(t)).token);
    const rules = await t.database.db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule);
    const wanted = ["enterprise", "enterprise/category", "enterprise/category/index", "user", "user/user", "user/user/index"];
    const granted = rules.filter((r) => wanted.includes(r.name.toLowerCase())).map((r) => r.id);
    expect(granted.length).toBeGreaterThanOrEqual(2);
    const [group] = await t.database.db.insert(adminGroup).values({ pid: 1, name: "列表检查组", rules: granted.join(","), status: "1" }).returning();
    if (!group) throw new Error("no group");
    const staff = caller(t, (await seededRoleAdmin(t, group.id)).token);
    expect((await staff.get(CATEGORIES)).code).toBe(1);

    const kept = rules.filter((r) => ["user", "user/user", "user/user/index"].includes(r.name.toLowerCase())).map((r) => r.id);
    const edited = await superApi.post("auth.Group/edit", { id: group.id, rules: kept });
    expect(edited.code, edited.msg).toBe(1);
    expect((await staff.get(CATEGORIES)).code).toBe(401);
    // What the group still holds still answers.
    expect((await staff.get(`user.User/index?limit=1`)).code).toBe(1);
    const [stored] = await t.database.db.select({ rules: adminGroup.rules }).from(adminGroup).where(eq(adminGroup.id, group.id));
    expect(stored?.rules).not.toContain(String(granted.find((id) => !kept.includes(id))));
  });

  test("an account disabled: its next list call answers 303", async () => {
    const superApi = caller(t, (await adminLogin(t)).token);
    const staff = await seededRoleAdmin(t, 1);
    const api = caller(t, staff.token);
    expect((await api.get(CATEGORIES)).code).toBe(1);
    expect((await superApi.post("auth.Admin/edit", { id: staff.id, status: "0" })).code).toBe(1);
    expect((await api.get(CATEGORIES)).code).toBe(303);
  });
});
