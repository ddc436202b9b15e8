// One writer at a time inside this process. The embedded libSQL driver runs statements
// synchronously, so a write that waits for another connection's lock (busy timeout) would
// freeze the event loop — including the open transaction it waits for. Queuing writers
// asynchronously instead means nobody in this process ever waits on a lock while holding
// the thread. Reads never take part: WAL lets them run beside a writer.
import type { Client, InStatement, InArgs, ResultSet, Transaction, TransactionMode } from "@libsql/client";

class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(timeoutMs: number): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`waited ${timeoutMs} ms for the database write lock; a transaction is probably writing outside itself`)), timeoutMs);
      void previous.then(() => {
        clearTimeout(timer);
        resolve(release);
      });
    });
  }
}

const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter|reindex|vacuum|pragma\s+\w+\s*=)/i;

function sqlOf(statement: InStatement | string): string {
  return typeof statement === "string" ? statement : statement.sql;
}

/** Wraps a client so that transactions and write statements take turns. */
/** Where writes run instead of the client (kept-writes.ts on the embedded database). */
export interface WriteRunner {
  begin(mode?: TransactionMode): Promise<Transaction>;
  /** A single INSERT, UPDATE, DELETE or REPLACE outside a transaction. */
  execute(statement: InStatement): Promise<ResultSet>;
}

const ROW_WRITE = /^\s*(insert|update|delete|replace)\b/i;

export function withWriteLock(client: Client, timeoutMs = 30_000, runner?: WriteRunner): Client {
  const mutex = new AsyncMutex();
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await mutex.acquire(timeoutMs);
    try {
      return await work();
    } finally {
      release();
    }
  };

  const overrides: Partial<Client> = {
    execute(statement: InStatement | string, args?: InArgs): Promise<ResultSet> {
      const sql = sqlOf(statement);
      if (runner && ROW_WRITE.test(sql)) return exclusive(() => runner.execute(typeof statement === "string" ? { sql, args: args ?? [] } : statement));
      const run = () => (args === undefined ? client.execute(statement as InStatement) : client.execute(statement as string, args));
      return WRITE.test(sql) ? exclusive(run) : run();
    },
    batch(statements: InStatement[], mode?: TransactionMode) {
      return exclusive(() => client.batch(statements, mode));
    },
    migrate(statements: InStatement[]) {
      return exclusive(() => client.migrate(statements));
    },
    executeMultiple(sql: string) {
      return exclusive(() => client.executeMultiple(sql));
    },
    async transaction(mode?: TransactionMode): Promise<Transaction> {
      if (mode === "read") return client.transaction(mode);
      const release = await mutex.acquire(timeoutMs);
      let tx: Transaction;
      try {
        tx = await (runner ? runner.begin(mode) : client.transaction(mode));
      } catch (error) {
        release();
        throw error;
      }
      let released = false;
      const done = () => {
        if (!released) {
          released = true;
          release();
        }
      };
      const original = { commit: tx.commit.bind(tx), rollback: tx.rollback.bind(tx), close: tx.close.bind(tx) };
      tx.commit = async () => {
        try {
          await original.commit();
        } finally {
          done();
        }
      };
      tx.rollback = async () => {
        try {
          await original.rollback();
        } finally {
          done();
        }
      };
      tx.close = () => {
        original.close();
        done();
      };
      return tx;
    },
  };
  // Everything else (close, closed, protocol, sync…) is the client's own, bound to it: the
  // client keeps its state in private fields that only the real instance can read.
  return new Proxy(client, {
    get(target, property) {
      if (property in overrides) return overrides[property as keyof Client];
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
