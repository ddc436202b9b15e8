// What makes N app nodes on one database one platform (DESIGN §8), driven by one timer per
// node: every tick (500 ms) reads the change counters (caches), adds this node's throttle hits
// to the shared counters, and reads new live events; once a minute it sweeps expired rows. No
// extra server: the database is the meeting point, for an embedded file and a libSQL server.
import type { DatabaseHandle } from "@db/client";
import type { Logger } from "../kernel/log";
import { createChangeCounter } from "./change-counter";
import { createLiveEvents } from "./live-events";
import { createSharedCounters } from "./shared-counters";

export const CLUSTER_TICK_MS = 500;
const SWEEP_EVERY_MS = 60_000;

export function createCluster(database: DatabaseHandle, log: Logger) {
  const changes = createChangeCounter(database.db, log);
  const counters = createSharedCounters(database.db);
  const events = createLiveEvents(database.db, log);
  const sweepers: (() => Promise<unknown>)[] = [() => counters.sweep(), () => events.sweep()];
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  let lastSweep = Date.now();
  let failures = 0;

  const tick = async () => {
    if (running) return;
    if (database.client.closed) return stop();
    running = true;
    try {
      await changes.poll();
      await counters.sync();
      await events.poll();
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        for (const sweep of sweepers) await sweep();
      }
      failures = 0;
    } catch (error) {
      if (database.client.closed) return stop();
      // One line per outage, not one per tick.
      if (failures++ === 0) log.warn("Could not read the shared state of the app nodes", { error: String(error) });
    } finally {
      running = false;
    }
  };

  function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  return {
    changes,
    counters,
    events,
    /** Work to do once a minute on some node (expired logins, failures…). */
    addSweeper(sweep: () => Promise<unknown>) {
      sweepers.push(sweep);
    },
    /** Reads the current state and starts the timer (createApp). */
    async start(intervalMs = CLUSTER_TICK_MS) {
      await changes.init();
      await events.init();
      stop();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref?.();
    },
    /** One tick now (tests wait on it instead of the timer). */
    tick,
    stop,
  };
}

export type Cluster = ReturnType<typeof createCluster>;
