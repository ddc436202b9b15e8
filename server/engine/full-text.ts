// The full-text index (`search_index`, FTS5; terms built by shared/full-text.ts). A module that
// declares `fullText: [fields]` owns the index of its table: its rows are indexed in the
// transaction of every write — the engine's add, edit and delete through any module declared over
// the table (the registry, its audit desk and registration share `enterprise`), every workflow
// move, a recycle-bin restore, and a module's own writes through `reindexRecords` — and its quick
// search matches the index and ranks by relevance (bm25, the title weighing five times the rest).
// Personal data never goes in: `pii` fields are refused by the declaration check and left out
// here, and mobile and ID numbers written inside free text are blanked. Rows written before a
// module had its index (or by a seeder) are indexed once at start (`backfillFullText`).
import { sql, type SQL } from "drizzle-orm";
import type { Column } from "drizzle-orm";
import { FIELD_KINDS } from "@shared/module/kinds";
import { primaryKey } from "@shared/module/field-kinds";
import { excerpt, hasHit, highlightHtml, matchExpression, plainText, termsOf, withoutPersonalNumbers } from "@shared/full-text";
import type { ModuleDeclaration } from "@shared/module/types";
import type { Row, ServerModule } from "./types";

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
    if (!field || field.pii || field.secret) return "";
    const text = value === null || value === undefined ? "" : String(value);
    return withoutPersonalNumbers(FIELD_KINDS[field.kind].html ? plainText(text) : text);
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

/**
 * Relevance of a record for the query (lower is better; records without a match sort last).
 * The matches are ranked once per statement (a materialized, uncorrelated CTE) and each row
 * looks its rank up there: a MATCH per row, as this first did, ran the whole search again for
 * every row the list sorted (20 ms against 1.6 ms for a 52-row quick search of the demo's 611
 * enterprises).
 */
export function fullTextRank(module: ModuleDeclaration, pk: Column, query: string): SQL | undefined {
  const match = matchExpression(query);
  if (!match) return undefined;
  return sql`coalesce((WITH ranked AS MATERIALIZED (SELECT ref_id, bm25(search_index, 0, 0, 5, 1) AS rank FROM search_index WHERE search_index MATCH ${match} AND module = ${module.key}) SELECT rank FROM ranked WHERE ref_id = ${pk}), 1e9)`;
}

/** Ids of a module's records matching a query, best first. */
export async function searchIds(db: { all(query: SQL): Promise<unknown[]> }, moduleKey: string, query: string, limit = 50): Promise<number[]> {
  const match = matchExpression(query);
  if (!match) return [];
  const rows = (await db.all(sql`SELECT ref_id AS id FROM search_index WHERE search_index MATCH ${match} AND module = ${moduleKey} ORDER BY bm25(search_index, 0, 0, 5, 1) LIMIT ${limit}`)) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/** What the index helpers need of the module registry. */
interface Modules {
  all(): ServerModule[];
}

/** The module whose index covers a table (the one declared over it with `fullText`). */
export function fullTextOwner(modules: Modules, table: string): ServerModule | undefined {
  return modules.all().find((m) => m.declaration.table === table && m.declaration.fullText?.length);
}

/**
 * Re-indexes records of a table after a write that did not go through the engine's add or edit
 * (a workflow move, a module's own action): call it inside the write's transaction. Records no
 * longer there leave the index. Nothing happens for a table without a full-text index.
 */
export async function reindexRecords(tx: Runner & { all(query: SQL): Promise<unknown[]> }, modules: Modules, table: string, ids: readonly number[]): Promise<void> {
  const owner = fullTextOwner(modules, table);
  if (!owner || ids.length === 0) return;
  const pk = primaryKey(owner.declaration);
  const rows = (await tx.all(sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(pk)} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)) as Row[];
  const found = new Set<number>();
  for (const row of rows) {
    const id = Number(row[pk]);
    found.add(id);
    await indexRow(tx, owner.declaration, id, row);
  }
  await unindexRows(tx, owner.declaration, ids.filter((id) => !found.has(id)));
}

/**
 * Indexes the rows of every module with `fullText` that have no index row yet (rows written
 * before the module had its index, or by a seeder), a few hundred at a time, each batch in one
 * transaction. Idempotent: a second run finds nothing to do. Answers how many rows it indexed.
 */
export async function backfillFullText(db: { all(query: SQL): Promise<unknown[]>; transaction<T>(fn: (tx: Runner) => Promise<T>): Promise<T> }, modules: Modules): Promise<number> {
  let indexed = 0;
  const owners = new Map<string, ServerModule>();
  for (const m of modules.all()) if (m.declaration.fullText?.length && !owners.has(m.declaration.table)) owners.set(m.declaration.table, m);
  for (const [table, owner] of owners) {
    const pk = primaryKey(owner.declaration);
    for (;;) {
      const rows = (await db.all(
        sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(pk)} NOT IN (SELECT ref_id FROM search_index WHERE module = ${owner.declaration.key}) ORDER BY ${sql.identifier(pk)} LIMIT 500`,
      )) as Row[];
      if (rows.length === 0) break;
      // These rows have no index row: written a hundred to a statement, no delete first.
      await db.transaction(async (tx) => {
        for (let at = 0; at < rows.length; at += 100) {
          const values = rows.slice(at, at + 100).map((row) => {
            const { title, body } = indexTerms(owner.declaration, row);
            return sql`(${owner.declaration.key}, ${Number(row[pk])}, ${title}, ${body})`;
          });
          await tx.run(sql`INSERT INTO search_index (module, ref_id, title_terms, terms) VALUES ${sql.join(values, sql`, `)}`);
        }
      });
      indexed += rows.length;
    }
  }
  return indexed;
}

/**
 * For a list found by a full-text quick search: each row's matches marked, as HTML that is safe
 * to show (`_highlight`, by field: the text escaped, then the query's pieces put in <mark>), and
 * an excerpt of a longer indexed text the list does not show (`_excerpt`, the same way) when
 * the match lies there. Personal data is never among them (see indexTerms).
 */
export function markMatches(module: ModuleDeclaration, rows: Row[], query: string): void {
  const names = [...new Set([...(module.fullText ?? []), ...(module.quickSearch ?? [])])];
  for (const row of rows) {
    const marks: Record<string, string> = {};
    let extract: string | undefined;
    for (const name of names) {
      const field = module.fields[name];
      const value = row[name];
      if (!field || field.pii || field.secret || typeof value !== "string" || value === "") continue;
      const text = withoutPersonalNumbers(FIELD_KINDS[field.kind].html ? plainText(value) : value);
      if (!hasHit(text, query)) continue;
      const shown = field.list !== false && !(typeof field.list === "object" && field.list.hidden);
      if (shown) marks[name] = highlightHtml(text, query);
      else extract ??= highlightHtml(excerpt(text, query, 60), query);
    }
    if (Object.keys(marks).length) row._highlight = marks;
    if (extract) row._excerpt = extract;
  }
}
