// Automatic replies: a keyword rule needs keywords, and each reply type the parts WeChat sends.
import { L } from "@shared/module/labels";
import { defineServer } from "@server/engine/define";
import { FieldValidationError, type FieldProblem } from "@server/kernel/errors";

const NEEDED: Record<string, string[]> = { text: ["content"], image: ["media_id"], news: ["title", "url"], miniprogram: ["title", "appid", "pagepath", "media_id"] };
const REQUIRED = L("此回复内容需要填写", "Needed for this reply");

export default defineServer({
  hooks: {
    async beforeSave(_ctx, values, _input, existing) {
      const merged = { ...existing, ...values } as Record<string, unknown>;
      const problems: Record<string, FieldProblem> = {};
      if (merged.kind === "keyword" && !String(merged.keywords ?? "").trim()) problems.keywords = { text: L("关键词回复至少需要一个关键词", "A keyword rule needs at least one keyword") };
      for (const name of NEEDED[String(merged.reply_type)] ?? []) if (!String(merged[name] ?? "").trim()) problems[name] = { text: REQUIRED };
      if (Object.keys(problems).length) throw new FieldValidationError(problems);
    },
  },
});
