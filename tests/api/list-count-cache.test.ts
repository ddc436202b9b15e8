// List totals are kept while the tables they count are unchanged (server/engine/count-cache.ts),
// and must never be wrong: after an add, an edit or a delete through the API, after a write
// through another connection (a second app node, a script), after a change to a table the
// count only reads through its scope (staff by their enterprise's area), and whatever filter,
// data scope or jurisdiction the caller has, each of which has its own total. The cache only
// keeps counts slower than COUNT_CACHE.SLOW_MS; here that is 0, so every count is kept and
// these tests do not depend on the machine's speed.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { count, eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { admin, enterprise, enterpriseStaff, tableVersion, user } from "@db/schema";
import { createApp, type App } from "@server/app";
import { COUNT_CACHE, countCacheOf, createCountCache, referencedTables } from "@server/engine/count-cache";
import { memoryLogger } from "@server/kernel/log";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createMember } from "./support/identity";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let api: ReturnType<typeof caller>;
let slowMs = 0;

beforeAll(async () => {
  slowMs = COUNT_CACHE.SLOW_MS;
  COUNT_CACHE.SLOW_MS = 0;
  t = await createTestApp();
  api = caller(t, (await seededRoleAdmin(t, 1)).token);
  for (let i = 0; i < 12; i++) await createMember(t, { status: i % 3 === 0 ? "disable" : "enable" });
});
afterAll(() => {
  COUNT_CACHE.SLOW_MS = slowMs;
  t.close();
});

const stats = () => ({ ...countCacheOf(t.database.client).stats });
const membersIn = async (where = sql`1`) => (await t.database.db.select({ n: count() }).from(user).where(where))[0]?.n ?? -1;
const MEMBERS = "user.User/index?limit=5";
const DISABLED = "user.User/index?limit=5&search[0][field]=status&search[0][operator]=eq&search[0][val]=disable";

/** The test app's calls, answered by another app on the same database (a second node). */
function onNode(app: App): TestApp {
  return {
    ...t,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      return app.handle(new Request(`http://localhost${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) }));
    },
  };
}

/**
 * The total of a list call, asked until it comes from the cache (the first calls count: the
 * triggers are put on, and the schema change they make is noticed once).
 */
async function keptTotal(get: () => Promise<{ code: number; msg: string; data: { total: number } }>, cache = () => countCacheOf(t.database.client).stats): Promise<number> {
  let total = -1;
  for (let i = 0; i < 6; i++) {
    const before = cache().kept;
    const answer = await get();
    expect(answer.code, answer.msg).toBe(1);
    total = answer.data.total;
    if (cache().kept > before) return total;
  }
  throw new Error("the total never came from the cache");
}

describe("which statements a table counter can follow", () => {
  test("tables named by from, join and qualified columns; none for the clock or random numbers", () => {
    expect(referencedTables(`select count(*) from "user" where "user"."status" = ?`)).toEqual(["user"]);
    expect(referencedTables(`select count(*) from "enterprise_staff" where "enterprise_staff"."enterprise_id" IN (SELECT "enterprise"."id" FROM "enterprise" WHERE x)`)).toEqual(["enterprise", "enterprise_staff"]);
    expect(referencedTables("select count(*) from a join b on a.x = b.y")).toEqual(["a", "b"]);
    expect(referencedTables(`select count(*) from "user" where "user"."join_time" > unixepoch()`)).toBeUndefined();
    expect(referencedTables(`select count(*) from "user" where date('now') > "user"."birthday"`)).toBeUndefined();
    expect(referencedTables(`select count(*) from "user" where random() > 0`)).toBeUndefined();
    expect(referencedTables(`select count(*) from "we""ird"`)).toBeUndefined();
  });
});

describe("kept totals stay exact through the API", () => {
  test("a repeated list answers its total from the cache, and it is the database's", async () => {
    const total = await keptTotal(() => api.get(MEMBERS));
    expect(total).toBe(await membersIn());
    const again = stats().kept;
    expect((await api.get(MEMBERS)).data.total).toBe(total);
    expect(stats().kept).toBe(again + 1);
  });

  test("an add, an edit and a delete through the API show at once in every filter's total", async () => {
    const all = await keptTotal(() => api.get(MEMBERS));
    const disabled = await keptTotal(() => api.get(DISABLED));
    expect(disabled).toBe(await membersIn(eq(user.status, "disable")));
    expect(disabled).toBeLessThan(all);

    const added = await api.post("user.User/add", { group_id: 1, username: "cachedcount1", nickname: "计数", password: "Count-pass-1", status: "disable" });
    expect(added.code, added.msg).toBe(1);
    expect((await api.get(MEMBERS)).data.total).toBe(all + 1);
    expect((await api.get(DISABLED)).data.total).toBe(disabled + 1);

    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, "cachedcount1"));
    await keptTotal(() => api.get(DISABLED));
    const edited = await api.post("user.User/edit", { id: row?.id, status: "enable" });
    expect(edited.code, edited.msg).toBe(1);
    expect((await api.get(DISABLED)).data.total).toBe(disabled);
    expect((await api.get(MEMBERS)).data.total).toBe(all + 1);

    await keptTotal(() => api.get(MEMBERS));
    const removed = await api.del(`user.User/del?ids[]=${row?.id}`);
    expect(removed.code, removed.msg).toBe(1);
    expect((await api.get(MEMBERS)).data.total).toBe(all);
    expect(await membersIn()).toBe(all);
  });
});

describe("writes from elsewhere: another connection, another app node", () => {
  test("a script's insert and delete on its own connection are counted on the next call", async () => {
    const before = await keptTotal(() => api.get(MEMBERS));
    const script = createClient({ url: t.config.databaseUrl });
    try {
      await script.execute({ sql: `INSERT INTO "user" (group_id, username, nickname, status) VALUES (1, ?, ?, 'enable')`, args: ["fromscript", "脚本"] });
      expect((await api.get(MEMBERS)).data.total).toBe(before + 1);
      await keptTotal(() => api.get(MEMBERS));
      await script.execute({ sql: `DELETE FROM "user" WHERE username = ?`, args: ["fromscript"] });
      expect((await api.get(MEMBERS)).data.total).toBe(before);
    } finally {
      script.close();
    }
  });

  test("two app nodes on one database: an add through one is in the other's next total", async () => {
    const other: DatabaseHandle = await openDatabase(t.config.databaseUrl);
    let nodeB: App | undefined;
    try {
      nodeB = await createApp({ config: t.config, database: other, log: memoryLogger("error") });
      const viaB = caller(onNode(nodeB), (await seededRoleAdmin(t, 1)).token);
      const onA = await keptTotal(() => api.get(MEMBERS));
      const onB = await keptTotal(() => viaB.get(MEMBERS), () => countCacheOf(other.client).stats);
      expect(onB).toBe(onA);

      const added = await viaB.post("user.User/add", { group_id: 1, username: "nodeb1", nickname: "节点乙", password: "Count-pass-1", status: "enable" });
      expect(added.code, added.msg).toBe(1);
      expect((await api.get(MEMBERS)).data.total).toBe(onA + 1);
      expect((await viaB.get(MEMBERS)).data.total).toBe(onA + 1);

      await keptTotal(() => api.get(MEMBERS));
      const removed = await api.del(`user.User/del?ids[]=${added.data?.id ?? (await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, "nodeb1")))[0]?.id}`);
      expect(removed.code, removed.msg).toBe(1);
      expect((await viaB.get(MEMBERS)).data.total).toBe(onA);
    } finally {
      other.close();
    }
  });
});

describe("filters, data scope and jurisdiction each have their own total", () => {
  let haikou = 0;
  let sanya = 0;
  beforeAll(async () => {
    const made = await t.database.db
      .insert(enterprise)
      .values([
        { category_id: 11000, name: "海口计数旅行社", region_code: 460106, audit_status: "APPROVED", submit_time: 1, notify_due_time: 2 },
        { category_id: 11000, name: "三亚计数旅行社", region_code: 460203, audit_status: "APPROVED", submit_time: 1, notify_due_time: 2 },
      ])
      .returning({ id: enterprise.id });
    haikou = made[0]?.id ?? 0;
    sanya = made[1]?.id ?? 0;
    await t.database.db.insert(enterpriseStaff).values([
      { enterprise_id: haikou, name: "海口甲" },
      { enterprise_id: haikou, name: "海口乙" },
      { enterprise_id: sanya, name: "三亚甲" },
    ]);
  });

  test("a city supervisor, an enterprise account and a provincial supervisor, side by side and after a move", async () => {
    const bound = await seededRoleAdmin(t, 2);
    await t.database.db.update(admin).set({ region_code: 460200 }).where(eq(admin.id, bound.id));
    t.app.services.adminAccess.invalidate(bound.id);
    const city = caller(t, bound.token);
    const province = caller(t, (await seededRoleAdmin(t, 2)).token);
    const own = caller(t, (await seededRoleAdmin(t, 4, haikou)).token);
    const STAFF = "enterprise.Staff/index?limit=5";

    const staffTotal = async () => (await t.database.db.select({ n: count() }).from(enterpriseStaff))[0]?.n ?? -1;
    for (let round = 0; round < 2; round++) {
      expect(await keptTotal(() => province.get(STAFF))).toBe(await staffTotal());
      expect(await keptTotal(() => city.get(STAFF))).toBe(1);
      expect(await keptTotal(() => own.get(STAFF))).toBe(2);
    }
    // The staff table does not change: the Haikou enterprise moves to Sanya. The city's total
    // reads the enterprise table through its scope, so it must change at once.
    await t.database.db.update(enterprise).set({ region_code: 460204 }).where(eq(enterprise.id, haikou));
    expect((await city.get(STAFF)).data.total).toBe(3);
    expect((await own.get(STAFF)).data.total).toBe(2);
    expect((await province.get(STAFF)).data.total).toBe(await staffTotal());
  });
});

describe("the cache itself", () => {
  test("a kept total lives at most TTL_MS, a count faster than SLOW_MS is not kept, and a remade table starts over", async () => {
    const cache = createCountCache(t.database.client);
    const query = { sql: `select count(*) from "user" where "user"."status" = ?`, params: ["enable"] };
    const expected = await membersIn(eq(user.status, "enable"));
    const start = 1_000_000;
    // First calls: counted, followed, counted with the counters read first; then kept.
    let now = start;
    for (let i = 0; i < 4; i++) expect(await cache.total(query, now)).toBe(expected);
    const counted = cache.stats.counted;
    expect(await cache.total(query, (now += 1000))).toBe(expected);
    expect(cache.stats.counted).toBe(counted);
    expect(await cache.total(query, (now += COUNT_CACHE.TTL_MS))).toBe(expected);
    expect(cache.stats.counted).toBe(counted + 1);

    // The triggers keep a counter per followed table.
    const [counter] = await t.database.db.select().from(tableVersion).where(eq(tableVersion.name, "user"));
    expect(counter?.version).toBeGreaterThan(0);

    // A table dropped and made again has lost its triggers: nothing kept survives the schema change.
    await t.database.client.executeMultiple(`CREATE TABLE scratch_count (id integer primary key, v text); INSERT INTO scratch_count (v) VALUES ('a'), ('b');`);
    const scratch = { sql: `select count(*) from "scratch_count"`, params: [] };
    for (let i = 0; i < 4; i++) expect(await cache.total(scratch, now)).toBe(2);
    await t.database.client.executeMultiple(`DROP TABLE scratch_count; CREATE TABLE scratch_count (id integer primary key, v text); INSERT INTO scratch_count (v) VALUES ('c');`);
    expect(await cache.total(scratch, now)).toBe(1);
    await t.database.client.execute(`INSERT INTO scratch_count (v) VALUES ('d')`);
    for (let i = 0; i < 4; i++) expect(await cache.total(scratch, now)).toBe(2);
    await t.database.client.execute(`INSERT INTO scratch_count (v) VALUES ('e')`);
    expect(await cache.total(scratch, now)).toBe(3);

    // Fast counts are not kept at all.
    COUNT_CACHE.SLOW_MS = 60_000;
    try {
      const quick = createCountCache(t.database.client);
      for (let i = 0; i < 4; i++) expect(await quick.total(query, now)).toBe(expected);
      expect(quick.stats).toEqual({ counted: 4, kept: 0 });
    } finally {
      COUNT_CACHE.SLOW_MS = 0;
    }
  });

  test("a database that refuses the bookkeeping (no counters table) still gets every total, counted", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tsp-count-"));
    const bare = await openDatabase(`file:${join(dir, "app.db")}`);
    try {
      await bare.client.executeMultiple("CREATE TABLE things (id integer primary key); INSERT INTO things DEFAULT VALUES; INSERT INTO things DEFAULT VALUES;");
      const cache = createCountCache(bare.client);
      const query = { sql: `select count(*) from "things"`, params: [] };
      for (let i = 0; i < 4; i++) expect(await cache.total(query)).toBe(2);
      await bare.client.execute("INSERT INTO things DEFAULT VALUES");
      expect(await cache.total(query)).toBe(3);
      expect(cache.stats.kept).toBe(0);
    } finally {
      bare.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
