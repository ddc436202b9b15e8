// Fixed-window request counter per key (client IP). In memory and per process: each app
// node throttles what it sees (DESIGN §8).

export interface Throttle {
  /** Counts a hit; returns seconds to wait when over the limit, else 0. */
  hit(key: string, now?: number): number;
}

export function createThrottle(limit: number, windowMs = 60_000): Throttle {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      if (limit <= 0) return 0;
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      if (w.count <= limit) return 0;
      return Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    },
  };
}
