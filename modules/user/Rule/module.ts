import { idField, L, menuRouteFields, statusField, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "user.Rule",
  title: L("会员菜单规则", "Member menu rules"),
  table: "user_rule",
  menu: { parent: "user", path: "user/rule", icon: "list-tree", weigh: 98, keepalive: true },
  tree: { pid: "pid", label: "title" },
  quickSearch: ["title", "title_en", "name"],
  weighField: "weigh",
  defaultOrder: [["weigh", "desc"], ["id", "asc"]],
  form: { columns: 2 },
  fields: {
    id: idField,
    pid: { kind: "remoteSelect", label: L("上级菜单", "Parent"), remote: { module: "user.Rule", label: "title", params: { isTree: false } }, list: false, default: 0 },
    type: {
      kind: "radio",
      label: L("类型", "Type"),
      options: [
        { value: "route", label: L("普通路由", "Route") },
        { value: "menu_dir", label: L("会员中心菜单目录", "Menu directory"), color: "info" },
        { value: "menu", label: L("会员中心菜单项", "Menu"), color: "primary" },
        { value: "nav_user_menu", label: L("顶栏会员菜单", "User menu"), color: "warning" },
        { value: "nav", label: L("顶栏菜单", "Top navigation") },
        { value: "button", label: L("页面按钮", "Button") },
      ],
      default: "menu",
      rules: { required: true },
      list: { width: 140 },
    },
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 50 }, english: "title_en" },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 50 } },
    name: { kind: "string", label: L("规则名称", "Rule name"), rules: { required: true, max: 50 }, unique: true },
    ...menuRouteFields,
    no_login_valid: {
      kind: "switch",
      label: L("未登录有效", "Valid without login"),
      options: [{ value: "1", label: L("是", "Yes") }, { value: "0", label: L("否", "No") }],
      default: "0",
      list: { hidden: true },
    },
    remark: { kind: "string", label: L("备注", "Remark"), rules: { max: 255 }, list: false },
    weigh: weighField,
    status: statusField,
    update_time: updateTimeField,
  },
});
