// The member's overview (spec §7 GET /api/account/overview, reference §9.2): balance, points and
// last login, the last seven days of balance and point changes as series (reference shape:
// days, score, money), the latest ledger entries, and today's check-in state.
import { and, desc, eq, gte } from "drizzle-orm";
import { userMoneyLog, userScoreLog } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import type { MemberRow } from "../auth/member-guard";
import { centsToYuan } from "@shared/money";
import { memberInfo } from "../routes/api/member-info";
import type { AppServices } from "../services";
import { checkInStatus } from "./check-in";
import { dayKey, lastDays, siteTimeZone } from "./days";

const RECENT = 6;

export async function accountOverview(services: AppServices, row: MemberRow) {
  const { db } = services;
  const timeZone = await siteTimeZone(services);
  const at = Math.floor(Date.now() / 1000);
  const days = lastDays(7, at, timeZone);
  // Eight days back covers the seven calendar days in any time zone; the day keys filter the rest.
  const since = at - 8 * 86_400;
  const [scoreRows, moneyRows, recentScore, recentMoney] = await Promise.all([
    db.select({ change: userScoreLog.score, at: userScoreLog.create_time }).from(userScoreLog).where(and(eq(userScoreLog.user_id, row.id), gte(userScoreLog.create_time, since))),
    db.select({ change: userMoneyLog.money, at: userMoneyLog.create_time }).from(userMoneyLog).where(and(eq(userMoneyLog.user_id, row.id), gte(userMoneyLog.create_time, since))),
    db.select().from(userScoreLog).where(eq(userScoreLog.user_id, row.id)).orderBy(desc(userScoreLog.create_time), desc(userScoreLog.id)).limit(RECENT),
    db.select().from(userMoneyLog).where(eq(userMoneyLog.user_id, row.id)).orderBy(desc(userMoneyLog.create_time), desc(userMoneyLog.id)).limit(RECENT),
  ]);
  const sumByDay = (rows: { change: number; at: number }[]) => {
    const sums = new Map<string, number>(days.map((d) => [d, 0]));
    for (const r of rows) {
      const key = dayKey(r.at, timeZone);
      if (sums.has(key)) sums.set(key, (sums.get(key) ?? 0) + r.change);
    }
    return days.map((d) => sums.get(d) ?? 0);
  };
  const recent = [
    ...recentScore.map((r) => ({ kind: "score" as const, change: r.score > 0 ? `+${r.score}` : String(r.score), after: String(r.after), memo: r.memo, at: r.create_time, id: r.id })),
    ...recentMoney.map((r) => ({ kind: "money" as const, change: `${r.money > 0 ? "+" : ""}${centsToYuan(r.money)}`, after: centsToYuan(r.after), memo: r.memo, at: r.create_time, id: r.id })),
  ]
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .slice(0, RECENT)
    .map(({ at: time, ...entry }) => ({ ...entry, create_time: formatDateTime(time, timeZone) }));
  const checkIn = await checkInStatus(services, row.id);
  return {
    account: memberInfo(row, timeZone),
    days,
    score: sumByDay(scoreRows),
    money: sumByDay(moneyRows).map(centsToYuan),
    recent,
    checkIn: { checkedIn: checkIn.checkedIn, score: checkIn.score, streak: checkIn.streak },
  };
}
