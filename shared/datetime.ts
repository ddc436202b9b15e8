// Dates as the spec shows them (§9): yyyy-mm-dd hh:MM:ss; a 10-digit number is seconds.

/** The site's time zone when its configuration names none (the province's, UTC+8). */
export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

/** Unix seconds (or milliseconds when 13 digits) to a Date. */
export function toDate(value: number | string | Date): Date {
  if (value instanceof Date) return value;
  const n = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(n)) return new Date(Number.NaN);
  return new Date(String(Math.trunc(Math.abs(n))).length <= 10 ? n * 1000 : n);
}

// Making an Intl.DateTimeFormat costs far more than using one (the first one in a page loads
// locale data): one per time zone is kept, since lists format a date in every row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const two = (n: number) => String(n).padStart(2, "0");

/** `yyyy-mm-dd hh:MM:ss` in the given IANA time zone (default: the browser's / server's). */
export function formatDateTime(value: number | string | Date | null | undefined, timeZone?: string, withTime = true): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  if (timeZone === undefined) {
    // The local zone needs no Intl: its first formatter loads locale data (15-30 ms in a page).
    const day = `${String(date.getFullYear()).padStart(4, "0")}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
    return withTime ? `${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}` : day;
  }
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  const day = `${get("year")}-${get("month")}-${get("day")}`;
  return withTime ? `${day} ${get("hour")}:${get("minute")}:${get("second")}` : day;
}

export interface ExpiryRule {
  /** Days before the date from which it is shown as coming up. */
  noticeDays: number;
  /** Days before the date from which it is shown as urgent. */
  urgentDays: number;
}

export interface Expiry {
  state: "expired" | "urgent" | "notice" | "valid";
  /** Whole days from `today` to the date (negative once passed). */
  days: number;
}

/** Where a `yyyy-mm-dd` expiry date stands on `today` (also `yyyy-mm-dd`); undefined when not a date. */
export function expiryOf(date: string, today: string, rule: ExpiryRule): Expiry | undefined {
  const day = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) : Number.NaN);
  const days = Math.round((day(date) - day(today)) / 86_400_000);
  if (!Number.isFinite(days)) return undefined;
  const state = days < 0 ? "expired" : days <= rule.urgentDays ? "urgent" : days <= rule.noticeDays ? "notice" : "valid";
  return { state, days };
}
