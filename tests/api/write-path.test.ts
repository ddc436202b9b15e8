// The write path of the generic engine (issue 20, goal 4): an add, an edit and a delete write
// their admin-log row inside their own transaction, so the change and its log commit together
// (one commit, not two) or not at all: when the log row cannot be written the change is rolled
// back, and a change that fails leaves its log row to the guard, written once after the answer.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq, like } from "drizzle-orm";
import { adminLog, dictionary } from "@db/schema";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, (await seededRoleAdmin(t, 1)).token);
});
afterAll(() => t.close());

const logRows = async (urlPart: string, dataPart: string) =>
  (await t.database.db.select({ n: count() }).from(adminLog).where(and(like(adminLog.url, `%${urlPart}%`), like(adminLog.data, `%${dataPart}%`))))[0]?.n ?? -1;
const dictionaryRows = async (name: string) => (await t.database.db.select({ n: count() }).from(dictionary).where(eq(dictionary.name, name)))[0]?.n ?? -1;

/** The admin log refuses rows whose data names `marker` (a real database failure, not a mock). */
async function refuseLogsNaming(marker: string) {
  await t.database.client.execute(`CREATE TRIGGER refuse_log BEFORE INSERT ON admin_log WHEN NEW.data LIKE '%${marker}%' BEGIN SELECT RAISE(ABORT, 'admin log refused'); END`);
  return () => t.database.client.execute("DROP TRIGGER refuse_log");
}

/** Gives the guard's after-response hook time to run (it would write a second row). */
const afterResponses = () => Bun.sleep(100);

describe("an engine write and its admin-log row commit together", () => {
  test("an add writes its row and exactly one log row, both committed when the answer comes", async () => {
    const added = await api.post("routine.Dictionary/add", { name: "write_path_one", title: "写入路径", weigh: 0, status: "1" });
    expect(added.code, added.msg).toBe(1);
    // Both are there at once: the log row is not written after the answer.
    expect(await dictionaryRows("write_path_one")).toBe(1);
    expect(await logRows("routine.Dictionary/add", "write_path_one")).toBe(1);
    await afterResponses();
    expect(await logRows("routine.Dictionary/add", "write_path_one")).toBe(1);
  });

  test("a log row that cannot be written rolls the add back", async () => {
    const allow = await refuseLogsNaming("write_path_refused");
    try {
      const added = await api.post("routine.Dictionary/add", { name: "write_path_refused", title: "拒绝", weigh: 0, status: "1" });
      expect(added.code).not.toBe(1);
      await afterResponses();
      expect(await dictionaryRows("write_path_refused")).toBe(0);
      expect(await logRows("routine.Dictionary/add", "write_path_refused")).toBe(0);
    } finally {
      await allow();
    }
    // The same add goes through once the log takes it again.
    expect((await api.post("routine.Dictionary/add", { name: "write_path_refused", title: "拒绝", weigh: 0, status: "1" })).code).toBe(1);
    expect(await dictionaryRows("write_path_refused")).toBe(1);
    expect(await logRows("routine.Dictionary/add", "write_path_refused")).toBe(1);
  });

  test("an edit and a delete are logged inside their transactions too, and rolled back with them", async () => {
    const [row] = await t.database.db.select({ id: dictionary.id }).from(dictionary).where(eq(dictionary.name, "write_path_one"));
    const allow = await refuseLogsNaming("改名被拒");
    try {
      expect((await api.post("routine.Dictionary/edit", { id: row?.id, title: "改名被拒" })).code).not.toBe(1);
      expect((await t.database.db.select({ title: dictionary.title }).from(dictionary).where(eq(dictionary.id, row?.id ?? 0)))[0]?.title).toBe("写入路径");
    } finally {
      await allow();
    }
    expect((await api.post("routine.Dictionary/edit", { id: row?.id, title: "改名" })).code).toBe(1);
    expect(await logRows("routine.Dictionary/edit", "改名")).toBe(1);
    const removed = await api.del(`routine.Dictionary/del?ids[]=${row?.id}`);
    expect(removed.code, removed.msg).toBe(1);
    expect(await dictionaryRows("write_path_one")).toBe(0);
    await afterResponses();
    expect(await logRows("routine.Dictionary/del", String(row?.id))).toBe(1);
  });

  test("a refused add is still logged once, by the guard after the answer", async () => {
    const first = await api.post("routine.Dictionary/add", { name: "write_path_twice", title: "重复", weigh: 0, status: "1" });
    expect(first.code, first.msg).toBe(1);
    const again = await api.post("routine.Dictionary/add", { name: "write_path_twice", title: "重复", weigh: 0, status: "1" });
    expect(again.code).not.toBe(1);
    await afterResponses();
    expect(await dictionaryRows("write_path_twice")).toBe(1);
    expect(await logRows("routine.Dictionary/add", "write_path_twice")).toBe(2);
  });
});
