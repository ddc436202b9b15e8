import { idField, L, statusField, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "routine.DictionaryItem",
  title: L("字典项", "Dictionary items"),
  table: "dictionary_item",
  menu: { parent: "routine", path: "routine/dictionaryItem", icon: "list", weigh: 79, keepalive: true, grants: ["operator"] },
  quickSearch: ["value", "label", "label_en"],
  weighField: "weigh",
  defaultOrder: [["dictionary_id", "asc"], ["weigh", "desc"], ["id", "asc"]],
  pageSize: 20,
  fields: {
    id: idField,
    dictionary_id: { kind: "remoteSelect", label: L("所属字典", "Dictionary"), remote: { module: "routine.Dictionary", label: "title" }, rules: { required: true }, filter: ["eq", "IN"] },
    value: { kind: "string", label: L("值", "Value"), rules: { required: true, max: 50 } },
    label: { kind: "string", label: L("显示名称", "Label"), rules: { required: true, max: 50 }, english: "label_en" },
    label_en: { kind: "string", label: L("英文名称", "Label in English"), rules: { max: 50 } },
    color: {
      kind: "select",
      label: L("标签颜色", "Tag colour"),
      options: [
        { value: "default", label: L("默认", "Default") },
        { value: "primary", label: L("主要", "Primary"), color: "primary" },
        { value: "success", label: L("成功", "Success"), color: "success" },
        { value: "warning", label: L("警告", "Warning"), color: "warning" },
        { value: "danger", label: L("危险", "Danger"), color: "danger" },
        { value: "info", label: L("信息", "Info"), color: "info" },
      ],
      default: "default",
      list: { width: 110 },
    },
    remark: { kind: "string", label: L("备注", "Remark"), rules: { max: 255 }, list: { hidden: true } },
    weigh: weighField,
    status: statusField,
    update_time: updateTimeField,
  },
});
