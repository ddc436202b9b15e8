// Reads on the embedded database without the client's per-call costs. The @libsql/client file
// driver prepares every statement anew, asks it for its columns twice and builds each row with
// two `Object.defineProperty` calls per cell; on a 50-row page that is more than half of the
// time a list request spends. Here SELECTs outside a transaction run on a second libSQL
// connection (WAL lets it read beside the writer, as the client's own spare connection does)
// with prepared statements kept by SQL text and rows built from a per-statement prototype.
// Rows look exactly like the client's: named values as own enumerable properties, cells by
// index and `length` through the prototype. Anything this path cannot answer goes to the
// client, so errors keep the client's types and messages.
import Database from "libsql";
import type { Client, InArgs, InStatement, ResultSet, Row } from "@libsql/client";
import { CELLS, cellsFromClient, type CellReader } from "./select-cells";

const SELECT = /^\s*select\b/i;
const CACHE_LIMIT = 500;
const VALUES = Symbol("cells");

interface Prepared {
  statement: Database.Statement;
  columns: string[];
  columnTypes: string[];
  makeRow: (cells: unknown[]) => Row;
}

/** One prototype per column list: cells by index and `length`, read from the row's own cells. */
export function rowFactory(columns: string[]): (cells: unknown[]) => Row {
  const prototype: Record<PropertyKey, unknown> = {};
  Object.defineProperty(prototype, "length", { value: columns.length });
  columns.forEach((_, i) => Object.defineProperty(prototype, i, { get(this: Record<symbol, unknown[]>) { return this[VALUES]?.[i]; } }));
  // A name that appears twice (joins) keeps its first value, as the client does.
  const named = columns.map((name, i) => [name, i] as const).filter(([name], i) => columns.indexOf(name) === i);
  return (cells) => {
    const row = Object.create(prototype) as Record<PropertyKey, unknown>;
    Object.defineProperty(row, VALUES, { value: cells });
    for (const [name, i] of named) row[name] = cells[i];
    return row as unknown as Row;
  };
}

/** The cells of a row made by `rowFactory` (any other row: read through its indexes). */
export const cellsOf = (row: object): unknown[] => (row as Record<symbol, unknown[] | undefined>)[VALUES] ?? Array.prototype.slice.call(row);

export function toArg(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value === undefined || (typeof value === "number" && !Number.isFinite(value))) throw new TypeError("not a database value");
  return value;
}

export function fromCell(value: unknown): unknown {
  if (typeof value === "bigint") {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError("integer too large for a JavaScript number");
    return Number(value);
  }
  if (value instanceof Uint8Array) return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  return value;
}

/** Wraps `client` (an embedded database at `path`) so that SELECTs take the fast path. */
export function withFastReads(client: Client, path: string, busyTimeoutMs: number): Client {
  const reader = new Database(path, { timeout: busyTimeoutMs });
  const cache = new Map<string, Prepared>();

  const prepare = (sql: string): Prepared => {
    let prepared = cache.get(sql);
    if (prepared) {
      // Most recently used last, so the oldest is evicted first.
      cache.delete(sql);
      cache.set(sql, prepared);
      return prepared;
    }
    const statement = reader.prepare(sql);
    statement.raw(true);
    statement.safeIntegers(true);
    const described = statement.columns() as { name: string; type: string | null }[];
    const columns = described.map((c) => c.name);
    prepared = { statement, columns, columnTypes: described.map((c) => c.type ?? ""), makeRow: rowFactory(columns) };
    cache.set(sql, prepared);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    return prepared;
  };

  /** Each row's cells in column order, as the client would give them. */
  const cellsOf = (statement: Database.Statement, args: InArgs | undefined): unknown[][] => {
    const bound = args === undefined ? [] : Array.isArray(args) ? args.map(toArg) : Object.fromEntries(Object.entries(args).map(([k, v]) => [k.replace(/^[@$:]/, ""), toArg(v)]));
    const rows = statement.all(bound) as unknown[][];
    for (const cells of rows) for (let i = 0; i < cells.length; i++) cells[i] = fromCell(cells[i]);
    return rows;
  };

  const read = (sql: string, args: InArgs | undefined): ResultSet => {
    const { statement, columns, columnTypes, makeRow } = prepare(sql);
    const rows = cellsOf(statement, args).map(makeRow);
    return {
      columns,
      columnTypes,
      rows,
      rowsAffected: 0,
      lastInsertRowid: undefined,
      toJSON: () => ({ columns, columnTypes, rows: rows.map((r) => Array.prototype.slice.call(r)), rowsAffected: 0, lastInsertRowid: null }),
    };
  };

  const execute = (statement: InStatement | string, args?: InArgs): Promise<ResultSet> => {
    const sql = typeof statement === "string" ? statement : statement.sql;
    const values = typeof statement === "string" ? args : statement.args;
    if (SELECT.test(sql)) {
      try {
        return Promise.resolve(read(sql, values));
      } catch {
        // The client reports the error with its own types and messages.
      }
    }
    return args === undefined ? client.execute(statement as InStatement) : client.execute(statement as string, args);
  };

  const cells: CellReader = (sql, args) => {
    if (SELECT.test(sql)) {
      try {
        return Promise.resolve(cellsOf(prepare(sql).statement, args as InArgs));
      } catch {
        // As for execute: the client reports the error.
      }
    }
    return cellsFromClient(client, sql, args);
  };

  const close = () => {
    cache.clear();
    reader.close();
    client.close();
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === "execute") return execute;
      if (property === "close") return close;
      if (property === CELLS) return cells;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
