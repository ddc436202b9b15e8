// The engine's compiled insert (issue 20, goal 4; server/engine/compiled-writes.ts): the same
// statement Drizzle's `insert(table).values(v).returning()` renders, for every table of the
// schema, and on the real add path the same rows: database defaults, form defaults, nullable
// columns, JSON and list fields, flags, timestamps, rich text cleaning, and the recycle bin.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createClient } from "@libsql/client";
import { and, eq, getTableColumns, getTableName, is, like } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";
import { securityDataRecycleLog, securitySensitiveData } from "@db/schema";
import { insertStatement } from "@server/engine/compiled-writes";
import { caller, seededRoleAdmin } from "./support/enterprise";
import { createTestApp, type TestApp } from "./support/test-app";

const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));

/** A statement with its arguments written in place, so two renderings of one insert compare as text. */
function inline(statement: { sql: string; params?: unknown[]; args?: unknown[] }): string {
  const values = statement.params ?? statement.args ?? [];
  const show = (v: unknown) => (typeof v === "bigint" ? `${v}n` : v instanceof Uint8Array ? `blob:${Buffer.from(v).toString("hex")}` : v === undefined ? "undefined" : JSON.stringify(v));
  return statement.sql
    .split("?")
    .map((part, i) => (i === 0 ? part : show(values[i - 1]) + part))
    .join("");
}

/** A value of the column's type for every column (what a form could send after conversion). */
function everyColumn(table: SQLiteTable): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, SQLiteColumn][]) {
    values[key] =
      column.dataType === "boolean" ? true : column.dataType === "number" ? 7 : column.dataType === "bigint" ? 7n : column.dataType === "json" ? { a: [1, "二"] } : column.dataType === "date" ? new Date(86_400_000) : column.dataType === "buffer" ? Buffer.from([1, 2]) : `值 ${key}`;
  }
  return values;
}

describe("the compiled insert renders what Drizzle renders", () => {
  test(`for every table of the schema (${tables.length}), with no values and with every column`, () => {
    const builder = drizzle(createClient({ url: ":memory:" }));
    expect(tables.length).toBeGreaterThan(50);
    for (const table of tables) {
      for (const values of [{}, everyColumn(table), { ...everyColumn(table), id: undefined }]) {
        const ours = insertStatement(table, values);
        const drizzle = builder.insert(table).values(values).returning().toSQL();
        expect(ours, getTableName(table)).toBeDefined();
        expect(inline(ours as { sql: string; args: unknown[] })).toBe(inline(drizzle));
      }
    }
  });
});

describe("an add through the compiled insert", () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t, (await seededRoleAdmin(t, 1)).token);
  });
  afterAll(() => t.close());

  test("stores column defaults, JSON and the database's times; the answer names the new id", async () => {
    const before = Math.floor(Date.now() / 1000);
    // status, controller and connection are left out: their columns' defaults apply.
    const added = await api.post("security.SensitiveData/add", { name: "编译写入", controller_as: "compiled/writes", data_table: "member", primary_key: "id", data_fields: { mobile: "手机", id_card: "身份证" } });
    expect(added.code, added.msg).toBe(1);
    const [row] = await t.database.db.select().from(securitySensitiveData).where(eq(securitySensitiveData.controller_as, "compiled/writes"));
    expect(row?.id).toBe(added.data.id);
    expect(row).toMatchObject({ name: "编译写入", data_table: "member", primary_key: "id", controller: "", connection: "", status: "1" });
    expect(JSON.parse(row?.data_fields ?? "")).toEqual({ mobile: "手机", id_card: "身份证" });
    const after = Math.ceil(Date.now() / 1000);
    for (const time of [row?.create_time, row?.update_time]) {
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
    // The edit form reads back what was stored, JSON as JSON.
    const read = await api.get(`security.SensitiveData/edit?id=${added.data.id}`);
    expect(read.data.row).toMatchObject({ controller_as: "compiled/writes", primary_key: "id", data_fields: { mobile: "手机", id_card: "身份证" } });
  });

  test("the unique check still refuses a taken value (case-insensitively), and nothing is written", async () => {
    const again = await api.post("security.SensitiveData/add", { name: "重复", controller_as: "Compiled/Writes", data_table: "member", primary_key: "id", data_fields: {} });
    expect(again.code).toBe(0);
    expect(again.msg).toContain("Controller");
    expect(await t.database.db.select().from(securitySensitiveData).where(eq(securitySensitiveData.name, "重复"))).toHaveLength(0);
  });

  test("a row added this way goes to the recycle bin whole when deleted", async () => {
    const added = await api.post("security.SensitiveData/add", { name: "回收", controller_as: "compiled/recycled", data_table: "guide", primary_key: "id", data_fields: { mobile: "手机" } });
    expect(added.code, added.msg).toBe(1);
    const removed = await api.del(`security.SensitiveData/del?ids[]=${added.data.id}`);
    expect(removed.code, removed.msg).toBe(1);
    const [kept] = await t.database.db
      .select()
      .from(securityDataRecycleLog)
      .where(and(eq(securityDataRecycleLog.data_table, "security_sensitive_data"), like(securityDataRecycleLog.data, "%compiled/recycled%")));
    expect(kept).toBeDefined();
    expect(JSON.parse(kept?.data ?? "{}")).toMatchObject({ id: added.data.id, name: "回收", controller_as: "compiled/recycled", primary_key: "id", status: "1" });
  });
});
