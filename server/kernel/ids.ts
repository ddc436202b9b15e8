// Record ids as the API accepts them: whole numbers written plainly (`12` or "12"). Anything
// else — 2.0, "3e0", " 4", "05", "+8", [1], {} — is refused with a message naming the field,
// never coerced: SQLite's type affinity would otherwise turn "2.0" or " 4" into a row id and
// match a row the caller never named, and a list or object would crash the query builder.
import { parseId } from "@shared/validate";
import { ApiError } from "./errors";

export { parseId };

/** How a refused value is named in the message: short, and never an object dump. */
export function shownValue(value: unknown): string {
  if (value === undefined) return "nothing";
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The id, or an error (code 0) saying what a valid one looks like. */
export function requireId(value: unknown, field = "id"): number {
  const id = parseId(value);
  if (id === undefined) throw new ApiError("idInvalid", { field, value: shownValue(value) });
  return id;
}

/** Every id valid, or the whole call refused (never a partial match). */
export function requireIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = parseId(value);
    if (id === undefined) throw new ApiError("idsInvalid", { value: shownValue(value) });
    ids.push(id);
  }
  return ids;
}
