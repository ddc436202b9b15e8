// Opens the libSQL database (embedded file or a libSQL server) and applies migrations.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { withFastReads } from "./fast-reads";
import { keptWriter } from "./kept-writes";
import { withWriteLock } from "./write-lock";

/**
 * Drizzle without the relational query API (`db.query.*`, unused): given the schema, Drizzle
 * builds a query object for each of its ~90 tables on every transaction it opens, a tenth of a
 * generic add's time. Tables are named in each query instead.
 */
export type Database = LibSQLDatabase & { $client: Client };

export interface DatabaseHandle {
  db: Database;
  client: Client;
  url: string;
  close(): void;
}

export const MIGRATIONS_DIR = resolve(import.meta.dir, "migrations");

const BUSY_TIMEOUT_MS = 5000;

function isFileUrl(url: string): boolean {
  return url.startsWith("file:");
}

/**
 * The database file and its WAL/SHM companions readable by the owner only (0600), like the
 * secrets beside it. SQLite gives the companions the mode of the database file, so a file
 * created here first (empty, 0600) keeps every later one private too.
 */
export function protectDatabaseFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    try {
      if (existsSync(file)) chmodSync(file, 0o600);
    } catch {
      // another user's file we may not change: SQLite will say so when it opens it
    }
  }
}

/** Opens the database; for files, creates the folder, keeps the file private and switches to WAL. */
export async function openDatabase(url: string, authToken?: string): Promise<DatabaseHandle> {
  if (isFileUrl(url)) protectDatabaseFile(url.slice("file:".length).replace(/^\/\/(?=\/)/, ""));
  // `timeout` is SQLite's busy timeout: writers on other connections wait instead of failing.
  const raw = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  if (isFileUrl(url)) {
    await raw.execute("PRAGMA journal_mode = WAL");
    await raw.execute("PRAGMA synchronous = NORMAL");
  }
  // Embedded (synchronous) databases take writers in turn and read on a second connection with
  // prepared statements kept, and write transactions keep theirs too; a libSQL server does all
  // of it itself.
  // Writes on a file run on a connection of their own with their statements kept.
  const path = url.replace(/^file:(\/\/)?/, "");
  const writer = isFileUrl(url) ? keptWriter(path, BUSY_TIMEOUT_MS) : undefined;
  const locked = isFileUrl(url) || url === ":memory:" ? withWriteLock(raw, undefined, writer) : raw;
  const client = isFileUrl(url) ? withFastReads(locked, path, BUSY_TIMEOUT_MS) : locked;
  const db = drizzle(client);
  return {
    db,
    client,
    url,
    close: () => {
      writer?.close();
      client.close();
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_DIR });
}

/** True when the database answers a trivial query. */
export async function isReachable(client: Client): Promise<boolean> {
  try {
    await client.execute("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
