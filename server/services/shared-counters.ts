// Throttles and rate limits counted in the database, so N app nodes on one database limit a
// client as one platform would (DESIGN §8). Windows are fixed and aligned to the clock (every
// node agrees where a window starts). Two flavours:
//  - `take`: one upsert per hit, exact across nodes (logins, codes, captchas, uploads);
//  - `throttle`: counts in memory and adds them to the database on every cluster tick, for the
//    GET throttle that runs on every API call. Each tick also reads the keys that are busy in
//    the current window (half the limit or more, on any node), so a client that spends its
//    allowance on another node is known here within a tick, even before it calls here.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { rateCounter } from "@db/schema";
import type { Throttle } from "../kernel/throttle";

export interface SharedThrottle extends Throttle {
  /** Adds this node's uncounted hits to the database and learns the totals. */
  sync(): Promise<void>;
}

export interface SharedCounters {
  /**
   * Counts one hit of `key` in `bucket`; answers the seconds to wait when the window already
   * holds more than `limit` hits (0 = allowed). `limit` 0 turns the bucket off.
   */
  take(bucket: string, key: string, limit: number, windowSeconds: number, now?: number): Promise<number>;
  /** Hits counted in the current window (tests, diagnostics). */
  count(bucket: string, key: string, windowSeconds: number, now?: number): Promise<number>;
  throttle(bucket: string, limit: number, windowSeconds: number): SharedThrottle;
  /** Syncs every throttle made here. */
  sync(): Promise<void>;
  /** Deletes windows that are over. */
  sweep(now?: number): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const windowOf = (now: number, windowSeconds: number) => now - (now % windowSeconds);

export function createSharedCounters(db: Database): SharedCounters {
  const throttles: SharedThrottle[] = [];

  const add = async (bucket: string, key: string, hits: number, windowSeconds: number, now: number): Promise<number> => {
    const start = windowOf(now, windowSeconds);
    const [row] = await db
      .insert(rateCounter)
      .values({ bucket, key: key.slice(0, 200), window_start: start, count: hits, expire_time: start + windowSeconds })
      .onConflictDoUpdate({
        target: [rateCounter.bucket, rateCounter.key, rateCounter.window_start],
        set: { count: sql`${rateCounter.count} + ${hits}` },
      })
      .returning({ count: rateCounter.count });
    return row?.count ?? hits;
  };

  return {
    async take(bucket, key, limit, windowSeconds, now = nowSeconds()) {
      if (limit <= 0) return 0;
      const total = await add(bucket, key, 1, windowSeconds, now);
      return total > limit ? Math.max(1, windowOf(now, windowSeconds) + windowSeconds - now) : 0;
    },

    async count(bucket, key, windowSeconds, now = nowSeconds()) {
      const rows = await db.all<{ count: number }>(
        sql`select ${rateCounter.count} as count from ${rateCounter} where ${rateCounter.bucket} = ${bucket} and ${rateCounter.key} = ${key.slice(0, 200)} and ${rateCounter.window_start} = ${windowOf(now, windowSeconds)}`,
      );
      return Number(rows[0]?.count ?? 0);
    },

    throttle(bucket, limit, windowSeconds) {
      // Per key: the window it counts in, hits not yet in the database, and the database's total.
      const local = new Map<string, { start: number; pending: number; known: number }>();
      const throttle: SharedThrottle = {
        hit(key, nowMs = Date.now()) {
          if (limit <= 0) return 0;
          const now = Math.floor(nowMs / 1000);
          const start = windowOf(now, windowSeconds);
          let entry = local.get(key);
          if (!entry || entry.start !== start) {
            entry = { start, pending: 0, known: 0 };
            local.set(key, entry);
          }
          entry.pending++;
          return entry.known + entry.pending > limit ? Math.max(1, start + windowSeconds - now) : 0;
        },
        async sync() {
          const now = nowSeconds();
          const current = windowOf(now, windowSeconds);
          if (limit <= 0) return;
          for (const [key, entry] of local) {
            if (entry.start !== current) {
              local.delete(key);
              if (entry.pending === 0) continue;
            }
            if (entry.pending === 0) continue;
            const hits = entry.pending;
            entry.pending = 0;
            try {
              entry.known = await add(bucket, key, hits, windowSeconds, entry.start);
            } catch (error) {
              entry.pending += hits;
              throw error;
            }
          }
          // Keys busy elsewhere: the database's count is what they have used.
          const busy = await db
            .select({ key: rateCounter.key, count: rateCounter.count })
            .from(rateCounter)
            .where(and(eq(rateCounter.bucket, bucket), eq(rateCounter.window_start, current), gte(rateCounter.count, Math.ceil(limit / 2))));
          for (const row of busy) {
            const entry = local.get(row.key);
            if (!entry || entry.start !== current) local.set(row.key, { start: current, pending: 0, known: row.count });
            else entry.known = Math.max(entry.known, row.count);
          }
        },
      };
      throttles.push(throttle);
      return throttle;
    },

    async sync() {
      for (const throttle of throttles) await throttle.sync();
    },

    async sweep(now = nowSeconds()) {
      await db.delete(rateCounter).where(lt(rateCounter.expire_time, now));
    },
  };
}
