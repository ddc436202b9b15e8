// The libSQL client or open transaction behind a Drizzle database or transaction. Statements of
// fixed text (compiled once per table or per module) run on it directly: no query builder per
// call, and on the embedded database the writer keeps them prepared by their text
// (kept-writes.ts). Inside a Drizzle transaction (savepoints included) this is the
// transaction's own connection, so the statement is part of it.
import type { Client, InValue, ResultSet, Transaction } from "@libsql/client";

export interface RawExecutor {
  execute(statement: { sql: string; args: InValue[] }): Promise<ResultSet>;
}

/** `executor`: a Drizzle libSQL database (`db`) or a transaction it opened (`tx`). */
export function rawExecutor(executor: unknown): RawExecutor {
  const session = (executor as { session?: { client?: Client; tx?: Transaction } } | null)?.session;
  const target = session?.tx ?? session?.client;
  if (!target) throw new Error("rawExecutor: not a Drizzle libSQL database or transaction");
  return target;
}
