// Demo scenic gates for the data big-screen: one simulated gate per approved scenic spot with a
// capacity; the server's demo simulator (modules/screendata/simulator.ts) posts their readings
// on each tick. No keys are issued (real gates get theirs from the console).
import { and, eq, isNotNull } from "drizzle-orm";
import { enterprise, scenicGate } from "@db/schema";
import type { DemoSeeder } from "./context";

export const demoScreen: DemoSeeder = {
  name: "demo:screen",
  async run({ db }) {
    const spots = await db
      .select({ id: enterprise.id })
      .from(enterprise)
      .where(and(eq(enterprise.category_id, 12000), eq(enterprise.audit_status, "APPROVED"), isNotNull(enterprise.capacity_instant)));
    if (spots.length) await db.insert(scenicGate).values(spots.map((s) => ({ scenic_id: s.id, simulated: "1" as const }))).onConflictDoNothing();
  },
};
