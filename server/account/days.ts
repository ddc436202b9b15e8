// Calendar days in the site's time zone (yyyy-mm-dd), for check-ins and the 7-day overview.
import { formatDateTime } from "@shared/datetime";
import type { AppServices } from "../services";

export async function siteTimeZone(services: AppServices): Promise<string | undefined> {
  return await services.siteConfig.timeZone();
}

export function dayKey(seconds: number, timeZone?: string): string {
  return formatDateTime(seconds, timeZone, false);
}

/** The day `offset` days from `key` (negative goes back), by the calendar, not by 86,400 s steps. */
export function shiftDay(key: string, offset: number): string {
  const [y = 1970, m = 1, d = 1] = key.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The last `count` days ending today, oldest first. */
export function lastDays(count: number, nowSeconds: number, timeZone?: string): string[] {
  const today = dayKey(nowSeconds, timeZone);
  return Array.from({ length: count }, (_, i) => shiftDay(today, i - count + 1));
}
