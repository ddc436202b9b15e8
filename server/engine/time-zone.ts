// "yyyy-mm-dd[ hh:MM[:ss]]" in a time zone -> unix seconds, without a date library.

import { DEFAULT_TIME_ZONE } from "@shared/datetime";

function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - at.getTime()) / 60000);
}

/** Unix seconds for a local date-time string, or for a plain number of seconds; NaN if unreadable. */
export function toUnixSeconds(value: string | number, timeZone = DEFAULT_TIME_ZONE): number {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const n = Number(trimmed);
    return trimmed.length > 10 ? Math.floor(n / 1000) : n;
  }
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  if (!m) return Number.NaN;
  const utcGuess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  const offset = offsetMinutes(timeZone, new Date(utcGuess));
  return Math.floor((utcGuess - offset * 60000) / 1000);
}
