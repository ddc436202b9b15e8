import { createTimeField, idField, L, statusField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { MEMBER_ROLE_OPTIONS } from "../options";

export default defineModule({
  key: "enterprise.AssociationMember",
  title: L("协会会员", "Association members"),
  table: "association_member",
  menu: { parent: "enterprise", path: "enterprise/associationMember", icon: "users", weigh: 49, keepalive: true, grants: ["supervisor", "operator", "association"] },
  quickSearch: [],
  jurisdiction: { via: "enterprise_id", module: "enterprise.Enterprise" },
  recycle: true,
  pageSize: 20,
  fields: {
    id: idField,
    association_id: { kind: "remoteSelect", label: L("协会", "Association"), remote: { module: "enterprise.Association", label: "name" }, rules: { required: true }, filter: ["eq", "IN"] },
    enterprise_id: { kind: "remoteSelect", label: L("会员单位", "Member enterprise"), remote: { module: "enterprise.Enterprise", label: "name" }, rules: { required: true }, filter: ["eq", "IN"] },
    role: { kind: "select", label: L("会员类别", "Membership"), options: MEMBER_ROLE_OPTIONS, default: "MEMBER", rules: { required: true }, list: { width: 120 } },
    join_date: { kind: "date", label: L("入会日期", "Joined"), list: { width: 120, sortable: true }, filter: ["RANGE"] },
    status: statusField,
    create_time: createTimeField,
  },
});
