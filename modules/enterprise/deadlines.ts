// Statutory time limits of the licensing procedure (reference domain §2, 行政许可法): missing
// materials must be notified within 5 working days of submission, the decision taken within
// 20 working days of acceptance, extended once by 10 with the approval of the organ's head.
// Working days are Monday to Friday in the site's time zone, except the dates of the work
// calendar (public holidays off, swapped weekend days worked).
import { AUDIT_DEADLINES } from "./options";
import type { WorkCalendar } from "@server/services/work-calendar";
import { DEFAULT_TIME_ZONE } from "@shared/datetime";

const DAY = 86_400;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const NO_CALENDAR: WorkCalendar = new Map();

/** The `yyyy-mm-dd` date and weekday (0 = Sunday) of an instant in `timeZone`. */
function localDay(seconds: number, timeZone: string): { date: string; weekday: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" }).formatToParts(new Date(seconds * 1000));
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

export const notifyDue = (submitted: number, timeZone?: string, calendar?: WorkCalendar) => addWorkingDays(submitted, AUDIT_DEADLINES.notifyDays, timeZone, calendar);
export const decideDue = (accepted: number, timeZone?: string, calendar?: WorkCalendar) => addWorkingDays(accepted, AUDIT_DEADLINES.decideDays, timeZone, calendar);
export const extendDecision = (due: number, timeZone?: string, calendar?: WorkCalendar) => addWorkingDays(due, AUDIT_DEADLINES.extendDays, timeZone, calendar);

/** The deadline running for an application in `status`, if any. */
export function runningDeadline(row: { status: string; notify_due_time: number | null; decide_due_time: number | null }): number | null {
  if (row.status === "SUBMITTED") return row.notify_due_time;
  if (row.status === "UNDER_REVIEW") return row.decide_due_time;
  return null;
}
