// Admin groups (reference §4.4, fixed): non-super admins manage only groups whose rules are a
// strict subset of theirs, may grant only rules they hold, and cannot change their own group.
import { eq, inArray } from "drizzle-orm";
import { adminGroup, adminGroupAccess, adminRule } from "@db/schema";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { CrudContext, Executor, ModuleHooks, Row } from "@server/engine/types";
import { encodeRuleSet, requireChildrenInBatch, showRuleSets } from "@server/auth/rule-sets";
import { manageableGroupIds } from "../manageable";
import { defineServer } from "@server/engine/define";

async function ownGroupIds(db: Executor, adminId: number) {
  return (await db.select({ g: adminGroupAccess.group_id }).from(adminGroupAccess).where(eq(adminGroupAccess.uid, adminId))).map((r) => r.g);
}

async function allRuleIds(db: Executor) {
  return (await db.select({ id: adminRule.id }).from(adminRule)).map((r) => r.id);
}

const absolute = (ctx: CrudContext) => ["1", "true"].includes(ctx.query.get("absoluteAuth") ?? "");

const hooks: ModuleHooks = {
  async scope(ctx) {
    if (ctx.admin.access.super) return undefined;
    const manageable = await manageableGroupIds(ctx.services.db, ctx.admin.access);
    const own = absolute(ctx) ? [] : await ownGroupIds(ctx.services.db, ctx.admin.id);
    const ids = [...manageable, ...own];
    return inArray(adminGroup.id, ids.length ? ids : [0]);
  },

  async dependents(tx, row) {
    return { admin_group_access: await tx.select().from(adminGroupAccess).where(eq(adminGroupAccess.group_id, Number(row.id))) };
  },

  async decorate(ctx, rows) {
    showRuleSets(rows, await allRuleIds(ctx.services.db));
  },

  async beforeSave(ctx, values, input, existing, tx) {
    const { access } = ctx.admin;
    if (existing && !access.super) {
      if ((await ownGroupIds(tx, ctx.admin.id)).includes(Number(existing.id))) throw new ApiError("cannotEditOwnGroup");
    }
    if (input.rules !== undefined) {
      const chosen = (input.rules as (number | string)[]).map((r) => (r === "*" ? r : Number(r)));
      const stored = encodeRuleSet(chosen, await allRuleIds(tx));
      if (!access.super) {
        const ids = stored === "*" ? await allRuleIds(tx) : stored.split(",").filter(Boolean).map(Number);
        if (ids.some((id) => !access.ruleIds.has(id))) throw new FieldValidationError({ rules: { key: "rulesNotYours" } });
        if ([...access.ruleIds].every((id) => ids.includes(id))) throw new FieldValidationError({ rules: { key: "groupHasAllYourRights" } });
      }
      values.rules = stored;
    }
    if (values.pid !== undefined && existing && Number(values.pid) === Number(existing.id)) {
      throw new FieldValidationError({ pid: { key: "notAllowedValue" } });
    }
    if (values.pid && !access.super) {
      const allowed = new Set([...(await manageableGroupIds(tx, access)), ...(await ownGroupIds(tx, ctx.admin.id))]);
      if (!allowed.has(Number(values.pid))) throw new FieldValidationError({ pid: { key: "notAllowedValue" } });
    }
  },

  async beforeDelete(ctx, rows: Row[], tx) {
    const own = new Set(await ownGroupIds(tx, ctx.admin.id));
    const deletable = rows.filter((r) => !own.has(Number(r.id)));
    const all = await tx.select({ id: adminGroup.id, pid: adminGroup.pid }).from(adminGroup);
    requireChildrenInBatch(deletable, all);
    return deletable;
  },

  changed(ctx) {
    ctx.services.adminAccess.invalidate();
  },
};

export default defineServer({ hooks });
