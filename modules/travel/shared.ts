// What the travel modules' server parts share: the comma-separated id lists of a group, the
// group a child row (itinerary stop, check-in) belongs to, and which enterprise categories fit
// each kind of itinerary stop.
import { eq } from "drizzle-orm";
import { tourGroup } from "@db/schema";
import type { Executor } from "@server/engine/types";

/** The ids of a comma-separated list column (or a list on the wire). */
export function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : String(value ?? "").split(",");
  return parts.map((p) => Number(String(p).trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
}

export async function groupOf(db: Executor, id: number) {
  const [group] = await db.select().from(tourGroup).where(eq(tourGroup.id, id));
  return group;
}

/** Enterprise categories a stop of each kind may be at (none: any enterprise, or none at all). */
export const CATEGORIES_FOR_KIND: Record<string, readonly number[] | undefined> = {
  SCENIC: [12000],
  SHOPPING: [25000],
  MEAL: [18000, 13000],
  HOTEL: [13000, 14000],
  SHOW: [19000, 24067],
};

/** Kinds whose stop names an enterprise. */
export const KINDS_WITH_ENTERPRISE = Object.keys(CATEGORIES_FOR_KIND);
