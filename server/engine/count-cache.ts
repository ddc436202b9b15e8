// The totals of list calls, kept while the tables they count are unchanged. On a large table
// the exact `count(*)` of a list call is most of its SQL time (75 % at a million rows), and a
// screen asks for the same total page after page. A total is kept per statement (table, WHERE
// text and arguments, so every filter, data scope and jurisdiction has its own) together with
// the versions of the tables it reads; `table_version` (migration 0013) holds one counter per
// table, bumped by triggers on every insert, update and delete. A kept total is answered only
// while every counter is unchanged (and for at most TTL_MS): the counters live in the database,
// so a write through another app node, a script or the shell makes the next call count again.
// Reading the counters before counting keeps it safe: a write that lands between the two makes
// the counter newer than the kept total, never the other way round.
//
// Counts that take less than SLOW_MS are not kept (small tables would pay the bookkeeping for
// nothing: reading the counters costs about what counting 24 rows does; a count of a quarter
// of a millisecond, such as 10,000 of 200,000 members by an index, costs many times more than
// reading them, issue 20): a statement becomes
// "slow" when its first two counts both take longer, its tables get their triggers (created
// here, idempotent, so tables the code generator makes count too), and from its next call on
// the counters are read before counting. A statement that reads something a
// counter cannot follow (the clock, random numbers, a view, a table the triggers cannot be put
// on) is never kept. A schema change (a table dropped and made again loses its triggers) drops
// every kept total.
import type { Client } from "@libsql/client";
import { selectCells } from "@db/select-cells";

export const COUNT_CACHE = {
  /** A count slower than this is kept. */
  SLOW_MS: 0.25,
  /** A kept total is answered for at most this long, even with unchanged counters. */
  TTL_MS: 30_000,
  /** Kept statements (least recently used dropped first). */
  LIMIT: 1000,
};

/**
 * What is known of one statement: timed once; fast (counted without bookkeeping, timed again
 * after TTL_MS, as its table may have grown); or followed, with the total kept under the
 * counters read before it was counted.
 */
type Entry =
  | { kind: "timed"; ms: number }
  | { kind: "fast"; at: number }
  | { kind: "followed"; tables: string[]; version?: string; total?: number; at: number };

/** Names a statement reads: `from x`, `join x`, `"x"."column"`. */
const TABLE_REFERENCE = /\b(?:from|join)\s+(?:"((?:[^"]|"")+)"|`([^`]+)`|([A-Za-z_][\w]*))|"((?:[^"]|"")+)"\."/gi;
/** Whatever a table counter cannot follow. */
const VOLATILE = /'now'|\bcurrent_(?:date|time|timestamp)\b|\brandom\s*\(|\bunixepoch\s*\(\s*\)|\bchanges\s*\(|\blast_insert_rowid\s*\(/i;
const NAME = /^[A-Za-z_][\w]*$/;

export function referencedTables(sql: string): string[] | undefined {
  if (VOLATILE.test(sql)) return undefined;
  const names = new Set<string>();
  for (const match of sql.matchAll(TABLE_REFERENCE)) {
    const name = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (!name) continue;
    if (!NAME.test(name)) return undefined;
    names.add(name);
  }
  return names.size ? [...names].sort() : undefined;
}

const triggerSql = (table: string) =>
  (["insert", "update", "delete"] as const).map(
    (event) =>
      `CREATE TRIGGER IF NOT EXISTS "table_version_${table}_${event}" AFTER ${event.toUpperCase()} ON "${table}" BEGIN UPDATE table_version SET version = version + 1 WHERE name = '${table}'; END`,
  );

export interface CountCacheStats {
  counted: number;
  kept: number;
}

export function createCountCache(client: Client) {
  const entries = new Map<string, Entry>();
  /** Tables whose triggers exist (known under `schema`), and those that cannot have them. */
  const followed = new Set<string>();
  const unfollowable = new Set<string>();
  let schema = "";
  let disabled = false;
  const stats: CountCacheStats = { counted: 0, kept: 0 };

  const touch = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > COUNT_CACHE.LIMIT) entries.delete(entries.keys().next().value as string);
  };

  /** The tables' counters summed and the schema version; undefined when a counter is missing. */
  const versionOf = async (tables: string[]): Promise<string | undefined> => {
    const [cells] = await selectCells(client, {
      sql: `select (select sum(version) || ':' || count(*) from table_version where name in (${tables.map(() => "?").join(", ")})), (select schema_version from pragma_schema_version)`,
      params: tables,
    });
    const [counters, schemaVersion] = cells ?? [];
    const current = String(schemaVersion);
    if (current !== schema) {
      // A table made anew has lost its triggers: follow every table again.
      schema = current;
      followed.clear();
      entries.clear();
      return undefined;
    }
    if (typeof counters !== "string" || !counters.endsWith(`:${tables.length}`)) return undefined;
    return `${counters}@${current}`;
  };

  /** Puts the triggers on `tables`; false when one of them cannot have them (a view, no table). */
  const follow = async (tables: string[]): Promise<boolean> => {
    for (const table of tables) {
      if (unfollowable.has(table)) return false;
      if (followed.has(table)) continue;
      // A virtual table (the full-text index) says "table" too, but takes no triggers.
      const [kind] = await selectCells(client, { sql: "select type, sql like 'CREATE VIRTUAL%' from sqlite_master where name = ?", params: [table] });
      if (kind?.[0] !== "table" || Number(kind[1]) === 1 || table.startsWith("sqlite_") || table === "table_version") {
        unfollowable.add(table);
        return false;
      }
      // The schema version read around the triggers, in their write transaction: when nothing
      // else changed the schema since we last looked, the change is ours and nothing is lost.
      const versionNow = { sql: "select schema_version from pragma_schema_version", args: [] };
      const results = await client.batch([versionNow, { sql: "INSERT OR IGNORE INTO table_version (name, version) VALUES (?, 0)", args: [table] }, ...triggerSql(table), versionNow], "write");
      const before = String(results[0]?.rows[0]?.[0]);
      const after = String(results.at(-1)?.rows[0]?.[0]);
      if (before === schema) schema = after;
      followed.add(table);
    }
    return true;
  };

  const count = async (query: { sql: string; params: unknown[] }): Promise<number> => {
    const [cells] = await selectCells(client, query);
    stats.counted++;
    return Number(cells?.[0] ?? 0);
  };

  const timed = async (query: { sql: string; params: unknown[] }): Promise<[number, number]> => {
    const started = performance.now();
    const total = await count(query);
    return [total, performance.now() - started];
  };

  return {
    stats,
    /** The total of a `select count(*) …` statement, kept or counted. */
    async total(query: { sql: string; params: unknown[] }, now = Date.now()): Promise<number> {
      if (disabled) return count(query);
      try {
        return await keptOrCounted(query, now);
      } catch {
        // The count itself failing is the caller's error; bookkeeping failing (a database that
        // refuses triggers or the schema pragma) turns the cache off: totals are counted.
        const total = await count(query);
        disabled = true;
        entries.clear();
        return total;
      }
    },
    clear(): void {
      entries.clear();
    },
  };

  async function keptOrCounted(query: { sql: string; params: unknown[] }, now: number): Promise<number> {
    const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
    const entry = entries.get(key);
    if (!entry || (entry.kind === "fast" && now - entry.at >= COUNT_CACHE.TTL_MS)) {
      const [total, ms] = await timed(query);
      touch(key, { kind: "timed", ms });
      return total;
    }
    if (entry.kind === "fast") return count(query);
    if (entry.kind === "timed") {
      // Slow twice (the first time may include preparing the statement): followed from the
      // next call on, as the counters were not read before this count.
      const [total, ms] = await timed(query);
      const tables = Math.min(ms, entry.ms) >= COUNT_CACHE.SLOW_MS ? referencedTables(query.sql) : undefined;
      touch(key, tables && (await follow(tables)) ? { kind: "followed", tables, at: now } : { kind: "fast", at: now });
      return total;
    }
    const version = await versionOf(entry.tables);
    if (version === undefined) {
      const total = await count(query);
      if (await follow(entry.tables)) touch(key, { kind: "followed", tables: entry.tables, at: now });
      else entries.delete(key);
      return total;
    }
    if (entry.version === version && entry.total !== undefined && now - entry.at < COUNT_CACHE.TTL_MS) {
      stats.kept++;
      touch(key, entry);
      return entry.total;
    }
    const total = await count(query);
    touch(key, { kind: "followed", tables: entry.tables, version, total, at: now });
    return total;
  }
}

export type CountCache = ReturnType<typeof createCountCache>;

const caches = new WeakMap<Client, CountCache>();

/** The count cache of a database client (one per open database). */
export function countCacheOf(client: Client): CountCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = createCountCache(client);
    caches.set(client, cache);
  }
  return cache;
}
