// The legal rules of a ticket price filing, as plain functions (used by the console's server
// part, the public board and the tests):
// - 旅游法 §43 (and 价格法): a price rise is announced at least six months before it takes
//   effect — the new price may not apply before the same day six calendar months after the
//   announcement (31 Aug + 6 months = 28/29 Feb: the month's last day when the day is missing);
// - 旅游法 §44: a combined ticket may not cost more than its single tickets together (and the
//   single tickets stay on sale, so a combined ticket names published single tickets).
import { RISE_NOTICE_MONTHS } from "./options";

/** yyyy-mm-dd + n calendar months, clamped to the last day of the month. */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The first day a rise announced on `announced` may take effect. */
export const earliestRise = (announced: string): string => addMonths(announced, RISE_NOTICE_MONTHS);

/** A rise over `current` (cents) taking effect on `from` is too soon after its announcement. */
export function riseTooSoon(price: number, current: number | undefined, announced: string, from: string): boolean {
  return current !== undefined && price > current && from < earliestRise(announced);
}

/** A combined ticket dearer than its parts together. */
export const comboTooDear = (price: number, parts: readonly number[]): boolean => price > parts.reduce((sum, p) => sum + p, 0);
