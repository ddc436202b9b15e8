// Daily settlements (reference domain §18): for each enterprise with movements on a day (site
// time zone), that day's order income and refunds read from the ledger, the platform's
// commission at the configured rate (`platform_commission_rate`, per cent of income less
// refunds) and the net. The scheduler's tick settles the day before; settling is idempotent —
// one row per enterprise and day (a unique index), and the commission's two ledger rows (out of
// the merchant's account, into the platform's) are written only with the row that was inserted,
// in the same transaction.
import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { financeLedger, financeSettlement } from "@db/schema";
import { addDays } from "@modules/guide/card";
import { siteToday } from "@modules/guide/Guide/server";
import { toUnixSeconds } from "@server/engine/time-zone";
import type { AppServices } from "@server/services";
import { PLATFORM, post } from "./ledger";

/** The configured commission rate in per cent (0 to 100, two decimals at most); 0 when unset or invalid. */
export async function commissionRate(services: { siteConfig: Pick<AppServices["siteConfig"], "get"> }): Promise<number> {
  const value = Number(await services.siteConfig.get("platform_commission_rate"));
  return Number.isFinite(value) && value >= 0 && value <= 100 ? Math.round(value * 100) / 100 : 0;
}

/** Commission on `base` cents at `rate` per cent, rounded to the cent; none on a loss. */
export const commissionOf = (base: number, rate: number): number => (base > 0 ? Math.round((base * Math.round(rate * 100)) / 10_000) : 0);

/** An enterprise's income and refunds of one day, from the ledger. */
export interface DayTotals {
  region: number;
  orders: number;
  orderAmount: number;
  refunds: number;
  refundAmount: number;
}

/** Adds ledger rows (or counts already grouped by enterprise and type) up per enterprise. */
export function dayTotals(rows: readonly { enterprise_id: number; region_code: number; biz_type: string; n: number; total: number }[]): Map<number, DayTotals> {
  const byEnterprise = new Map<number, DayTotals>();
  for (const row of rows) {
    const entry = byEnterprise.get(row.enterprise_id) ?? { region: row.region_code, orders: 0, orderAmount: 0, refunds: 0, refundAmount: 0 };
    if (row.biz_type === "ORDER_INCOME") {
      entry.orders += row.n;
      entry.orderAmount += row.total;
    } else if (row.biz_type === "REFUND") {
      entry.refunds += row.n;
      entry.refundAmount += row.total;
    }
    byEnterprise.set(row.enterprise_id, entry);
  }
  return byEnterprise;
}

/**
 * One enterprise's settlement of `day`: the row (commission at `rate` on income less refunds,
 * the net) and the commission's two ledger movements — out of the merchant's account, into the
 * platform's — none when there is no commission.
 */
export function settlementOf(enterpriseId: number, day: string, e: DayTotals, rate: number) {
  const commission = commissionOf(e.orderAmount - e.refundAmount, rate);
  const bizNo = `JS${day.replace(/-/g, "")}${String(enterpriseId).padStart(6, "0")}`;
  return {
    row: { enterprise_id: enterpriseId, region_code: e.region, day, orders: e.orders, order_amount: e.orderAmount, refunds: e.refunds, refund_amount: e.refundAmount, commission_rate: String(rate), commission, net: e.orderAmount - e.refundAmount - commission },
    moves:
      commission > 0
        ? [
            { enterpriseId, direction: "OUT" as const, amount: commission, bizNo, remark: `${rate}%` },
            { enterpriseId: PLATFORM, direction: "IN" as const, amount: commission, bizNo, remark: `#${enterpriseId}` },
          ]
        : [],
  };
}

/** Settles `day` (yyyy-mm-dd) for every enterprise with income or refunds that day; returns how many were settled now. */
export async function settleDay(services: Pick<AppServices, "db" | "siteConfig" | "clock">, day: string): Promise<number> {
  const timeZone = await services.siteConfig.timeZone();
  const start = toUnixSeconds(`${day} 00:00:00`, timeZone);
  const end = toUnixSeconds(`${addDays(day, 1)} 00:00:00`, timeZone);
  const rate = await commissionRate(services);
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .select({ enterprise_id: financeLedger.enterprise_id, region_code: sql<number>`max(${financeLedger.region_code})`.mapWith(Number), biz_type: financeLedger.biz_type, n: sql<number>`count(*)`.mapWith(Number), total: sql<number>`sum(${financeLedger.amount})`.mapWith(Number) })
      .from(financeLedger)
      .where(and(gte(financeLedger.create_time, start), lt(financeLedger.create_time, end), ne(financeLedger.enterprise_id, PLATFORM), inArray(financeLedger.biz_type, ["ORDER_INCOME", "REFUND"])))
      .groupBy(financeLedger.enterprise_id, financeLedger.biz_type);
    let settled = 0;
    for (const [enterpriseId, totals] of dayTotals(rows)) {
      const settlement = settlementOf(enterpriseId, day, totals, rate);
      const [made] = await tx.insert(financeSettlement).values({ ...settlement.row, create_time: now }).onConflictDoNothing().returning({ id: financeSettlement.id });
      if (!made) continue;
      settled++;
      for (const move of settlement.moves) await post(tx, { ...move, bizType: "COMMISSION", now });
    }
    return settled;
  });
}

/** The tick: settles yesterday once it is over (again is harmless: nothing more is written). */
export async function settleYesterday(services: Pick<AppServices, "db" | "siteConfig" | "clock">): Promise<number> {
  const today = await siteToday(services);
  const yesterday = addDays(today, -1);
  const [done] = await services.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(financeSettlement).where(eq(financeSettlement.day, yesterday));
  // A settled day stays settled: the ledger of a day gone by no longer changes.
  if ((done?.n ?? 0) > 0) return 0;
  return settleDay(services, yesterday);
}
