// The generic list's SQL (issue 20): the conditions are rendered once for the count and the page,
// the ORDER BY once per module and sort field, the select list once per module, and the
// statement is put together as text with its arguments in order (conditions, order, paging).
// Every combination must give exactly the rows and total Drizzle gives for the same query.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, count, desc, eq, like } from "drizzle-orm";
import { user } from "@db/schema";
import { publicSelectionText } from "@server/engine/columns";
import { parseListParams } from "@server/engine/list-params";
import { renderedOrder } from "@server/engine/list-sql";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createMember } from "./support/identity";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, (await seededRoleAdmin(t, 1)).token);
  for (let i = 0; i < 23; i++) await createMember(t, { username: `listsql${String(i).padStart(2, "0")}`, status: i % 4 === 0 ? "disable" : "enable", score: (i * 7) % 10, join_time: 1_700_000_000 + ((i * 37) % 11) * 1000 });
});
afterAll(() => t.close());

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe("list statements", () => {
  test("the select list of a module is rendered once and names its public columns only", () => {
    const entry = t.app.services.modules.find("user.User");
    expect(entry).toBeDefined();
    const text = publicSelectionText(entry!);
    expect(text).toBe(publicSelectionText(entry!));
    expect(text).toContain(`"user"."username"`);
    expect(text).not.toContain(`"user"."password"`);
    expect(text).not.toContain(`"user"."salt"`);
  });

  test("filter, quick search, sort and page: rows and total as Drizzle gives them, arguments in order", async () => {
    for (const [field, dir] of [["score", "desc"], ["score", "asc"], ["join_time", "desc"], ["id", "asc"]] as const) {
      for (const page of [1, 2, 3]) {
        const answer = await api.get(`user.User/index?${q({ quickSearch: "listsql", "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "enable", "search[1][field]": "username", "search[1][operator]": "LIKE", "search[1][val]": "listsql", order: `${field},${dir}`, limit: "4", page: String(page) })}`);
        expect(answer.code, answer.msg).toBe(1);
        const column = user[field];
        const expected = await t.database.db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.status, "enable"), like(user.username, "%listsql%")))
          .orderBy(dir === "asc" ? asc(column) : desc(column), desc(user.id))
          .limit(4)
          .offset((page - 1) * 4);
        expect(ids(answer.data.list)).toEqual(expected.map((r) => r.id));
        const [total] = await t.database.db.select({ n: count() }).from(user).where(and(eq(user.status, "enable"), like(user.username, "%listsql%")));
        expect(answer.data.total).toBe(total?.n ?? -1);
      }
    }
  });

  test("unpaged picks (initValue) take no paging arguments", async () => {
    const rows = await t.database.db.select({ id: user.id }).from(user).where(like(user.username, "listsql0%")).orderBy(asc(user.id));
    const answer = await api.get(`user.User/index?${q({ select: "true" })}&${rows.map((r) => `initValue[]=${r.id}`).join("&")}`);
    expect(answer.code, answer.msg).toBe(1);
    expect(ids(answer.data.list).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
  });

  test("the key breaks ties last, and only when no earlier term orders by it", () => {
    const orderOf = (key: string, query: string) => renderedOrder(t.app.services.modules.find(key)!, parseListParams(new URLSearchParams(query), 10)).sql;
    // Sorted by a field: the key (newest first) settles ties.
    expect(orderOf("user.User", "order=score,asc")).toBe(`"user"."score" asc, "user"."id" desc`);
    // Sorted by the key itself, either way: named once.
    expect(orderOf("user.User", "order=id,asc")).toBe(`"user"."id" asc`);
    expect(orderOf("user.User", "order=id,desc")).toBe(`"user"."id" desc`);
    // A declared default order that ends on the key (categories: weigh, then id ascending).
    expect(orderOf("enterprise.Category", "")).toBe(`"enterprise_category"."weigh" desc, "enterprise_category"."id" asc`);
  });

  test("an unknown sort field is refused every time (a refusal is never kept as an order)", async () => {
    for (let i = 0; i < 2; i++) expect((await api.get("user.User/index?order=nope,desc")).code).not.toBe(1);
  });
});
