// The scenic flow feed: a gate posts `{ts, in_park, entered_today}` with its key (header
// `x-gate-key`); the reading is checked strictly, kept per spot and minute (`scenic_flow`), and
// becomes the gate's latest reading, which the screen's load panels read. The demo simulator
// (simulator.ts) hands its readings to `acceptReading` too, so both go through the same checks.
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { enterprise, scenicFlow, scenicGate } from "@db/schema";
import { L } from "@shared/module/labels";
import { toUnixSeconds } from "@server/engine/time-zone";
import { formatDateTime } from "@shared/datetime";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { AppServices } from "@server/services";

/** A reading may be up to a day old (a gate catching up) and a couple of minutes ahead. */
const MAX_AGE_SECONDS = 86_400;
const MAX_AHEAD_SECONDS = 120;
/** No scenic spot in the province holds more; larger numbers are a faulty counter. */
const MAX_VISITORS = 1_000_000;

export const READING_LABELS = { ts: L("上报时间", "Reading time"), in_park: L("在园人数", "Visitors in the park"), entered_today: L("今日入园人数", "Entered today") };

export const hashGateKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: `g<gate id>_` and 32 random characters (url-safe). */
export function newGateKey(gateId: number): string {
  return `g${gateId}_${randomBytes(24).toString("base64url")}`;
}

export interface Reading {
  ts: number;
  in_park: number;
  entered_today: number;
}

const wholeNumber = (v: unknown) => typeof v === "number" && Number.isInteger(v);

/** Checks a reading's shape; answers it with the minute it falls in. */
export function checkReading(input: unknown, now: number): Reading {
  const body = (input && typeof input === "object" && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const problems: Record<string, FieldProblem> = {};
  for (const field of ["ts", "in_park", "entered_today"] as const) {
    const value = body[field];
    if (value === undefined || value === null || value === "") problems[field] = { key: "required" };
    else if (!wholeNumber(value) || (value as number) < 0) problems[field] = { text: L("须为非负整数", "Must be a whole number, 0 or more") };
    else if (field !== "ts" && (value as number) > MAX_VISITORS) problems[field] = { text: L("超出合理范围（最多 1,000,000 人）", "Out of range (1,000,000 at most)") };
  }
  for (const key of Object.keys(body)) if (!(key in READING_LABELS)) problems[key] = { text: L("未知字段", "Unknown field") };
  if (!problems.ts) {
    const ts = body.ts as number;
    if (ts > now + MAX_AHEAD_SECONDS) problems.ts = { text: L("上报时间晚于服务器时间", "The reading time is ahead of the server's clock") };
    else if (ts < now - MAX_AGE_SECONDS) problems.ts = { text: L("上报时间早于 24 小时前", "The reading is more than 24 hours old") };
  }
  if (!problems.in_park && !problems.entered_today && (body.in_park as number) > (body.entered_today as number)) {
    problems.in_park = { text: L("在园人数不能多于今日入园人数", "Visitors in the park cannot exceed those who entered today") };
  }
  if (Object.keys(problems).length) throw new FieldValidationError(problems, READING_LABELS);
  return { ts: Math.floor((body.ts as number) / 60) * 60, in_park: body.in_park as number, entered_today: body.entered_today as number };
}

/** The gate a key belongs to (enabled gates only), or a refusal that names no gate. */
export async function gateByKey(services: AppServices, key: string | null) {
  if (!key || key.length > 100) throw new ApiError(L("缺少或无效的闸机密钥（请求头 x-gate-key）", "Missing or unknown gate key (header x-gate-key)"));
  const [gate] = await services.db.select().from(scenicGate).where(and(eq(scenicGate.key_hash, hashGateKey(key)), eq(scenicGate.status, "1"))).limit(1);
  if (!gate) throw new ApiError(L("缺少或无效的闸机密钥（请求头 x-gate-key）", "Missing or unknown gate key (header x-gate-key)"));
  return gate;
}

/**
 * Keeps a checked reading of a gate: the minute's row (a repeated minute replaces it) and, when
 * it is the newest, the gate's latest reading. Entered-today may not fall within a day.
 */
export async function acceptReading(services: AppServices, gate: typeof scenicGate.$inferSelect, reading: Reading): Promise<{ latest: boolean }> {
  const timeZone = await services.siteConfig.timeZone();
  const [spot] = await services.db.select({ capacity: enterprise.capacity_instant }).from(enterprise).where(eq(enterprise.id, gate.scenic_id));
  if (spot?.capacity && reading.in_park > spot.capacity * 3) {
    throw new FieldValidationError({ in_park: { text: L("在园人数超过最大承载量的三倍，疑为计数故障", "More than three times the spot's maximum: the counter looks faulty") } }, READING_LABELS);
  }
  const sameDay = gate.last_ts !== null && formatDateTime(gate.last_ts, timeZone, false) === formatDateTime(reading.ts, timeZone, false);
  const latest = gate.last_ts === null || reading.ts >= gate.last_ts;
  if (latest && sameDay && reading.entered_today < gate.entered_today) {
    throw new FieldValidationError({ entered_today: { text: L("今日入园人数不能比上一次上报少", "Entered today cannot fall below the previous reading") } }, READING_LABELS);
  }
  await services.db.transaction(async (tx) => {
    await tx
      .insert(scenicFlow)
      .values({ scenic_id: gate.scenic_id, ts: reading.ts, in_park: reading.in_park, entered_today: reading.entered_today })
      .onConflictDoUpdate({ target: [scenicFlow.scenic_id, scenicFlow.ts], set: { in_park: reading.in_park, entered_today: reading.entered_today } });
    if (latest) await tx.update(scenicGate).set({ last_ts: reading.ts, in_park: reading.in_park, entered_today: reading.entered_today }).where(eq(scenicGate.id, gate.id));
  });
  return { latest };
}

/** Start of the site's day containing `now` (unix seconds). */
export async function dayStart(services: AppServices, now: number): Promise<number> {
  const timeZone = await services.siteConfig.timeZone();
  return toUnixSeconds(formatDateTime(now, timeZone, false), timeZone);
}
