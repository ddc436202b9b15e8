// Routine: site configuration, own profile, and the data dictionary used by selects.
import { createTimeField, idField, L, statusField, updateTimeField, weighField } from "../labels";
import { defineModule, type MenuDirectory } from "../types";

export const routineDirectory: MenuDirectory = { name: "routine", title: L("常规管理", "Routine"), icon: "settings", weigh: 80 };

/** Grouped settings screen with its own routes (reference §6 routine/Config). */
export const configModule = defineModule({
  key: "routine.Config",
  title: L("系统配置", "Site configuration"),
  table: "config",
  custom: true,
  actions: ["index", "add", "edit", "del"],
  extraActions: { sendTestMail: { label: L("发送测试邮件", "Send a test mail") } },
  menu: { parent: "routine", path: "routine/config", icon: "sliders-horizontal", weigh: 100, keepalive: true, component: "routine/config" },
  fields: {
    id: idField,
    name: { kind: "string", label: L("变量名", "Name"), rules: { required: true, max: 30 } },
    group: { kind: "select", label: L("分组", "Group"), rules: { required: true } },
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 50 } },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 50 } },
    tip: { kind: "string", label: L("提示", "Tip"), rules: { max: 100 } },
    tip_en: { kind: "string", label: L("英文提示", "Tip in English"), rules: { max: 100 } },
    type: { kind: "select", label: L("类型", "Type"), rules: { required: true } },
    value: { kind: "textarea", label: L("值", "Value") },
    content: { kind: "textarea", label: L("选项", "Options") },
    rule: { kind: "string", label: L("校验规则", "Validation"), rules: { max: 100 } },
    weigh: weighField,
  },
});

/** The signed-in admin's own profile (reference §6 routine/AdminInfo, always the caller). */
export const adminInfoModule = defineModule({
  key: "routine.AdminInfo",
  title: L("个人资料", "My profile"),
  table: "admin",
  custom: true,
  actions: ["index", "edit"],
  menu: { parent: "routine", path: "routine/adminInfo", icon: "id-card", weigh: 90, keepalive: true, component: "routine/adminInfo", grants: ["supervisor", "operator", "enterprise"] },
  fields: {
    username: { kind: "string", label: L("用户名", "User name"), form: { readonly: true } },
    nickname: { kind: "string", label: L("昵称", "Nickname"), rules: { required: true, max: 50 } },
    avatar: { kind: "image", label: L("头像", "Avatar") },
    email: { kind: "string", label: L("电子邮箱", "E-mail"), rules: { pattern: "email", max: 50 } },
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" } },
    motto: { kind: "textarea", label: L("签名", "Motto"), rules: { max: 255 } },
    password: { kind: "password", label: L("新密码", "New password"), secret: true, form: { help: L("留空则不修改", "Leave blank to keep the current password") } },
  },
});

export const dictionaryModule = defineModule({
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
    title: { kind: "string", label: L("字典名称", "Name"), rules: { required: true, max: 50 } },
    title_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 50 } },
    remark: { kind: "textarea", label: L("备注", "Remark"), rules: { max: 255 }, list: false },
    weigh: weighField,
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});

export const dictionaryItemModule = defineModule({
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
    label: { kind: "string", label: L("显示名称", "Label"), rules: { required: true, max: 50 } },
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

export const workCalendarModule = defineModule({
  key: "routine.WorkCalendar",
  title: L("工作日历", "Work calendar"),
  table: "work_calendar",
  menu: {
    parent: "routine",
    path: "routine/workCalendar",
    icon: "calendar-days",
    weigh: 78,
    keepalive: true,
    grants: ["operator"],
    remark: L(
      "法定节假日与调休上班日。审核时限按工作日计算：表中没有的日期按周一至周五上班。每年国务院公布放假安排后补充下一年。",
      "Public holidays and weekend days worked in exchange. Audit time limits count working days; dates not listed follow Monday to Friday. Add the next year when the State Council publishes its holiday notice.",
    ),
  },
  quickSearch: ["name", "name_en", "date"],
  defaultOrder: [["date", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    date: { kind: "date", label: L("日期", "Date"), rules: { required: true }, unique: true, list: { sortable: true, width: 130 }, filter: ["RANGE", "eq"] },
    weekday: { kind: "string", label: L("星期", "Weekday"), column: false, form: false, filter: false, list: { width: 100 } },
    is_workday: {
      kind: "select",
      label: L("安排", "Arrangement"),
      options: [
        { value: "0", label: L("放假", "Day off"), color: "danger" },
        { value: "1", label: L("调休上班", "Working day (swapped)"), color: "primary" },
      ],
      default: "0",
      rules: { required: true },
      list: { width: 140 },
    },
    name: { kind: "string", label: L("节日", "Holiday"), rules: { required: true, max: 30 }, english: "name_en" },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 50 }, list: { hidden: true } },
    update_time: updateTimeField,
  },
});
