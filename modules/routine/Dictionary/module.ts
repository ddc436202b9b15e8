import { createTimeField, idField, L, statusField, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "routine.Dictionary",
  title: L("数据字典", "Dictionary"),
  table: "dictionary",
  menu: { parent: "routine", path: "routine/dictionary", icon: "book-open", weigh: 80, keepalive: true, grants: ["operator"] },
  quickSearch: ["name", "title", "title_en"],
  weighField: "weigh",
  defaultOrder: [["weigh", "desc"], ["id", "asc"]],
  recycle: true,
  fields: {
    id: idField,
    name: {
      kind: "string",
      label: L("字典编码", "Code"),
      rules: { required: true, max: 50 },
      unique: true,
      form: { help: L("选择框按编码读取字典，如 enterprise_status", "Selects read a dictionary by its code, e.g. enterprise_status") },
    },
    title: { kind: "string", label: L("字典名称", "Name"), rules: { required: true, max: 50 }, english: "title_en" },
    title_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 50 } },
    remark: { kind: "textarea", label: L("备注", "Remark"), rules: { max: 255 }, list: false },
    weigh: weighField,
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
