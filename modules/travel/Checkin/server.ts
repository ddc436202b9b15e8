// A check-in takes its group's agency and area; the group must have set off (not cancelled),
// the arrival be within the trip and not in the future, the leaving after the arrival, the guide
// one of the group's. The travel rules run for the group after each change.
import { eq } from "drizzle-orm";
import { enterprise } from "@db/schema";
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { ApiError, FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { Row } from "@server/engine/types";
import { runTravelRules } from "../alerts";
import { groupOf, idsOf } from "../shared";
import checkinModule from "./module";

const LABELS = Object.fromEntries(Object.entries(checkinModule.fields).map(([k, f]) => [k, f.label]));
const notOnRoad = L("团队出发后才能签到", "A group checks in once it has set off");

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing, tx) {
      const merged: Row = { ...existing, ...values };
      const group = await groupOf(tx, Number(merged.group_id));
      if (!group) throw new FieldValidationError({ group_id: { key: "recordNotFound" } }, LABELS);
      const now = ctx.services.clock.now();
      if (group.status === "CANCELLED" || group.start_at > now) throw new ApiError(notOnRoad);
      const problems: Record<string, FieldProblem> = {};
      const arrived = Number(merged.checkin_at);
      if (arrived < group.start_at || arrived > group.end_at) problems.checkin_at = { text: L("到达时间须在团队行程内", "The arrival must be within the trip") };
      else if (arrived > now + 5 * 60) problems.checkin_at = { text: L("到达时间不能晚于现在", "The arrival cannot be in the future") };
      if (merged.checkout_at !== null && merged.checkout_at !== undefined && Number(merged.checkout_at) < arrived) problems.checkout_at = { text: L("离开时间不能早于到达时间", "Leaving cannot be before arriving") };
      const [place] = await tx.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.id, Number(merged.enterprise_id)));
      if (!place) problems.enterprise_id = { key: "recordNotFound" };
      if (merged.guide_id && !idsOf(group.guide_ids).includes(Number(merged.guide_id))) problems.guide_id = { text: L("不是本团的导游", "Not a guide of this group") };
      if (Object.keys(problems).length) throw new FieldValidationError(problems, LABELS);
      Object.assign(values, { agency_id: group.agency_id, region_code: group.region_code });
    },
    async afterCommit(ctx, row, _input, existing) {
      const ids = [Number(row.group_id), ...(existing && existing.group_id !== row.group_id ? [Number(existing.group_id)] : [])];
      await runTravelRules(ctx.services.db, ctx.services.clock.now(), ids);
    },
    async afterDeleteCommit(ctx, rows) {
      await runTravelRules(ctx.services.db, ctx.services.clock.now(), [...new Set(rows.map((r) => Number(r.group_id)))]);
    },
  },
});
