// Statutory time limits of the licensing procedure (reference domain §2, 行政许可法): missing
// materials must be notified within 5 working days of submission, the decision taken within
// 20 working days of acceptance. Working days are Monday to Friday in the site's time zone;
// public holidays are not known to the platform yet (no work calendar), so they count.
import { AUDIT_DEADLINES } from "@/modules/enterprise/options";

const DAY = 86_400;

function weekday(seconds: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(new Date(seconds * 1000));
  return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(name);
}

/** `from` plus `days` working days (the same time of day). */
export function addWorkingDays(from: number, days: number, timeZone = "Asia/Shanghai"): number {
  let at = from;
  let left = days;
  while (left > 0) {
    at += DAY;
    const day = weekday(at, timeZone);
    if (day !== 0 && day !== 6) left--;
  }
  return at;
}

export const notifyDue = (submitted: number, timeZone?: string) => addWorkingDays(submitted, AUDIT_DEADLINES.notifyDays, timeZone);
export const decideDue = (accepted: number, timeZone?: string) => addWorkingDays(accepted, AUDIT_DEADLINES.decideDays, timeZone);

/** The deadline running for an application in `status`, if any. */
export function runningDeadline(row: { status: string; notify_due_time: number | null; decide_due_time: number | null }): number | null {
  if (row.status === "SUBMITTED") return row.notify_due_time;
  if (row.status === "UNDER_REVIEW") return row.decide_due_time;
  return null;
}
