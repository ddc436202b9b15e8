// Live events for pages connected to any node (DESIGN §8): `publish` writes a row to
// `live_event`; every node reads the rows it has not seen on each cluster tick and hands them
// to its subscribers (server-sent event streams), its own included, so every page hears every
// event once and in order, whichever node it is connected to. Events say what changed, never
// the data: a page that hears one reloads through the API, which applies its permissions.
import { desc, gt, lt, asc } from "drizzle-orm";
import type { Database } from "@db/client";
import { liveEvent } from "@db/schema";
import type { Logger } from "../kernel/log";

export interface LiveEventMessage {
  id: number;
  topic: string;
  data: Record<string, unknown>;
}

export type LiveEventListener = (event: LiveEventMessage) => void;

export interface LiveEvents {
  publish(topic: string, data?: Record<string, unknown>): Promise<void>;
  /** Listens to every event; answers the function that stops listening. */
  subscribe(listener: LiveEventListener): () => void;
  /** Reads events other nodes published since the last read (cluster tick). */
  poll(): Promise<void>;
  init(): Promise<void>;
  /** Deletes events older than `maxAgeSeconds`. */
  sweep(maxAgeSeconds?: number): Promise<void>;
  readonly listeners: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createLiveEvents(db: Database, log: Logger): LiveEvents {
  const listeners = new Set<LiveEventListener>();
  let lastId = 0;

  const deliver = (event: LiveEventMessage) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn("A live event listener failed", { topic: event.topic, error: String(error) });
      }
    }
  };

  const deliverRows = (rows: { id: number; topic: string; data: string }[]) => {
    for (const row of rows) {
      lastId = Math.max(lastId, row.id);
      if (listeners.size === 0) continue;
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(row.data) as Record<string, unknown>;
      } catch {
        data = {};
      }
      deliver({ id: row.id, topic: row.topic, data });
    }
  };

  return {
    async publish(topic, data = {}) {
      // One fixed statement (kept prepared by the writer); `create_time` is the column's default.
      await db.$client.execute({ sql: 'insert into "live_event" ("topic", "data") values (?, ?)', args: [topic, JSON.stringify(data)] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async init() {
      const [last] = await db.select({ id: liveEvent.id }).from(liveEvent).orderBy(desc(liveEvent.id)).limit(1);
      lastId = last?.id ?? 0;
    },
    async poll() {
      // Up to a few thousand events a tick; more wait for the next one, in order.
      for (let batch = 0; batch < 5; batch++) {
        const rows = await db.select().from(liveEvent).where(gt(liveEvent.id, lastId)).orderBy(asc(liveEvent.id)).limit(1000);
        deliverRows(rows);
        if (rows.length < 1000) break;
      }
    },
    async sweep(maxAgeSeconds = 600) {
      await db.delete(liveEvent).where(lt(liveEvent.create_time, nowSeconds() - maxAgeSeconds));
    },
    get listeners() {
      return listeners.size;
    },
  };
}
