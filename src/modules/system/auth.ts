// Access control: administrators, their groups, menu/permission rules and the admin log.
import { createTimeField, idField, L, menuRouteFields, STATUS_OPTIONS, statusField, updateTimeField, weighField } from "../labels";
import { defineModule, type MenuDirectory } from "../types";

export const authDirectory: MenuDirectory = { name: "auth", title: L("权限管理", "Access control"), icon: "shield-check", weigh: 100 };

export const adminModule = defineModule({
  key: "auth.Admin",
  title: L("管理员管理", "Administrators"),
  table: "admin",
  menu: { parent: "auth", path: "auth/admin", icon: "user-cog", weigh: 100, keepalive: true },
  quickSearch: ["username", "nickname"],
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: idField,
    username: { kind: "string", label: L("用户名", "User name"), rules: { required: true, pattern: "account" }, unique: true, sensitive: true, list: { sortable: true } },
    nickname: { kind: "string", label: L("昵称", "Nickname"), rules: { required: true, max: 50 } },
    group_arr: {
      kind: "remoteMultiSelect",
      label: L("所属分组", "Groups"),
      column: false,
      rules: { required: true },
      remote: { module: "auth.Group", label: "name", params: { isTree: false, absoluteAuth: 1 } },
      list: true,
      filter: false,
    },
    avatar: { kind: "image", label: L("头像", "Avatar"), list: { width: 80 }, filter: false },
    email: { kind: "string", label: L("电子邮箱", "E-mail"), rules: { pattern: "email", max: 50 }, unique: true, list: { hidden: true } },
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" }, unique: true, sensitive: true },
    password: {
      kind: "password",
      label: L("密码", "Password"),
      secret: true,
      sensitive: true,
      form: { requiredOnAdd: true, help: L("编辑时留空则不修改", "Leave blank to keep the current password") },
    },
    enterprise_id: { kind: "integer", label: L("所属企业编号", "Enterprise ID"), list: { hidden: true }, filter: ["eq", "NULL", "NOT NULL"] },
    motto: { kind: "textarea", label: L("签名", "Motto"), list: false, form: { wide: true } },
    last_login_time: { kind: "datetime", label: L("最后登录", "Last login"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    last_login_ip: { kind: "string", label: L("最后登录 IP", "Last login IP"), form: false, list: { hidden: true } },
    status: { ...statusField, sensitive: true },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});

export const adminGroupModule = defineModule({
  key: "auth.Group",
  title: L("角色组管理", "Admin groups"),
  table: "admin_group",
  menu: { parent: "auth", path: "auth/group", icon: "users-round", weigh: 99, keepalive: true },
  tree: { pid: "pid", label: "name" },
  quickSearch: ["name"],
  recycle: true,
  defaultOrder: [["id", "asc"]],
  fields: {
    id: idField,
    pid: { kind: "remoteSelect", label: L("上级分组", "Parent group"), remote: { module: "auth.Group", label: "name", params: { isTree: false } }, list: false, default: 0 },
    name: { kind: "string", label: L("分组名称", "Name"), rules: { required: true, max: 100 } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 100 }, list: { hidden: true } },
    rules: {
      kind: "remoteMultiSelect",
      label: L("权限", "Permissions"),
      remote: { module: "auth.Rule", label: "title" },
      form: { widget: "tree", wide: true },
      sensitive: true,
      list: true,
      filter: false,
    },
    supervise: { kind: "switch", label: L("监管人员", "Supervisors"), options: [{ value: "1", label: L("是", "Yes"), color: "primary" }, { value: "0", label: L("否", "No") }], default: "0", list: { width: 110 } },
    operations: { kind: "switch", label: L("运营人员", "Operators"), options: [{ value: "1", label: L("是", "Yes"), color: "primary" }, { value: "0", label: L("否", "No") }], default: "0", list: { width: 110 } },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});

const RULE_TYPES = [
  { value: "menu_dir", label: L("菜单目录", "Menu directory"), color: "info" },
  { value: "menu", label: L("菜单项", "Menu"), color: "primary" },
  { value: "button", label: L("页面按钮", "Button"), color: "default" },
] as const;

export const adminRuleModule = defineModule({
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
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 50 } },
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
    remark: { kind: "string", label: L("备注", "Remark"), rules: { max: 255 }, list: false },
    remark_en: { kind: "string", label: L("英文备注", "Remark in English"), rules: { max: 255 }, list: false },
    weigh: weighField,
    status: statusField,
    update_time: updateTimeField,
  },
});

export const adminLogModule = defineModule({
  key: "auth.AdminLog",
  title: L("管理员日志", "Admin log"),
  table: "admin_log",
  menu: { parent: "auth", path: "auth/adminLog", icon: "scroll-text", weigh: 97, keepalive: true },
  actions: ["index"],
  quickSearch: ["title", "title_en", "username", "url"],
  pageSize: 20,
  fields: {
    id: idField,
    admin_id: { kind: "integer", label: L("管理员 ID", "Admin ID"), list: { width: 100 }, filter: ["eq", "IN"] },
    username: { kind: "string", label: L("用户名", "User name"), list: { width: 140 } },
    title: { kind: "string", label: L("标题", "Title"), english: "title_en" },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), list: { hidden: true } },
    method: { kind: "select", label: L("方法", "Method"), options: ["POST", "PUT", "DELETE"].map((m) => ({ value: m, label: L(m, m) })), list: { width: 90 } },
    url: { kind: "string", label: L("地址", "URL") },
    data: { kind: "json", label: L("请求数据", "Request data"), list: false, filter: false },
    ip: { kind: "string", label: L("IP", "IP"), list: { width: 130 }, filter: ["eq", "LIKE"] },
    useragent: { kind: "string", label: L("浏览器", "User agent"), list: { hidden: true } },
    create_time: createTimeField,
  },
});

export { STATUS_OPTIONS };
