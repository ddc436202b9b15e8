// Constraint failures the database reports (a foreign key, a unique value, a required column)
// are bad input, not crashes: the error mapper answers them with code 0 and a message, and the
// write they stopped was rolled back as a whole. Modules should catch these first with their own
// words; this is the floor, so no combination of values ever answers 500.
import { ApiError } from "./errors";

/** The messages of an error and of the errors it wraps (Drizzle wraps the driver's). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { message?: unknown; cause?: unknown };
    if (typeof e.message === "string") parts.push(e.message);
    current = e.cause;
  }
  return parts.join(" | ");
}

const columnsOf = (list: string) =>
  list
    .split(",")
    .map((c) => c.trim().split(".").pop())
    .filter(Boolean)
    .join(", ");

export function constraintError(error: unknown): ApiError | undefined {
  const text = messagesOf(error);
  if (/FOREIGN KEY constraint failed/i.test(text)) return new ApiError("dbReferenceBroken");
  const unique = /UNIQUE constraint failed: ([\w., ]+)/i.exec(text)?.[1];
  if (unique) return new ApiError("dbValueTaken", { columns: columnsOf(unique) });
  const required = /NOT NULL constraint failed: ([\w.]+)/i.exec(text)?.[1];
  if (required) return new ApiError("dbValueRequired", { column: columnsOf(required) });
  if (/CHECK constraint failed/i.test(text)) return new ApiError("dbValueOutOfRange");
  if (/datatype mismatch/i.test(text)) return new ApiError("dbValueOutOfRange");
  return undefined;
}
