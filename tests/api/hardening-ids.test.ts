// Ids are whole numbers written plainly, or the call is refused with a message (issue 19,
// finding 4): a list or an object crashed the engine with HTTP 500, and "2.0", "3e0", " 4",
// "05", "+8" matched rows 2, 3, 4, 5 and 8 through SQLite's type affinity.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { inArray } from "drizzle-orm";
import { dictionary, enterpriseStaff } from "@db/schema";
import { parseId } from "@server/kernel/ids";
import { sessionFor } from "./support/identity";
import { caller, registrationForm, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, await sessionFor(t, "admin", 1));
});
afterAll(() => t.close());

const NOT_PLAIN = [[1], {}, "2.0", "3e0", " 4", "05", "+8", "0x9", "1_0", "", null, true, 1.5, -3, 0, "9007199254740993"];

describe("strict ids", () => {
  test("parseId takes plain whole numbers only", () => {
    expect(parseId(12)).toBe(12);
    expect(parseId("12")).toBe(12);
    for (const value of NOT_PLAIN) expect(parseId(value)).toBeUndefined();
  });

  test("edit, sortable and pii refuse a list or an object as id with a message, never a 5xx", async () => {
    for (const id of [[1], {}]) {
      const edit = await api.post("routine.Dictionary/edit", { id, title: "x" });
      expect(edit.code).toBe(0);
      expect(edit.msg).toStartWith("id must be a whole number written plainly");
      const sort = await api.post("auth.Rule/sortable", { id, targetId: 2 });
      expect(sort.code).toBe(0);
      expect(sort.msg).toStartWith("id must be a whole number");
      const sortTarget = await api.post("auth.Rule/sortable", { id: 1, targetId: id });
      expect(sortTarget.msg).toStartWith("targetId must be a whole number");
      const pii = await api.post("enterprise.Staff/pii", { id, field: "id_no" });
      expect(pii.msg).toStartWith("id must be a whole number");
    }
    for (const id of ["2.0", [2], " 2"]) {
      // Workflow moves check their body by rules: the same words, as the id field's message.
      const decided = await api.post("enterprise.Audit/accept", { id, opinion: "x" });
      expect(decided.msg).toStartWith("id: Must be a whole number written plainly");
      expect(decided.data.fields.id).toBe("Must be a whole number written plainly (e.g. 12)");
    }
    for (const path of ["routine.Dictionary/edit?id=abc", "routine.Dictionary/edit?id=2.0", "crud.Log/info?id=abc", "security.DataRecycleLog/info?id=1e0", "enterprise.Audit/review?id=[1]"]) {
      const answer = await api.get(path);
      expect(answer.code, path).toBe(0);
      expect(answer.msg.toLowerCase(), path).toContain("must be a whole number");
    }
  });

  test("malformed ids in del match no row: the whole call is refused", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) ids.push((await api.post("routine.Dictionary/add", { name: `ids_${i}`, title: `ids ${i}`, weigh: 0, status: "1" })).data.id);
    const [, b, c, d, e, , , , h] = ids as [number, number, number, number, number, number, number, number, number];
    for (const raw of [`${b}.0`, `${c}e0`, ` ${d}`, `0${e}`, `+${h}`]) {
      const answer = await api.del(`routine.Dictionary/del?ids[]=${encodeURIComponent(raw)}`);
      expect(answer.code, raw).toBe(0);
      expect(answer.msg).toStartWith("Every id must be a whole number written plainly");
    }
    const body = await t.request("/admin/routine.Dictionary/del", { method: "DELETE", json: { ids: [ids[0], [ids[1]]] }, headers: { batoken: await sessionFor(t, "admin", 1), server: "1", "think-lang": "en" } });
    expect(((await body.json()) as { code: number }).code).toBe(0);
    const left = await t.database.db.select({ id: dictionary.id }).from(dictionary).where(inArray(dictionary.id, ids));
    expect(left.length).toBe(9);
    expect((await api.del(`routine.Dictionary/del?ids[]=${b}&ids[]=${c}`)).code).toBe(1);
  });

  test("an enterprise account sending a non-scalar id gets a message, not a crash", async () => {
    const supervisor = caller(t, (await seededRoleAdmin(t, 2)).token);
    const added = await supervisor.post("enterprise.Enterprise/add", { ...registrationForm(), status: "NORMAL", credit_level: "GOOD" });
    expect(added.code, added.msg).toBe(1);
    await t.database.db.insert(enterpriseStaff).values({ enterprise_id: added.data.id, name: "陈志强", mobile: "13800001111" });
    const account = caller(t, (await seededRoleAdmin(t, 4, added.data.id)).token);
    for (const id of [[1], {}, "2.0"]) {
      const change = await account.post("enterprise.Enterprise/change", { id, contact_name: "x" });
      expect(change.code).toBe(0);
      expect(change.msg).toStartWith("id must be a whole number");
      expect((await account.post("enterprise.Staff/edit", { id, name: "x" })).msg).toStartWith("id must be a whole number");
    }
  });
});
