// Article categories (news, policy interpretation, travel tips, warnings …): the public site's
// news lists filter by them.
import { createTimeField, idField, L, statusField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "content.Category",
  title: L("栏目", "Categories"),
  table: "content_category",
  menu: { parent: "content", path: "content/category", icon: "folder-tree", weigh: 70, grants: ["supervisor"] },
  quickSearch: ["name", "name_en"],
  weighField: "weigh",
  defaultOrder: [
    ["weigh", "desc"],
    ["id", "asc"],
  ],
  recycle: true,
  fields: {
    id: idField,
    name: { kind: "string", label: L("栏目名称", "Category"), rules: { required: true, max: 30 }, unique: true, english: "name_en" },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 60 }, list: { hidden: true } },
    weigh: weighField,
    status: statusField,
    create_time: createTimeField,
  },
});
