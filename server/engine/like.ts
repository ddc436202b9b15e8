// The one LIKE helper: a column containing a text, where `%`, `_` and `\` in the text match
// themselves (reference §5.2 escaped only `%`, so `_` matched any character).
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `%text%` with the LIKE wildcards of `text` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE '%text%'`, the wildcards of `text` matching themselves. */
export function likeContains(column: SQLiteColumn | SQL, text: string): SQL {
  return sql`${column} LIKE ${likePattern(text)} ESCAPE '\\'`;
}
