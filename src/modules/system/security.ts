// Data security: which deletions are kept in the recycle bin and which fields' changes are
// logged, and the logs themselves with restore and rollback.
import { createTimeField, idField, L, statusField, updateTimeField } from "../labels";
import { defineModule, type MenuDirectory } from "../types";

export const securityDirectory: MenuDirectory = { name: "security", title: L("数据安全", "Data security"), icon: "shield-alert", weigh: 70 };

const ruleFields = {
  id: idField,
  name: { kind: "string", label: L("规则名称", "Name"), rules: { required: true, max: 50 } },
  controller_as: {
    kind: "string",
    label: L("控制器", "Controller"),
    rules: { required: true, max: 100 },
    unique: true,
    form: { help: L("小写的控制器路径，如 auth/admin", "Lower-cased controller path, e.g. auth/admin") },
  },
  data_table: { kind: "string", label: L("数据表", "Table"), rules: { required: true, max: 64 } },
  primary_key: { kind: "string", label: L("主键", "Primary key"), rules: { required: true, max: 30 }, default: "id", list: { width: 100 } },
  status: statusField,
  create_time: createTimeField,
  update_time: updateTimeField,
} as const;

export const dataRecycleModule = defineModule({
  key: "security.DataRecycle",
  title: L("数据回收规则", "Recycle rules"),
  table: "security_data_recycle",
  menu: { parent: "security", path: "security/dataRecycle", icon: "recycle", weigh: 100, keepalive: true },
  quickSearch: ["name", "controller_as", "data_table"],
  recycle: true,
  fields: ruleFields,
});

export const dataRecycleLogModule = defineModule({
  key: "security.DataRecycleLog",
  title: L("数据回收站", "Recycle bin"),
  table: "security_data_recycle_log",
  menu: { parent: "security", path: "security/dataRecycleLog", icon: "trash-2", weigh: 99, keepalive: true },
  actions: ["index"],
  extraActions: {
    restore: { label: L("还原", "Restore"), confirm: L("确定还原所选记录？", "Restore the selected records?"), icon: "undo-2" },
    info: { label: L("详情", "Details"), icon: "eye" },
    purge: {
      label: L("彻底删除", "Purge"),
      confirm: L("彻底删除所选记录？删除后这些数据将无法再还原。", "Remove the selected entries for good? Their data can no longer be restored."),
      icon: "trash-2",
      destructive: true,
    },
    purgeRestored: {
      label: L("清理已还原记录", "Purge restored entries"),
      confirm: L("彻底删除所有已还原的记录？", "Remove every entry that has already been restored?"),
      scope: "all",
      destructive: true,
    },
  },
  quickSearch: ["data_table", "data"],
  pageSize: 20,
  fields: {
    id: idField,
    recycle_id: { kind: "remoteSelect", label: L("回收规则", "Rule"), remote: { module: "security.DataRecycle", label: "name" }, form: false, list: { width: 140 } },
    data_table: { kind: "string", label: L("数据表", "Table"), form: false, list: { width: 160 } },
    primary_key: { kind: "string", label: L("主键", "Primary key"), form: false, list: { hidden: true } },
    data: { kind: "json", label: L("被删除的数据", "Deleted data"), form: false, list: true, filter: ["LIKE"] },
    admin_id: { kind: "remoteSelect", label: L("操作管理员", "Deleted by"), remote: { module: "auth.Admin", label: "username" }, form: false, list: { width: 110 }, filter: ["eq"] },
    is_restore: {
      kind: "switch",
      label: L("已还原", "Restored"),
      options: [{ value: "1", label: L("已还原", "Restored"), color: "success" }, { value: "0", label: L("未还原", "In the bin"), color: "warning" }],
      form: false,
      list: { width: 100 },
    },
    restore_time: { kind: "datetime", label: L("还原时间", "Restored at"), form: false, list: { hidden: true } },
    ip: { kind: "string", label: L("IP", "IP"), form: false, list: { width: 130 } },
    useragent: { kind: "string", label: L("浏览器", "User agent"), form: false, list: { hidden: true } },
    create_time: { ...createTimeField, label: L("删除时间", "Deleted at") },
  },
});

export const sensitiveDataModule = defineModule({
  key: "security.SensitiveData",
  title: L("敏感数据规则", "Sensitive data rules"),
  table: "security_sensitive_data",
  menu: { parent: "security", path: "security/sensitiveData", icon: "eye-off", weigh: 98, keepalive: true },
  quickSearch: ["name", "controller_as", "data_table"],
  recycle: true,
  fields: {
    ...ruleFields,
    data_fields: {
      kind: "json",
      label: L("监控字段", "Watched fields"),
      rules: { required: true },
      list: true,
      form: { wide: true, help: L("字段名与说明，如 {\"mobile\":\"手机\"}", "Field names and titles, e.g. {\"mobile\":\"Mobile\"}") },
    },
  },
});

export const sensitiveDataLogModule = defineModule({
  key: "security.SensitiveDataLog",
  title: L("敏感数据修改记录", "Sensitive changes"),
  table: "security_sensitive_data_log",
  menu: { parent: "security", path: "security/sensitiveDataLog", icon: "file-clock", weigh: 97, keepalive: true },
  actions: ["index"],
  extraActions: {
    rollback: { label: L("回滚", "Roll back"), confirm: L("确定把所选修改回滚到修改前的值？", "Put the old values back for the selected changes?"), icon: "undo-2" },
    info: { label: L("详情", "Details"), icon: "eye" },
    purge: {
      label: L("彻底删除", "Purge"),
      confirm: L("彻底删除所选记录？删除后将无法再回滚这些修改。", "Remove the selected entries for good? Those changes can no longer be rolled back."),
      icon: "trash-2",
      destructive: true,
    },
    purgeRolledBack: {
      label: L("清理已回滚记录", "Purge rolled-back entries"),
      confirm: L("彻底删除所有已回滚的记录？", "Remove every entry that has already been rolled back?"),
      scope: "all",
      destructive: true,
    },
  },
  quickSearch: ["data_table", "data_field", "id_value"],
  pageSize: 20,
  fields: {
    id: idField,
    sensitive_id: { kind: "remoteSelect", label: L("规则", "Rule"), remote: { module: "security.SensitiveData", label: "name" }, form: false, list: { width: 140 } },
    data_table: { kind: "string", label: L("数据表", "Table"), form: false, list: { width: 140 } },
    id_value: { kind: "string", label: L("记录主键", "Record"), form: false, list: { width: 100 }, filter: ["eq"] },
    data_field: { kind: "string", label: L("字段", "Field"), form: false, list: { width: 120, hidden: true } },
    data_comment: { kind: "string", label: L("字段说明", "Field title"), form: false, list: { width: 120 }, filter: false },
    before: { kind: "textarea", label: L("修改前", "Before"), form: false },
    after: { kind: "textarea", label: L("修改后", "After"), form: false },
    admin_id: { kind: "remoteSelect", label: L("操作管理员", "Changed by"), remote: { module: "auth.Admin", label: "username" }, form: false, list: { width: 110 }, filter: ["eq"] },
    is_rollback: {
      kind: "switch",
      label: L("已回滚", "Rolled back"),
      options: [{ value: "1", label: L("已回滚", "Rolled back"), color: "success" }, { value: "0", label: L("未回滚", "Current"), color: "default" }],
      form: false,
      list: { width: 100 },
    },
    ip: { kind: "string", label: L("IP", "IP"), form: false, list: { hidden: true } },
    create_time: { ...createTimeField, label: L("修改时间", "Changed at") },
  },
});
