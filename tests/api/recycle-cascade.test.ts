// A delete keeps everything it removes and a restore brings it all back or nothing (issue 19,
// finding 3): deleting a member cascaded to its money and score entries, but the recycle entry
// kept only the member, so a restore "succeeded" with the ledger gone and the balance left.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, desc, eq } from "drizzle-orm";
import { association, associationMember, dictionaryItem, enterpriseChangeRequest, enterpriseStaff, securityDataRecycleLog, user, userCheckIn, userMoneyLog, userScoreLog } from "@db/schema";
import { createMember, sessionFor } from "./support/identity";
import { caller, registrationForm } from "./support/enterprise";
import { sampleIdNumber } from "./support/samples";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, await sessionFor(t, "admin", 1));
});
afterAll(() => t.close());

const db = () => t.database.db;
async function lastEntry(table: string) {
  const [log] = await db().select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.data_table, table)).orderBy(desc(securityDataRecycleLog.id)).limit(1);
  if (!log) throw new Error(`no recycle entry for ${table}`);
  return log;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const rows = async (table: any, where: any): Promise<number> => (await db().select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

async function memberWithLedger() {
  const m = await createMember(t);
  await db().update(user).set({ money: 1500, score: 30 }).where(eq(user.id, m.id));
  await db().insert(userMoneyLog).values([
    { user_id: m.id, before: 0, after: 1000, money: 1000, memo: "充值" },
    { user_id: m.id, before: 1000, after: 1500, money: 500, memo: "充值" },
  ]);
  await db().insert(userScoreLog).values({ user_id: m.id, before: 20, after: 30, score: 10, memo: "签到" });
  await db().insert(userCheckIn).values({ user_id: m.id, day: "2026-11-01", score: 10 });
  return m;
}

describe("deleting keeps the rows that go with a record", () => {
  test("a member comes back with its money and score entries and check-ins", async () => {
    const m = await memberWithLedger();
    expect((await api.del(`user.User/del?ids[]=${m.id}`)).code).toBe(1);
    expect(await rows(userMoneyLog, eq(userMoneyLog.user_id, m.id))).toBe(0);
    const entry = await lastEntry("user");
    const kept = JSON.parse(entry.data).__dependents;
    expect(kept.user_money_log).toHaveLength(2);
    expect(kept.user_score_log).toHaveLength(1);
    expect(kept.user_check_in).toHaveLength(1);

    const restored = await api.post("security.DataRecycleLog/restore", { ids: [entry.id] });
    expect(restored.code, restored.msg).toBe(1);
    const ledger = await db().select().from(userMoneyLog).where(eq(userMoneyLog.user_id, m.id));
    expect(ledger.map((r) => r.money)).toEqual([1000, 500]);
    const [back] = await db().select().from(user).where(eq(user.id, m.id));
    expect(back?.money).toBe(ledger.reduce((sum, r) => sum + r.money, 0));
    expect(await rows(userScoreLog, eq(userScoreLog.user_id, m.id))).toBe(1);
    expect(await rows(userCheckIn, eq(userCheckIn.user_id, m.id))).toBe(1);
  });

  test("a dictionary comes back with its items", async () => {
    const added = await api.post("routine.Dictionary/add", { name: "cascade_dict", title: "级联", weigh: 0, status: "1" });
    const id = added.data.id as number;
    await db().insert(dictionaryItem).values([
      { dictionary_id: id, value: "a", label: "甲" },
      { dictionary_id: id, value: "b", label: "乙" },
    ]);
    expect((await api.del(`routine.Dictionary/del?ids[]=${id}`)).code).toBe(1);
    expect((await api.post("security.DataRecycleLog/restore", { ids: [(await lastEntry("dictionary")).id] })).code).toBe(1);
    expect((await db().select().from(dictionaryItem).where(eq(dictionaryItem.dictionary_id, id))).map((r) => r.value)).toEqual(["a", "b"]);
  });

  test("an enterprise comes back with its staff, memberships and change requests; the entry shows staff data masked", async () => {
    const added = await api.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "GOOD" });
    const id = added.data.id as number;
    const idNo = sampleIdNumber();
    await db().insert(enterpriseStaff).values({ enterprise_id: id, name: "陈志强", mobile: "13800001111", id_no: idNo });
    const [club] = await db().insert(association).values({ name: "测试协会" }).returning();
    await db().insert(associationMember).values({ association_id: club?.id as number, enterprise_id: id });
    await db().insert(enterpriseChangeRequest).values({ enterprise_id: id, changes: "{}", status: "SUBMITTED" });

    expect((await api.del(`enterprise.Enterprise/del?ids[]=${id}`)).code).toBe(1);
    const entry = await lastEntry("enterprise");
    const info = await api.get(`security.DataRecycleLog/info?id=${entry.id}`);
    const staff = info.data.row.data.__dependents.enterprise_staff[0];
    expect(staff.id_no).toBe(`${idNo.slice(0, 6)}********${idNo.slice(-4)}`);
    expect(staff.mobile).toBe("138****1111");

    expect((await api.post("security.DataRecycleLog/restore", { ids: [entry.id] })).code).toBe(1);
    expect(await rows(enterpriseStaff, eq(enterpriseStaff.enterprise_id, id))).toBe(1);
    expect((await db().select().from(enterpriseStaff).where(eq(enterpriseStaff.enterprise_id, id)))[0]?.id_no).toBe(idNo);
    expect(await rows(associationMember, eq(associationMember.enterprise_id, id))).toBe(1);
    expect(await rows(enterpriseChangeRequest, eq(enterpriseChangeRequest.enterprise_id, id))).toBe(1);
  });
});

describe("a restore brings everything back or nothing", () => {
  test("a kept row whose key was taken meanwhile refuses the whole restore", async () => {
    const m = await memberWithLedger();
    const [entry] = [await (async () => (await api.del(`user.User/del?ids[]=${m.id}`), lastEntry("user")))()];
    const kept = JSON.parse((entry as { data: string }).data).__dependents.user_money_log as { id: number }[];
    const other = await createMember(t);
    await db().insert(userMoneyLog).values({ id: kept[1]?.id, user_id: other.id, before: 0, after: 1, money: 1 });
    const refused = await api.post("security.DataRecycleLog/restore", { ids: [(entry as { id: number }).id] });
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe(`Cannot restore: user_money_log already has a row with id ${kept[1]?.id} (it went with the record)`);
    expect(await rows(user, eq(user.id, m.id))).toBe(0);
    expect(await rows(userMoneyLog, eq(userMoneyLog.user_id, m.id))).toBe(0);
  });

  test("a membership whose association waits in the bin: restore that first; then both come back whole", async () => {
    const added = await api.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "GOOD" });
    const id = added.data.id as number;
    const club = await api.post("enterprise.Association/add", { name: "三亚测试协会", type: "TOURISM", region_code: 460203 });
    expect(club.code, club.msg).toBe(1);
    await db().insert(associationMember).values({ association_id: club.data.id, enterprise_id: id });
    expect((await api.del(`enterprise.Enterprise/del?ids[]=${id}`)).code).toBe(1);
    const enterpriseEntry = await lastEntry("enterprise");
    const gone = await api.del(`enterprise.Association/del?ids[]=${club.data.id}`);
    expect(gone.code, gone.msg).toBe(1);
    const clubEntry = await lastEntry("association");

    const early = await api.post("security.DataRecycleLog/restore", { ids: [enterpriseEntry.id] });
    expect(early.msg).toBe(`Cannot restore yet: association_member rows refer to association ${club.data.id}, which is in the recycle bin; restore that first`);
    expect((await api.post("security.DataRecycleLog/restore", { ids: [clubEntry.id, enterpriseEntry.id] })).code).toBe(1);
    expect(await rows(associationMember, and(eq(associationMember.enterprise_id, id), eq(associationMember.association_id, club.data.id)))).toBe(1);
  });
});
