// The demo gates (demo data only: gates marked `simulated`): on each scheduler tick every demo
// gate reports the current minute through `acceptReading`, the checks real gates go through.
// Visitors arrive from 08:00 (a smooth rise, most before 13:00) and stay about three hours,
// so the park fills in the morning and peaks around midday; one spot (the largest) peaks in
// the afternoon above 90 % of its instantaneous maximum, crossing 80 % on the way.
import { and, eq, lt } from "drizzle-orm";
import { enterprise, scenicFlow, scenicGate } from "@db/schema";
import type { AppServices } from "@server/services";
import { acceptReading, checkReading, dayStart } from "./flow";

const HOUR = 3600;
/** Flow rows are kept 30 days. */
const KEEP_SECONDS = 30 * 86_400;

/** Share of the day's visitors who have entered by `t` seconds after midnight (logistic). */
const arrived = (t: number, centre: number) => 1 / (1 + Math.exp(-(t - centre) / (0.9 * HOUR)));
const CLOSED_BEFORE = 8 * HOUR;
const CLOSED_AFTER = 18 * HOUR;

function curve(t: number, centre: number, stay: number) {
  if (t < CLOSED_BEFORE) return { entered: 0, inPark: 0 };
  const base = arrived(CLOSED_BEFORE, centre);
  const entered = (arrived(Math.min(t, CLOSED_AFTER), centre) - base) / (1 - base);
  const left = t >= CLOSED_AFTER ? entered : Math.max(0, (arrived(t - stay, centre) - base) / (1 - base));
  return { entered, inPark: Math.max(0, entered - left) };
}

/** The curve's highest in-park share (sampled every ten minutes). */
function peakOf(centre: number, stay: number): number {
  let peak = 0;
  for (let t = CLOSED_BEFORE; t <= CLOSED_AFTER; t += 600) peak = Math.max(peak, curve(t, centre, stay).inPark);
  return peak;
}

/** A demo spot's reading at `now`: its own peak share, the hot spot later and fuller. */
export function simulatedReading(spotId: number, capacity: number, hot: boolean, now: number, midnight: number) {
  const variety = ((spotId * 2654435761) >>> 0) / 2 ** 32;
  const centre = (hot ? 13.6 : 10.8 + variety * 1.4) * HOUR;
  const stay = (hot ? 3.2 : 2.4 + variety) * HOUR;
  const peakShare = hot ? 0.95 : 0.3 + variety * 0.42;
  const daily = (capacity * peakShare) / peakOf(centre, stay);
  const point = curve(now - midnight, centre, stay);
  const inPark = Math.round(point.inPark * daily);
  return { ts: Math.floor(now / 60) * 60, in_park: inPark, entered_today: Math.max(inPark, Math.round(point.entered * daily)) };
}

/** Posts this minute's reading of every demo gate; answers how many gates reported. */
export async function simulateFlow(services: AppServices, now: number): Promise<number> {
  const gates = await services.db
    .select({ gate: scenicGate, capacity: enterprise.capacity_instant })
    .from(scenicGate)
    .innerJoin(enterprise, eq(enterprise.id, scenicGate.scenic_id))
    .where(and(eq(scenicGate.simulated, "1"), eq(scenicGate.status, "1")));
  if (gates.length === 0) return 0;
  const minute = Math.floor(now / 60) * 60;
  const midnight = await dayStart(services, now);
  const hot = gates.reduce((a, b) => ((b.capacity ?? 0) > (a.capacity ?? 0) ? b : a)).gate.id;
  let reported = 0;
  for (const { gate, capacity } of gates) {
    if (gate.last_ts === minute || !capacity) continue;
    await acceptReading(services, gate, checkReading(simulatedReading(gate.scenic_id, capacity, gate.id === hot, now, midnight), now));
    reported++;
  }
  if (reported) await services.db.delete(scenicFlow).where(lt(scenicFlow.ts, now - KEEP_SECONDS));
  return reported;
}
