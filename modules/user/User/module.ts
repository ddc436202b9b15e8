import { createTimeField, idField, L, passwordField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "user.User",
  title: L("会员管理", "Members"),
  table: "user",
  menu: { parent: "user", path: "user/user", icon: "user-round", weigh: 100, keepalive: true, grants: ["operator"] },
  quickSearch: ["username", "nickname", "mobile", "email", "id"],
  recycle: true,
  form: { columns: 2 },
  pageSize: 20,
  fields: {
    id: idField,
    group_id: { kind: "remoteSelect", label: L("会员分组", "Group"), remote: { module: "user.Group", label: "name" }, rules: { required: true }, default: 1, list: { width: 120 } },
    username: { kind: "string", label: L("用户名", "User name"), rules: { required: true, pattern: "account" }, unique: true, sensitive: true, list: { sortable: true } },
    nickname: { kind: "string", label: L("昵称", "Nickname"), rules: { required: true, max: 50 } },
    avatar: { kind: "image", label: L("头像", "Avatar"), list: { width: 80 }, filter: false },
    email: { kind: "string", label: L("电子邮箱", "E-mail"), rules: { pattern: "email", max: 50 }, unique: true, sensitive: true },
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" }, unique: true, sensitive: true, pii: "phone" },
    gender: {
      kind: "radio",
      label: L("性别", "Gender"),
      options: [
        { value: 0, label: L("未知", "Unknown") },
        { value: 1, label: L("男", "Male"), color: "info" },
        { value: 2, label: L("女", "Female"), color: "primary" },
      ],
      default: 0,
      list: { width: 90 },
    },
    birthday: { kind: "date", label: L("生日", "Birthday"), list: { hidden: true } },
    money: { kind: "money", label: L("余额（元）", "Balance (yuan)"), form: false, list: { sortable: true, width: 120 } },
    score: { kind: "integer", label: L("积分", "Points"), form: false, list: { sortable: true, width: 100 } },
    password: passwordField,
    motto: { kind: "textarea", label: L("签名", "Motto"), list: false, form: { wide: true } },
    join_time: { kind: "datetime", label: L("注册时间", "Joined"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    last_login_time: { kind: "datetime", label: L("最后登录", "Last login"), form: false, list: { sortable: true, width: 170, hidden: true }, filter: ["RANGE"] },
    status: {
      kind: "switch",
      label: L("状态", "Status"),
      options: [
        { value: "enable", label: L("启用", "Enabled"), color: "success" },
        { value: "disable", label: L("禁用", "Disabled"), color: "danger" },
      ],
      default: "enable",
      sensitive: true,
      list: { width: 100, inlineSwitch: true },
      filter: ["eq"],
    },
    create_time: { ...createTimeField, list: { hidden: true, sortable: true } },
  },
});
