// Members (front-end users), member groups and rules, balance and score ledgers.
import { createTimeField, idField, L, menuRouteFields, STATUS_OPTIONS, statusField, updateTimeField, weighField } from "../labels";
import { defineModule, type MenuDirectory } from "../types";

export const memberDirectory: MenuDirectory = { name: "user", title: L("会员管理", "Members"), icon: "users", weigh: 90 };

export const memberModule = defineModule({
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
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" }, unique: true, sensitive: true },
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
    password: {
      kind: "password",
      label: L("密码", "Password"),
      secret: true,
      sensitive: true,
      form: { requiredOnAdd: true, help: L("编辑时留空则不修改", "Leave blank to keep the current password") },
    },
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

export const memberGroupModule = defineModule({
  key: "user.Group",
  title: L("会员分组", "Member groups"),
  table: "user_group",
  menu: { parent: "user", path: "user/group", icon: "users-round", weigh: 99, keepalive: true },
  quickSearch: ["name"],
  defaultOrder: [["id", "asc"]],
  fields: {
    id: idField,
    name: { kind: "string", label: L("分组名称", "Name"), rules: { required: true, max: 50 } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 50 } },
    rules: { kind: "remoteMultiSelect", label: L("权限", "Permissions"), remote: { module: "user.Rule", label: "title" }, form: { widget: "tree", wide: true }, list: true, filter: false },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});

export const memberRuleModule = defineModule({
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
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 50 } },
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

const ledger = (kind: "money" | "score") =>
  defineModule({
    key: kind === "money" ? "user.MoneyLog" : "user.ScoreLog",
    title: kind === "money" ? L("会员余额变动", "Balance log") : L("会员积分变动", "Points log"),
    table: kind === "money" ? "user_money_log" : "user_score_log",
    menu: {
      parent: "user",
      path: kind === "money" ? "user/moneyLog" : "user/scoreLog",
      icon: kind === "money" ? "wallet" : "award",
      weigh: kind === "money" ? 97 : 96,
      keepalive: true,
      grants: ["operator"],
    },
    actions: ["index", "add"],
    quickSearch: ["memo"],
    pageSize: 20,
    fields: {
      id: idField,
      user_id: {
        kind: "remoteSelect",
        label: L("会员", "Member"),
        remote: { module: "user.User", label: "username" },
        rules: { required: true },
        filter: ["eq", "IN"],
        list: { width: 160 },
      },
      [kind]:
        kind === "money"
          ? { kind: "money", label: L("变动金额（元）", "Change (yuan)"), rules: { required: true }, list: { sortable: true, width: 140 }, form: { help: L("负数为扣减", "Negative to deduct") } }
          : { kind: "integer", label: L("变动积分", "Change"), rules: { required: true }, list: { sortable: true, width: 120 }, form: { help: L("负数为扣减", "Negative to deduct") } },
      before: { kind: kind === "money" ? "money" : "integer", label: L("变动前", "Before"), form: false, list: { width: 120 } },
      after: { kind: kind === "money" ? "money" : "integer", label: L("变动后", "After"), form: false, list: { width: 120 } },
      memo: { kind: "string", label: L("备注", "Memo"), rules: { required: true, max: 255 } },
      admin_id: { kind: "integer", label: L("操作管理员", "By admin"), form: false, list: { hidden: true } },
      create_time: createTimeField,
    },
  });

export const moneyLogModule = ledger("money");
export const scoreLogModule = ledger("score");

export { STATUS_OPTIONS };
