// Hooks of the generic market-entity modules: categories keep their list menus in step and
// refuse deletion while in use; enterprises entered by staff are registered (approved) at
// once; associations and their members are limited to the association's own account.
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { association, associationMember, enterprise, enterpriseCategory } from "@db/schema";
import { syncCategoryMenus } from "@db/seed/reference/category-menus";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import type { CrudContext, ModuleHooks, Row } from "../../crud/types";
import { requireChildrenInBatch } from "../rule-sets";
import { note } from "./audit-machine";
import { checkEnterpriseValues } from "./fields";

const operatorOf = (ctx: CrudContext) => ({ id: ctx.admin.id, name: ctx.admin.row.nickname || ctx.admin.row.username });

export const categoryHooks: ModuleHooks = {
  async beforeDelete(_ctx, rows, tx) {
    const ids = rows.map((r) => Number(r.id));
    const all = await tx.select({ id: enterpriseCategory.id, pid: enterpriseCategory.pid }).from(enterpriseCategory);
    requireChildrenInBatch(rows, all);
    const [used] = await tx.select({ n: count() }).from(enterprise).where(inArray(enterprise.category_id, ids.length ? ids : [0]));
    if ((used?.n ?? 0) > 0) throw new ApiError("categoryInUse", { count: used?.n ?? 0 });
    return rows;
  },
  async afterSave(_ctx, _row, _input, _existing, tx) {
    await syncCategoryMenus(tx);
  },
  async afterDelete(_ctx, _rows, tx) {
    await syncCategoryMenus(tx);
  },
  changed(ctx) {
    ctx.services.adminRules.invalidate();
    ctx.services.adminAccess.invalidate();
  },
};

export const enterpriseHooks: ModuleHooks = {
  async beforeSave(ctx, values, _input, existing, tx) {
    await checkEnterpriseValues(tx, ctx.services.areas, { ...existing, ...values }, existing ? Number(existing.id) : undefined);
    if (typeof values.uscc === "string") values.uscc = values.uscc.toUpperCase();
    if (!existing) {
      // Entered by the authority itself: registered at once.
      const now = Math.floor(Date.now() / 1000);
      Object.assign(values, { audit_status: "APPROVED", submit_time: now, accept_time: now, decide_time: now, applicant_id: 0 });
    }
  },
  async afterSave(ctx, row, _input, existing, tx) {
    if (!existing) await note(tx, "register", { id: Number(row.id), enterpriseId: Number(row.id), status: String(row.audit_status) }, "create", operatorOf(ctx));
  },
  changed(ctx) {
    ctx.services.enterpriseGate.invalidate();
  },
};

/** Association accounts (not staff) see only the associations they sign in for. */
const isStaff = (ctx: CrudContext) => ctx.admin.access.super || ctx.admin.access.supervise || ctx.admin.access.operations;

async function ownAssociations(ctx: CrudContext): Promise<number[]> {
  const rows = await ctx.services.db.select({ id: association.id }).from(association).where(eq(association.admin_id, ctx.admin.id));
  return rows.map((r) => r.id);
}

export const associationHooks: ModuleHooks = {
  scope(ctx) {
    return isStaff(ctx) ? undefined : eq(association.admin_id, ctx.admin.id);
  },
  async decorate(ctx, rows: Row[]) {
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return;
    const counts = await ctx.services.db
      .select({ id: associationMember.association_id, n: count() })
      .from(associationMember)
      .where(and(inArray(associationMember.association_id, ids), eq(associationMember.status, "1")))
      .groupBy(associationMember.association_id);
    for (const row of rows) row.member_count = counts.find((c) => c.id === Number(row.id))?.n ?? 0;
  },
};

export const associationMemberHooks: ModuleHooks = {
  async scope(ctx) {
    if (isStaff(ctx)) return undefined;
    const own = await ownAssociations(ctx);
    return own.length ? inArray(associationMember.association_id, own) : sql`0`;
  },
  async beforeSave(ctx, values, _input, existing, tx) {
    const associationId = Number(values.association_id ?? existing?.association_id);
    const enterpriseId = Number(values.enterprise_id ?? existing?.enterprise_id);
    if (!isStaff(ctx) && !(await ownAssociations(ctx)).includes(associationId)) throw new FieldValidationError({ association_id: { key: "associationNotYours" } });
    const conditions = [eq(associationMember.association_id, associationId), eq(associationMember.enterprise_id, enterpriseId)];
    if (existing) conditions.push(ne(associationMember.id, Number(existing.id)));
    const [dup] = await tx.select({ n: count() }).from(associationMember).where(and(...conditions));
    if ((dup?.n ?? 0) > 0) throw new FieldValidationError({ enterprise_id: { key: "alreadyMember" } });
  },
};

