// Withdrawals: the request takes the merchant's area and a TX number, checks the bank account
// (12 to 30 digits) and holds the amount — refused beyond the available balance — in the add's
// transaction; paying writes the ledger row, rejecting releases the hold, each in its move's
// transaction. Nothing is edited once asked.
import { eq } from "drizzle-orm";
import { enterprise, financeWithdrawal } from "@db/schema";
import { L } from "@shared/module/labels";
import { maskPii } from "@shared/pii";
import { defineServer } from "@server/engine/define";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import { nextNumber } from "@modules/order/numbers";
import { hold, payOut, release } from "../withdrawals";

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing, tx) {
      if (existing) throw new ApiError(L("提现申请提交后不能修改", "A withdrawal cannot be changed once asked"));
      const enterpriseId = Number(values.enterprise_id);
      if (!Number.isInteger(enterpriseId) || enterpriseId <= 0) throw new FieldValidationError({ enterprise_id: { text: L("请选择商户", "Choose the merchant") } });
      const [owner] = await tx.select({ region: enterprise.region_code }).from(enterprise).where(eq(enterprise.id, enterpriseId));
      if (!owner) throw new FieldValidationError({ enterprise_id: { text: L("商户不存在", "No such merchant") } });
      // The form's pattern allows spaces between the digits; the account is kept without them.
      const account = String(values.bank_account ?? "").replace(/\s+/g, "");
      if (!/^\d{12,30}$/.test(account)) throw new FieldValidationError({ bank_account: { text: L("银行账号应为 12 至 30 位数字", "A bank account is 12 to 30 digits") } });
      const now = ctx.services.clock.now();
      const amount = Number(values.amount);
      if (!Number.isInteger(amount) || amount <= 0) throw new FieldValidationError({ amount: { text: L("请填写提现金额", "Give the amount") } });
      await hold(tx, enterpriseId, amount, now);
      Object.assign(values, {
        bank_account: account,
        region_code: owner.region,
        status: "REQUESTED",
        withdrawal_no: await nextNumber(tx, financeWithdrawal, financeWithdrawal.withdrawal_no, "TX", now, await ctx.services.siteConfig.timeZone()),
        apply_time: now,
      });
    },
  },
  transitions: {
    pay: {
      async after(ctx, row, _input, tx) {
        await payOut(tx, { enterprise_id: Number(row.enterprise_id), amount: Number(row.amount), withdrawal_no: String(row.withdrawal_no), bank_account_masked: String(maskPii("bankCard", String(row.bank_account))) }, ctx.services.clock.now());
      },
    },
    reject: {
      async after(ctx, row, _input, tx) {
        await release(tx, Number(row.enterprise_id), Number(row.amount), ctx.services.clock.now());
      },
    },
  },
});
