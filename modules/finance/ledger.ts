// Money movements (reference domain §18). Balances are never edited directly: every movement is
// one immutable ledger row (the migration's triggers refuse UPDATE and DELETE on it) written in
// the same transaction as the account's balance change, carrying the balance after it — so the
// sum of an account's entries always equals its balance. The daily summary per enterprise, day
// and order type is kept in the same transaction, so statistics read it instead of orders.
import { and, eq, sql } from "drizzle-orm";
import { enterprise, financeAccount, financeLedger, tradeDaily } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import type { Executor } from "@server/engine/types";

export type BizType = "ORDER_INCOME" | "REFUND" | "COMMISSION" | "WITHDRAW" | "ADJUST";

/** The platform's own account (commissions) has enterprise 0. */
export const PLATFORM = 0;

/** The enterprise's account (or the platform's, for enterprise 0), opened on its first movement. */
export async function enterpriseAccount(tx: Executor, enterpriseId: number): Promise<{ id: number; region_code: number }> {
  const ownerType = enterpriseId === PLATFORM ? "PLATFORM" : "ENTERPRISE";
  const [found] = await tx.select({ id: financeAccount.id, region_code: financeAccount.region_code }).from(financeAccount).where(and(eq(financeAccount.owner_type, ownerType), eq(financeAccount.enterprise_id, enterpriseId)));
  if (found) return found;
  if (ownerType === "PLATFORM") {
    const [platform] = await tx.insert(financeAccount).values({ owner_type: "PLATFORM", enterprise_id: PLATFORM, name: "平台账户", region_code: 0 }).returning({ id: financeAccount.id, region_code: financeAccount.region_code });
    if (!platform) throw new Error("account insert returned no row");
    return platform;
  }
  const [owner] = await tx.select({ name: enterprise.name, region: enterprise.region_code }).from(enterprise).where(eq(enterprise.id, enterpriseId));
  const [made] = await tx
    .insert(financeAccount)
    .values({ owner_type: "ENTERPRISE", enterprise_id: enterpriseId, name: owner?.name ?? `#${enterpriseId}`, region_code: owner?.region ?? 0 })
    .returning({ id: financeAccount.id, region_code: financeAccount.region_code });
  if (!made) throw new Error("account insert returned no row");
  return made;
}

/** One movement: the balance changes and the ledger row is written, in `tx`. */
export async function post(tx: Executor, entry: { enterpriseId: number; direction: "IN" | "OUT"; amount: number; bizType: BizType; bizNo: string; remark?: string; now: number }): Promise<number> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error(`ledger amount must be positive whole cents, got ${entry.amount}`);
  const account = await enterpriseAccount(tx, entry.enterpriseId);
  const delta = entry.direction === "IN" ? entry.amount : -entry.amount;
  const [after] = await tx
    .update(financeAccount)
    .set({ balance: sql`${financeAccount.balance} + ${delta}`, update_time: entry.now })
    .where(eq(financeAccount.id, account.id))
    .returning({ balance: financeAccount.balance });
  if (!after) throw new Error("account vanished");
  await tx.insert(financeLedger).values({
    account_id: account.id,
    enterprise_id: entry.enterpriseId,
    region_code: account.region_code,
    direction: entry.direction,
    amount: entry.amount,
    balance_after: after.balance,
    biz_type: entry.bizType,
    biz_no: entry.bizNo,
    remark: entry.remark ?? "",
    create_time: entry.now,
  });
  return after.balance;
}

/** Adds a payment or a refund to the day's summary of the enterprise and order type. */
export async function summarise(tx: Executor, row: { enterpriseId: number; regionCode: number; orderType: string; now: number; timeZone: string; paid?: number; refunded?: number }): Promise<void> {
  const day = formatDateTime(row.now, row.timeZone, false);
  const paidOrders = row.paid ? 1 : 0;
  const refunds = row.refunded ? 1 : 0;
  await tx
    .insert(tradeDaily)
    .values({ enterprise_id: row.enterpriseId, region_code: row.regionCode, day, order_type: row.orderType, paid_orders: paidOrders, paid_amount: row.paid ?? 0, refunds, refund_amount: row.refunded ?? 0 })
    .onConflictDoUpdate({
      target: [tradeDaily.enterprise_id, tradeDaily.day, tradeDaily.order_type],
      set: {
        paid_orders: sql`${tradeDaily.paid_orders} + ${paidOrders}`,
        paid_amount: sql`${tradeDaily.paid_amount} + ${row.paid ?? 0}`,
        refunds: sql`${tradeDaily.refunds} + ${refunds}`,
        refund_amount: sql`${tradeDaily.refund_amount} + ${row.refunded ?? 0}`,
      },
    });
}
