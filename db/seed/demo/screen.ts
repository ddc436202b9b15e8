// Demo scenic gates for the data big-screen: one simulated gate per approved scenic spot with a
// capacity, each holding the reading the simulator gives for the seeding minute, so the screen
// has numbers at once; from then on the server's simulator (modules/screendata/simulator.ts)
// posts a reading a minute. No keys are issued (real gates get theirs from the console).
import { and, eq, isNotNull } from "drizzle-orm";
import { enterprise, scenicFlow, scenicGate } from "@db/schema";
import { DEFAULT_TIME_ZONE, formatDateTime } from "@shared/datetime";
import { toUnixSeconds } from "@server/engine/time-zone";
import { simulatedReading } from "@modules/screendata/simulator";
import type { DemoSeeder } from "./context";

export const demoScreen: DemoSeeder = {
  name: "demo:screen",
  async run({ db, now }) {
    const spots = await db
      .select({ id: enterprise.id, capacity: enterprise.capacity_instant })
      .from(enterprise)
      .where(and(eq(enterprise.category_id, 12000), eq(enterprise.audit_status, "APPROVED"), isNotNull(enterprise.capacity_instant)));
    if (spots.length === 0) return;
    const midnight = toUnixSeconds(formatDateTime(now, DEFAULT_TIME_ZONE, false), DEFAULT_TIME_ZONE);
    const hot = spots.reduce((a, b) => ((b.capacity ?? 0) > (a.capacity ?? 0) ? b : a)).id;
    const readings = spots.map((s) => ({ scenic_id: s.id, ...simulatedReading(s.id, s.capacity ?? 0, s.id === hot, now, midnight) }));
    await db.insert(scenicGate).values(readings.map((r) => ({ scenic_id: r.scenic_id, simulated: "1" as const, last_ts: r.ts, in_park: r.in_park, entered_today: r.entered_today }))).onConflictDoNothing();
    await db.insert(scenicFlow).values(readings).onConflictDoNothing();
  },
};
