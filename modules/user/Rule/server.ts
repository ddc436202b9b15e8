// Member menu rules: a tree without cycles; children go with their parent; caches refresh.
import { userRule } from "@db/schema";
import { ApiError } from "@server/kernel/errors";
import type { ModuleHooks, Row } from "@server/engine/types";
import { descendants, requireChildrenInBatch } from "@server/auth/rule-sets";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
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

export default defineServer({ hooks });
