// Balance and score logs (reference §2 user_money_log, fixed): adding an entry changes the
// member's balance or score in the same transaction, recording before and after; the result
// may not go below zero. Entries are never edited or deleted.
import { eq } from "drizzle-orm";
import { user } from "@db/schema";
import { centsToYuan } from "@shared/money";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { ModuleHooks } from "@server/engine/types";

export function ledgerHooks(column: "money" | "score"): ModuleHooks {
  return {
    async beforeSave(ctx, values, _input, existing, tx) {
      if (existing) return;
      const delta = Number(values[column]);
      if (!Number.isInteger(delta) || delta === 0) throw new FieldValidationError({ [column]: { key: "notAllowedValue" } });
      const [member] = await tx.select({ id: user.id, money: user.money, score: user.score }).from(user).where(eq(user.id, Number(values.user_id)));
      if (!member) throw new FieldValidationError({ user_id: { key: "recordNotFound" } });
      const before = member[column];
      const after = before + delta;
      if (after < 0) throw new ApiError("balanceBelowZero", { current: column === "money" ? centsToYuan(before) : before });
      values.before = before;
      values.after = after;
      values.admin_id = ctx.admin.id;
      await tx.update(user).set({ [column]: after }).where(eq(user.id, member.id));
    },
  };
}
