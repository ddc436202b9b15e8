// The code generator: the table lookups of spec §7 with every bad input, designing a new table
// and taking an existing one, the module served at once with its menu and buttons, the CRUD
// log's states, removal (with and without the table), a restart over the same database, later
// migrations, and a generated table changed behind the generator's back.
import { beforeAll, describe, expect, test } from "bun:test";
import { eq, like } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { migrateDatabase, openDatabase } from "@db/client";
import { adminRule, crudLog, crudModule, securityDataRecycle, securitySensitiveData, securitySensitiveDataLog } from "@db/schema";
import * as schema from "@db/schema";
import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { starterFields } from "@shared/generator/declaration";
import { checkDesign, GENERATED_TABLE_PREFIX } from "@shared/generator/design";
import { createApp } from "@server/app";
import { maskName } from "@server/generator/lookups";
import { memoryLogger } from "@server/kernel/log";
import { createAdmin, sessionFor } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let superToken: string;

beforeAll(async () => {
  superToken = await sessionFor(t, "admin", 1);
});

const headers = (token = superToken) => ({ batoken: token, server: "1", "think-lang": "en" });
const get = (path: string, token?: string) => t.request(path, { headers: headers(token) }).then(envelopeOf);
const post = (path: string, json: unknown, token?: string) => t.request(path, { method: "POST", json, headers: headers(token) }).then(envelopeOf);

const L = (zh: string, en: string) => ({ "zh-cn": zh, en });

function newDesign(name: string, key: string, extra: Record<string, unknown> = {}) {
  return { source: "new", table: `gen_${name}`, key, title: L("景区笔记", "Scenic notes"), menu: { parent: "crud", icon: "map-pin", weigh: 5 }, pk: "id", fields: starterFields(), recycle: true, ...extra };
}

/** `scenic_note` -> `gen.ScenicNote` (the generator's controller for a table of that name). */
const keyOf = (name: string) => `gen.${name.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase())}`;

/**
 * A generated module of the calling test's own (table gen_<name>), with the rows given, so no
 * test depends on another having generated something.
 */
async function generated(name: string, rows: string[] = []) {
  const key = keyOf(name);
  const made = await post("/admin/crud.Crud/generate", newDesign(name, key));
  expect(made.code, `generating ${key}: ${made.msg} ${JSON.stringify(made.data)}`).toBe(1);
  for (const title of rows) expect((await post(`/admin/${key}/add`, { title })).code).toBe(1);
  return { key, table: `gen_${name}`, node: key.replace(".", "/").toLowerCase() };
}

describe("table lookups", () => {
  test("GET getDatabaseConnectionList names the one connection, masked", async () => {
    const body = await get("/admin/ajax/getDatabaseConnectionList");
    expect(body.code).toBe(1);
    expect(body.data.list).toEqual([{ type: "sqlite", database: "a****.db", key: "main" }]);
    expect(maskName("buildadmin")).toBe("b****ldadmin");
    expect((await get("/admin/ajax/getDatabaseConnectionList?quickSearch=zzz")).data.list).toEqual([]);
  });

  test("GET getTableList lists tables with who serves them and whether the generator can use them", async () => {
    const body = await get("/admin/ajax/getTableList");
    expect(body.code).toBe(1);
    const byName = new Map((body.data.list as { table: string; comment: string; usable: boolean; reason: string; module: string; connection: string }[]).map((r) => [r.table, r]));
    expect(byName.get("admin")).toMatchObject({ module: "auth.Admin", comment: "Administrators", usable: false, connection: "main" });
    expect(byName.get("admin")?.reason).toBe("it is already served by the module auth.Admin");
    expect(byName.get("login_session")).toMatchObject({ usable: false, reason: "it holds internal platform data" });
    expect(byName.get("user_check_in")).toMatchObject({ usable: false, reason: "it holds internal platform data" });
    expect(byName.get("area")).toMatchObject({ usable: true, module: "" });
    expect([...byName.keys()].some((name) => name.startsWith("sqlite_"))).toBe(false);
    const searched = await get("/admin/ajax/getTableList?quickSearch=admin&excludeTable[]=admin_log");
    expect((searched.data.list as { table: string }[]).map((r) => r.table)).toEqual(expect.arrayContaining(["admin", "admin_group", "admin_rule"]));
    expect((searched.data.list as { table: string }[]).some((r) => r.table === "admin_log")).toBe(false);
  });

  test("GET getTablePk and getTableFieldList (clean and full)", async () => {
    expect((await get("/admin/ajax/getTablePk?table=admin&connection=main")).data).toEqual({ pk: "id" });
    const clean = await get("/admin/ajax/getTableFieldList?table=admin&clean=1");
    expect(clean.data.pk).toBe("id");
    expect(clean.data.fieldList.username).toBe("User name");
    const full = await get("/admin/ajax/getTableFieldList?table=user_check_in&clean=0");
    const columns = full.data.fieldList as { name: string; affinity: string; pk: boolean; notNull: boolean; field: { kind: string } | null }[];
    expect(columns.find((c) => c.name === "id")).toMatchObject({ pk: true, affinity: "INTEGER", field: { kind: "integer" } });
    expect(columns.find((c) => c.name === "create_time")?.field).toMatchObject({ kind: "datetime", auto: "create" });
    // clean defaults to 1, as in the reference
    expect(typeof (await get("/admin/ajax/getTableFieldList?table=config")).data.fieldList.name).toBe("string");
  });

  test("bad table names and connections are refused before the catalogue is asked", async () => {
    for (const table of ["admin; DROP TABLE admin", "../../etc/passwd", "Admin", "admin\"--", "sqlite_master", "", "a".repeat(80), "admin%00"]) {
      for (const path of ["getTablePk", "getTableFieldList"]) {
        const body = await get(`/admin/ajax/${path}?table=${encodeURIComponent(table)}`);
        expect(body.code, `${path} ${table}`).toBe(0);
        expect(body.msg).toBe("Parameter error: the table name is not valid");
      }
    }
    expect((await get("/admin/ajax/getTablePk?table=no_such_table")).msg).toBe("Data table does not exist");
    expect((await get("/admin/ajax/getTableFieldList?table=no_such_table")).msg).toBe("Data table does not exist");
    for (const path of ["getTablePk?table=admin&", "getTableList?", "getTableFieldList?table=admin&"]) {
      const body = await get(`/admin/ajax/${path}connection=mysql`);
      expect(body.code, path).toBe(0);
      expect(body.msg).toBe("Database connection does not exist");
    }
    // The tables are all still there.
    expect((await get("/admin/ajax/getTablePk?table=admin")).data.pk).toBe("id");
  });

  test("the lookups reveal the schema, so they need the generator's view node", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    const token = await sessionFor(t, "admin", staff.id);
    for (const path of ["getTablePk?table=admin", "getTableList", "getDatabaseConnectionList", "getTableFieldList?table=admin"]) {
      expect((await get(`/admin/ajax/${path}`, token)).code, path).toBe(401);
    }
    const viewer = await createAdmin(t, { ruleNames: ["crud/crud/index"] });
    expect((await get("/admin/ajax/getTableList", await sessionFor(t, "admin", viewer.id))).code).toBe(1);
    expect((await post("/admin/crud.Crud/generate", newDesign("viewer_try", "gen.ViewerTry"), await sessionFor(t, "admin", viewer.id))).code).toBe(401);
  });
});

describe("designing a new table", () => {
  test("generates a table, a module served at once, its menu and buttons, and a log entry", async () => {
    const generated = await post("/admin/crud.Crud/generate", newDesign("scenic_note", "gen.ScenicNote"));
    expect(generated.code, JSON.stringify(generated)).toBe(1);
    expect(generated.msg).toBe("Module gen.ScenicNote generated");
    expect(generated.data).toMatchObject({ key: "gen.ScenicNote", table: "gen_scenic_note", menuPath: "gen/scenicnote" });

    const added = await post("/admin/gen.ScenicNote/add", { title: "Yalong Bay", status: "1", weigh: 5 });
    expect(added.code, added.msg).toBe(1);
    const second = await post("/admin/gen.ScenicNote/add", { title: "Wuzhi Mountain" });
    const list = await get("/admin/gen.ScenicNote/index?quickSearch=Yalong");
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ title: "Yalong Bay", status: "1", weigh: 5 });
    expect(list.data.list[0].create_time).toBeGreaterThan(1_700_000_000);
    const edited = await post("/admin/gen.ScenicNote/edit", { id: added.data.id, title: "Yalong Bay Beach" });
    expect(edited.code).toBe(1);
    expect((await get(`/admin/gen.ScenicNote/edit?id=${added.data.id}`)).data.row.title).toBe("Yalong Bay Beach");
    expect((await post("/admin/gen.ScenicNote/sortable", { id: added.data.id, targetId: second.data.id })).code).toBe(1);
    const invalid = await post("/admin/gen.ScenicNote/add", { status: "maybe" });
    expect(invalid.data.fields).toEqual({ title: "Required", status: "Not an allowed value" });

    const rules = await t.database.db.select().from(adminRule).where(like(adminRule.name, "gen/scenicnote%"));
    expect(rules.map((r) => r.name).sort()).toEqual(["gen/scenicnote", "gen/scenicnote/add", "gen/scenicnote/del", "gen/scenicnote/edit", "gen/scenicnote/index", "gen/scenicnote/sortable"]);
    const menu = rules.find((r) => r.name === "gen/scenicnote");
    const [parent] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "crud"));
    expect(menu).toMatchObject({ type: "menu", pid: parent?.id, component: "crud:gen.ScenicNote", title: "景区笔记", title_en: "Scenic notes", icon: "map-pin" });
    const [log] = await t.database.db.select().from(crudLog).where(eq(crudLog.module, "gen.ScenicNote"));
    expect(log).toMatchObject({ status: "success", table_name: "gen_scenic_note", admin_id: 1 });
    expect(JSON.parse(log?.fields ?? "[]")).toHaveLength(6);
    const [recycle] = await t.database.db.select().from(securityDataRecycle).where(eq(securityDataRecycle.controller_as, "gen/scenicnote"));
    expect(recycle?.data_table).toBe("gen_scenic_note");

    const init = await get("/admin/index/index");
    expect((init.data.modules as { key: string }[]).map((m) => m.key)).toContain("gen.ScenicNote");
    expect(JSON.stringify(init.data.menus)).toContain("gen/scenicnote");
    const screen = await get("/admin/crud.Crud/index");
    expect(screen.data.modules).toContainEqual(expect.objectContaining({ key: "gen.ScenicNote", createdTable: true }));
    expect(screen.data.directories).toContainEqual({ name: "crud", title: "Dev tools" });
  });

  test("a field can be sensitive (changes logged) and personal data (masked, revealed one at a time)", async () => {
    const base = { required: false, list: true, sortable: false, filter: false, form: true, quickSearch: false, unique: false };
    const fields = [
      ...starterFields(),
      { ...base, name: "holder", kind: "string", label: L("持卡人", "Holder"), sensitive: true },
      { ...base, name: "id_no", kind: "string", label: L("证件号", "ID number"), pii: "idCard", sensitive: true },
    ];
    const refused = await post("/admin/crud.Crud/generate", newDesign("guest_card", "gen.GuestCard", { fields: [...fields, { ...base, name: "visits", kind: "integer", label: L("次数", "Visits"), pii: "phone" }] }));
    expect(refused.data.fields).toEqual({ "fields.8.pii": "Only single-line text fields can hold personal data" });

    expect((await post("/admin/crud.Crud/generate", newDesign("guest_card", "gen.GuestCard", { fields }))).code).toBe(1);
    const [rule] = await t.database.db.select().from(securitySensitiveData).where(eq(securitySensitiveData.controller_as, "gen/guestcard"));
    expect(JSON.parse(rule?.data_fields ?? "{}")).toEqual({ holder: "持卡人", id_no: "证件号" });
    const added = await post("/admin/gen.GuestCard/add", { title: "VIP", holder: "王海燕", id_no: "460200199001011234" });
    expect(added.code, added.msg).toBe(1);
    expect((await get("/admin/gen.GuestCard/index")).data.list[0]).toMatchObject({ holder: "王海燕", id_no: "460200********1234" });
    expect((await post("/admin/gen.GuestCard/pii", { id: added.data.id, field: "id_no" })).data.value).toBe("460200199001011234");
    const plain = await generated("plain_note", ["a note"]);
    expect((await post(`/admin/${plain.key}/pii`, { id: 1, field: "title" })).code).not.toBe(1);
    const viewer = await createAdmin(t, { ruleNames: ["gen/guestcard", "gen/guestcard/index"] });
    expect((await post("/admin/gen.GuestCard/pii", { id: added.data.id, field: "id_no" }, await sessionFor(t, "admin", viewer.id))).code).toBe(401);

    expect((await post("/admin/gen.GuestCard/edit", { id: added.data.id, holder: "王海" })).code).toBe(1);
    const [changed] = await t.database.db.select().from(securitySensitiveDataLog).where(eq(securitySensitiveDataLog.data_table, "gen_guest_card"));
    expect(changed).toMatchObject({ data_field: "holder", before: "王海燕", after: "王海" });
    expect((await post("/admin/gen.GuestCard/edit", { id: added.data.id, id_no: "46020019900101567X" })).code).toBe(1);
    const logged = await get("/admin/security.SensitiveDataLog/index?search[0][field]=data_table&search[0][operator]=eq&search[0][val]=gen_guest_card&limit=50");
    expect(logged.data.list).toContainEqual(expect.objectContaining({ data_field: "id_no", data_comment: "ID number", before: "460200********1234", after: "460200********567X" }));

    const [log] = await t.database.db.select().from(crudLog).where(eq(crudLog.module, "gen.GuestCard"));
    expect((await post("/admin/crud.Log/removeWithTable", { ids: [log?.id] })).code).toBe(1);
    expect(await t.database.db.select().from(securitySensitiveData).where(eq(securitySensitiveData.controller_as, "gen/guestcard"))).toEqual([]);
  });

  test("the generated module's permissions are real nodes", async () => {
    const { key, node } = await generated("guarded_note");
    const viewer = await createAdmin(t, { ruleNames: [node, `${node}/index`] });
    const token = await sessionFor(t, "admin", viewer.id);
    expect((await get(`/admin/${key}/index`, token)).code).toBe(1);
    expect((await post(`/admin/${key}/add`, { title: "x" }, token)).code).toBe(401);
    expect((await get(`/admin/${key}/index`, undefined as unknown as string)).code).toBe(1);
    const anonymous = await t.request(`/admin/${key}/index`, { headers: { server: "1" } }).then(envelopeOf);
    expect(anonymous.code).toBe(303);
    const init = await get("/admin/index/index", token);
    expect((init.data.modules as { key: string }[]).map((m) => m.key)).toEqual([key]);
    const outsider = await createAdmin(t, { ruleNames: ["dashboard"] });
    expect(((await get("/admin/index/index", await sessionFor(t, "admin", outsider.id))).data.modules as unknown[]).length).toBe(0);
  });

  test("names are allow-listed: SQL in a name never reaches the database", async () => {
    const rule = "Use 2 to 40 lower-case letters, digits and underscores, starting with a letter";
    const attempts = [
      { table: "gen_x\"; DROP TABLE admin; --", message: rule },
      { table: "admin", message: rule },
      { table: "gen_X", message: rule },
      { table: "gen_1abc", message: rule },
      { table: "gen_", message: "Required" },
    ];
    for (const attempt of attempts) {
      const body = await post("/admin/crud.Crud/generate", newDesign("unused", "gen.Unused", { table: attempt.table }));
      expect(body.code, attempt.table).toBe(0);
      expect(body.data.fields.table, attempt.table).toBe(attempt.message);
    }
    const fields = starterFields();
    const evil = [
      { ...fields[0] },
      { ...fields[1], name: "title\" TEXT); DROP TABLE admin; --" },
      { ...fields[2], name: "rowid" },
      { ...fields[3], name: "weigh", kind: "shell" },
      { ...fields[4], name: "title" },
      { ...fields[1], name: "title" },
    ];
    const body = await post("/admin/crud.Crud/generate", newDesign("evil", "gen.Evil); --", { fields: evil }));
    expect(body.code).toBe(0);
    expect(body.data.fields).toMatchObject({
      key: "Use a lower-case group, a dot and a name starting with a capital letter, e.g. gen.ScenicNote",
      "fields.1.name": "Use lower-case letters, digits and underscores, starting with a letter (at most 40)",
      "fields.2.name": "This name is reserved",
      "fields.3.kind": "Unknown field type",
      "fields.5.name": "Two fields have this name",
    });
    expect(body.msg).toBe("Controller: Use a lower-case group, a dot and a name starting with a capital letter, e.g. gen.ScenicNote");
    expect((await get("/admin/ajax/getTablePk?table=admin")).data.pk).toBe("id");
  });

  test("every field gets its own message", async () => {
    const fields = starterFields();
    const body = await post(
      "/admin/crud.Crud/generate",
      newDesign("messages", "gen.Messages", {
        title: L("", "x".repeat(60)),
        menu: { parent: "no-such-dir", icon: "bad icon", weigh: "heavy" },
        fields: [fields[0], { ...fields[1], label: L("标题", "") }, { ...fields[2], options: [{ value: "1", label: L("开", "On") }, { value: "1", label: L("开", "On") }] }, { ...fields[3], default: "many" }, { ...fields[1], name: "kind", kind: "select", options: [] }],
      }),
    );
    expect(body.data.fields).toEqual({
      "title.zh-cn": "Required",
      "title.en": "At most 50 characters",
      "menu.parent": "Unknown menu directory",
      "menu.icon": "Choose one of the listed icons",
      "menu.weigh": "Must be a whole number",
      "fields.1.label.en": "Required",
      "fields.2.options": "Option values must be unique: letters, digits, _ and - (whole numbers for number columns)",
      "fields.3.default": "Must be a number",
      "fields.4.options": "Give at least one option (value=Chinese label|English label, one per line)",
    });
    expect(body.msg).toBe("Module title · Chinese: Required");
    const parent = await post("/admin/crud.Crud/generate", newDesign("messages", "gen.Messages", { menu: { parent: "no_such_dir", icon: "star", weigh: 1 } }));
    expect(parent.data.fields).toEqual({ "menu.parent": "Unknown menu directory" });
  });

  test("a taken controller, menu path or table is refused; nothing is written", async () => {
    const taken = await generated("taken_note");
    const before = (await t.database.db.select().from(crudLog)).length;
    expect((await post("/admin/crud.Crud/generate", newDesign("other", taken.key))).data.fields).toEqual({ key: "A module with this controller already exists" });
    expect((await post("/admin/crud.Crud/generate", newDesign("other", "auth.Admin"))).data.fields).toEqual({ key: "A module with this controller already exists" });
    const otherCase = await post("/admin/crud.Crud/generate", newDesign("other", taken.key.replace("gen.", "Gen.")));
    expect(otherCase.data.fields.key).toBeDefined();
    expect(otherCase.code).toBe(0);
    expect((await post("/admin/crud.Crud/generate", newDesign("taken_note", "gen.Another"))).data.fields).toEqual({ table: "A table with this name already exists" });
    const rule = await post("/admin/auth.Rule/add", { pid: 0, type: "menu", title: "占用", title_en: "Taken", name: "gen/Taken", path: "gen/taken", menu_type: "tab", status: "1", weigh: 0 });
    expect(rule.code, JSON.stringify(rule)).toBe(1);
    expect((await post("/admin/crud.Crud/generate", newDesign("taken", "gen.Taken"))).data.fields).toEqual({ key: "A menu rule with this path already exists" });
    expect((await t.database.db.select().from(crudLog)).length).toBe(before);
    expect((await post("/admin/crud.Crud/check", newDesign("checked", "gen.Checked"))).code).toBe(1);
    expect((await t.database.db.select().from(crudLog)).length).toBe(before);
  });

  test("a generation that fails in the database is logged as an error and leaves nothing behind", async () => {
    // An index already owns the name, which only CREATE TABLE finds out.
    await t.database.client.execute('CREATE INDEX "gen_clash" ON "config" ("name")');
    try {
      const body = await post("/admin/crud.Crud/generate", newDesign("clash", "gen.Clash"));
      expect(body.code).toBe(0);
      const [log] = await t.database.db.select().from(crudLog).where(eq(crudLog.module, "gen.Clash"));
      expect(log?.status).toBe("error");
      expect(log?.message).toContain("gen_clash");
      expect(await t.database.db.select().from(crudModule).where(eq(crudModule.key, "gen.Clash"))).toEqual([]);
      expect(await t.database.db.select().from(adminRule).where(like(adminRule.name, "gen/clash%"))).toEqual([]);
      expect((await get("/admin/gen.Clash/index")).code).toBe(0);
    } finally {
      await t.database.client.execute('DROP INDEX "gen_clash"');
    }
  });
});

describe("taking an existing table", () => {
  beforeAll(async () => {
    await t.database.client.execute(
      "CREATE TABLE legacy_spot (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, name text NOT NULL, level integer DEFAULT 3 NOT NULL, open_date text DEFAULT '' NOT NULL, photo blob, create_time integer DEFAULT (unixepoch()) NOT NULL)",
    );
    await t.database.client.execute("INSERT INTO legacy_spot (name, level) VALUES ('Nanshan', 5), ('Tianya Haijiao', 4)");
  });

  async function proposedDesign() {
    const full = await get("/admin/ajax/getTableFieldList?table=legacy_spot&clean=0");
    const fields = (full.data.fieldList as { field: unknown }[]).map((c) => c.field).filter(Boolean);
    return { source: "existing", table: "legacy_spot", key: "legacy.Spot", title: L("旧景点", "Legacy spots"), menu: { parent: "", icon: "mountain", weigh: 0 }, pk: "id", fields, recycle: false };
  }

  test("the proposed fields fit the columns; BLOB columns are left out", async () => {
    const design = await proposedDesign();
    expect(design.fields.map((f) => (f as { name: string }).name)).toEqual(["id", "name", "level", "open_date", "create_time"]);
    const generated = await post("/admin/crud.Crud/generate", design);
    expect(generated.code, JSON.stringify(generated)).toBe(1);
    const list = await get("/admin/legacy.Spot/index?order=level,desc");
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((r: { name: string }) => r.name)).toEqual(["Nanshan", "Tianya Haijiao"]);
    const added = await post("/admin/legacy.Spot/add", { name: "Qilou Old Street", open_date: "2026-05-01" });
    expect(added.code, added.msg).toBe(1);
    const row = (await get(`/admin/legacy.Spot/edit?id=${added.data.id}`)).data.row;
    expect(row).toMatchObject({ name: "Qilou Old Street", level: 3, open_date: "2026-05-01" });
    expect(row.create_time).toBeGreaterThan(1_700_000_000);
    const [menu] = await t.database.db.select().from(adminRule).where(eq(adminRule.name, "legacy/spot"));
    expect(menu?.pid).toBe(0);
    const tables = await get("/admin/ajax/getTableList?quickSearch=legacy");
    expect(tables.data.list).toContainEqual(expect.objectContaining({ table: "legacy_spot", module: "legacy.Spot", usable: false, comment: "Legacy spots" }));
  });

  test("a primary key with another name works too", async () => {
    await t.database.client.execute("CREATE TABLE legacy_pier (pier_id integer PRIMARY KEY NOT NULL, name text NOT NULL)");
    const full = await get("/admin/ajax/getTableFieldList?table=legacy_pier&clean=0");
    expect(full.data.pk).toBe("pier_id");
    const fields = (full.data.fieldList as { field: unknown }[]).map((c) => c.field);
    const generated = await post("/admin/crud.Crud/generate", { source: "existing", table: "legacy_pier", key: "legacy.Pier", title: L("码头", "Piers"), menu: { parent: "", icon: "ship", weigh: 0 }, pk: "pier_id", fields, recycle: true });
    expect(generated.code, JSON.stringify(generated)).toBe(1);
    const added = await post("/admin/legacy.Pier/add", { name: "Sanya Phoenix Island" });
    expect(added.code, added.msg).toBe(1);
    expect(added.data.id).toBeGreaterThan(0);
    expect((await get(`/admin/legacy.Pier/edit?id=${added.data.id}`)).data.row).toEqual({ pier_id: added.data.id, name: "Sanya Phoenix Island" });
    expect((await t.request(`/admin/legacy.Pier/del?ids[]=${added.data.id}`, { method: "DELETE", headers: headers() }).then(envelopeOf)).data.count).toBe(1);
    const restored = await post("/admin/security.DataRecycleLog/restore", { ids: [(await t.database.db.select().from(schema.securityDataRecycleLog)).at(-1)?.id] });
    expect(restored.code, restored.msg).toBe(1);
    expect((await get("/admin/legacy.Pier/index")).data.total).toBe(1);
  });

  test("a type the column cannot hold, a missing column and a required column left out are refused", async () => {
    await t.database.client.execute("CREATE TABLE legacy_hotel (id integer PRIMARY KEY NOT NULL, name text NOT NULL, stars integer)");
    const base = { source: "existing", table: "legacy_hotel", key: "legacy.Hotel", title: L("旧酒店", "Legacy hotels"), menu: { parent: "", icon: "hotel", weigh: 0 }, pk: "id", recycle: false };
    const id = { name: "id", kind: "integer", label: L("ID", "ID"), list: true, filter: true };
    const body = await post("/admin/crud.Crud/generate", {
      ...base,
      fields: [id, { name: "stars", kind: "tags", label: L("星级", "Stars"), list: true }, { name: "ghost", kind: "string", label: L("无", "None"), list: true }],
    });
    expect(body.data.fields).toEqual({ "fields.1.kind": "This type cannot be stored in a INTEGER column", "fields.2.name": "The table has no column ghost" });
    const missing = await post("/admin/crud.Crud/generate", { ...base, fields: [id, { name: "stars", kind: "integer", label: L("星级", "Stars"), list: true, form: true }] });
    expect(missing.data.fields).toEqual({ fields: "The column name cannot be empty and has no default, so it must be in the form" });
    const internal = await post("/admin/crud.Crud/generate", { ...base, table: "login_session", fields: [id] });
    expect(internal.data.fields.table).toBe("This table cannot be used: it holds internal platform data");
    const served = await post("/admin/crud.Crud/generate", { ...base, table: "admin", fields: [id] });
    expect(served.data.fields.table).toBe("This table cannot be used: it is already served by the module auth.Admin");
    await t.database.client.execute("CREATE TABLE legacy_text_key (code text PRIMARY KEY NOT NULL, name text)");
    const textKey = await post("/admin/crud.Crud/generate", { ...base, table: "legacy_text_key", pk: "code", fields: [{ ...id, name: "code" }] });
    expect(textKey.data.fields.table).toBe("This table cannot be used: it has no single-column integer primary key");
  });
});

describe("the CRUD log removes generated modules", () => {
  const logIdOf = async (key: string) => (await t.database.db.select().from(crudLog).where(eq(crudLog.module, key))).find((l) => l.status === "success")?.id;

  test("remove keeps the table and its rows; the table can be taken again", async () => {
    const { key, table, node } = await generated("kept_note", ["Yalong Bay", "Wuzhi Mountain"]);
    const logId = await logIdOf(key);
    expect(logId).toBeGreaterThan(0);
    const log = await get(`/admin/crud.Log/index?quickSearch=${key.slice(4)}`);
    expect(log.data.list[0]).toMatchObject({ module: key, status: "success" });
    const info = await get(`/admin/crud.Log/info?id=${logId}`);
    expect(info.data.row.table).toMatchObject({ key, source: "new" });
    expect(info.data.row.fields).toHaveLength(6);

    const removed = await post("/admin/crud.Log/remove", { ids: [logId] });
    expect(removed.code, removed.msg).toBe(1);
    expect(removed.msg).toBe(`Module ${key} removed`);
    expect((await t.request(`/admin/${key}/index`, { headers: headers() })).status).toBe(404);
    expect(await t.database.db.select().from(adminRule).where(like(adminRule.name, `${node}%`))).toEqual([]);
    expect((await t.database.db.select().from(crudLog).where(eq(crudLog.id, logId as number)))[0]?.status).toBe("delete");
    const rows = await t.database.client.execute(`SELECT count(*) AS n FROM ${table}`);
    expect(Number(rows.rows[0]?.n)).toBe(2);
    expect((await post("/admin/crud.Log/remove", { ids: [logId] })).msg).toBe("These log entries have no live module to remove");

    const fields = (await get(`/admin/ajax/getTableFieldList?table=${table}&clean=0`)).data.fieldList.map((c: { field: unknown }) => c.field);
    const again = await post("/admin/crud.Crud/generate", { ...newDesign("kept_note", key), source: "existing", fields });
    expect(again.code, JSON.stringify(again)).toBe(1);
    expect((await get(`/admin/${key}/index`)).data.total).toBe(2);
  });

  test("remove with table drops only tables the generator created", async () => {
    // Taken again from an existing table: the generator did not create it this time, so it stays.
    const { key, table } = await generated("twice_note", ["stays"]);
    expect((await post("/admin/crud.Log/remove", { ids: [await logIdOf(key)] })).code).toBe(1);
    const fields = (await get(`/admin/ajax/getTableFieldList?table=${table}&clean=0`)).data.fieldList.map((c: { field: unknown }) => c.field);
    expect((await post("/admin/crud.Crud/generate", { ...newDesign("twice_note", key), source: "existing", fields })).code).toBe(1);
    const kept = await post("/admin/crud.Log/removeWithTable", { ids: [await logIdOf(key)] });
    expect(kept.code).toBe(1);
    expect(kept.data).toEqual({ removed: [key], dropped: [], kept: [table], menusChanged: true });
    const [entry] = (await t.database.db.select().from(crudLog).where(eq(crudLog.module, key))).slice(-1);
    expect(entry?.message).toBe(`Module ${key} removed; The table ${table} was not created by the generator, so it is kept`);

    expect((await post("/admin/crud.Crud/generate", newDesign("to_drop", "gen.ToDrop"))).code).toBe(1);
    await post("/admin/gen.ToDrop/add", { title: "bye" });
    const dropped = await post("/admin/crud.Log/removeWithTable", { ids: [await logIdOf("gen.ToDrop")] });
    expect(dropped.msg).toBe("Module gen.ToDrop and its table gen_to_drop removed");
    expect((await t.database.client.execute("SELECT name FROM sqlite_master WHERE name = 'gen_to_drop'")).rows).toEqual([]);

    // A table of the platform's own that a module was made from stays too, with its rows.
    await t.database.client.execute("CREATE TABLE legacy_gate (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, name text NOT NULL)");
    await t.database.client.execute("INSERT INTO legacy_gate (name) VALUES ('East gate'), ('West gate'), ('South gate')");
    const gateFields = ((await get("/admin/ajax/getTableFieldList?table=legacy_gate&clean=0")).data.fieldList as { field: unknown }[]).map((c) => c.field).filter(Boolean);
    const gate = await post("/admin/crud.Crud/generate", { source: "existing", table: "legacy_gate", key: "legacy.Gate", title: L("大门", "Gates"), menu: { parent: "", icon: "mountain", weigh: 0 }, pk: "id", fields: gateFields, recycle: false });
    expect(gate.code, JSON.stringify(gate)).toBe(1);
    const legacy = await post("/admin/crud.Log/removeWithTable", { ids: [await logIdOf("legacy.Gate")] });
    expect(legacy.data.kept).toEqual(["legacy_gate"]);
    expect((await t.database.client.execute("SELECT count(*) AS n FROM legacy_gate")).rows[0]?.n).toBe(3);
  });

  test("removal needs the log's nodes", async () => {
    const viewer = await createAdmin(t, { ruleNames: ["crud/log/index"] });
    const token = await sessionFor(t, "admin", viewer.id);
    expect((await get("/admin/crud.Log/index", token)).code).toBe(1);
    expect((await post("/admin/crud.Log/remove", { ids: [1] }, token)).code).toBe(401);
    expect((await post("/admin/crud.Log/removeWithTable", { ids: [1] }, token)).code).toBe(401);
  });
});

describe("generated modules outlive restarts and migrations", () => {
  test("a second app over the same database serves the module; migrations leave gen_ tables alone", async () => {
    expect((await post("/admin/crud.Crud/generate", newDesign("durable", "gen.Durable"))).code).toBe(1);
    await post("/admin/gen.Durable/add", { title: "kept across restarts" });

    const database = await openDatabase(t.config.databaseUrl);
    try {
      await migrateDatabase(database);
      const app = await createApp({ config: t.config, database, log: memoryLogger("silent") });
      const token = await sessionFor(t, "admin", 1);
      const list = await app.handle(new Request("http://localhost/admin/gen.Durable/index", { headers: { batoken: token, server: "1" } })).then(envelopeOf);
      expect(list.code).toBe(1);
      expect(list.data.list[0].title).toBe("kept across restarts");
    } finally {
      database.close();
    }
  });

  test("no platform table uses the generator's prefix, and drizzle-kit push/pull skip it", () => {
    const tables = (Object.values(schema) as unknown[]).filter((v) => is(v, SQLiteTable)).map((v) => getTableName(v as SQLiteTable));
    expect(tables.length).toBeGreaterThan(10);
    for (const name of tables) expect(name.startsWith(GENERATED_TABLE_PREFIX), name).toBe(false);
    expect(readFileSync("drizzle.config.ts", "utf8")).toContain('tablesFilter: ["!gen_*", "!ext_*"]');
    for (const name of tables) expect(name.startsWith("ext_"), `${name} (ext_ is for add-on modules)`).toBe(false);
  });

  test("a table changed behind the generator's back is reported, not served, and the server still starts", async () => {
    const sturdy = await generated("sturdy_note", ["still served"]);
    expect((await post("/admin/crud.Crud/generate", newDesign("fragile", "gen.Fragile"))).code).toBe(1);
    await t.database.client.execute('DROP INDEX "gen_fragile_weigh_idx"');
    await t.database.client.execute('ALTER TABLE "gen_fragile" DROP COLUMN "weigh"');
    const database = await openDatabase(t.config.databaseUrl);
    try {
      const log = memoryLogger("debug");
      const app = await createApp({ config: t.config, database, log });
      const token = await sessionFor(t, "admin", 1);
      const call = (path: string) => app.handle(new Request(`http://localhost${path}`, { headers: { batoken: token, server: "1", "think-lang": "en" } }));
      expect((await call("/admin/gen.Fragile/index")).status).toBe(404);
      expect((await call(`/admin/${sturdy.key}/index`).then(envelopeOf)).code).toBe(1);
      const screen = await call("/admin/crud.Crud/index").then(envelopeOf);
      expect(screen.data.broken).toEqual([{ key: "gen.Fragile", table: "gen_fragile", reason: "The table has no column weigh" }]);
      expect(log.lines.join("\n")).toContain("gen.Fragile could not be loaded");
    } finally {
      database.close();
    }
  });

  test("a stored design is checked again when loaded", () => {
    const tampered = { ...newDesign("tampered", "gen.Tampered"), custom: true, fields: [...starterFields(), { name: "x\"; DROP TABLE admin", kind: "string", label: L("x", "x") }] };
    const checked = checkDesign(tampered);
    expect(checked.ok).toBe(false);
  });
});
