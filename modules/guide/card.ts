// The rules of a guide card that the server, the member centre and the console share: its
// number (D-<province+city>-<sequence>), its three-year term, the renewal window (the last
// three months) and what its dates make of its status. Plain functions on yyyy-mm-dd dates.
import { GUIDE_RULES } from "./options";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `date` plus whole months (a day missing in the target month becomes its last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The last day of a card issued on `issued`: three years less a day. */
export const cardExpiry = (issued: string): string => addDays(addMonths(issued, GUIDE_RULES.cardYears * 12), -1);

/** Cards ending before this day (and not yet ended) are in their last three months on `today`. */
export const lastMonthsBefore = (today: string): string => addMonths(today, GUIDE_RULES.renewalMonths);

/** The first day a card ending on `expires` may be renewed (three months before it ends). */
export const renewalOpens = (expires: string): string => addDays(addMonths(expires, -GUIDE_RULES.renewalMonths), 1);

/** Where `today` stands in the renewal window of a card ending on `expires`. */
export function renewalWindow(expires: string, today: string): "early" | "open" | "expired" {
  if (!expires || expires < today) return "expired";
  return expires < lastMonthsBefore(today) ? "open" : "early";
}

/** The status a card's dates give it (staff-set statuses — suspended, revoked, cancelled — stay). */
export function datedStatus(expires: string, today: string): "VALID" | "EXPIRING" | "EXPIRED" {
  const window = renewalWindow(expires, today);
  return window === "expired" ? "EXPIRED" : window === "open" ? "EXPIRING" : "VALID";
}

/** Whether a card lets its holder work as a guide today. */
export const validNow = (status: string, expires: string, today: string): boolean => (status === "VALID" || status === "EXPIRING") && Boolean(expires) && expires >= today;

/** The card number's area part: the province and city digits of the GB/T 2260 code (460203 -> 4602, 469002 -> 4690). */
export const cardArea = (regionCode: number): string => String(regionCode).slice(0, 4);

export const cardNumber = (regionCode: number, sequence: number, temporary = false): string => `${temporary ? "L" : "D"}-${cardArea(regionCode)}-${pad(sequence, 6)}`;
