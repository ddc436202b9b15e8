// A clock the test controls (bun's setSystemTime): Date and Date.now() — and so the server's
// "now" in-process — read the pinned instant until it is released. Timers keep real time.
import { afterEach, beforeEach, setSystemTime } from "bun:test";

/** Seconds since the epoch of a wall-clock time in a time zone (e.g. "2026-03-10 12:00" in Asia/Shanghai). */
export function instant(local: string, timeZone = "Asia/Shanghai"): number {
  const [date = "", time = "00:00:00"] = local.split(" ");
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(":").map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm, ss);
  // The zone's offset at that moment, read back through Intl.
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.floor((guess - (shown - guess)) / 1000);
}

let pinned: number | undefined;

/** Stops the clock at `seconds` (unix seconds). */
export function pinClock(seconds: number): void {
  pinned = seconds;
  setSystemTime(new Date(seconds * 1000));
}

/** Moves a pinned clock on. */
export function advanceClock(seconds: number): void {
  if (pinned === undefined) throw new Error("advanceClock needs a pinned clock");
  pinClock(pinned + seconds);
}

export function releaseClock(): void {
  pinned = undefined;
  setSystemTime();
}

/** Noon of the current day in `timeZone`: far from midnight, so "today" cannot change under a test. */
export function noonToday(timeZone = "Asia/Shanghai"): number {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return instant(`${today} 12:00:00`, timeZone);
}

/** Pins the clock for every test of the calling file (or describe block) and releases it after each. */
export function useClock(at: () => number): void {
  beforeEach(() => pinClock(at()));
  afterEach(() => releaseClock());
}
