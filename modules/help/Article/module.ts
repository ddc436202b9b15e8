// Help articles for console users, each tied to a console page (its menu rule, whose name is the
// page's path, `guide/application`):
// that page shows a "?" button that opens its article. Searched in full text.
import { idField, L, statusField, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "help.Article",
  title: L("帮助管理", "Help articles"),
  table: "help_article",
  menu: { parent: "help", path: "help/article", icon: "book-open", weigh: 80, grants: ["supervisor"] },
  quickSearch: ["title"],
  fullText: ["title", "body"],
  recycle: true,
  pageSize: 20,
  weighField: "weigh",
  form: { size: "xl", columns: 2 },
  defaultOrder: [
    ["weigh", "desc"],
    ["id", "asc"],
  ],
  fields: {
    id: idField,
    rule_id: {
      kind: "remoteSelect",
      label: L("所属页面", "Console page"),
      remote: { module: "auth.Rule", label: "title" },
      rules: { required: true },
      list: { width: 200 },
      filter: ["eq", "IN"],
      form: { help: L("选择帮助所说明的控制台页面（菜单）", "The console page (menu) the help explains") },
    },
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 120 }, english: "title_en", list: { width: 280 } },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 200 }, list: false },
    body: { kind: "richtext", label: L("内容", "Text"), rules: { required: true }, form: { wide: true } },
    body_en: { kind: "richtext", label: L("英文内容", "Text in English"), form: { wide: true } },
    weigh: weighField,
    status: statusField,
    update_time: updateTimeField,
  },
});
