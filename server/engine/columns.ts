// What the engine reads from a module's declaration and table: the column behind a field,
// the columns that may leave the server, flag columns, English twins, and the conversions
// between database values and wire values. Compiled once per module key.
import { Column, getTableColumns, sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { toWire } from "@shared/module/field-kinds";
import { FIELD_KINDS } from "@shared/module/kinds";
import type { FieldDeclaration, ModuleDeclaration } from "@shared/module/types";
import type { Row, ServerModule } from "./types";

/** For a field declaring its English twin: the text an English reader sees (twin when set). */
export function englishColumn(entry: ServerModule, field: string): SQL | undefined {
  const twin = entry.declaration.fields[field]?.english;
  const own = columnFor(entry, field);
  const english = twin ? columnFor(entry, twin) : undefined;
  return own && english ? sql`coalesce(nullif(${english}, ''), ${own})` : undefined;
}

/** Lists in English show a field's English twin in its place when the twin has text. */
export function showEnglish(module: ModuleDeclaration, rows: Row[]): void {
  const pairs = Object.entries(module.fields).filter(([, f]) => f.english);
  if (pairs.length === 0) return;
  for (const row of rows) {
    for (const [name, field] of pairs) {
      const text = row[field.english as string];
      if (typeof text === "string" && text !== "") row[name] = text;
    }
  }
}

/** The column behind a declared field (undefined for virtual fields). */
export function columnFor(entry: ServerModule, field: string): SQLiteColumn | undefined {
  const declared = entry.declaration.fields[field];
  const name = declared ? (declared.column === false ? undefined : (declared.column ?? field)) : field;
  if (!name) return undefined;
  return (getTableColumns(entry.table) as Record<string, SQLiteColumn>)[name];
}

/**
 * What the engine derives from a declaration and its table (visible columns, flag columns, wire
 * conversions), compiled once per module key. `clearCache {type: "modules"}` drops it, so a
 * declaration replaced at run time is compiled afresh on the next request.
 */
const publicColumnsCache = new Map<string, Record<string, SQLiteColumn>>();
const booleanColumnsCache = new Map<string, Set<string>>();
const conversionsCache = new Map<string, [name: string, column: string, field: FieldDeclaration][]>();
const selectionCache = new Map<string, string>();
const rowBuilderCache = new Map<string, (cells: unknown[]) => Row>();
const dialect = new SQLiteAsyncDialect();

export const compiledModules = {
  invalidate(): void {
    publicColumnsCache.clear();
    booleanColumnsCache.clear();
    conversionsCache.clear();
    selectionCache.clear();
    rowBuilderCache.clear();
  },
  /** Modules compiled so far (for tests and diagnostics). */
  get size(): number {
    return new Set([...publicColumnsCache.keys(), ...booleanColumnsCache.keys(), ...conversionsCache.keys(), ...selectionCache.keys(), ...rowBuilderCache.keys()]).size;
  },
};

/** Columns that may leave the server (secret fields removed). */
export function publicColumns(entry: ServerModule): Record<string, SQLiteColumn> {
  const cached = publicColumnsCache.get(entry.declaration.key);
  if (cached) return cached;
  const all = getTableColumns(entry.table) as Record<string, SQLiteColumn>;
  const secret = new Set(
    Object.entries(entry.declaration.fields)
      .filter(([, f]) => f.secret || FIELD_KINDS[f.kind].secret)
      .map(([name, f]) => (f.column === false ? "" : (f.column ?? name))),
  );
  const columns = Object.fromEntries(Object.entries(all).filter(([name]) => !secret.has(name)));
  publicColumnsCache.set(entry.declaration.key, columns);
  return columns;
}

/** The select list of `publicColumns(entry)` (`"t"."a", "t"."b", …`), rendered once per module. */
export function publicSelectionText(entry: ServerModule): string {
  let cached = selectionCache.get(entry.declaration.key);
  if (cached === undefined) {
    const columns = Object.values(publicColumns(entry)).map((column) => sql`${column}`);
    cached = dialect.sqlToQuery(sql.join(columns, sql`, `)).sql;
    selectionCache.set(entry.declaration.key, cached);
  }
  return cached;
}

/** `publicSelectionText(entry)` for statements built with `sql`. */
export const publicSelection = (entry: ServerModule): SQL => sql.raw(publicSelectionText(entry));

/** Renders a statement built with `sql` to the text and parameters the database takes. */
export const renderQuery = (statement: SQL) => dialect.sqlToQuery(statement);

/**
 * Rows read as plain cells (db/select-cells.ts) for a select of `publicSelection(entry)`, decoded
 * the way Drizzle would: each column's own conversion, NULL kept, blobs as Buffers.
 */
export function decodePublicRows(entry: ServerModule, rows: unknown[][]): Row[] {
  let build = rowBuilderCache.get(entry.declaration.key);
  if (!build) {
    build = rowBuilder(Object.entries(publicColumns(entry)));
    rowBuilderCache.set(entry.declaration.key, build);
  }
  return rows.map(build);
}

/**
 * A function building one row from its cells as a single object literal, so every row of a
 * module shares one shape (cheaper to build and to serialise than keys added one by one). Plain
 * text and number columns keep the driver's value; only the others run their conversion.
 */
export function rowBuilder(columns: [string, SQLiteColumn][]): (cells: unknown[]) => Row {
  const decoders = columns.map(([, column]) => (column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : column));
  const cell = (i: number) => (decoders[i] ? `decode(${i}, c[${i}])` : `plain(c[${i}])`);
  // Computed keys: a column named `__proto__` stays a plain property.
  const body = `return { ${columns.map(([name], i) => `[${JSON.stringify(name)}]: ${cell(i)}`).join(", ")} };`;
  const plain = (value: unknown) => (value === undefined ? null : value instanceof ArrayBuffer ? Buffer.from(value) : value);
  const decode = (i: number, value: unknown) => (value === null || value === undefined ? null : (decoders[i] as SQLiteColumn).mapFromDriverValue(plain(value)));
  return new Function("plain", "decode", `return (c) => { ${body} }`)(plain, decode) as (cells: unknown[]) => Row;
}

/** Boolean (flag) columns travel as the '1'/'0' of switch fields. */
export function booleanColumns(entry: ServerModule): Set<string> {
  let cached = booleanColumnsCache.get(entry.declaration.key);
  if (!cached) {
    const all = getTableColumns(entry.table) as Record<string, SQLiteColumn>;
    cached = new Set(Object.entries(all).filter(([, c]) => c.dataType === "boolean").map(([name]) => name));
    booleanColumnsCache.set(entry.declaration.key, cached);
  }
  return cached;
}

/** The fields whose wire value differs from the column value (money, lists, JSON, renamed). */
function conversionsOf(module: ModuleDeclaration) {
  let cached = conversionsCache.get(module.key);
  if (!cached) {
    cached = Object.entries(module.fields)
      .filter(([name, field]) => field.column !== false && (FIELD_KINDS[field.kind].toWire !== undefined || (field.column ?? name) !== name))
      .map(([name, field]) => [name, (field.column || name) as string, field]);
    conversionsCache.set(module.key, cached);
  }
  return cached;
}

/** `fresh`: the row was built for this answer and may be converted in place. */
export function toWireRow(module: ModuleDeclaration, row: Row, booleans: Set<string>, fresh = false): Row {
  const out: Row = fresh ? row : { ...row };
  for (const name of booleans) if (typeof out[name] === "boolean") out[name] = out[name] ? "1" : "0";
  for (const [name, column, field] of conversionsOf(module)) if (column in row) out[name] = toWire(field, out[column]);
  return out;
}

/** NOT NULL columns get their default instead of null. */
export function fillNotNull(entry: ServerModule, values: Row): void {
  const columns = getTableColumns(entry.table) as Record<string, SQLiteColumn>;
  for (const [name, value] of Object.entries(values)) {
    const column = columns[name];
    if (value !== null || !column?.notNull) continue;
    values[name] = column.default !== undefined && typeof column.default !== "object" ? column.default : column.dataType === "number" ? 0 : "";
  }
}
