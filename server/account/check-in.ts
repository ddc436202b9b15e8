// Daily check-in: once per member and calendar day (site time zone), awarding the configured
// points (`check_in_score`, 0 turns it off). The check-in row, the score and the score-log
// entry are written in one transaction; the unique (member, day) index settles races.
import { and, desc, eq, gte } from "drizzle-orm";
import { user, userCheckIn, userScoreLog } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { ApiError } from "../kernel/errors";
import { translate } from "../lang";
import type { AppServices } from "../services";
import { dayKey, lastDays, shiftDay, siteTimeZone } from "./days";

const now = () => Math.floor(Date.now() / 1000);

export async function checkInScore(services: AppServices): Promise<number> {
  const value = Number(await services.siteConfig.get("check_in_score"));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Consecutive days up to today (or up to yesterday when today is still open). */
function streakOf(days: Set<string>, today: string): number {
  let cursor = days.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak++;
    cursor = shiftDay(cursor, -1);
  }
  return streak;
}

export async function checkInStatus(services: AppServices, userId: number) {
  const timeZone = await siteTimeZone(services);
  const at = now();
  const rows = await services.db
    .select({ day: userCheckIn.day })
    .from(userCheckIn)
    .where(and(eq(userCheckIn.user_id, userId), gte(userCheckIn.create_time, at - 400 * 86_400)))
    .orderBy(desc(userCheckIn.day));
  const days = new Set(rows.map((r) => r.day));
  const today = dayKey(at, timeZone);
  return {
    today,
    checkedIn: days.has(today),
    score: await checkInScore(services),
    streak: streakOf(days, today),
    total: rows.length,
    week: lastDays(7, at, timeZone).map((day) => ({ day, checked: days.has(day) })),
  };
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error));

export async function checkIn(services: AppServices, userId: number, lang: Lang) {
  const score = await checkInScore(services);
  if (score === 0) throw new ApiError("checkInDisabled");
  const timeZone = await siteTimeZone(services);
  const at = now();
  const day = dayKey(at, timeZone);
  const [done] = await services.db
    .select({ id: userCheckIn.id })
    .from(userCheckIn)
    .where(and(eq(userCheckIn.user_id, userId), eq(userCheckIn.day, day)))
    .limit(1);
  if (done) throw new ApiError("checkInAlreadyDone");
  try {
    const after = await services.db.transaction(async (tx) => {
      await tx.insert(userCheckIn).values({ user_id: userId, day, score, create_time: at });
      const [member] = await tx.select({ score: user.score }).from(user).where(eq(user.id, userId));
      if (!member) throw new ApiError("recordNotFound");
      const total = member.score + score;
      await tx.update(user).set({ score: total }).where(eq(user.id, userId));
      await tx.insert(userScoreLog).values({ user_id: userId, score, before: member.score, after: total, memo: translate(lang, "checkInMemo"), create_time: at });
      return total;
    });
    return { score, after, day };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("checkInAlreadyDone");
    throw error;
  }
}
