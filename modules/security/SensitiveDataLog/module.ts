import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
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
