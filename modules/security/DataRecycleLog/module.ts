import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
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
