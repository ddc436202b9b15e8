// Admin menu and permission rules: no cycles in the tree, children deleted with their parent,
// new rules granted to the groups that hold their parent (reference §4.1 auto-grant), deleted
// rules removed from groups, and the rule caches refreshed after every change.
import { eq, inArray, ne } from "drizzle-orm";
import { adminGroup, adminRule } from "@db/schema";
import { parseRuleIds } from "@server/auth/admin-access";
import { ApiError } from "@server/kernel/errors";
import type { ModuleHooks, Row, Transaction } from "@server/engine/types";
import { descendants, requireChildrenInBatch } from "@server/auth/rule-sets";
import { defineServer } from "@server/engine/define";

async function rewriteGroups(tx: Transaction, change: (ids: number[]) => number[]) {
  const groups = await tx.select({ id: adminGroup.id, rules: adminGroup.rules }).from(adminGroup).where(ne(adminGroup.rules, "*"));
  for (const group of groups) {
    const before = parseRuleIds(group.rules).ids;
    const after = change(before);
    if (after.join(",") !== before.join(",")) await tx.update(adminGroup).set({ rules: after.join(",") }).where(eq(adminGroup.id, group.id));
  }
}

const hooks: ModuleHooks = {
  scope(ctx) {
    if (ctx.admin.access.super) return undefined;
    const ids = [...ctx.admin.access.ruleIds];
    return inArray(adminRule.id, ids.length ? ids : [0]);
  },

  async beforeSave(_ctx, values, _input, existing, tx) {
    if (existing && values.pid !== undefined) {
      const pid = Number(values.pid);
      const all = await tx.select({ id: adminRule.id, pid: adminRule.pid }).from(adminRule);
      if (pid === Number(existing.id) || descendants(Number(existing.id), all).has(pid)) throw new ApiError("cannotMoveUnderItself");
    }
    if (values.type === "button") values.menu_type = null;
  },

  async afterSave(_ctx, row, _input, existing, tx) {
    if (existing || !row.pid) return;
    const parent = Number(row.pid);
    await rewriteGroups(tx, (ids) => (ids.includes(parent) && !ids.includes(Number(row.id)) ? [...ids, Number(row.id)] : ids));
  },

  async beforeDelete(_ctx, rows: Row[], tx) {
    requireChildrenInBatch(rows, await tx.select({ id: adminRule.id, pid: adminRule.pid }).from(adminRule));
    return rows;
  },

  async afterDelete(_ctx, rows, tx) {
    const gone = new Set(rows.map((r) => Number(r.id)));
    await rewriteGroups(tx, (ids) => ids.filter((id) => !gone.has(id)));
  },

  changed(ctx) {
    ctx.services.adminRules.invalidate();
    ctx.services.adminAccess.invalidate();
  },
};

export default defineServer({ hooks });
