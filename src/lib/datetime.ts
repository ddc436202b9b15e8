// Dates as the spec shows them (§9): yyyy-mm-dd hh:MM:ss; a 10-digit number is seconds.

/** Unix seconds (or milliseconds when 13 digits) to a Date. */
export function toDate(value: number | string | Date): Date {
  if (value instanceof Date) return value;
  const n = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(n)) return new Date(Number.NaN);
  return new Date(String(Math.trunc(Math.abs(n))).length <= 10 ? n * 1000 : n);
}

/** `yyyy-mm-dd hh:MM:ss` in the given IANA time zone (default: the browser's / server's). */
export function formatDateTime(value: number | string | Date | null | undefined, timeZone?: string, withTime = true): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  const day = `${get("year")}-${get("month")}-${get("day")}`;
  return withTime ? `${day} ${get("hour")}:${get("minute")}:${get("second")}` : day;
}
