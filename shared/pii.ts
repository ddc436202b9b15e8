// Personal data as lists and detail views show it (reference domain §2): an ID number keeps its
// region prefix and last four characters (460200********1234), a phone number its first three
// and last four digits (138****5678), a bank account its first four and last four
// (6222***********1234). The full value is revealed one at a time, and logged.

export type PiiKind = "idCard" | "phone" | "bankCard";

export function maskPii(kind: PiiKind, value: unknown): unknown {
  if (typeof value !== "string" || value === "") return value;
  const [head, tail] = kind === "idCard" ? [6, 4] : kind === "bankCard" ? [4, 4] : [3, 4];
  if (value.length <= head + tail) return "*".repeat(value.length);
  return `${value.slice(0, head)}${"*".repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

/** True for a value as `maskPii` leaves it (so a form sending it back changes nothing). */
export const isMasked = (value: unknown): boolean => typeof value === "string" && value.includes("*");

/** An e-mail address as shown to its owner on a page (z***@example.com): the first character and the domain. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf("@");
  if (at < 1) return value === "" ? "" : "***";
  return `${value.slice(0, 1)}***${value.slice(at)}`;
}
