// Order, refund and withdrawal numbers: a prefix (DD order, TK refund, TX withdrawal; reference domain §2), the day in the
// site's time zone and a 6-digit sequence of that day. Six digits, not the 4 of complaint and
// contract numbers: a province's ticket counters sell far more than 9,999 orders on a busy day.
// Taken inside the writing transaction, so two orders never share a number.
import { desc, like } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { formatDateTime } from "@shared/datetime";
import type { Executor } from "@server/engine/types";

export const SEQUENCE_DIGITS = 6;

export async function nextNumber(tx: Executor, table: SQLiteTable, column: SQLiteColumn, prefix: "DD" | "TK" | "TX", now: number, timeZone: string): Promise<string> {
  const head = `${prefix}${formatDateTime(now, timeZone, false).replace(/-/g, "")}`;
  const [last] = (await tx.select({ no: column }).from(table).where(like(column, `${head}%`)).orderBy(desc(column)).limit(1)) as { no: string }[];
  const seq = last ? Number(last.no.slice(head.length)) + 1 : 1;
  return `${head}${String(seq).padStart(SEQUENCE_DIGITS, "0")}`;
}
