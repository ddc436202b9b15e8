// How many complaints name an enterprise of the registry (its detail page shows them): all of
// them, those still open, and those of the last 12 months.
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { complaint } from "@db/schema";
import type { Executor } from "@server/engine/types";
import { OPEN_STATES } from "./workflow";

export async function respondentComplaintCounts(db: Executor, enterpriseId: number, now: number) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      open: sql<number>`coalesce(sum(CASE WHEN ${inArray(complaint.status, [...OPEN_STATES])} THEN 1 ELSE 0 END), 0)`.mapWith(Number),
      last_year: sql<number>`coalesce(sum(CASE WHEN ${gte(complaint.received_time, now - 365 * 86_400)} THEN 1 ELSE 0 END), 0)`.mapWith(Number),
    })
    .from(complaint)
    .where(and(eq(complaint.respondent_id, enterpriseId)));
  return counts ?? { total: 0, open: 0, last_year: 0 };
}
