import { idField, L, menuRouteFields, statusField, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";


const RULE_TYPES = [
  { value: "menu_dir", label: L("菜单目录", "Menu directory"), color: "info" },
  { value: "menu", label: L("菜单项", "Menu"), color: "primary" },
  { value: "button", label: L("页面按钮", "Button"), color: "default" },
] as const;

export default defineModule({
  key: "auth.Rule",
  title: L("菜单规则管理", "Menu rules"),
  table: "admin_rule",
  menu: { parent: "auth", path: "auth/rule", icon: "list-tree", weigh: 98, keepalive: true },
  tree: { pid: "pid", label: "title" },
  quickSearch: ["title", "title_en", "name"],
  weighField: "weigh",
  defaultOrder: [["weigh", "desc"], ["id", "asc"]],
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: idField,
    pid: { kind: "remoteSelect", label: L("上级菜单", "Parent"), remote: { module: "auth.Rule", label: "title", params: { isTree: false } }, list: false, default: 0 },
    type: { kind: "radio", label: L("类型", "Type"), options: RULE_TYPES, default: "menu", rules: { required: true }, list: { width: 110 } },
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 50 }, english: "title_en" },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 50 } },
    name: {
      kind: "string",
      label: L("规则名称", "Rule name"),
      rules: { required: true, max: 50 },
      unique: true,
      form: { help: L("权限节点，如 auth/admin 或 auth/admin/add", "The permission node, e.g. auth/admin or auth/admin/add") },
    },
    ...menuRouteFields,
    keepalive: { kind: "switch", label: L("缓存页面", "Keep alive"), options: [{ value: "1", label: L("是", "Yes") }, { value: "0", label: L("否", "No") }], default: "0", list: { hidden: true } },
    extend: {
      kind: "select",
      label: L("扩展属性", "Extend"),
      options: [
        { value: "none", label: L("无", "None") },
        { value: "add_rules_only", label: L("只添加为路由", "Route only") },
        { value: "add_menu_only", label: L("只添加为菜单", "Menu only") },
      ],
      default: "none",
      list: false,
    },
    remark: { kind: "string", label: L("备注", "Remark"), rules: { max: 255 }, english: "remark_en", list: false },
    remark_en: { kind: "string", label: L("英文备注", "Remark in English"), rules: { max: 255 }, list: false },
    weigh: weighField,
    status: statusField,
    update_time: updateTimeField,
  },
});
