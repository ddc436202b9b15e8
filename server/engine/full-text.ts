// The full-text index (`search_index`, FTS5; terms built by shared/full-text.ts). A module that
// declares `fullText: [fields]` has its rows indexed in the transaction of every write the engine
// makes (add, edit, delete; a recycle-bin restore re-indexes what it puts back), and its quick
// search matches the index and ranks by relevance (bm25, the title weighing five times the rest).
import { sql, type SQL } from "drizzle-orm";
import type { Column } from "drizzle-orm";
import { FIELD_KINDS } from "@shared/module/kinds";
import { matchExpression, plainText, termsOf } from "@shared/full-text";
import type { ModuleDeclaration } from "@shared/module/types";
import type { Row } from "./types";

/** Anything that runs SQL (the database or a transaction). */
interface Runner {
  run(query: SQL): Promise<unknown>;
}

/** The title and body terms of a row of a module with `fullText`. */
export function indexTerms(module: ModuleDeclaration, row: Row): { title: string; body: string } {
  const fields = module.fullText ?? [];
  const textOf = (name: string) => {
    const field = module.fields[name];
    const value = row[field?.column === false ? name : (field?.column ?? name)];
    const text = value === null || value === undefined ? "" : String(value);
    return field && FIELD_KINDS[field.kind].html ? plainText(text) : text;
  };
  const [first, ...rest] = fields;
  // A field's English twin is indexed with it.
  const withEnglish = (name: string) => [name, module.fields[name]?.english].filter((n): n is string => !!n);
  return {
    title: termsOf((first ? withEnglish(first) : []).map(textOf).join(" ")),
    body: termsOf(rest.flatMap(withEnglish).map(textOf).join(" ")),
  };
}

/** Writes (or rewrites) the index row of a record. */
export async function indexRow(db: Runner, module: ModuleDeclaration, id: number, row: Row): Promise<void> {
  if (!module.fullText?.length) return;
  const { title, body } = indexTerms(module, row);
  await db.run(sql`DELETE FROM search_index WHERE module = ${module.key} AND ref_id = ${id}`);
  await db.run(sql`INSERT INTO search_index (module, ref_id, title_terms, terms) VALUES (${module.key}, ${id}, ${title}, ${body})`);
}

/** Drops the index rows of records. */
export async function unindexRows(db: Runner, module: ModuleDeclaration, ids: readonly number[]): Promise<void> {
  if (!module.fullText?.length || ids.length === 0) return;
  await db.run(sql`DELETE FROM search_index WHERE module = ${module.key} AND ref_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** The condition "the record's index row matches the query" (undefined: nothing searchable typed). */
export function fullTextCondition(module: ModuleDeclaration, pk: Column, query: string): SQL | undefined {
  const match = matchExpression(query);
  if (!match) return undefined;
  return sql`${pk} IN (SELECT ref_id FROM search_index WHERE search_index MATCH ${match} AND module = ${module.key})`;
}

/** Relevance of a record for the query (lower is better; records without a match sort last). */
export function fullTextRank(module: ModuleDeclaration, pk: Column, query: string): SQL | undefined {
  const match = matchExpression(query);
  if (!match) return undefined;
  return sql`coalesce((SELECT bm25(search_index, 0, 0, 5, 1) FROM search_index WHERE search_index MATCH ${match} AND module = ${module.key} AND ref_id = ${pk}), 1e9)`;
}

/** Ids of a module's records matching a query, best first. */
export async function searchIds(db: { all(query: SQL): Promise<unknown[]> }, moduleKey: string, query: string, limit = 50): Promise<number[]> {
  const match = matchExpression(query);
  if (!match) return [];
  const rows = (await db.all(sql`SELECT ref_id AS id FROM search_index WHERE search_index MATCH ${match} AND module = ${moduleKey} ORDER BY bm25(search_index, 0, 0, 5, 1) LIMIT ${limit}`)) as { id: number }[];
  return rows.map((r) => Number(r.id));
}
