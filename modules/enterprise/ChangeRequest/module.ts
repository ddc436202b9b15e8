// Change requests of approved enterprises (reference domain §4.2): the changed fields wait here
// until a supervisor approves them, following the same licensing procedure as registrations.
// Enterprises file and withdraw them from their enterprise page (enterprise.Enterprise/change).
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { AUDIT_STATUS_OPTIONS, auditWorkflow } from "../options";

export default defineModule({
  key: "enterprise.ChangeRequest",
  title: L("变更审核", "Change requests"),
  table: "enterprise_change_request",
  actions: ["index"],
  menu: { parent: "enterprise", path: "enterprise/changeRequest", icon: "file-clock", weigh: 94, keepalive: true, grants: ["supervisor"] },
  workflow: auditWorkflow({ field: "status", opinion: "opinion", entity: "enterprise_change", enterprise: "enterprise_id" }),
  dataScope: { field: "enterprise_id" },
  quickSearch: ["reason"],
  jurisdiction: { via: "enterprise_id", module: "enterprise.Enterprise" },
  defaultOrder: [
    [WORKFLOW_FIELDS.due, "asc"],
    ["submit_time", "desc"],
  ],
  pageSize: 20,
  fields: {
    id: idField,
    enterprise_id: { kind: "remoteSelect", label: L("企业", "Enterprise"), remote: { module: "enterprise.Enterprise", label: "name" }, form: false, filter: ["eq"], list: { width: 220 } },
    changed_fields: { kind: "tags", label: L("变更事项", "Changed fields"), column: false, form: false, filter: false, list: { width: 220 } },
    reason: { kind: "string", label: L("变更原因", "Reason"), form: false, list: { hidden: true } },
    status: { kind: "select", label: L("状态", "Status"), options: AUDIT_STATUS_OPTIONS, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("办理期限", "Time limit"), column: false, form: false, filter: false, list: { sortable: true, width: 210 } },
    opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
  },
});
