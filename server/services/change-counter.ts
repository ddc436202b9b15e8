// Cache coherence across app nodes on one database (DESIGN §8): every cache type has a counter
// row in `change_counter`. A cache shared through `share()` bumps its type's counter whenever
// this node invalidates it; every node reads the counters on each cluster tick and, for a type
// another node bumped, runs that type's invalidations locally (never bumping again, so two
// nodes cannot ping-pong). The bump is written after the writer's transaction (the embedded
// database takes writers in turn), so a node that sees the new version reloads committed data.
import type { Database } from "@db/client";
import { changeCounter } from "@db/schema";
import type { Logger } from "../kernel/log";

export interface Invalidating {
  invalidate(...args: never[]): void;
}

export interface ChangeCounter {
  /** Wraps `cache.invalidate` (in place) so that every local call also bumps `type`. */
  share<T extends Invalidating>(type: string, cache: T): T;
  /** Something this node changed that other nodes must reload (after the write committed). */
  bump(type: string): void;
  /** Runs `handler` when another node bumped `type`. */
  on(type: string, handler: () => void): void;
  /** Reads the current versions without running handlers (start-up). */
  init(): Promise<void>;
  /** Reads the counters and runs the handlers of types bumped elsewhere since the last read. */
  poll(): Promise<void>;
  /** Resolves when the bumps issued so far are written (tests, shutdown). */
  flush(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The bump as Drizzle wrote it (`changeCounter` upsert returning the new version). */
const BUMP_SQL = `insert into "change_counter" ("type", "version", "update_time") values (?, 1, ?) on conflict ("type") do update set "version" = "change_counter"."version" + 1, "update_time" = ? returning "version"`;

export function createChangeCounter(db: Database, log: Logger): ChangeCounter {
  const seen = new Map<string, number>();
  const handlers = new Map<string, (() => void)[]>();
  const pending = new Set<Promise<unknown>>();

  const runHandlers = (type: string) => {
    for (const handler of handlers.get(type) ?? []) {
      try {
        handler();
      } catch (error) {
        log.error("A cache could not be dropped after a change on another node", { type, error: String(error) });
      }
    }
  };

  const bump = (type: string) => {
    const at = nowSeconds();
    // One fixed statement (kept prepared by the writer), not a query built anew on every write.
    const job = db.$client
      .execute({ sql: BUMP_SQL, args: [type, at, at] })
      .then(({ rows: [row] }) => {
        const version = Number(row?.[0] ?? 0);
        if (!version) return;
        const before = seen.get(type);
        seen.set(type, Math.max(version, before ?? 0));
        // Another node bumped in between: its change may have been missed by our reload.
        if (before !== undefined && version !== before + 1) runHandlers(type);
      })
      .catch((error: unknown) => log.warn("Could not record a cache change for other nodes", { type, error: String(error) }))
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  const read = async () => {
    const rows = await db.select({ type: changeCounter.type, version: changeCounter.version }).from(changeCounter);
    return rows;
  };

  return {
    share(type, cache) {
      const original = cache.invalidate.bind(cache) as (...args: unknown[]) => void;
      (handlers.get(type) ?? handlers.set(type, []).get(type))?.push(() => original());
      (cache as unknown as { invalidate: (...args: unknown[]) => void }).invalidate = (...args: unknown[]) => {
        original(...args);
        bump(type);
      };
      return cache;
    },
    bump,
    on(type, handler) {
      (handlers.get(type) ?? handlers.set(type, []).get(type))?.push(handler);
    },
    async init() {
      for (const row of await read()) seen.set(row.type, row.version);
    },
    async poll() {
      for (const row of await read()) {
        const before = seen.get(row.type);
        if (before === row.version) continue;
        seen.set(row.type, Math.max(row.version, before ?? 0));
        if (before === undefined || row.version > before) runHandlers(row.type);
      }
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
