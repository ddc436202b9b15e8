// Jurisdiction (属地管理): a supervisor bound to Sanya sees Sanya's enterprises, their staff and
// change requests, their registration queue and dashboard counts, and nothing of Haikou — not
// in lists, counts, selects or the dashboard, and a guessed id answers "not found"; writes that
// would put a row outside the area are refused. Binding comes from the account or from its
// groups (the area they share). A provincial supervisor sees everything.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq, gte, lte } from "drizzle-orm";
import { admin, adminGroup, enterprise, enterpriseChangeRequest, enterpriseStaff } from "@db/schema";
import { commonArea } from "@server/auth/admin-access";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { createAdmin, sessionFor } from "./support/identity";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let sanya: ReturnType<typeof caller>;
let province: ReturnType<typeof caller>;
let haikouId = 0;
let sanyaId = 0;

async function insertEnterprise(name: string, region: number, auditStatus: "APPROVED" | "SUBMITTED" = "APPROVED") {
  const [row] = await t.database.db.insert(enterprise).values({ category_id: 11000, name, region_code: region, audit_status: auditStatus, submit_time: 1, notify_due_time: 2 }).returning({ id: enterprise.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const bound = await seededRoleAdmin(t, 2);
  await t.database.db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
  t.app.services.adminAccess.invalidate(bound.id);
  sanya = caller(t, bound.token);
  province = caller(t, (await seededRoleAdmin(t, 2)).token);
  haikouId = await insertEnterprise("海口属地测试旅行社", 460106);
  sanyaId = await insertEnterprise("三亚属地测试旅行社", 460203);
  await insertEnterprise("海口属地待审旅行社", 460105, "SUBMITTED");
  await insertEnterprise("三亚属地待审旅行社", 460204, "SUBMITTED");
  await t.database.db.insert(enterpriseStaff).values([
    { enterprise_id: haikouId, name: "海口员工" },
    { enterprise_id: sanyaId, name: "三亚员工" },
  ]);
  await t.database.db.insert(enterpriseChangeRequest).values([
    { enterprise_id: haikouId, status: "SUBMITTED", changes: "{}", submit_time: 1, notify_due_time: 2 },
    { enterprise_id: sanyaId, status: "SUBMITTED", changes: "{}", submit_time: 1, notify_due_time: 2 },
  ]);
});
afterAll(() => t.close());

const inSanya = and(gte(enterprise.region_code, 460200), lte(enterprise.region_code, 460299));

describe("a city supervisor sees their city only", () => {
  test("lists and totals hold Sanya's enterprises and nothing else", async () => {
    const list = await sanya.get("enterprise.Enterprise/index?limit=200");
    expect(list.code, list.msg).toBe(1);
    const [expected] = await t.database.db.select({ n: count() }).from(enterprise).where(inSanya);
    expect(list.data.total).toBe(expected?.n ?? -1);
    expect(list.data.list.every((r: { region_code: number }) => r.region_code >= 460200 && r.region_code <= 460299)).toBe(true);
    expect(list.data.list.map((r: { id: number }) => r.id)).toContain(sanyaId);
    const everywhere = await province.get("enterprise.Enterprise/index?limit=1");
    expect(everywhere.data.total).toBeGreaterThan(list.data.total);
  });

  test("a guessed Haikou id answers 'not found' for reading, the detail page, editing and deleting", async () => {
    expect((await sanya.get(`enterprise.Enterprise/edit?id=${haikouId}`)).msg).toBe("Record not found");
    expect((await sanya.get(`enterprise.Enterprise/detail?id=${haikouId}`)).msg).toBe("Record not found");
    expect((await sanya.post("enterprise.Enterprise/edit", { id: haikouId, name: "改名" })).msg).toBe("Record not found");
    expect((await province.get(`enterprise.Enterprise/edit?id=${haikouId}`)).code).toBe(1);
    expect((await sanya.get(`enterprise.Enterprise/edit?id=${sanyaId}`)).code).toBe(1);
  });

  test("selects (remote pickers) and linked modules follow the area: staff and change requests through their enterprise", async () => {
    const picker = await sanya.get(`enterprise.Enterprise/index?select=true&initValue[]=${haikouId}&initValue[]=${sanyaId}`);
    expect(picker.data.list.map((r: { id: number }) => r.id)).toEqual([sanyaId]);
    const staff = await sanya.get("enterprise.Staff/index?limit=200");
    expect(staff.data.list.map((r: { name: string }) => r.name)).toContain("三亚员工");
    expect(staff.data.list.map((r: { name: string }) => r.name)).not.toContain("海口员工");
    const changes = await sanya.get("enterprise.ChangeRequest/index?limit=200");
    expect(changes.data.list.every((r: { enterprise_id: number }) => r.enterprise_id !== haikouId)).toBe(true);
    expect(changes.data.list.some((r: { enterprise_id: number }) => r.enterprise_id === sanyaId)).toBe(true);
  });

  test("the registration queue, its counts and the dashboard cards count Sanya only", async () => {
    const queue = await sanya.get("enterprise.Audit/index?counts=1&limit=200");
    const [expected] = await t.database.db.select({ n: count() }).from(enterprise).where(and(inSanya, eq(enterprise.audit_status, "SUBMITTED")));
    expect(queue.data.workflow.states.SUBMITTED).toBe(expected?.n ?? -1);
    expect(queue.data.list.every((r: { region_code: number }) => r.region_code >= 460200 && r.region_code <= 460299)).toBe(true);
    const work = (await sanya.get("dashboard/index")).data.work as { key: string; value: number }[];
    expect(work.find((w) => w.key === "enterprise.Audit:SUBMITTED")?.value).toBe(expected?.n ?? -1);
    const provincial = (await province.get("dashboard/index")).data.work as { key: string; value: number }[];
    expect(provincial.find((w) => w.key === "enterprise.Audit:SUBMITTED")?.value).toBeGreaterThan(expected?.n ?? 0);
    const [submitted] = await t.database.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.name, "海口属地待审旅行社"));
    expect((await sanya.post("enterprise.Audit/accept", { id: submitted?.id })).msg).toBe("Record not found");
  });

  test("the licence cards count the city's licences only, and each number is the total of the list it opens", async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
    // Expired and expiring licences in both cities; Haikou's must not reach Sanya's cards.
    for (const [name, region, date] of [
      ["三亚证照过期测试", 460203, inDays(-40)],
      ["三亚证照将到期测试", 460204, inDays(10)],
      ["海口证照过期测试甲", 460106, inDays(-3)],
      ["海口证照过期测试乙", 460105, inDays(-300)],
      ["海口证照将到期测试", 460106, inDays(20)],
    ] as const) {
      const id = await insertEnterprise(name, region);
      await t.database.db.update(enterprise).set({ license_expire_date: date }).where(eq(enterprise.id, id));
    }
    for (const [who, inCity] of [[sanya, true], [province, false]] as const) {
      const work = (await who.get("dashboard/index")).data.work as { key: string; value: number; link: string }[];
      for (const key of ["licencesExpired", "licencesExpiring"]) {
        const card = work.find((w) => w.key === key);
        expect(card?.value).toBeGreaterThan(0);
        const [path = "", query = ""] = (card?.link ?? "").split("?");
        expect(path).toBe("enterprise/enterprise");
        const list = await who.get(`enterprise.Enterprise/index?${query}&limit=200`);
        expect(list.code, list.msg).toBe(1);
        expect(list.data.total).toBe(card?.value);
        const dates = list.data.list.map((r: { license_expire_date: string }) => r.license_expire_date) as string[];
        expect(dates.every((d) => (key === "licencesExpired" ? d < today : d >= today && d <= inDays(30)))).toBe(true);
        // Just expired first; soonest to expire first.
        expect(dates).toEqual([...dates].sort((a, b) => (key === "licencesExpired" ? b.localeCompare(a) : a.localeCompare(b))));
        if (inCity) expect(list.data.list.every((r: { region_code: number }) => r.region_code >= 460200 && r.region_code <= 460299)).toBe(true);
      }
    }
    const city = (await sanya.get("dashboard/index")).data.work as { key: string; value: number }[];
    const everywhere = (await province.get("dashboard/index")).data.work as { key: string; value: number }[];
    const value = (work: { key: string; value: number }[], key: string) => work.find((w) => w.key === key)?.value ?? 0;
    expect(value(everywhere, "licencesExpired")).toBeGreaterThanOrEqual(value(city, "licencesExpired") + 2);
    expect(value(everywhere, "licencesExpiring")).toBeGreaterThanOrEqual(value(city, "licencesExpiring") + 1);
  });

  test("writes that would put a row outside the area are refused by field", async () => {
    const outside = await sanya.post("enterprise.Enterprise/add", { ...registrationForm({ region_code: 460106 }), status: "NORMAL", credit_level: "NORMAL" });
    expect(outside).toMatchObject({ code: 0, data: { fields: { region_code: "Outside your jurisdiction" } } });
    const inside = await sanya.post("enterprise.Enterprise/add", { ...registrationForm({ region_code: 460203 }), status: "NORMAL", credit_level: "NORMAL" });
    expect(inside.code, inside.msg).toBe(1);
    expect((await sanya.post("enterprise.Enterprise/edit", { id: inside.data.id, region_code: 460106 })).data.fields.region_code).toBe("Outside your jurisdiction");
    const staff = await sanya.post("enterprise.Staff/add", { enterprise_id: haikouId, name: "越界员工", gender: "1" });
    expect(staff.data.fields.enterprise_id).toBe("Outside your jurisdiction");
  });
});

describe("binding", () => {
  test("an account takes the area its groups share when it has none of its own; an unbound group means everywhere", async () => {
    expect(commonArea([460203, 460205])).toBe(460200);
    expect(commonArea([460203, 469002])).toBe(460000);
    expect(commonArea([460203])).toBe(460203);
    expect(commonArea([460203, 440305])).toBeUndefined();
    const member = await createAdmin(t, { ruleNames: ["enterprise/enterprise", "enterprise/enterprise/index"], groupFlags: { supervise: true } });
    await t.database.db.update(adminGroup).set({ region_code: 469002 }).where(eq(adminGroup.id, member.groupId));
    const qionghai = caller(t, await sessionFor(t, "admin", member.id));
    const list = await qionghai.get("enterprise.Enterprise/index?limit=200");
    expect(list.data.list.every((r: { region_code: number }) => r.region_code === 469002)).toBe(true);
    await t.database.db.update(adminGroup).set({ region_code: 0 }).where(eq(adminGroup.id, member.groupId));
    t.app.services.adminAccess.invalidate();
    expect((await qionghai.get("enterprise.Enterprise/index?limit=1")).data.total).toBeGreaterThan(list.data.total);
  });

  test("an area-bound admin creates accounts inside their area only, and sees no account outside it", async () => {
    const manager = await createAdmin(t, { ruleNames: ["auth/admin", "auth/admin/index", "auth/admin/add"] });
    await t.database.db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, manager.id));
    const api = caller(t, await sessionFor(t, "admin", manager.id));
    const outside = await api.post("auth.Admin/add", { username: "hk_staff1", nickname: "海口", password: "Staff-pass1", group_arr: [manager.groupId], region_code: 460100 });
    expect(outside.data.fields?.region_code).toBe("Outside your jurisdiction");
    const unbound = await api.post("auth.Admin/add", { username: "any_staff1", nickname: "全省", password: "Staff-pass1", group_arr: [manager.groupId] });
    expect(unbound.data.fields?.region_code).toBe("Outside your jurisdiction");
    const list = await api.get("auth.Admin/index?limit=200");
    expect(list.data.list.map((r: { username: string }) => r.username)).not.toContain("admin");
  });
});
