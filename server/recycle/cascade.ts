// What a delete takes with it, and how a restore brings it back (issue 19, finding 3). The
// database's own foreign keys say it: rows that reference a deleted row with ON DELETE CASCADE
// disappear with it (a member's money and score entries and check-ins, a dictionary's items, an
// enterprise's staff, association memberships and change requests…), so the recycle-bin
// snapshot keeps them, parents before children, however deep. Rows that reference it without
// CASCADE make the delete impossible, so it is refused with a message before anything happens.
//
// A restore puts every kept row back or nothing (one transaction): a row whose key or unique
// value is taken meanwhile refuses the whole restore, naming it. The one exception is a link
// row (a membership) whose *other* parent is gone: if that parent sits unrestored in the recycle
// bin, the restore is refused ("restore it first", so the link is not lost); if it is gone for
// good, the link cannot come back and stays away.
import { and, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Client } from "@libsql/client";
import { securityDataRecycleLog } from "@db/schema";
import { ApiError } from "../kernel/errors";
import { DEPENDENTS_KEY, type Row, type Transaction } from "../engine/types";

interface ForeignKey {
  child: string;
  from: string;
  parent: string;
  to: string;
  onDelete: string;
}

export type TableLookup = (name: string) => SQLiteTable | undefined;

/** Foreign keys of the database, read once per client (migrations run before any delete). */
const keysByClient = new WeakMap<Client, Promise<ForeignKey[]>>();

export function foreignKeys(client: Client): Promise<ForeignKey[]> {
  let keys = keysByClient.get(client);
  if (!keys) {
    keys = client
      .execute(
        "select m.name as child, f.\"from\" as \"from\", f.\"table\" as parent, f.\"to\" as \"to\", f.on_delete as on_delete from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'",
      )
      .then((result) =>
        result.rows.map((r) => ({ child: String(r.child), from: String(r.from), parent: String(r.parent), to: String(r.to ?? "id"), onDelete: String(r.on_delete).toUpperCase() })),
      );
    keys.catch(() => keysByClient.delete(client));
    keysByClient.set(client, keys);
  }
  return keys;
}

const columnsOf = (table: SQLiteTable) => getTableColumns(table) as Record<string, SQLiteColumn>;

/** Appends rows to `into[table]`, skipping ones already kept (the same row reached twice). */
function keep(into: Record<string, Row[]>, table: string, rows: Row[]) {
  const list = (into[table] ??= []);
  const seen = new Set(list.map((r) => JSON.stringify(r)));
  for (const row of rows) {
    const key = JSON.stringify(row);
    if (!seen.has(key)) {
      seen.add(key);
      list.push(row);
    }
  }
}

export interface CascadeOptions {
  client: Client;
  tables: TableLookup;
  /** Rows named by the module's own `dependents` hook (kept too). */
  extra?: (row: Row) => Promise<Record<string, Row[]>>;
}

/**
 * The rows that go with each of `rows` (of `table`), by table, parents first; throws when a
 * row is still referenced without CASCADE (the delete would fail).
 */
export async function dependentsOf(tx: Transaction, table: string, rows: Row[], options: CascadeOptions): Promise<Record<string, Row[]>[]> {
  const keys = await foreignKeys(options.client);
  const result: Record<string, Row[]>[] = [];
  for (const row of rows) {
    const kept: Record<string, Row[]> = {};
    // Breadth first: each level's rows are kept before their own children.
    let level: { table: string; rows: Row[] }[] = [{ table, rows: [row] }];
    for (let depth = 0; level.length > 0 && depth < 8; depth++) {
      const next: { table: string; rows: Row[] }[] = [];
      for (const { table: parentName, rows: parents } of level) {
        for (const key of keys.filter((k) => k.parent === parentName)) {
          const child = options.tables(key.child);
          const column = child ? columnsOf(child)[key.from] : undefined;
          if (!child || !column) continue;
          for (const parent of parents) {
            const value = parent[key.to];
            if (value === undefined || value === null) continue;
            if (key.onDelete === "CASCADE") {
              const found = (await tx.select().from(child).where(eq(column, value as string | number))) as Row[];
              if (found.length === 0) continue;
              keep(kept, key.child, found);
              next.push({ table: key.child, rows: found });
            } else if (key.onDelete === "NO ACTION" || key.onDelete === "RESTRICT") {
              const [used] = await tx.select({ n: count() }).from(child).where(eq(column, value as string | number));
              if ((used?.n ?? 0) > 0) throw new ApiError("deleteStillReferenced", { table: key.child, count: used?.n ?? 0 });
            }
          }
        }
      }
      level = next;
    }
    if (options.extra) for (const [name, extra] of Object.entries(await options.extra(row))) keep(kept, name, extra);
    result.push(kept);
  }
  return result;
}

/** `rows` with their dependents kept under DEPENDENTS_KEY (the recycle-bin snapshot). */
export async function withDependents(tx: Transaction, table: string, rows: Row[], options: CascadeOptions): Promise<Row[]> {
  const dependents = await dependentsOf(tx, table, rows, options);
  return rows.map((row, i) => {
    const kept = dependents[i] ?? {};
    return Object.keys(kept).length ? { ...row, [DEPENDENTS_KEY]: kept } : row;
  });
}

const keyValue = (column: SQLiteColumn, value: unknown) => (column.dataType === "number" ? Number(value) : String(value));

function primaryColumns(table: SQLiteTable): [string, SQLiteColumn][] {
  return Object.entries(columnsOf(table)).filter(([, c]) => c.primary);
}

/** Is the row with this key of `table` waiting in the recycle bin (deleted, not restored)? */
async function inRecycleBin(tx: Transaction, table: string, key: string, value: unknown): Promise<boolean> {
  const [found] = await tx
    .select({ n: count() })
    .from(securityDataRecycleLog)
    .where(and(eq(securityDataRecycleLog.data_table, table), eq(securityDataRecycleLog.is_restore, false), sql`json_extract(${securityDataRecycleLog.data}, ${`$.${key}`}) = ${value as string | number}`));
  return (found?.n ?? 0) > 0;
}

/**
 * Rows of one restore call (several recycle entries): a link row whose other parent is restored
 * later in the same call waits for it (`finish`).
 */
export interface RestoreBatch {
  /** `table:key:id` of the entries' own rows not yet put back. */
  pending: Set<string>;
  deferred: { name: string; table: SQLiteTable; values: Row; parent: string }[];
}

export function restoreBatch(entries: { data_table: string; primary_key: string; data: string }[]): RestoreBatch {
  const pending = new Set<string>();
  for (const entry of entries) {
    try {
      const data = JSON.parse(entry.data) as Row;
      pending.add(`${entry.data_table}:${entry.primary_key}:${String(data[entry.primary_key])}`);
    } catch {
      // an unreadable entry fails on its own restore
    }
  }
  return { pending, deferred: [] };
}

/** Puts back the link rows that waited for a parent restored later in the same call. */
export async function finishRestore(tx: Transaction, batch: RestoreBatch): Promise<void> {
  for (const { name, table, values } of batch.deferred) await insertKept(tx, name, table, values);
}

async function insertKept(tx: Transaction, name: string, table: SQLiteTable, values: Row): Promise<void> {
  try {
    await tx.insert(table).values(values);
  } catch (error) {
    const text = `${(error as Error)?.message ?? ""} ${((error as { cause?: Error }).cause)?.message ?? ""}`;
    const unique = /UNIQUE constraint failed: ([\w., ]+)/i.exec(text)?.[1];
    if (unique) throw new ApiError("restoreUniqueConflict", { table: name, columns: unique.split(",").map((c) => c.trim().split(".").pop()).join(", ") });
    throw error;
  }
}

export interface RestoreOptions extends Omit<CascadeOptions, "extra"> {
  /** Table and key of the row just put back (the root of the snapshot). */
  root: { table: string; key: string; id: unknown };
  batch?: RestoreBatch;
}

/** Puts the kept dependents of a restored row back, all of them or (by throwing) none. */
export async function restoreDependents(tx: Transaction, dependents: unknown, options: RestoreOptions): Promise<void> {
  if (!dependents || typeof dependents !== "object") return;
  const keys = await foreignKeys(options.client);
  const rootKey = `${options.root.table}:${options.root.key}:${String(options.root.id)}`;
  const restored = new Set([rootKey]);
  options.batch?.pending.delete(rootKey);
  for (const [name, rows] of Object.entries(dependents as Record<string, Row[]>)) {
    const table = options.tables(name);
    if (!table || !Array.isArray(rows)) throw new ApiError("unknownTable", { table: name });
    const columns = columnsOf(table);
    const primary = primaryColumns(table);
    rows: for (const dependent of rows) {
      const values = Object.fromEntries(Object.entries(dependent).filter(([key]) => key in columns));
      // Each parent must be there: put back just now, or still in place.
      for (const key of keys.filter((k) => k.child === name)) {
        const value = values[key.from];
        if (value === undefined || value === null || restored.has(`${key.parent}:${key.to}:${String(value)}`)) continue;
        const parent = options.tables(key.parent);
        const parentColumn = parent ? columnsOf(parent)[key.to] : undefined;
        if (!parent || !parentColumn) continue;
        const [present] = await tx.select({ n: count() }).from(parent).where(eq(parentColumn, keyValue(parentColumn, value)));
        if ((present?.n ?? 0) > 0) continue;
        const parentKey = `${key.parent}:${key.to}:${String(value)}`;
        if (options.batch?.pending.has(parentKey)) {
          options.batch.deferred.push({ name, table, values, parent: parentKey });
          continue rows;
        }
        if (await inRecycleBin(tx, key.parent, key.to, value)) throw new ApiError("restoreParentFirst", { table: key.parent, id: String(value), child: name });
        continue rows; // a link to a row that is gone for good
      }
      // Already back (a link restored with its other parent), or its key taken by another row.
      if (primary.length > 0) {
        const where = and(...primary.map(([key, column]) => eq(column, keyValue(column, values[key]))));
        const [same] = (await tx.select().from(table).where(where).limit(1)) as Row[];
        if (same) {
          if (primary.length > 1 || JSON.stringify(same) === JSON.stringify({ ...same, ...values })) continue;
          const [key] = primary[0] as [string, SQLiteColumn];
          throw new ApiError("restoreChildTaken", { table: name, key, id: String(values[key]) });
        }
      }
      await insertKept(tx, name, table, values);
      for (const [key] of primary) restored.add(`${name}:${key}:${String(values[key])}`);
    }
  }
}
