import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "auth.Group",
  title: L("角色组管理", "Admin groups"),
  table: "admin_group",
  menu: { parent: "auth", path: "auth/group", icon: "users-round", weigh: 99, keepalive: true },
  tree: { pid: "pid", label: "name" },
  quickSearch: ["name"],
  jurisdiction: { field: "region_code" },
  recycle: true,
  defaultOrder: [["id", "asc"]],
  fields: {
    id: idField,
    pid: { kind: "remoteSelect", label: L("上级分组", "Parent group"), remote: { module: "auth.Group", label: "name", params: { isTree: false } }, list: false, default: 0 },
    name: { kind: "string", label: L("分组名称", "Name"), rules: { required: true, max: 100 }, english: "name_en" },
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
    region_code: {
      kind: "area",
      label: L("管辖区域", "Jurisdiction"),
      list: { width: 150 },
      form: { help: L("组内账号只能查看和管理该区域（含下辖区县）的数据；留空则不限", "Members see and manage data of this area (and what lies within) only; empty for no limit") },
    },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
