// Data scoping of market entities (DESIGN §7): an enterprise account reaches only its own
// enterprise and staff whatever id it guesses; association accounts only their association.
// Also the area tree (spec §7 ajax/area), categories and their list menus.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, like } from "drizzle-orm";
import { adminRule, area as areaTable, enterprise, enterpriseStaff } from "@db/schema";
import { createAreaService } from "@server/services/areas";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { sampleCreditCode } from "./support/samples";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
let supervisor: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
});
afterAll(() => t.close());

/** An approved enterprise entered by staff, with one staff member, and its account. */
async function approvedEnterprise(name: string) {
  const added = await supervisor.post("enterprise.Enterprise/add", { ...registrationForm({ name }), status: "NORMAL", credit_level: "GOOD" });
  expect(added.code, added.msg).toBe(1);
  const id = added.data.id as number;
  const [staff] = await t.database.db.insert(enterpriseStaff).values({ enterprise_id: id, name: "陈志强", mobile: "13800001111" }).returning();
  const account = await seededRoleAdmin(t, 4, id);
  return { id, staffId: staff?.id as number, api: caller(t, account.token) };
}

describe("enterprise accounts see only their own enterprise", () => {
  test("lists, details, edits, deletes and change requests by guessed ids", async () => {
    const a = await approvedEnterprise("海口骑楼旅行社有限公司");
    const b = await approvedEnterprise("琼海博鳌之旅旅行社有限公司");

    const list = await a.api.get("enterprise.Enterprise/index");
    expect(list.code, list.msg).toBe(1);
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await a.api.get(`enterprise.Enterprise/detail?id=${b.id}`)).msg).toBe("Record not found");
    expect((await a.api.get("enterprise.Enterprise/detail")).data.row.id).toBe(a.id);
    // Staff-only actions are not theirs at all.
    expect((await a.api.post("enterprise.Enterprise/edit", { id: b.id, name: "x" })).code).toBe(401);
    expect((await a.api.del(`enterprise.Enterprise/del?ids[]=${b.id}`)).code).toBe(401);
    expect((await a.api.post("enterprise.Enterprise/change", { id: b.id, contact_name: "冒名" })).msg).toBe("Record not found");

    // Staff: only their own, and new staff always land in their own enterprise.
    const staff = await a.api.get("enterprise.Staff/index");
    expect(staff.data.list.map((r: { enterprise_id: number }) => r.enterprise_id)).toEqual([a.id]);
    expect((await a.api.get(`enterprise.Staff/edit?id=${b.staffId}`)).code).toBe(0);
    expect((await a.api.post("enterprise.Staff/edit", { id: b.staffId, name: "李四" })).code).toBe(0);
    expect((await a.api.del(`enterprise.Staff/del?ids[]=${b.staffId}`)).code).toBe(0);
    const added = await a.api.post("enterprise.Staff/add", { enterprise_id: b.id, name: "吴小梅", gender: "2", status: "1" });
    expect(added.code, added.msg).toBe(1);
    const [row] = await t.database.db.select().from(enterpriseStaff).where(eq(enterpriseStaff.id, added.data.id));
    expect(row?.enterprise_id).toBe(a.id);
    const [untouched] = await t.database.db.select().from(enterprise).where(eq(enterprise.id, b.id));
    expect(untouched?.name).toBe("琼海博鳌之旅旅行社有限公司");
  });

  test("an enterprise account without an enterprise sees nothing, not everything", async () => {
    const lonely = await seededRoleAdmin(t, 4);
    // The gate answers first; the scope would still hide every row.
    expect((await caller(t, lonely.token).get("enterprise.Staff/index")).code).toBe(601);
  });
});

describe("staff entries", () => {
  test("staff enter enterprises approved at once; credit codes are checked and unique", async () => {
    const form = { ...registrationForm(), status: "NORMAL", credit_level: "NORMAL" };
    const added = await supervisor.post("enterprise.Enterprise/add", form);
    const row = (await supervisor.get(`enterprise.Enterprise/edit?id=${added.data.id}`)).data.row;
    expect(row.audit_status).toBe("APPROVED");
    const again = await supervisor.post("enterprise.Enterprise/add", { ...form, name: "另一家" });
    expect(again.data.fields.uscc).toBe("This value is already used");
    const bad = await supervisor.post("enterprise.Enterprise/add", { ...form, uscc: `${form.uscc.slice(0, 17)}${form.uscc[17] === "0" ? "1" : "0"}` });
    expect(bad.data.fields.uscc).toBe("Please enter the correct unified social credit code");
    const half = await supervisor.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "NORMAL", lat: null });
    expect(half.data.fields.lat).toBeDefined();
    const outside = await supervisor.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "NORMAL", lat: 80, zoom: 2 });
    expect(Object.keys(outside.data.fields).sort()).toEqual(["lat", "zoom"]);
  });

  test("a region filter on a city or province covers its districts", async () => {
    const name = `区域测试${Date.now()}`;
    await supervisor.post("enterprise.Enterprise/add", { ...registrationForm({ name, region_code: 460204 }), status: "NORMAL", credit_level: "NORMAL" });
    const q = (code: number, op = "eq") => supervisor.get(`enterprise.Enterprise/index?quickSearch=${encodeURIComponent(name)}&search[0][field]=region_code&search[0][operator]=${op}&search[0][val]=${code}`);
    expect((await q(460200)).data.total).toBe(1);
    expect((await q(460000)).data.total).toBe(1);
    expect((await q(460100)).data.total).toBe(0);
    expect((await q(460200, "ne")).data.total).toBe(0);
  });
});

describe("areas", () => {
  const area = async (query: string, token?: string) =>
    envelopeOf(await t.request(`${token ? "/admin" : "/api"}/ajax/area${query}`, { headers: { server: "1", ...(token ? { batoken: token } : {}) } }));

  test("provinces, cities and districts of the GB/T 2260 tree, for everyone on /api", async () => {
    const provinces = await area("");
    expect(provinces.code).toBe(1);
    expect(provinces.data.length).toBeGreaterThanOrEqual(31);
    expect(provinces.data).toContainEqual({ value: 460000, label: "海南省", level: 1, leaf: false });
    const cities = (await area("?province=460000")).data.map((c: { value: number }) => c.value);
    expect(cities).toEqual(expect.arrayContaining([460100, 460200, 460300, 460400, 469000]));
    const districts = await area("?province=460000&city=460200&uuid=x");
    expect(districts.data.map((d: { label: string }) => d.label)).toEqual(["海棠区", "吉阳区", "天涯区", "崖州区"]);
    // Danzhou has no districts: it is a leaf at city level.
    expect((await area("?province=460000")).data.find((c: { value: number }) => c.value === 460400).leaf).toBe(true);
    expect((await area("?province=460000&city=110100")).data).toEqual([]);
    expect((await area("?code=469028")).data.map((d: { label: string }) => d.label)).toEqual(["海南省", "省直辖县级行政区划", "陵水黎族自治县"]);
    expect((await area("?province=abc")).code).toBe(0);
    expect((await area("?city=460200")).code).toBe(0);
  });

  test("the admin variant needs a login; the cache reloads after invalidate", async () => {
    expect((await area("", "nope")).code).toBe(303);
    const token = (await seededRoleAdmin(t, 3)).token;
    expect((await area("?province=460000", token)).data.length).toBe(5);
    const service = createAreaService(t.database.db);
    expect((await service.options({ province: 460000 })).length).toBe(5);
    await t.database.db.insert(areaTable).values({ id: 460500, pid: 460000, name: "测试市", level: 2, mergename: "海南省 测试市" });
    expect((await service.options({ province: 460000 })).length).toBe(5);
    service.invalidate();
    expect((await service.options({ province: 460000 })).length).toBe(6);
    expect(await service.fullName(460500)).toBe("海南省 测试市");
  });
});

describe("categories", () => {
  test("the 24 categories are seeded, each with its list menu", async () => {
    const menus = await t.database.db.select().from(adminRule).where(like(adminRule.name, "enterprise/list/%"));
    expect(menus.length).toBe(24);
    const culture = menus.find((m) => m.name === "enterprise/list/24000");
    expect(culture?.component).toBe("crud:enterprise.Enterprise?category_id=24000,24066,24067,24071,24073,24075,24078,24081,24082,24084,24085,24086,24087&audit_status=APPROVED");
  });

  test("a new category gets a menu, a used one cannot be deleted", async () => {
    const operator = caller(t, (await seededRoleAdmin(t, 3)).token);
    const added = await operator.post("enterprise.Category/add", { id: 26000, pid: 0, name: "旅游演艺剧场", name_en: "Show theatres", family: "culture", needs_license: "1", weigh: 1, status: "1" });
    expect(added.code, added.msg).toBe(1);
    const [menu] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "enterprise/list/26000"));
    expect(menu?.title_en).toBe("Show theatres");
    const init = await operator.get("index/index");
    const flat = JSON.stringify(init.data.menus);
    expect(flat).toContain("enterprise/list/26000");
    expect((await operator.del("enterprise.Category/del?ids[]=11000")).msg).toContain("enterprises belong to this category");
    expect((await operator.del("enterprise.Category/del?ids[]=26000")).code).toBe(1);
    expect(await t.database.db.select().from(adminRule).where(eq(adminRule.name, "enterprise/list/26000"))).toEqual([]);
  });
});

describe("associations", () => {
  test("an association account sees its own association and members only", async () => {
    const assocAccount = await seededRoleAdmin(t, 5);
    const mine = await supervisor.post("enterprise.Association/add", { name: "三亚市旅游协会", type: "TOURISM", region_code: 460200, uscc: sampleCreditCode(), admin_id: assocAccount.id, status: "1" });
    const other = await supervisor.post("enterprise.Association/add", { name: "海口市饭店协会", type: "HOTEL", region_code: 460100, status: "1" });
    const member = (await supervisor.get("enterprise.Enterprise/index?limit=1")).data.list[0].id as number;
    expect((await supervisor.post("enterprise.AssociationMember/add", { association_id: mine.data.id, enterprise_id: member, role: "COUNCIL", join_date: "2025-01-01", status: "1" })).code).toBe(1);
    expect((await supervisor.post("enterprise.AssociationMember/add", { association_id: mine.data.id, enterprise_id: member, role: "MEMBER", status: "1" })).data.fields.enterprise_id).toBeDefined();
    await supervisor.post("enterprise.AssociationMember/add", { association_id: other.data.id, enterprise_id: member, role: "MEMBER", status: "1" });

    const api = caller(t, assocAccount.token);
    const list = await api.get("enterprise.Association/index");
    expect(list.data.list.map((r: { id: number; member_count: number }) => [r.id, r.member_count])).toEqual([[mine.data.id, 1]]);
    const members = await api.get("enterprise.AssociationMember/index");
    expect(members.data.list.map((r: { association_id: number }) => r.association_id)).toEqual([mine.data.id]);
    const foreign = await api.post("enterprise.AssociationMember/add", { association_id: other.data.id, enterprise_id: member, role: "MEMBER", status: "1" });
    expect(foreign.data.fields.association_id).toBe("You can only manage the members of your own association");
    const supervisorView = await supervisor.get("enterprise.Association/index");
    expect(supervisorView.data.total).toBeGreaterThanOrEqual(2);
  });
});
