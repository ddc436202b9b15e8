import { createTimeField, idField, L, passwordField, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "auth.Admin",
  title: L("管理员管理", "Administrators"),
  table: "admin",
  menu: { parent: "auth", path: "auth/admin", icon: "user-cog", weigh: 100, keepalive: true },
  quickSearch: ["username", "nickname"],
  jurisdiction: { field: "region_code" },
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
    password: passwordField,
    region_code: {
      kind: "area",
      label: L("管辖区域", "Jurisdiction"),
      list: { width: 150 },
      form: { help: L("只能查看和管理该区域（含下辖区县）的数据；留空则不限", "Sees and manages data of this area (and what lies within) only; empty for no limit") },
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
