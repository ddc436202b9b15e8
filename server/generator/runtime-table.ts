// A Drizzle table object built at run time from the columns SQLite reports, so the generic
// engine can serve a generated module exactly as it serves a declared one. It always matches
// the real table (not what a design once said), so a later migration that changes a table is
// seen at the next load.
import { sql } from "drizzle-orm";
import { integer, real, sqliteTable, text, type SQLiteColumnBuilderBase, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { literalDefault, type ColumnInfo } from "@shared/generator/declaration";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Builds the table. `updateColumns` are set to the current time on every update (the
 * `update` auto times of a design). Defaults mirror the database's own so inserts that leave a
 * column out behave as SQLite would.
 */
export function runtimeTable(name: string, columns: readonly ColumnInfo[], updateColumns: readonly string[] = []): SQLiteTable {
  const builders: Record<string, SQLiteColumnBuilderBase> = {};
  for (const column of columns) {
    const literal = column.defaultValue === null ? undefined : literalDefault(column.defaultValue);
    const flagColumn = column.type === "INTEGER" && (literal === "false" || literal === "true");
    let builder;
    if (flagColumn) {
      builder = integer(column.name, { mode: "boolean" }).default(literal === "true");
    } else {
      builder = column.type === "INTEGER" ? integer(column.name) : column.type === "REAL" ? real(column.name) : text(column.name);
      if (literal !== undefined) builder = builder.default((column.type === "TEXT" ? literal : Number(literal)) as never);
      // An expression such as (unixepoch()) comes from the table's own schema text.
      else if (column.defaultValue !== null) builder = builder.default(sql.raw(`(${column.defaultValue})`));
    }
    if (column.notNull) builder = builder.notNull();
    if (updateColumns.includes(column.name)) builder = builder.$onUpdateFn(nowSeconds as () => never);
    builders[column.name] = builder;
  }
  return sqliteTable(name, builders);
}
