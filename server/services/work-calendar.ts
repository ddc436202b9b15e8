// The work calendar (reference domain §2) in memory: the dates that differ from Monday-to-Friday
// working, loaded once and dropped whenever the calendar module changes or caches are cleared.
import type { Database } from "@db/client";
import { workCalendar } from "@db/schema";
import type { WorkCalendar } from "@shared/working-days";

export type { WorkCalendar };

export function createWorkCalendar(db: Database) {
  let cache: Promise<WorkCalendar> | undefined;
  const load = async (): Promise<WorkCalendar> => {
    const rows = await db.select({ date: workCalendar.date, is_workday: workCalendar.is_workday }).from(workCalendar);
    return new Map(rows.map((row) => [row.date, row.is_workday === "1"]));
  };
  return {
    get(): Promise<WorkCalendar> {
      cache ??= load().catch((error: unknown) => {
        cache = undefined;
        throw error;
      });
      return cache;
    },
    invalidate() {
      cache = undefined;
    },
  };
}
