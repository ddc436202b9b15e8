// Categories keep their per-category list menus in step with the table, and cannot be deleted
// while enterprises (or child categories outside the batch) use them.
import { count, inArray } from "drizzle-orm";
import { enterprise, enterpriseCategory } from "@db/schema";
import { syncCategoryMenus } from "@db/seed/reference/category-menus";
import { requireChildrenInBatch } from "@server/auth/rule-sets";
import { defineServer } from "@server/engine/define";
import { ApiError } from "@server/kernel/errors";

export default defineServer({
  hooks: {
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
  },
});
