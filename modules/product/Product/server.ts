// The product's server part: it takes its agency's area (the agency must be a travel agency in
// business); a day tour lasts one day and nights never outnumber days; the shopping list is kept
// one place a line and the shopping disclosure is worked out at save; every committed save runs
// the products check over the product; a product with a confirmed violation not yet rectified
// cannot be deleted (taking it off the shelf stops its sale).
import { and, eq, inArray } from "drizzle-orm";
import { enterprise, productCheck } from "@db/schema";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import type { Row } from "@server/engine/types";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import { shoppingGap, tidyList } from "../checks";
import { checkProducts } from "../run";
import productModule from "./module";

const LABELS = Object.fromEntries(Object.entries(productModule.fields).map(([k, f]) => [k, f.label]));

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const merged: Row = { ...existing, ...values };
      const problems: Record<string, FieldProblem> = {};
      const days = Number(merged.days);
      if (Number(merged.nights) > days) problems.nights = { text: L("晚数不能多于天数", "More nights than days") };
      if (merged.type === "DAY_TOUR" && days !== 1) problems.days = { text: L("一日游的天数为 1", "A day tour lasts one day") };
      const [agency] = await tx
        .select({ region_code: enterprise.region_code })
        .from(enterprise)
        .where(and(eq(enterprise.id, Number(merged.agency_id)), eq(enterprise.category_id, 11000), eq(enterprise.status, "NORMAL")));
      if (!agency) problems.agency_id = { text: L("不是正常经营的旅行社", "Not a travel agency in business") };
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      if (agency) values.region_code = agency.region_code;
      if (values.shopping_list !== undefined) values.shopping_list = tidyList(String(values.shopping_list ?? ""));
      values.shopping_gap = shoppingGap(Number(merged.shopping_stops ?? 0), String(values.shopping_list ?? merged.shopping_list ?? ""), String(merged.itinerary ?? ""));
    },
    async afterCommit(ctx, row) {
      await checkProducts(ctx.services, ctx.services.clock.now(), [Number(row.id)]);
    },
    async beforeDelete(_ctx, rows, tx) {
      const ids = rows.map((r) => Number(r.id));
      if (ids.length) {
        const standing = await tx
          .select({ id: productCheck.id })
          .from(productCheck)
          .where(and(inArray(productCheck.product_id, ids), inArray(productCheck.status, ["VIOLATION", "TRANSFERRED"])))
          .limit(1);
        if (standing.length) throw new ApiError(L("产品有确认违规尚未整改，不能删除；可先下架", "A confirmed violation of the product is not rectified yet; it cannot be deleted (take it off the shelf instead)"));
      }
      return rows;
    },
    async afterDeleteCommit(ctx, rows) {
      // Checks still to be checked on a deleted product close by themselves.
      await checkProducts(ctx.services, ctx.services.clock.now(), rows.map((r) => Number(r.id)));
    },
  },
  async tick(services, now) {
    return checkProducts(services, now);
  },
});
