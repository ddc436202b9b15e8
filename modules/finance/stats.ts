// Refund statistics for supervisors, within their area: over the last 30 days the amounts paid
// and refunded per day, and per merchant the refund rate (refunded amount / paid amount) and
// count. Read from the daily summaries kept with every payment and refund (trade_daily), so
// the answer costs the same at two million orders as at two thousand.
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { enterprise, tradeDaily } from "@db/schema";
import { areaSpan } from "@shared/area-code";
import { addDays } from "@modules/guide/card";
import type { Executor } from "@server/engine/types";

export interface RefundStats {
  from: string;
  to: string;
  days: { day: string; paid: number; refunded: number; refunds: number }[];
  byType: { type: string; paid: number; refunded: number }[];
  merchants: { id: number; name: string; name_en: string; paid: number; refunded: number; refunds: number; rate: number }[];
}

export async function refundStats(db: Executor, today: string, area: number | undefined, days = 30): Promise<RefundStats> {
  const from = addDays(today, -(days - 1));
  const conditions: SQL[] = [gte(tradeDaily.day, from), lte(tradeDaily.day, today)];
  if (area) conditions.push(and(gte(tradeDaily.region_code, area), lte(tradeDaily.region_code, areaSpan(area))) as SQL);
  const where = and(...conditions);
  const paid = sql<number>`coalesce(sum(${tradeDaily.paid_amount}), 0)`.mapWith(Number);
  const refunded = sql<number>`coalesce(sum(${tradeDaily.refund_amount}), 0)`.mapWith(Number);
  const refunds = sql<number>`coalesce(sum(${tradeDaily.refunds}), 0)`.mapWith(Number);
  const perDay = await db.select({ day: tradeDaily.day, paid, refunded, refunds }).from(tradeDaily).where(where).groupBy(tradeDaily.day).orderBy(tradeDaily.day);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    const found = byDay.get(day);
    return { day, paid: found?.paid ?? 0, refunded: found?.refunded ?? 0, refunds: found?.refunds ?? 0 };
  });
  const byType = await db.select({ type: tradeDaily.order_type, paid, refunded }).from(tradeDaily).where(where).groupBy(tradeDaily.order_type);
  // The merchants with the most refunded: added up from the summary alone (its covering index),
  // then only those fifteen are joined to their names.
  const top = db
    .select({ id: tradeDaily.enterprise_id, paid: paid.as("paid"), refunded: refunded.as("refunded"), refunds: refunds.as("refunds") })
    .from(tradeDaily)
    .where(where)
    .groupBy(tradeDaily.enterprise_id)
    .orderBy(desc(refunded), tradeDaily.enterprise_id)
    .limit(15)
    .as("top");
  const merchants = await db
    .select({ id: top.id, name: enterprise.name, name_en: enterprise.name_en, paid: sql<number>`${top.paid}`.mapWith(Number), refunded: sql<number>`${top.refunded}`.mapWith(Number), refunds: sql<number>`${top.refunds}`.mapWith(Number) })
    .from(top)
    .innerJoin(enterprise, eq(enterprise.id, top.id))
    .orderBy(desc(top.refunded), top.id);
  return {
    from,
    to: today,
    days: series,
    byType,
    merchants: merchants.map((m) => ({ ...m, rate: m.paid ? Math.round((m.refunded / m.paid) * 1000) / 10 : 0 })),
  };
}
