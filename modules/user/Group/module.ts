import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "user.Group",
  title: L("会员分组", "Member groups"),
  table: "user_group",
  menu: { parent: "user", path: "user/group", icon: "users-round", weigh: 99, keepalive: true },
  quickSearch: ["name"],
  defaultOrder: [["id", "asc"]],
  fields: {
    id: idField,
    name: { kind: "string", label: L("分组名称", "Name"), rules: { required: true, max: 50 }, english: "name_en" },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 50 } },
    rules: { kind: "remoteMultiSelect", label: L("权限", "Permissions"), remote: { module: "user.Rule", label: "title" }, form: { widget: "tree", wide: true }, list: true, filter: false },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
