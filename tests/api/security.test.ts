// The security module beyond the basics in system-modules.test.ts: restores refused as a whole
// with a clear message (unique value taken, parent gone), purging both logs, rollbacks refused
// when the value changed since or would clash, several changes of one field rolled back to the
// oldest, a password rollback ending the account's logins, and logs written only for writes
// that happened.
import { beforeAll, describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { admin, adminGroup, adminGroupAccess, securityDataRecycleLog, securitySensitiveDataLog } from "@db/schema";
import { adminLogin, createAdmin, sessionFor } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let superToken: string;
beforeAll(async () => {
  superToken = await sessionFor(t, "admin", 1);
});

const headers = (token = superToken) => ({ batoken: token, server: "1", "think-lang": "en" });
const post = async (path: string, json: unknown, token = superToken) => envelopeOf(await t.request(path, { method: "POST", json, headers: headers(token) }));
const del = async (path: string) => envelopeOf(await t.request(path, { method: "DELETE", headers: headers() }));

async function addDictionary(name: string) {
  const body = await post("/admin/routine.Dictionary/add", { name, title: name, weigh: 0, status: "1" });
  expect(body.code, body.msg).toBe(1);
  return body.data.id as number;
}

async function lastRecycle(table: string) {
  const [log] = await t.database.db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.data_table, table)).orderBy(desc(securityDataRecycleLog.id)).limit(1);
  if (!log) throw new Error(`no recycle entry for ${table}`);
  return log;
}

async function sensitiveLogs(id: number, field: string) {
  return t.database.db
    .select()
    .from(securitySensitiveDataLog)
    .where(and(eq(securitySensitiveDataLog.data_table, "admin"), eq(securitySensitiveDataLog.id_value, String(id)), eq(securitySensitiveDataLog.data_field, field)))
    .orderBy(desc(securitySensitiveDataLog.id));
}

describe("restore", () => {
  test("a restored admin comes back with its groups and can work again; a group deleted meanwhile stays away", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    const other = await createAdmin(t, { ruleNames: [] });
    await t.database.db.insert(adminGroupAccess).values({ uid: staff.id, group_id: other.groupId });
    expect((await del(`/admin/auth.Admin/del?ids[]=${staff.id}`)).code).toBe(1);
    expect(await t.database.db.select().from(adminGroupAccess).where(eq(adminGroupAccess.uid, staff.id))).toEqual([]);
    // The second group goes while the admin is in the bin.
    await t.database.db.delete(adminGroup).where(eq(adminGroup.id, other.groupId));

    const log = await lastRecycle("admin");
    const restored = await post("/admin/security.DataRecycleLog/restore", { ids: [log.id] });
    expect(restored.code, restored.msg).toBe(1);
    const groups = await t.database.db.select({ g: adminGroupAccess.group_id }).from(adminGroupAccess).where(eq(adminGroupAccess.uid, staff.id));
    expect(groups.map((r) => r.g)).toEqual([staff.groupId]);
    const { token } = await adminLogin(t, staff.username, staff.password);
    const init = await envelopeOf(await t.request("/admin/index/index", { headers: headers(token) }));
    expect(init.code).toBe(1);
    expect(init.data.authNode).toContain("dashboard");
  });


  test("a unique value taken since is refused, naming the column; the batch restores nothing", async () => {
    const id = await addDictionary("sec_unique");
    const other = await addDictionary("sec_other");
    await del(`/admin/routine.Dictionary/del?ids[]=${id}`);
    const first = await lastRecycle("dictionary");
    await del(`/admin/routine.Dictionary/del?ids[]=${other}`);
    const second = await lastRecycle("dictionary");
    await addDictionary("sec_unique");
    const answer = await post("/admin/security.DataRecycleLog/restore", { ids: [first.id, second.id] });
    expect(answer.msg).toBe("Cannot restore: dictionary already has a row with the same name");
    const [untouched] = await t.database.db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.id, second.id));
    expect(untouched?.is_restore).toBe(false);
    expect((await envelopeOf(await t.request(`/admin/routine.Dictionary/edit?id=${other}`, { headers: headers() }))).code).toBe(0);
    expect((await post("/admin/security.DataRecycleLog/restore", { ids: [second.id] })).code).toBe(1);
  });

  test("a row whose parent is gone is refused with a message saying so", async () => {
    const rule = await post("/admin/security.DataRecycle/add", { name: "字典项", controller_as: "routine/dictionaryItem", data_table: "dictionary_item", primary_key: "id", status: "1" });
    expect(rule.code, rule.msg).toBe(1);
    const dict = await addDictionary("sec_parent");
    const item = await post("/admin/routine.DictionaryItem/add", { dictionary_id: dict, value: "A", label: "甲", color: "default", weigh: 0, status: "1" });
    expect(item.code, item.msg).toBe(1);
    expect((await del(`/admin/routine.DictionaryItem/del?ids[]=${item.data.id}`)).code).toBe(1);
    const log = await lastRecycle("dictionary_item");
    await del(`/admin/routine.Dictionary/del?ids[]=${dict}`);
    expect((await post("/admin/security.DataRecycleLog/restore", { ids: [log.id] })).msg).toBe("Cannot restore: a record this row belongs to no longer exists (dictionary_item)");
  });

  test("nothing is snapshotted when the delete does not happen", async () => {
    const before = (await t.database.db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.data_table, "admin"))).length;
    // An admin cannot delete themselves: no row goes, so no snapshot either.
    expect((await del("/admin/auth.Admin/del?ids[]=1")).code).toBe(0);
    expect((await t.database.db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.data_table, "admin"))).length).toBe(before);
  });
});

describe("purge", () => {
  test("selected recycle entries go for good; purging restored ones keeps the rest", async () => {
    const a = await addDictionary("sec_purge_a");
    const b = await addDictionary("sec_purge_b");
    await del(`/admin/routine.Dictionary/del?ids[]=${a}`);
    const logA = await lastRecycle("dictionary");
    await del(`/admin/routine.Dictionary/del?ids[]=${b}`);
    const logB = await lastRecycle("dictionary");
    expect(await post("/admin/security.DataRecycleLog/purge", { ids: [logA.id] })).toMatchObject({ code: 1, msg: "Removed 1 log entries for good" });
    expect((await post("/admin/security.DataRecycleLog/restore", { ids: [logA.id] })).msg).toBe("Nothing to restore: the records are already restored");
    expect((await post("/admin/security.DataRecycleLog/purge", { ids: [logA.id] })).msg).toBe("There is nothing to remove");
    expect((await post("/admin/security.DataRecycleLog/purge", {})).code).toBe(0);
    expect((await post("/admin/security.DataRecycleLog/restore", { ids: [logB.id] })).code).toBe(1);
    const open = await addDictionary("sec_purge_c");
    await del(`/admin/routine.Dictionary/del?ids[]=${open}`);
    const logC = await lastRecycle("dictionary");
    expect((await post("/admin/security.DataRecycleLog/purgeRestored", {})).code).toBe(1);
    const left = await t.database.db.select().from(securityDataRecycleLog);
    expect(left.some((l) => l.is_restore)).toBe(false);
    expect(left.some((l) => l.id === logC.id)).toBe(true);
  });

  test("sensitive entries purge the same way", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    expect((await post("/admin/auth.Admin/edit", { id: staff.id, mobile: "13700001111" })).code).toBe(1);
    const [log] = await sensitiveLogs(staff.id, "mobile");
    expect((await post("/admin/security.SensitiveDataLog/rollback", { ids: [log?.id] })).code).toBe(1);
    expect((await post("/admin/security.SensitiveDataLog/purgeRolledBack", {})).code).toBe(1);
    expect(await sensitiveLogs(staff.id, "mobile")).toHaveLength(0);
    expect((await post("/admin/security.SensitiveDataLog/purgeRolledBack", {})).msg).toBe("There is nothing to remove");
    expect((await post("/admin/auth.Admin/edit", { id: staff.id, mobile: "13700002222" })).code).toBe(1);
    const [next] = await sensitiveLogs(staff.id, "mobile");
    expect((await post("/admin/security.SensitiveDataLog/purge", { ids: [next?.id] })).code).toBe(1);
    expect(await sensitiveLogs(staff.id, "mobile")).toHaveLength(0);
  });

  test("purging needs its own permission", async () => {
    const reader = await createAdmin(t, { ruleNames: ["security/dataRecycleLog", "security/dataRecycleLog/index"] });
    const token = await sessionFor(t, "admin", reader.id);
    expect((await post("/admin/security.DataRecycleLog/purge", { ids: [1] }, token)).code).toBe(401);
    expect((await post("/admin/security.DataRecycleLog/purgeRestored", {}, token)).code).toBe(401);
    expect((await post("/admin/security.SensitiveDataLog/purge", { ids: [1] }, token)).code).toBe(401);
  });
});

describe("rollback", () => {
  test("several changes of one field roll back to the oldest value; a newer change alone must go first", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    await t.database.db.update(admin).set({ mobile: "13800000001" }).where(eq(admin.id, staff.id));
    await post("/admin/auth.Admin/edit", { id: staff.id, mobile: "13800000002" });
    await post("/admin/auth.Admin/edit", { id: staff.id, mobile: "13800000003" });
    const [newest, oldest] = await sensitiveLogs(staff.id, "mobile");
    expect((await post("/admin/security.SensitiveDataLog/rollback", { ids: [oldest?.id] })).msg).toBe(
      `Cannot roll back: Mobile of record ${staff.id} in admin has changed since this entry; roll back the newer change first`,
    );
    expect((await post("/admin/security.SensitiveDataLog/rollback", { ids: [oldest?.id, newest?.id] })).code).toBe(1);
    const [row] = await t.database.db.select().from(admin).where(eq(admin.id, staff.id));
    expect(row?.mobile).toBe("13800000001");
  });

  test("a value changed outside the log is not overwritten", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    await post("/admin/auth.Admin/edit", { id: staff.id, mobile: "13600000001" });
    await t.database.db.update(admin).set({ mobile: "13600000009" }).where(eq(admin.id, staff.id));
    const [log] = await sensitiveLogs(staff.id, "mobile");
    expect((await post("/admin/security.SensitiveDataLog/rollback", { ids: [log?.id] })).msg).toStartWith("Cannot roll back: Mobile of record");
    const [row] = await t.database.db.select().from(admin).where(eq(admin.id, staff.id));
    expect(row?.mobile).toBe("13600000009");
  });

  test("a rollback that would duplicate a unique value is refused", async () => {
    const a = await createAdmin(t, { ruleNames: ["dashboard"] });
    const b = await createAdmin(t, { ruleNames: ["dashboard"] });
    await post("/admin/auth.Admin/edit", { id: a.id, username: `${a.username.slice(0, 12)}x` });
    await post("/admin/auth.Admin/edit", { id: b.id, username: a.username });
    const [log] = await sensitiveLogs(a.id, "username");
    expect((await post("/admin/security.SensitiveDataLog/rollback", { ids: [log?.id] })).msg).toBe("Cannot roll back: another record of admin already has this User name");
  });

  test("a password rollback restores a working password and ends the account's logins", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    expect((await post("/admin/auth.Admin/edit", { id: staff.id, password: "Changed-34" })).code).toBe(1);
    const session = (await adminLogin(t, staff.username, "Changed-34")).token;
    expect((await envelopeOf(await t.request("/admin/index/index", { headers: headers(session) }))).code).toBe(1);
    const [log] = await sensitiveLogs(staff.id, "password");
    expect((await post("/admin/security.SensitiveDataLog/rollback", { ids: [log?.id] })).code).toBe(1);
    expect((await envelopeOf(await t.request("/admin/index/index", { headers: headers(session) }))).code).toBe(303);
    expect((await adminLogin(t, staff.username, staff.password)).token).toBeString();
    await expect(adminLogin(t, staff.username, "Changed-34")).rejects.toThrow();
    const info = await envelopeOf(await t.request(`/admin/security.SensitiveDataLog/info?id=${log?.id}`, { headers: headers() }));
    expect(info.data.row).toMatchObject({ before: "******", after: "******" });
  });

  test("an edit that fails writes no sensitive entry", async () => {
    const a = await createAdmin(t, { ruleNames: ["dashboard"] });
    const b = await createAdmin(t, { ruleNames: ["dashboard"] });
    await post("/admin/auth.Admin/edit", { id: a.id, mobile: "13500000001" });
    const before = (await sensitiveLogs(b.id, "mobile")).length;
    expect((await post("/admin/auth.Admin/edit", { id: b.id, mobile: "13500000001" })).code).toBe(0);
    expect((await post("/admin/auth.Admin/edit", { id: b.id, mobile: "135" })).code).toBe(0);
    expect(await sensitiveLogs(b.id, "mobile")).toHaveLength(before);
  });
});
