// Withdrawals (reference domain §18): a merchant asks to move part of its balance to its bank
// account. The amount is held on the account (`frozen`) when asked, by a conditional update —
// only while the balance not yet held covers it — inside the request's write transaction, so two
// requests racing each other can never hold more than the balance. Paying writes the WITHDRAW
// ledger row (the balance falls) and releases the hold in the same transaction; refusing
// releases the hold. The available balance is `balance − frozen`.
import { and, eq, gte, sql } from "drizzle-orm";
import { financeAccount } from "@db/schema";
import { centsToYuan } from "@shared/money";
import { L } from "@shared/module/labels";
import type { Executor } from "@server/engine/types";
import { ApiError } from "@server/kernel/errors";
import { enterpriseAccount, post } from "./ledger";

/** Holds `amount` cents of the enterprise's balance, or refuses with what is available. */
export async function hold(tx: Executor, enterpriseId: number, amount: number, now: number): Promise<void> {
  const account = await enterpriseAccount(tx, enterpriseId);
  const held = await tx
    .update(financeAccount)
    .set({ frozen: sql`${financeAccount.frozen} + ${amount}`, update_time: now })
    .where(and(eq(financeAccount.id, account.id), sql`${financeAccount.balance} - ${financeAccount.frozen} >= ${amount}`))
    .returning({ id: financeAccount.id });
  if (held.length === 0) {
    const [row] = await tx.select({ balance: financeAccount.balance, frozen: financeAccount.frozen }).from(financeAccount).where(eq(financeAccount.id, account.id));
    const available = centsToYuan(Math.max(0, (row?.balance ?? 0) - (row?.frozen ?? 0)));
    throw new ApiError(L(`提现金额超过可提现余额（${available} 元）`, `The amount is more than the balance available to withdraw (${available} yuan)`));
  }
}

/** Releases a hold (a refused withdrawal). */
export async function release(tx: Executor, enterpriseId: number, amount: number, now: number): Promise<void> {
  const account = await enterpriseAccount(tx, enterpriseId);
  await tx
    .update(financeAccount)
    .set({ frozen: sql`max(${financeAccount.frozen} - ${amount}, 0)`, update_time: now })
    .where(eq(financeAccount.id, account.id));
}

/** Pays a held withdrawal out: the ledger row and the hold released, in `tx`. */
export async function payOut(tx: Executor, withdrawal: { enterprise_id: number; amount: number; withdrawal_no: string; bank_account_masked: string }, now: number): Promise<void> {
  const account = await enterpriseAccount(tx, withdrawal.enterprise_id);
  // Refunds paid since the request may have eaten into the balance: the money must still be there.
  const released = await tx
    .update(financeAccount)
    .set({ frozen: sql`max(${financeAccount.frozen} - ${withdrawal.amount}, 0)` })
    .where(and(eq(financeAccount.id, account.id), gte(financeAccount.balance, withdrawal.amount)))
    .returning({ id: financeAccount.id });
  if (released.length === 0) throw new ApiError(L("账户余额不足，无法打款", "The balance no longer covers this withdrawal"));
  await post(tx, { enterpriseId: withdrawal.enterprise_id, direction: "OUT", amount: withdrawal.amount, bizType: "WITHDRAW", bizNo: withdrawal.withdrawal_no, remark: withdrawal.bank_account_masked, now });
}
