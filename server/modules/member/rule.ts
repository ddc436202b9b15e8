// Member menu rules: a tree without cycles; children go with their parent; caches refresh.
import { userRule } from "@db/schema";
import { ApiError } from "../../kernel/errors";
import type { ModuleHooks, Row } from "../../crud/types";
import { descendants, requireChildrenInBatch } from "../rule-sets";

export const memberRuleHooks: ModuleHooks = {
  async beforeSave(_ctx, values, _input, existing, tx) {
    if (existing && values.pid !== undefined) {
      const pid = Number(values.pid);
      const all = await tx.select({ id: userRule.id, pid: userRule.pid }).from(userRule);
      if (pid === Number(existing.id) || descendants(Number(existing.id), all).has(pid)) throw new ApiError("cannotMoveUnderItself");
    }
  },
  async beforeDelete(_ctx, rows: Row[], tx) {
    requireChildrenInBatch(rows, await tx.select({ id: userRule.id, pid: userRule.pid }).from(userRule));
    return rows;
  },
  changed(ctx) {
    ctx.services.userRules.invalidate();
  },
};
