// Plain cell arrays for a SELECT, for hot paths that map rows themselves (the generic list):
// Drizzle builds the query, and its rows come back as arrays in select order without the
// client's per-row objects. On the embedded database the kept statement of fast-reads.ts
// answers; any other client gives its rows as arrays.
import type { Client, InArgs } from "@libsql/client";

export const CELLS = Symbol("select cells");

export type CellReader = (sql: string, args: unknown[]) => Promise<unknown[][]>;

export async function cellsFromClient(client: Client, sql: string, args: unknown[]): Promise<unknown[][]> {
  const result = await client.execute({ sql, args: args as InArgs });
  return result.rows.map((row) => Array.prototype.slice.call(row) as unknown[]);
}

/** Rows of `query` (as Drizzle's `toSQL()` gives it) as arrays of cells in select order. */
export function selectCells(client: Client, query: { sql: string; params: unknown[] }): Promise<unknown[][]> {
  const fast = (client as unknown as Record<typeof CELLS, CellReader | undefined>)[CELLS];
  return fast ? fast(query.sql, query.params) : cellsFromClient(client, query.sql, query.params);
}
