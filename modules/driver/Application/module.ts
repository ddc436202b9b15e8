// Driver filings (司机审核): a coach operator files a driver it hires; the automatic pre-checks
// (licence class fits the operator's vehicles, every certificate still valid, not active at
// another operator) go with the filing, shown in the queue and the review; supervisors accept,
// return, approve or reject under the licensing time limits. The operator drafts and edits in
// the console and submits or withdraws with the row buttons.
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { AUDIT_STATUS_OPTIONS, auditWorkflow } from "../../enterprise/options";
import { driverFields } from "../fields";
import { PRECHECK_OPTIONS } from "../options";

const workflow = auditWorkflow({ field: "status", opinion: "opinion", entity: "driver_application", enterprise: "company_id" });

export default defineModule({
  key: "driver.Application",
  title: L("司机审核", "Driver audit"),
  table: "driver_application",
  actions: ["index", "add", "edit", "del"],
  menu: {
    parent: "driver",
    path: "driver/application",
    icon: "clipboard-list",
    weigh: 80,
    keepalive: true,
    remark: L("自动预检：准驾车型与本企业车辆相符、各证件在有效期内、未在其他企业在岗。", "Automatic pre-checks: the licence class fits the operator's vehicles, every certificate is valid, the driver is not active at another operator."),
    grantActions: {
      supervisor: ["menu", "index", "accept", "return", "approve", "reject", "extend", "pii"],
      enterprise: ["menu", "index", "add", "edit", "del", "submit", "withdraw", "pii"],
    },
  },
  // The trail names the filing only (the operator's own registration trail stays its own).
  workflow: { ...workflow, trail: { entity: "driver_application" }, notes: { save: L("保存草稿", "Draft saved") } },
  dataScope: { field: "company_id" },
  jurisdiction: { via: "company_id", module: "enterprise.Enterprise" },
  quickSearch: ["name", "qualification_no"],
  defaultOrder: [
    [WORKFLOW_FIELDS.due, "asc"],
    ["id", "desc"],
  ],
  pageSize: 20,
  form: { columns: 2 },
  extraActions: {
    submit: { label: L("提交审核", "Submit for review"), icon: "upload", confirm: L("提交后等待监管部门审核，确定提交？", "Submit this filing for review?") },
    withdraw: { label: L("撤回", "Withdraw"), icon: "undo-2", confirm: L("确定撤回该申请？", "Withdraw this filing?") },
  },
  fields: {
    id: idField,
    ...driverFields,
    status: { kind: "select", label: L("状态", "Status"), options: AUDIT_STATUS_OPTIONS, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
    precheck_ok: { kind: "select", label: L("自动预检", "Pre-checks"), options: PRECHECK_OPTIONS, form: false, list: { width: 110 }, filter: ["eq"] },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("办理期限", "Time limit"), column: false, form: false, filter: false, list: { sortable: true, width: 210 } },
    driver_id: { kind: "remoteSelect", label: L("驾驶员记录", "Driver record"), remote: { module: "driver.Driver", label: "name" }, form: false, list: false, filter: ["eq"] },
    opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
  },
});
