// Writes on the embedded database with their statements kept. The @libsql/client
// file driver prepares every statement of a transaction anew (27 % of an add's time in the
// issue 20 profile); here write transactions run on one connection of their own whose prepared
// statements are kept by SQL text, as fast-reads.ts does for reads. Transactions take turns
// through the write lock (write-lock.ts), so this connection never waits on another writer of
// this process; other processes wait for it through SQLite's busy timeout, as they do for the
// client. Results look exactly like the client's (rows with named values and cells by index,
// `rowsAffected`, `lastInsertRowid`), and errors come as LibsqlError with the SQLite codes.
import Database from "libsql";
import { LibsqlError, type InArgs, type InStatement, type ResultSet, type Row, type Transaction, type TransactionMode } from "@libsql/client";
import { fromCell, rowFactory, toArg } from "./fast-reads";

const CACHE_LIMIT = 500;

interface Kept {
  statement: Database.Statement;
  /** Statements that return rows (SELECT, RETURNING) and their columns. */
  columns?: string[];
  columnTypes?: string[];
  makeRow?: (cells: unknown[]) => Row;
}

function libsqlError(error: unknown): unknown {
  if (error instanceof LibsqlError || !(error instanceof Error)) return error;
  const { code, rawCode } = error as Error & { code?: string; rawCode?: number };
  if (typeof code !== "string" || !code.startsWith("SQLITE_")) return error;
  return new LibsqlError(error.message, code.split("_").slice(0, 2).join("_"), code, rawCode, error);
}

/**
 * Opens the kept writer of the database file at `path`: `begin(mode)` starts a transaction on
 * it, `execute` runs a single INSERT, UPDATE or DELETE outside one.
 */
export function keptWriter(path: string, busyTimeoutMs: number) {
  const db = new Database(path, { timeout: busyTimeoutMs });
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA synchronous = NORMAL");
  const cache = new Map<string, Kept>();

  const prepare = (sql: string): Kept => {
    let kept = cache.get(sql);
    if (kept) {
      cache.delete(sql);
      cache.set(sql, kept);
      return kept;
    }
    const statement = db.prepare(sql);
    statement.safeIntegers(true);
    kept = { statement };
    try {
      statement.raw(true);
      const described = statement.columns() as { name: string; type: string | null }[];
      kept.columns = described.map((c) => c.name);
      kept.columnTypes = described.map((c) => c.type ?? "");
      kept.makeRow = rowFactory(kept.columns);
    } catch {
      // raw() refuses statements that return no rows
    }
    cache.set(sql, kept);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    return kept;
  };

  const run = (statement: InStatement): ResultSet => {
    const sql = typeof statement === "string" ? statement : statement.sql;
    const args = typeof statement === "string" ? undefined : (statement.args as InArgs | undefined);
    const bound = args === undefined ? [] : Array.isArray(args) ? args.map(toArg) : Object.fromEntries(Object.entries(args).map(([k, v]) => [k.replace(/^[@$:]/, ""), toArg(v)]));
    try {
      const kept = prepare(sql);
      if (kept.columns && kept.makeRow) {
        const cells = kept.statement.all(bound) as unknown[][];
        const rows = cells.map((row) => kept.makeRow!(row.map(fromCell)));
        const columns = kept.columns;
        const columnTypes = kept.columnTypes ?? [];
        return { columns, columnTypes, rows, rowsAffected: 0, lastInsertRowid: undefined, toJSON: () => ({ columns, columnTypes, rows: rows.map((r) => Array.prototype.slice.call(r)), rowsAffected: 0, lastInsertRowid: null }) };
      }
      const info = kept.statement.run(bound) as { changes: number; lastInsertRowid: number | bigint };
      const lastInsertRowid = BigInt(info.lastInsertRowid);
      return { columns: [], columnTypes: [], rows: [], rowsAffected: info.changes, lastInsertRowid, toJSON: () => ({ columns: [], columnTypes: [], rows: [], rowsAffected: info.changes, lastInsertRowid: String(lastInsertRowid) }) };
    } catch (error) {
      throw libsqlError(error);
    }
  };

  const begin = async (mode: TransactionMode = "write"): Promise<Transaction> => {
    try {
      db.exec(mode === "deferred" ? "BEGIN DEFERRED" : mode === "read" ? "BEGIN TRANSACTION READONLY" : "BEGIN IMMEDIATE");
    } catch (error) {
      throw libsqlError(error);
    }
    let closed = false;
    const open = () => {
      if (closed) throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
    };
    const end = (sql: "COMMIT" | "ROLLBACK") => {
      closed = true;
      try {
        if (db.inTransaction) db.exec(sql);
      } catch (error) {
        // A failed COMMIT leaves the transaction open: roll it back so the next one can begin.
        if (db.inTransaction) db.exec("ROLLBACK");
        throw libsqlError(error);
      }
    };
    const tx: Transaction = {
      async execute(statement: InStatement | string, args?: InArgs) {
        open();
        return run(typeof statement === "string" ? { sql: statement, args: args ?? [] } : statement);
      },
      async batch(statements: InStatement[]) {
        open();
        return statements.map(run);
      },
      async executeMultiple(sql: string) {
        open();
        try {
          db.exec(sql);
        } catch (error) {
          throw libsqlError(error);
        }
      },
      async commit() {
        open();
        end("COMMIT");
      },
      async rollback() {
        if (!closed) end("ROLLBACK");
      },
      close() {
        if (!closed) end("ROLLBACK");
      },
      get closed() {
        return closed;
      },
    } as Transaction;
    return tx;
  };

  return {
    begin,
    /** One write statement on its own (autocommit), with its statement kept. */
    async execute(statement: InStatement): Promise<ResultSet> {
      return run(statement);
    },
    close(): void {
      cache.clear();
      db.close();
    },
  };
}
