// Articles and "information edit" (the article form with the rich-text editor): news, policy
// interpretation, travel tips and warnings, reviewed before they reach the public site. The
// declared workflow gives the queue, the moves, the review dialog and the trail; scheduled
// publishing is a limit the scheduler's tick moves on.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { ARTICLE_STATE_OPTIONS } from "../options";
import { articleWorkflow } from "./workflow";

export default defineModule({
  key: "content.Article",
  title: L("文章", "Articles"),
  table: "content_article",
  menu: {
    parent: "content",
    path: "content/article",
    icon: "file-text",
    weigh: 90,
    keepalive: true,
    grants: ["supervisor"],
    grantActions: { operator: ["menu", "index", "add", "edit", "submit"] },
  },
  workflow: articleWorkflow,
  jurisdiction: { field: "region_code" },
  quickSearch: ["title", "author", "source"],
  fullText: ["title", "summary", "body", "tags"],
  recycle: true,
  pageSize: 20,
  form: { size: "xl", columns: 2 },
  defaultOrder: [
    ["update_time", "desc"],
    ["id", "desc"],
  ],
  fields: {
    id: idField,
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 120 }, english: "title_en", list: { width: 320 }, form: { wide: true } },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 200 }, list: false, form: { wide: true } },
    category_id: { kind: "remoteSelect", label: L("栏目", "Category"), remote: { module: "content.Category", label: "name" }, rules: { required: true }, list: { width: 120 }, filter: ["eq", "IN"] },
    region_code: { kind: "area", label: L("发布单位地区", "Issued in"), default: 460000, list: { width: 130, hidden: true } },
    author: { kind: "string", label: L("作者", "Author"), rules: { max: 40 }, list: { width: 110 } },
    source: { kind: "string", label: L("来源", "Source"), rules: { max: 80 }, list: { hidden: true } },
    cover: { kind: "image", label: L("封面图", "Cover image"), list: false, filter: false },
    tags: { kind: "tags", label: L("标签", "Tags"), rules: { max: 8 }, list: { hidden: true } },
    summary: { kind: "textarea", label: L("摘要", "Summary"), rules: { max: 300 }, list: false, form: { wide: true } },
    summary_en: { kind: "textarea", label: L("英文摘要", "Summary in English"), rules: { max: 600 }, list: false, form: { wide: true } },
    body: { kind: "richtext", label: L("正文", "Text"), rules: { required: true }, form: { wide: true } },
    body_en: { kind: "richtext", label: L("英文正文", "Text in English"), form: { wide: true } },
    status: { kind: "select", label: L("状态", "Status"), options: ARTICLE_STATE_OPTIONS, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
    publish_time: { kind: "datetime", label: L("发布时间", "Published"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("定时发布", "Publishes at"), column: false, form: false, filter: false, list: { width: 170, hidden: true } },
    opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
    views: { kind: "integer", label: L("阅读量", "Views"), form: false, list: { sortable: true, width: 90, hidden: true }, filter: false },
    update_time: { kind: "datetime", label: L("更新时间", "Updated"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    create_time: createTimeField,
  },
});
