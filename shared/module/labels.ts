// Labels several modules share, so each declaration stays short.
import type { LocalizedText } from "@shared/i18n";
import type { FieldDeclaration, FieldOption } from "./types";

export const L = (zh: string, en: string): LocalizedText => ({ "zh-cn": zh, en });

export const STATUS_OPTIONS: readonly FieldOption[] = [
  { value: "1", label: L("启用", "Enabled"), color: "success" },
  { value: "0", label: L("禁用", "Disabled"), color: "danger" },
];

export const idField: FieldDeclaration = { kind: "integer", label: L("ID", "ID"), list: { sortable: true, width: 80 }, form: false, filter: ["eq", "RANGE", "IN"] };

export const statusField: FieldDeclaration = {
  kind: "switch",
  label: L("状态", "Status"),
  options: STATUS_OPTIONS,
  default: "1",
  list: { width: 100, inlineSwitch: true },
  filter: ["eq"],
};

/** A registered person's sex as on the ID card (GB/T 2261.1: 1 male, 2 female), required. */
export const genderField: FieldDeclaration = {
  kind: "radio",
  label: L("性别", "Gender"),
  options: [
    { value: "1", label: L("男", "Male") },
    { value: "2", label: L("女", "Female") },
  ],
  default: "1",
  rules: { required: true },
  list: { width: 70 },
};

/** An account's password: never sent back, its changes logged; required when the account is added, left blank to keep it. */
export const passwordField: FieldDeclaration = {
  kind: "password",
  label: L("密码", "Password"),
  secret: true,
  sensitive: true,
  form: { requiredOnAdd: true, help: L("编辑时留空则不修改", "Leave blank to keep the current password") },
};

export const weighField: FieldDeclaration = { kind: "weigh", label: L("权重", "Weight"), list: { sortable: true, width: 90 }, default: 0 };

export const createTimeField: FieldDeclaration = {
  kind: "datetime",
  label: L("创建时间", "Created"),
  list: { sortable: true, width: 170 },
  form: false,
  filter: ["RANGE"],
};

export const updateTimeField: FieldDeclaration = {
  kind: "datetime",
  label: L("修改时间", "Updated"),
  list: { sortable: true, width: 170, hidden: true },
  form: false,
  filter: ["RANGE"],
};

/** Where a menu rule leads (admin and member rules alike): route path, icon, tab / link / iframe, URL, page component. */
export const menuRouteFields: Record<"path" | "icon" | "menu_type" | "url" | "component", FieldDeclaration> = {
  path: { kind: "string", label: L("路由路径", "Route path"), rules: { max: 100 }, list: { hidden: true } },
  icon: { kind: "icon", label: L("图标", "Icon"), list: { width: 70 }, filter: false },
  menu_type: {
    kind: "radio",
    label: L("菜单类型", "Menu type"),
    options: [
      { value: "tab", label: L("选项卡", "Tab") },
      { value: "link", label: L("外部链接", "Link") },
      { value: "iframe", label: L("内嵌网页", "Iframe") },
    ],
    default: "tab",
    list: { hidden: true },
  },
  url: { kind: "string", label: L("链接地址", "URL"), rules: { max: 255 }, list: { hidden: true } },
  component: { kind: "string", label: L("页面组件", "Page component"), rules: { max: 100 }, list: { hidden: true } },
};
