// Articles: only drafts, rejected and withdrawn articles may be edited (what a reviewer approved
// is what the public reads); the author is the admin who wrote it; a scheduled time must lie in
// the future; published articles cannot be deleted (withdraw them first).
import { ApiError } from "@server/kernel/errors";
import { defineServer } from "@server/engine/define";
import { L } from "@shared/module/labels";
import { EDITABLE_ARTICLE_STATES } from "../options";

const editable = (status: unknown) => (EDITABLE_ARTICLE_STATES as readonly string[]).includes(String(status));

export default defineServer({
  hooks: {
    async beforeSave(ctx, values, _input, existing) {
      if (existing && !editable(existing.status)) {
        throw new ApiError(L("已提交审核或已发布的文章不能修改；请先撤回或等待退回", "An article in review or published cannot be edited; withdraw it first or wait for it to be returned"));
      }
      if (!existing) values.admin_id = ctx.admin.id;
    },
    async beforeDelete(_ctx, rows) {
      if (rows.some((row) => row.status === "PUBLISHED" || row.status === "SCHEDULED")) {
        throw new ApiError(L("已发布或定时发布的文章不能删除，请先撤回", "Published or scheduled articles cannot be deleted; withdraw them first"));
      }
      return rows;
    },
  },
  transitions: {
    schedule: {
      async before(ctx, _row, values) {
        if (Number(values.publish_time) <= ctx.services.clock.now()) {
          throw new ApiError(L("定时发布时间须晚于现在", "The publish time must lie in the future"));
        }
      },
    },
  },
});
