/** The audit workbench: registrations and change requests waiting for supervisors (domain §4.2). */
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AUDIT_STATUS_OPTIONS } from "../options";

export default defineModule({
  key: "enterprise.Audit",
  title: L("登记审核", "Registration audit"),
  table: "enterprise_change_request",
  custom: true,
  actions: ["index"],
  menu: { parent: "enterprise", path: "enterprise/audit", icon: "clipboard-check", weigh: 95, keepalive: true, component: "enterprise/audit", grants: ["supervisor"] },
  extraActions: {
    accept: { label: L("受理", "Accept for review"), inList: false },
    approve: { label: L("审核通过", "Approve"), inList: false },
    return: { label: L("退回补正", "Return for completion"), inList: false },
    reject: { label: L("不予通过", "Reject"), inList: false },
    extend: { label: L("延长审查期限", "Extend the time limit"), inList: false },
  },
  fields: {
    id: idField,
    status: { kind: "select", label: L("状态", "Status"), options: AUDIT_STATUS_OPTIONS },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted") },
  },
});
