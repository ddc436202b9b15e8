// A table's INSERT ... RETURNING compiled once (issue 20, goal 4): the fixed column list and
// returned columns of Drizzle's `insert(table).values(v).returning()`, rendered once per table,
// with each call only encoding its values the way Drizzle does (every column's own conversion;
// an absent value takes the column's default, its default function, its update function, or
// NULL, in Drizzle's order) and decoding the returned row the way Drizzle does. The statement
// runs on the transaction's own connection (db/raw-executor.ts), where the writer keeps it
// prepared. A value Drizzle would render as SQL (an `sql` expression in the values, a default
// function answering one) makes that call go through Drizzle's builder instead.
import { getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { InValue } from "@libsql/client";
import { cellsOf } from "@db/fast-reads";
import { rawExecutor } from "@db/raw-executor";
import { renderQuery, rowBuilder } from "./columns";
import { oncePer } from "./once-per";
import type { Row } from "./types";

interface InsertPlan {
  /** A default with parameters of its own: left to Drizzle (none of the platform's tables has one). */
  drizzleOnly: boolean;
  /** Insertable columns in the table's order: property name, column, and a default rendered as SQL text. */
  columns: { key: string; column: SQLiteColumn; sqlDefault?: string }[];
  /** `insert into "t" ("a", "b"`: the rest of the statement depends on which SQL defaults apply. */
  head: string;
  returning: string;
  decode: (cells: unknown[]) => Row;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const planOf = oncePer((table: SQLiteTable): InsertPlan => {
  const all = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][];
  let drizzleOnly = false;
  const columns = all
    .filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([key, column]) => {
      const fixed = column.default;
      if (!is(fixed, SQL)) return { key, column };
      const rendered = renderQuery(fixed);
      if (rendered.params.length) drizzleOnly = true;
      return { key, column, sqlDefault: rendered.sql };
    });
  return {
    drizzleOnly,
    columns,
    head: `insert into ${quote(getTableName(table))} (${columns.map(({ column }) => quote(column.name)).join(", ")}) values (`,
    returning: `) returning ${all.map(([, column]) => quote(column.name)).join(", ")}`,
    decode: rowBuilder(all),
  };
});

const encode = (column: SQLiteColumn, value: unknown): unknown => (value === null ? null : column.mapToDriverValue(value));

/**
 * The statement of one insert, or undefined when these values need Drizzle's builder (a value
 * or a default function answering SQL, a default with parameters of its own).
 */
export function insertStatement(table: SQLiteTable, values: Row): { sql: string; args: InValue[] } | undefined {
  const plan = planOf(table);
  if (plan.drizzleOnly) return undefined;
  const args: InValue[] = [];
  let slots = "";
  for (let i = 0; i < plan.columns.length; i++) {
    const { key, column, sqlDefault } = plan.columns[i] as InsertPlan["columns"][number];
    let value = values[key];
    let slot = "?";
    if (value === undefined) {
      if (sqlDefault !== undefined) slot = sqlDefault;
      else if (column.default !== null && column.default !== undefined) value = column.default;
      else if (column.defaultFn !== undefined) value = column.defaultFn();
      else if (!column.default && column.onUpdateFn !== undefined) value = column.onUpdateFn();
      else value = null;
    }
    if (slot === "?") {
      if (is(value, SQL)) return undefined;
      const encoded = encode(column, value);
      if (is(encoded, SQL)) return undefined;
      args.push(encoded as InValue);
    }
    slots += i === 0 ? slot : `, ${slot}`;
  }
  return { sql: plan.head + slots + plan.returning, args };
}

/**
 * Inserts one row inside `tx` (a Drizzle transaction) and answers it as Drizzle's
 * `.returning()` would; undefined (nothing written) when this call's values need Drizzle's builder.
 */
export async function insertReturning(tx: unknown, table: SQLiteTable, values: Row): Promise<Row | undefined> {
  const statement = insertStatement(table, values);
  if (!statement) return undefined;
  const result = await rawExecutor(tx).execute(statement);
  const row = result.rows[0];
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return planOf(table).decode(cellsOf(row));
}
