// A planned stop takes its group's agency and area and its day of the trip; it changes only
// while the group is planned or on the road, starts within the trip, and names an enterprise of
// a category that fits its kind (a shopping stop a tourist shopping store, a hotel a hotel or
// guesthouse …). The travel rules run for the group after each change.
import { eq } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { Row } from "@server/engine/types";
import { runTravelRules } from "../alerts";
import { CATEGORIES_FOR_KIND, groupOf, KINDS_WITH_ENTERPRISE } from "../shared";
import itineraryModule from "./module";

const LABELS = Object.fromEntries(Object.entries(itineraryModule.fields).map(([k, f]) => [k, f.label]));
const openOnly = L("团队已结束或已取消，行程计划不能修改", "The group has finished or was cancelled; its itinerary cannot change");
const DAY = 86_400;
const TZ = 8 * 3600;

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing, tx) {
      const merged: Row = { ...existing, ...values };
      const group = await groupOf(tx, Number(merged.group_id));
      if (!group) throw new FieldValidationError({ group_id: { key: "recordNotFound" } }, LABELS);
      if (!["PLANNED", "ON_ROAD"].includes(group.status)) throw new ApiError(openOnly);
      if (existing && Number(existing.group_id) !== group.id) {
        const before = await groupOf(tx, Number(existing.group_id));
        if (before && !["PLANNED", "ON_ROAD"].includes(before.status)) throw new ApiError(openOnly);
      }
      const problems: Record<string, FieldProblem> = {};
      const start = Number(merged.planned_start);
      if (start < group.start_at || start > group.end_at) problems.planned_start = { text: L("计划开始时间须在团队行程内", "The stop must start within the trip") };
      const kind = String(merged.kind);
      const categories = CATEGORIES_FOR_KIND[kind];
      if (merged.enterprise_id) {
        const [place] = await tx.select({ category_id: enterprise.category_id }).from(enterprise).where(eq(enterprise.id, Number(merged.enterprise_id)));
        if (!place) problems.enterprise_id = { key: "recordNotFound" };
        else if (categories && !categories.includes(Number(place.category_id))) problems.enterprise_id = { text: L("该经营单位的类别与行程类型不符", "The enterprise's category does not fit the kind of stop") };
      } else if (KINDS_WITH_ENTERPRISE.includes(kind)) problems.enterprise_id = { text: L("请选择经营单位", "Choose the enterprise") };
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      Object.assign(values, {
        agency_id: group.agency_id,
        region_code: group.region_code,
        day_no: Math.floor((start + TZ) / DAY) - Math.floor((group.start_at + TZ) / DAY) + 1,
      });
    },
    async afterCommit(ctx, row, _input, existing) {
      const ids = [Number(row.group_id), ...(existing && existing.group_id !== row.group_id ? [Number(existing.group_id)] : [])];
      await runTravelRules(ctx.services.db, ctx.services.clock.now(), ids);
    },
    async beforeDelete(_ctx, rows, tx) {
      for (const row of rows) {
        const group = await groupOf(tx, Number(row.group_id));
        if (group && !["PLANNED", "ON_ROAD"].includes(group.status)) throw new ApiError(openOnly);
      }
      return rows;
    },
    async afterDeleteCommit(ctx, rows) {
      await runTravelRules(ctx.services.db, ctx.services.clock.now(), [...new Set(rows.map((r) => Number(r.group_id)))]);
    },
  },
});
