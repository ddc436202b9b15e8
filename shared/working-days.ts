// Time limits: working days (Monday to Friday in the site's time zone, except the dates of the
// work calendar: public holidays off, swapped weekend days worked), calendar days or hours after
// an instant. Pure functions, so workflows, seeds and pages count alike.
import { DEFAULT_TIME_ZONE } from "./datetime";
import type { LimitUnit } from "./module/workflow";

/** Working (true) or not (false) for the listed `yyyy-mm-dd` dates; others follow the week. */
export type WorkCalendar = ReadonlyMap<string, boolean>;

const DAY = 86_400;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const NO_CALENDAR: WorkCalendar = new Map();

/** One formatter per time zone: building one costs far more than using it (demo seeds count thousands of limits). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The `yyyy-mm-dd` date and weekday (0 = Sunday) of an instant in `timeZone`. */
function localDay(seconds: number, timeZone: string): { date: string; weekday: number } {
  const parts = formatterFor(timeZone).formatToParts(new Date(seconds * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, weekday: WEEKDAYS.indexOf(part("weekday")) };
}

export function isWorkingDay(seconds: number, timeZone = DEFAULT_TIME_ZONE, calendar: WorkCalendar = NO_CALENDAR): boolean {
  const { date, weekday } = localDay(seconds, timeZone);
  return calendar.get(date) ?? (weekday !== 0 && weekday !== 6);
}

/** `from` plus `days` working days (the same time of day). */
export function addWorkingDays(from: number, days: number, timeZone = DEFAULT_TIME_ZONE, calendar: WorkCalendar = NO_CALENDAR): number {
  let at = from;
  let left = days;
  while (left > 0) {
    at += DAY;
    if (isWorkingDay(at, timeZone, calendar)) left--;
  }
  return at;
}

/** The instant `amount` units after `from` (working days through the calendar). */
export function dueAfter(from: number, amount: number, unit: LimitUnit, timeZone = DEFAULT_TIME_ZONE, calendar: WorkCalendar = NO_CALENDAR): number {
  if (unit === "workingDays") return addWorkingDays(from, amount, timeZone, calendar);
  return from + amount * (unit === "days" ? DAY : 3600);
}
