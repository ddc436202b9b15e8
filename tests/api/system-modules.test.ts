// The rules of the system modules (reference §4.4, §6, §13, §16.2 — its bugs fixed): what
// non-super admins may do with admins, groups and rules; ledgers; site configuration; own
// profile; sensitive changes and their rollback; dictionary options.
import { beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { admin, adminGroup, adminRule, config, securitySensitiveDataLog, user } from "@db/schema";
import { adminLogin, createAdmin, createMember, sessionFor } from "./support/identity";
import { envelopeOf, TEST_ADMIN_PASSWORD, useTestApp } from "./support/test-app";

const t = useTestApp();
let superToken: string;

beforeAll(async () => {
  superToken = await sessionFor(t, "admin", 1);
});

const as = (token: string) => ({
  get: (path: string) => t.request(path, { headers: { batoken: token, server: "1", "think-lang": "en" } }).then(envelopeOf),
  post: (path: string, json: unknown) => t.request(path, { method: "POST", json, headers: { batoken: token, "think-lang": "en" } }).then(envelopeOf),
  del: (path: string) => t.request(path, { method: "DELETE", headers: { batoken: token, "think-lang": "en" } }).then(envelopeOf),
});

async function ruleIds(names: string[]) {
  const rows = await t.database.db.select().from(adminRule);
  return names.map((n) => rows.find((r) => r.name.toLowerCase() === n.toLowerCase())?.id ?? 0);
}

describe("admins managed by a non-super admin", () => {
  const manager = ["auth", "auth/admin", "auth/admin/index", "auth/admin/add", "auth/admin/edit", "auth/admin/del", "auth/group", "auth/group/index", "auth/group/add", "auth/group/edit", "auth/group/del", "dashboard"];

  test("sees only admins of groups below their own, plus themselves", async () => {
    const boss = await createAdmin(t, { ruleNames: manager });
    const below = await createAdmin(t, { ruleNames: ["dashboard"] });
    const peer = await createAdmin(t, { ruleNames: manager });
    const api = as(await sessionFor(t, "admin", boss.id));
    const ids = (await api.get("/admin/auth.Admin/index?limit=200")).data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(boss.id);
    expect(ids).toContain(below.id);
    expect(ids).not.toContain(peer.id);
    expect(ids).not.toContain(1);
    expect((await api.get(`/admin/auth.Admin/edit?id=1`)).msg).toBe("Record not found");
  });

  test("cannot disable or delete themselves", async () => {
    const boss = await createAdmin(t, { ruleNames: manager });
    const api = as(await sessionFor(t, "admin", boss.id));
    expect((await api.post("/admin/auth.Admin/edit", { id: boss.id, status: "0" })).msg).toBe("You cannot disable your own account");
    expect((await api.del(`/admin/auth.Admin/del?ids[]=${boss.id}`)).msg).toBe("No rows were deleted");
  });

  test("may put admins only into groups below their own", async () => {
    const boss = await createAdmin(t, { ruleNames: manager });
    const api = as(await sessionFor(t, "admin", boss.id));
    const body = await api.post("/admin/auth.Admin/add", { username: "newstaff1", nickname: "n", password: "Secret-12", group_arr: [1] });
    expect(body.data.fields).toEqual({ group_arr: "You have no permission to add an administrator to this group!" });
    const lower = await createAdmin(t, { ruleNames: ["dashboard"] });
    const ok = await api.post("/admin/auth.Admin/add", { username: "newstaff2", nickname: "n", password: "Secret-12", group_arr: [lower.groupId] });
    expect(ok.code).toBe(1);
  });

  test("group_arr is written to the access table and read back", async () => {
    const api = as(superToken);
    const added = await api.post("/admin/auth.Admin/add", { username: "twogroups", nickname: "n", password: "Secret-12", group_arr: [2, 3] });
    const row = (await api.get(`/admin/auth.Admin/edit?id=${added.data.id}`)).data.row;
    expect(row.group_arr.sort()).toEqual([2, 3]);
    expect(row).not.toHaveProperty("password");
    // The new admin can log in with the password set here.
    expect((await adminLogin(t, "twogroups", "Secret-12")).token).toBeString();
  });

  test("a new password set by a super admin ends the admin's logins", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    const token = await sessionFor(t, "admin", staff.id);
    expect((await as(token).get("/admin/index/index")).code).toBe(1);
    expect((await as(superToken).post("/admin/auth.Admin/edit", { id: staff.id, password: "Another-12" })).code).toBe(1);
    expect((await as(token).get("/admin/index/index")).code).toBe(303);
  });
});

describe("groups managed by a non-super admin", () => {
  const manager = ["auth", "auth/group", "auth/group/index", "auth/group/add", "auth/group/edit", "auth/group/del", "dashboard"];

  test("may grant only rules they hold, and never all of them", async () => {
    const boss = await createAdmin(t, { ruleNames: manager });
    const api = as(await sessionFor(t, "admin", boss.id));
    const notMine = await ruleIds(["auth/admin/add"]);
    expect((await api.post("/admin/auth.Group/add", { name: "g1", pid: boss.groupId, rules: notMine })).data.fields).toEqual({
      rules: "You can only grant permissions you hold yourself",
    });
    const all = await ruleIds(manager);
    expect((await api.post("/admin/auth.Group/add", { name: "g2", pid: boss.groupId, rules: all })).data.fields).toEqual({
      rules: "A group cannot hold all of your permissions; leave at least one out",
    });
    const some = await ruleIds(["dashboard"]);
    expect((await api.post("/admin/auth.Group/add", { name: "g3", pid: boss.groupId, rules: some })).code).toBe(1);
  });

  test("cannot change their own group", async () => {
    const boss = await createAdmin(t, { ruleNames: manager });
    const api = as(await sessionFor(t, "admin", boss.id));
    expect((await api.post("/admin/auth.Group/edit", { id: boss.groupId, name: "mine" })).msg).toBe("You cannot modify your own management group!");
  });

  test("a super admin choosing every rule stores '*'; rows show every rule checked", async () => {
    const all = (await t.database.db.select({ id: adminRule.id }).from(adminRule)).map((r) => r.id);
    const api = as(superToken);
    const added = await api.post("/admin/auth.Group/add", { name: "everything", pid: 1, rules: all });
    const [row] = await t.database.db.select().from(adminGroup).where(eq(adminGroup.id, added.data.id));
    expect(row?.rules).toBe("*");
    const read = await api.get(`/admin/auth.Group/edit?id=${added.data.id}`);
    expect(read.data.row.rules.length).toBe(all.length);
    expect(read.data.row.all_rules).toBe(true);
  });

  test("a parent group cannot be deleted without its children", async () => {
    const api = as(superToken);
    const parent = await api.post("/admin/auth.Group/add", { name: "parent", pid: 1, rules: await ruleIds(["dashboard"]) });
    await api.post("/admin/auth.Group/add", { name: "child", pid: parent.data.id, rules: await ruleIds(["dashboard"]) });
    expect((await api.del(`/admin/auth.Group/del?ids[]=${parent.data.id}`)).msg).toBe("Please delete the child element first, or use batch deletion");
  });
});

describe("rules", () => {
  test("a new rule is granted to the groups holding its parent; rule names are unique", async () => {
    const [dashboard] = await ruleIds(["dashboard"]);
    const api = as(superToken);
    const added = await api.post("/admin/auth.Rule/add", { pid: dashboard, type: "button", title: "导出", title_en: "Export", name: "dashboard/export" });
    expect(added.code, added.msg).toBe(1);
    const [supervisors] = await t.database.db.select().from(adminGroup).where(eq(adminGroup.id, 2));
    expect(supervisors?.rules.split(",")).toContain(String(added.data.id));
    const dup = await api.post("/admin/auth.Rule/add", { pid: 0, type: "menu", title: "x", name: "Dashboard/Export" });
    expect(dup.data.fields).toEqual({ name: "This value is already used" });
  });

  test("a rule cannot move under its own child; deleting a rule removes it from groups", async () => {
    const api = as(superToken);
    const [authDir, authAdmin] = await ruleIds(["auth", "auth/admin"]);
    expect((await api.post("/admin/auth.Rule/edit", { id: authDir, pid: authAdmin })).msg).toBe("A rule cannot be moved under itself or its children");
    // A button rule of its own under the dashboard, granted to the supervisors with it.
    const [dashboard] = await ruleIds(["dashboard"]);
    const added = await api.post("/admin/auth.Rule/add", { pid: dashboard, type: "button", title: "打印", title_en: "Print", name: "dashboard/print" });
    expect(added.code, added.msg).toBe(1);
    const exportRule = added.data.id as number;
    const [granted] = await t.database.db.select().from(adminGroup).where(eq(adminGroup.id, 2));
    expect(granted?.rules.split(",")).toContain(String(exportRule));
    expect((await api.del(`/admin/auth.Rule/del?ids[]=${exportRule}`)).code).toBe(1);
    const [supervisors] = await t.database.db.select().from(adminGroup).where(eq(adminGroup.id, 2));
    expect(supervisors?.rules.split(",")).not.toContain(String(exportRule));
  });

  test("a changed rule is seen by the permission check at once", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard", "routine", "routine/dictionary", "routine/dictionary/index"] });
    const api = as(await sessionFor(t, "admin", staff.id));
    expect((await api.get("/admin/routine.Dictionary/index")).code).toBe(1);
    const [indexRule] = await ruleIds(["routine/dictionary/index"]);
    await as(superToken).post("/admin/auth.Rule/edit", { id: indexRule, status: "0" });
    expect((await api.get("/admin/routine.Dictionary/index")).code).toBe(401);
    await as(superToken).post("/admin/auth.Rule/edit", { id: indexRule, status: "1" });
  });
});

describe("balance and score logs", () => {
  test("an entry changes the member's balance in the same transaction and records before and after", async () => {
    const member = await createMember(t, { money: 1000 });
    const api = as(superToken);
    expect((await api.post("/admin/user.MoneyLog/add", { user_id: member.id, money: "25.50", memo: "充值" })).code).toBe(1);
    expect((await api.post("/admin/user.MoneyLog/add", { user_id: member.id, money: -5, memo: "消费" })).code).toBe(1);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row?.money).toBe(1000 + 2550 - 500);
    const logs = (await api.get(`/admin/user.MoneyLog/index?search[0][field]=user_id&search[0][operator]=eq&search[0][val]=${member.id}&order=id,asc`)).data.list;
    expect(logs.map((l: Record<string, string>) => [l.before, l.money, l.after])).toEqual([
      ["10.00", "25.50", "35.50"],
      ["35.50", "-5.00", "30.50"],
    ]);
  });

  test("a deduction below zero is refused and nothing changes", async () => {
    const member = await createMember(t, { score: 3 });
    const body = await as(superToken).post("/admin/user.ScoreLog/add", { user_id: member.id, score: -10, memo: "兑换" });
    expect(body).toMatchObject({ code: 0, msg: "The result would be below zero (now 3)" });
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row?.score).toBe(3);
  });

  test("an amount beyond what money can hold is refused by field, never a server error", async () => {
    const member = await createMember(t, { money: 1000 });
    const api = as(superToken);
    for (const money of [2 ** 53, "9007199254740993", -(2 ** 60), "1e300"]) {
      const body = await api.post("/admin/user.MoneyLog/add", { user_id: member.id, money, memo: "fuzz" });
      expect(body.code, String(money)).toBe(0);
      expect(Object.keys(body.data?.fields ?? {}), String(money)).toEqual(["money"]);
    }
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row?.money).toBe(1000);
  });

  test("log entries cannot be edited or deleted", async () => {
    expect((await t.request("/admin/user.MoneyLog/edit", { method: "POST", json: { id: 1 }, headers: { batoken: superToken } })).status).toBe(404);
    expect((await t.request("/admin/user.MoneyLog/del?ids[]=1", { method: "DELETE", headers: { batoken: superToken } })).status).toBe(404);
  });
});

describe("site configuration", () => {
  test("needs a login (the reference served it anonymously) and never sends the SMTP password back", async () => {
    expect((await envelopeOf(await t.request("/admin/routine.Config/index", { headers: { server: "1" } }))).code).toBe(303);
    await t.database.db.update(config).set({ value: "smtp-secret" }).where(eq(config.name, "smtp_pass"));
    const api = as(superToken);
    const body = await api.get("/admin/routine.Config/index");
    expect(JSON.stringify(body)).not.toContain("smtp-secret");
    const pass = body.data.list.mail.list.find((r: { name: string }) => r.name === "smtp_pass");
    expect(pass).toMatchObject({ value: "", has_value: true, type: "password" });
    expect(body.data.configGroup).toMatchObject({ basics: "Basics", mail: "Mail" });
  });

  test("saving validates by type, keeps a blank password and updates the site at once", async () => {
    await t.database.db.update(config).set({ value: "smtp-secret" }).where(eq(config.name, "smtp_pass"));
    const api = as(superToken);
    const bad = await api.post("/admin/routine.Config/edit", { smtp_sender_mail: "not-an-email", site_name: "" });
    expect(bad.data.fields).toMatchObject({ smtp_sender_mail: "Please enter the correct email", site_name: "Required" });
    const ok = await api.post("/admin/routine.Config/edit", { site_name: "测试平台", site_name_en: "Test platform", smtp_pass: "", admin_login_captcha: false });
    expect(ok.code).toBe(1);
    const [pass] = await t.database.db.select().from(config).where(eq(config.name, "smtp_pass"));
    expect(pass?.value).toBe("smtp-secret");
    const [captcha] = await t.database.db.select().from(config).where(eq(config.name, "admin_login_captcha"));
    expect(captcha?.value).toBe("0");
    const init = await api.get("/admin/index/index");
    expect(init.data.siteConfig.siteName).toBe("Test platform");
  });

  test("added settings can be deleted; built-in ones cannot", async () => {
    const api = as(superToken);
    const added = await api.post("/admin/routine.Config/add", { name: "hotline", group: "basics", title: "服务热线", type: "string", value: "12345" });
    expect(added.code, added.msg).toBe(1);
    expect((await api.post("/admin/routine.Config/add", { name: "hotline", group: "basics", title: "x", type: "string" })).data.fields).toEqual({
      name: "A setting with this name already exists",
    });
    const [builtIn] = await t.database.db.select().from(config).where(eq(config.name, "site_name"));
    expect((await api.del(`/admin/routine.Config/del?ids[]=${builtIn?.id}`)).msg).toBe("This setting comes with the platform and cannot be deleted");
    expect((await api.del(`/admin/routine.Config/del?ids[]=${added.data.id}`)).code).toBe(1);
  });
});

describe("own profile", () => {
  test("always edits the caller, whatever id is posted", async () => {
    const staff = await createAdmin(t, { ruleNames: ["routine/adminInfo/index", "routine/adminInfo/edit"] });
    const api = as(await sessionFor(t, "admin", staff.id));
    expect((await api.post("/admin/routine.AdminInfo/edit", { id: 1, nickname: "我自己" })).code).toBe(1);
    const [mine] = await t.database.db.select().from(admin).where(eq(admin.id, staff.id));
    const [superRow] = await t.database.db.select().from(admin).where(eq(admin.id, 1));
    expect(mine?.nickname).toBe("我自己");
    expect(superRow?.nickname).not.toBe("我自己");
    expect((await api.get("/admin/routine.AdminInfo/index")).data.info.id).toBe(staff.id);
  });

  test("a new password needs the current one and ends the other logins", async () => {
    const staff = await createAdmin(t, { ruleNames: ["routine/adminInfo/index", "routine/adminInfo/edit", "dashboard"] });
    const current = await sessionFor(t, "admin", staff.id);
    const other = await sessionFor(t, "admin", staff.id);
    const api = as(current);
    expect((await api.post("/admin/routine.AdminInfo/edit", { password: "Brand-new1", old_password: "wrong-one" })).data.fields).toEqual({
      old_password: "The current password is not correct",
    });
    expect((await api.post("/admin/routine.AdminInfo/edit", { password: "Brand-new1", old_password: staff.password })).code).toBe(1);
    expect((await as(current).get("/admin/index/index")).code).toBe(1);
    expect((await as(other).get("/admin/index/index")).code).toBe(303);
  });
});

describe("sensitive data", () => {
  test("a changed mobile is logged with before and after, and rolls back", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    await t.database.db.update(admin).set({ mobile: "13911112222" }).where(eq(admin.id, staff.id));
    const api = as(superToken);
    expect((await api.post("/admin/auth.Admin/edit", { id: staff.id, mobile: "13933334444" })).code).toBe(1);
    const [log] = await t.database.db
      .select()
      .from(securitySensitiveDataLog)
      .where(and(eq(securitySensitiveDataLog.id_value, String(staff.id)), eq(securitySensitiveDataLog.data_field, "mobile")))
      .orderBy(desc(securitySensitiveDataLog.id));
    expect(log).toMatchObject({ before: "13911112222", after: "13933334444", data_table: "admin", admin_id: 1 });
    expect((await api.post("/admin/security.SensitiveDataLog/rollback", { ids: [log?.id] })).code).toBe(1);
    const [row] = await t.database.db.select().from(admin).where(eq(admin.id, staff.id));
    expect(row?.mobile).toBe("13911112222");
    const [marked] = await t.database.db.select().from(securitySensitiveDataLog).where(eq(securitySensitiveDataLog.id, log?.id ?? 0));
    expect(marked?.is_rollback).toBe(true);
  });

  test("a password rollback restores a working password (the reference lost the salt)", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    const api = as(superToken);
    expect((await api.post("/admin/auth.Admin/edit", { id: staff.id, password: "Changed-12" })).code).toBe(1);
    const [log] = await t.database.db
      .select()
      .from(securitySensitiveDataLog)
      .where(and(eq(securitySensitiveDataLog.id_value, String(staff.id)), eq(securitySensitiveDataLog.data_field, "password")));
    expect(log?.after).toBe("******");
    const listed = await api.get(`/admin/security.SensitiveDataLog/index?search[0][field]=id_value&search[0][operator]=eq&search[0][val]=${staff.id}`);
    expect(JSON.stringify(listed)).not.toContain("$argon2");
    expect((await api.post("/admin/security.SensitiveDataLog/rollback", { ids: [log?.id] })).code).toBe(1);
    expect((await adminLogin(t, staff.username, staff.password)).token).toBeString();
  });

  test("restoring over an existing row is refused with a clear message", async () => {
    const api = as(superToken);
    const added = await api.post("/admin/routine.Dictionary/add", { name: "restore_me", title: "还原", weigh: 0, status: "1" });
    await api.del(`/admin/routine.Dictionary/del?ids[]=${added.data.id}`);
    const logs = (await api.get("/admin/security.DataRecycleLog/index?search[0][field]=data_table&search[0][operator]=eq&search[0][val]=dictionary&order=id,desc")).data.list;
    const logId = logs[0].id;
    expect((await api.post("/admin/security.DataRecycleLog/restore", { ids: [logId] })).code).toBe(1);
    expect((await api.post("/admin/security.DataRecycleLog/restore", { ids: [logId] })).msg).toBe("Nothing to restore: the records are already restored");
    await t.database.db.update((await import("@db/schema")).securityDataRecycleLog).set({ is_restore: false }).where(eq((await import("@db/schema")).securityDataRecycleLog.id, logId));
    expect((await api.post("/admin/security.DataRecycleLog/restore", { ids: [logId] })).msg).toBe(`Cannot restore: dictionary already has a row with id ${added.data.id}`);
  });
});

describe("dictionary options", () => {
  test("selects read enabled items by dictionary code, in order, refreshed after a change", async () => {
    const api = as(superToken);
    const dict = await api.post("/admin/routine.Dictionary/add", { name: "credit_level", title: "信用等级", weigh: 0, status: "1" });
    await api.post("/admin/routine.DictionaryItem/add", { dictionary_id: dict.data.id, value: "GOOD", label: "守信", label_en: "Good", color: "success", weigh: 2, status: "1" });
    await api.post("/admin/routine.DictionaryItem/add", { dictionary_id: dict.data.id, value: "SEVERE", label: "严重失信", label_en: "Severe", color: "danger", weigh: 1, status: "1" });
    const body = await api.get("/admin/ajax/dictionary?names=credit_level,missing");
    expect(body.data.credit_level.map((o: { value: string }) => o.value)).toEqual(["GOOD", "SEVERE"]);
    expect(body.data.credit_level[0]).toMatchObject({ label: { "zh-cn": "守信", en: "Good" }, color: "success" });
    expect(body.data.missing).toEqual([]);
  });
});

// The super admin's password must still work for the other suites that share nothing with this one.
test("the seeded super admin still logs in", async () => {
  expect((await adminLogin(t, "admin", TEST_ADMIN_PASSWORD)).id).toBe(1);
});
