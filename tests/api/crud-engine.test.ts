// The generic engine's contract beyond the happy path: clear refusals, paging in SQL, escaping,
// validation messages, unique values, data scope in the query layer, sorting with equal weights.
import { beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { admin, dictionary, dictionaryItem, securityDataRecycleLog, user } from "@db/schema";
import { defineModule } from "@shared/module/types";
import { L } from "@shared/module/labels";
import { createCrudEngine } from "@server/engine/engine";
import { createSecurityLog } from "@server/engine/security-log";
import type { CrudContext } from "@server/engine/types";
import { generateSample } from "./support/generated";
import { uniqueText } from "./support/random";
import { createAdmin, sessionFor } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await sessionFor(t, "admin", 1);
  await t.database.db.insert(dictionary).values(
    Array.from({ length: 25 }, (_, i) => ({ name: `dict_${String(i).padStart(2, "0")}`, title: i === 3 ? "百分之100%_特殊" : `字典${i}`, weigh: i % 5 })),
  );
});

const get = (path: string) => t.request(path, { headers: { batoken: token, server: "1", "think-lang": "en" } }).then(envelopeOf);
const post = (path: string, json: unknown) => t.request(path, { method: "POST", json, headers: { batoken: token, "think-lang": "en" } }).then(envelopeOf);

describe("list refusals name what is wrong", () => {
  test("an undeclared field", async () => {
    const body = await get("/admin/routine.Dictionary/index?search[0][field]=secret&search[0][operator]=eq&search[0][val]=1");
    expect(body).toMatchObject({ code: 0, msg: 'The list cannot be filtered by "secret"' });
  });
  test("an operator the field does not offer, or no operator at all", async () => {
    expect((await get("/admin/routine.Dictionary/index?search[0][field]=name&search[0][operator]=RANGE&search[0][val]=a,b")).msg).toBe(
      'The operator "RANGE" is not available for "name"',
    );
    expect((await get("/admin/routine.Dictionary/index?search[0][field]=name&search[0][operator]=DROP&search[0][val]=x")).msg).toBe(
      'The operator "DROP" is not available for "name"',
    );
  });
  test("a value that is not a number for a number field", async () => {
    expect((await get("/admin/routine.Dictionary/index?search[0][field]=weigh&search[0][operator]=eq&search[0][val]=abc")).msg).toBe(
      'The filter value for "weigh" is not valid',
    );
  });
  test("an unknown sort field, and a secret one", async () => {
    expect((await get("/admin/routine.Dictionary/index?order=nope,asc")).msg).toBe('The list cannot be ordered by "nope"');
    expect((await get("/admin/auth.Admin/index?order=password,asc")).msg).toBe('The list cannot be ordered by "password"');
  });
});

describe("paging, order and search happen in SQL", () => {
  test("page and limit slice the ordered rows; total counts them all", async () => {
    const first = await get("/admin/routine.Dictionary/index?page=1&limit=10&order=name,asc");
    const third = await get("/admin/routine.Dictionary/index?page=3&limit=10&order=name,asc");
    expect(first.data.total).toBe(25);
    expect(first.data.list).toHaveLength(10);
    expect(third.data.list).toHaveLength(5);
    expect(first.data.list[0].name).toBe("dict_00");
    expect(third.data.list[4].name).toBe("dict_24");
    const desc = await get("/admin/routine.Dictionary/index?limit=1&order=name,desc");
    expect(desc.data.list[0].name).toBe("dict_24");
  });

  test("dates without a value sort last whichever way the list is ordered", async () => {
    const birthdays = { sort_b: "1990-02-01", sort_a: "1985-06-30", sort_c: "", sort_d: null };
    await t.database.db.insert(user).values(Object.entries(birthdays).map(([username, birthday]) => ({ username, nickname: username, birthday })));
    const listed = async (dir: string) =>
      ((await get(`/admin/user.User/index?limit=50&order=birthday,${dir}&quickSearch=sort_`)).data.list as { birthday: string | null }[]).map((r) => r.birthday);
    expect((await listed("asc")).slice(0, 2)).toEqual(["1985-06-30", "1990-02-01"]);
    expect((await listed("desc")).slice(0, 2)).toEqual(["1990-02-01", "1985-06-30"]);
    expect(new Set((await listed("asc")).slice(2))).toEqual(new Set(["", null]));
  });

  test("limit is capped at 200", async () => {
    // 250 rows of their own (items of one dictionary), so the cap has something to cut.
    const [owner] = await t.database.db.select({ id: dictionary.id }).from(dictionary).where(eq(dictionary.name, "dict_00"));
    await t.database.db.insert(dictionaryItem).values(Array.from({ length: 250 }, (_, i) => ({ dictionary_id: owner?.id ?? 0, value: `cap_${i}`, label: `上限${i}` })));
    const query = `search[0][field]=dictionary_id&search[0][operator]=eq&search[0][val]=${owner?.id}`;
    const body = await get(`/admin/routine.DictionaryItem/index?limit=100000&${query}`);
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(250);
    expect(body.data.list.length).toBeLessThanOrEqual(200);
    expect(body.data.list).toHaveLength(200);
    const rest = await get(`/admin/routine.DictionaryItem/index?limit=100000&page=2&${query}`);
    expect(rest.data.list).toHaveLength(50);
  });

  test("quick search treats % and _ as plain characters", async () => {
    const percent = await get(`/admin/routine.Dictionary/index?quickSearch=${encodeURIComponent("100%_")}`);
    expect(percent.data.list.map((r: { name: string }) => r.name)).toEqual(["dict_03"]);
    const underscore = await get(`/admin/routine.Dictionary/index?quickSearch=${encodeURIComponent("t_2")}`);
    expect(underscore.data.list.map((r: { name: string }) => r.name).sort()).toEqual(["dict_20", "dict_21", "dict_22", "dict_23", "dict_24"]);
  });

  test("initValue fetches exactly the chosen rows (remote select labels), unpaged", async () => {
    const [a, b] = await t.database.db.select({ id: dictionary.id }).from(dictionary).limit(2);
    const body = await get(`/admin/routine.Dictionary/index?select=true&initValue[]=${a?.id}&initValue[]=${b?.id}&limit=1`);
    expect(body.data.list.map((r: { id: number }) => r.id).sort()).toEqual([a?.id, b?.id].sort());
  });

  test("a tree module answers the whole tree; isTree=0 gives the flat page", async () => {
    const tree = await get("/admin/auth.Rule/index");
    const auth = tree.data.list.find((n: { name: string }) => n.name === "auth");
    expect(auth.children.map((c: { name: string }) => c.name)).toContain("auth/admin");
    const flat = await get("/admin/auth.Rule/index?isTree=0&limit=5");
    expect(flat.data.list).toHaveLength(5);
    expect(flat.data.list.every((r: { children?: unknown }) => r.children === undefined)).toBe(true);
  });
});

describe("writes", () => {
  test("missing and malformed fields come back by field, with the labels of the declaration", async () => {
    const body = await post("/admin/auth.Admin/add", { username: "9bad", nickname: "" });
    expect(body.code).toBe(0);
    expect(body.msg).toStartWith("User name: Please enter the correct account");
    expect(body.data.fields).toMatchObject({ username: expect.any(String), nickname: "Required", group_arr: "Required", password: "Required" });
  });

  test("unique values are checked case-insensitively, by field", async () => {
    const body = await post("/admin/auth.Admin/add", { username: "ADMIN", nickname: "x", group_arr: [1], password: "Secret-12" });
    expect(body.data.fields).toEqual({ username: "This value is already used" });
  });

  test("a missing record answers 'Record not found'", async () => {
    expect(await get("/admin/routine.Dictionary/edit?id=999999")).toMatchObject({ code: 0, msg: "Record not found" });
    expect((await post("/admin/routine.Dictionary/edit", { id: 999999, title: "x" })).msg).toBe("Record not found");
  });

  test("edits change only what is sent (an inline switch posts one field)", async () => {
    const [row] = await t.database.db.select().from(dictionary).where(eq(dictionary.name, "dict_05"));
    expect((await post("/admin/routine.Dictionary/edit", { id: row?.id, status: "0" })).code).toBe(1);
    const [after] = await t.database.db.select().from(dictionary).where(eq(dictionary.name, "dict_05"));
    expect(after).toMatchObject({ status: "0", title: row?.title, weigh: row?.weigh });
  });

  test("sortable spreads equal weights out before swapping", async () => {
    const [a] = await t.database.db.select().from(dictionary).where(eq(dictionary.name, "dict_01"));
    const [b] = await t.database.db.select().from(dictionary).where(eq(dictionary.name, "dict_06"));
    expect(a?.weigh).toBe(b?.weigh);
    expect((await post("/admin/routine.Dictionary/sortable", { id: a?.id, targetId: b?.id })).code).toBe(1);
    const [a2] = await t.database.db.select().from(dictionary).where(eq(dictionary.id, a?.id ?? 0));
    const [b2] = await t.database.db.select().from(dictionary).where(eq(dictionary.id, b?.id ?? 0));
    expect(a2?.weigh).not.toBe(b2?.weigh);
    expect(a2?.weigh).toBe(b?.id);
    expect(b2?.weigh).toBe(a?.id);
  });

  test("a delete that deletes nothing leaves no recycle snapshot", async () => {
    const before = (await t.database.db.select({ n: count() }).from(securityDataRecycleLog))[0]?.n;
    const body = await t.request("/admin/auth.Admin/del?ids[]=1", { method: "DELETE", headers: { batoken: token, "think-lang": "en" } }).then(envelopeOf);
    expect(body).toMatchObject({ code: 0, msg: "No rows were deleted" });
    expect((await t.database.db.select({ n: count() }).from(securityDataRecycleLog))[0]?.n).toBe(before);
  });

  test("rich text is sanitised on the server, on the real write path (add and edit)", async () => {
    // The generated sample module has a rich-text field (declared modules have none today).
    await generateSample(t, token);
    const dirty = '<p onclick="x()">hi<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:x">l</a></p>';
    const added = await post("/admin/gen.RegistrySample/add", { title: uniqueText("rich"), body: `${dirty}<p><a href="https://example.com/a">ok</a><img src="https://example.com/a.png" alt="pic"><strong>bold</strong></p>` });
    expect(added.code, added.msg).toBe(1);
    const clean = (await get(`/admin/gen.RegistrySample/edit?id=${added.data.id}`)).data.row.body as string;
    expect(clean).not.toContain("script");
    expect(clean).not.toContain("onclick");
    expect(clean).not.toContain("javascript:");
    expect(clean).toContain("<p>hi");
    // What rich text may hold stays: links (made safe to open), images, formatting.
    expect(clean).toContain('<a href="https://example.com/a" rel="noopener noreferrer">ok</a>');
    expect(clean).toContain('<img src="https://example.com/a.png" alt="pic" />');
    expect(clean).toContain("<strong>bold</strong>");
    // Stored clean, not only shown clean.
    const [stored] = (await t.database.client.execute({ sql: "SELECT body FROM gen_registry_sample WHERE id = ?", args: [added.data.id] })).rows;
    expect(stored?.body).toBe(clean);

    expect((await post("/admin/gen.RegistrySample/edit", { id: added.data.id, body: '<h2 style="color:red" onmouseover="steal()">t</h2><iframe src="https://evil.example"></iframe>' })).code).toBe(1);
    expect((await get(`/admin/gen.RegistrySample/edit?id=${added.data.id}`)).data.row.body).toBe("<h2>t</h2>");
  });
});

describe("data scope is enforced in the query layer", () => {
  // A module over the admin table scoped by enterprise_id, run through the engine directly.
  const scoped = defineModule({
    key: "test.Scoped",
    title: L("测试", "Test"),
    table: "admin",
    menu: { parent: "", path: "test/scoped", icon: "x", weigh: 0 },
    dataScope: { field: "enterprise_id" },
    fields: {
      id: { kind: "integer", label: L("ID", "ID"), form: false, filter: ["eq"] },
      username: { kind: "string", label: L("用户名", "User name"), rules: { required: true, pattern: "account" } },
      nickname: { kind: "string", label: L("昵称", "Nickname") },
      enterprise_id: { kind: "integer", label: L("企业", "Enterprise") },
    },
  });
  const entry = { declaration: scoped, table: admin };

  async function contextFor(enterpriseId: number | null, flags: { supervise?: boolean } = {}): Promise<CrudContext> {
    const made = await createAdmin(t, { enterpriseId, groupFlags: flags });
    const [row] = await t.database.db.select().from(admin).where(eq(admin.id, made.id));
    const { password: _password, ...publicRow } = row as typeof admin.$inferSelect;
    return {
      services: { ...t.app.services, db: t.database.db, siteConfig: { timeZone: async () => "Asia/Shanghai" }, adminRules: { byName: async () => undefined } } as unknown as CrudContext["services"],
      admin: { id: made.id, row: publicRow, access: { super: false, supervise: Boolean(flags.supervise), operations: false, enterprise: false, groups: [], ruleIds: new Set(), nodes: new Set() }, sessionId: "x" },
      lang: "en",
      ip: "test",
      useragent: "test",
      query: new URLSearchParams(),
    };
  }

  test("an enterprise account lists, reads, edits and deletes only its own enterprise's rows", async () => {
    const engine = createCrudEngine(createSecurityLog(t.database.db));
    const mine = await contextFor(701);
    const other = await createAdmin(t, { enterpriseId: 702 });
    const listed = await engine.list(entry, mine, "http://localhost/x?limit=200");
    expect(listed.list.length).toBeGreaterThan(0);
    expect(listed.list.every((r) => r.enterprise_id === 701)).toBe(true);
    await expect(engine.read(entry, mine, other.id)).rejects.toThrow("recordNotFound");
    await expect(engine.update(entry, mine, { id: other.id, nickname: "hijack" })).rejects.toThrow("recordNotFound");
    await expect(engine.remove(entry, mine, [String(other.id)])).rejects.toThrow("noRowsDeleted");
    const [untouched] = await t.database.db.select().from(admin).where(eq(admin.id, other.id));
    expect(untouched?.nickname).not.toBe("hijack");
  });

  test("rows an enterprise account adds belong to its enterprise, whatever it posts", async () => {
    const engine = createCrudEngine(createSecurityLog(t.database.db));
    const mine = await contextFor(703);
    const created = await engine.create(entry, mine, { username: "scopedadd", nickname: "n", enterprise_id: 999 });
    expect(created.enterprise_id).toBe(703);
  });

  test("supervisors see every enterprise", async () => {
    const engine = createCrudEngine(createSecurityLog(t.database.db));
    const supervisor = await contextFor(701, { supervise: true });
    const listed = await engine.list(entry, supervisor, "http://localhost/x?limit=200");
    expect(new Set(listed.list.map((r) => r.enterprise_id)).size).toBeGreaterThan(1);
  });
});
