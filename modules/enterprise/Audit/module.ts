// The registration audit desk (reference domain §4.2): enterprise registrations as a declared
// workflow on the registry's own table. The queue, the moves, the review dialog, the trail and
// the dashboard card all come from the workflow; enterprises make their moves through their
// registration page (enterprise.Registration). A write here runs the registry's `changed` hook
// too (the 601/602 gate): the engine runs the hooks of every module over the table.
import { idField, L } from "@shared/module/labels";
import { defineModule, type FieldDeclaration } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import enterpriseModule, { REGISTRATION_FIELDS } from "../Enterprise/module";
import { auditWorkflow } from "../options";

const registry = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;
/** The columns of the queue; every other registration field is shown when reviewing. */
const LISTED = new Set(["name", "uscc", "category_id", "region_code"]);
const registration = Object.fromEntries(
  REGISTRATION_FIELDS.map((name) => {
    const field = registry[name] as FieldDeclaration;
    return [name, { ...field, form: false, list: LISTED.has(name) ? field.list : false, filter: LISTED.has(name) ? field.filter : false }];
  }),
) as Record<string, FieldDeclaration>;

export default defineModule({
  key: "enterprise.Audit",
  title: L("登记审核", "Registration audit"),
  table: "enterprise",
  actions: ["index"],
  menu: {
    parent: "enterprise",
    path: "enterprise/audit",
    icon: "clipboard-check",
    weigh: 95,
    keepalive: true,
    remark: L("受理后 20 个工作日内作出决定；材料不全的，应在 5 个工作日内一次告知需补正的全部内容。", "Decide within 20 working days of acceptance; incomplete applications must be told everything missing, at once, within 5 working days."),
    grants: ["supervisor"],
  },
  // Drafts are the enterprise's own until submitted: not on the desk, its tabs or the dashboard.
  workflow: { ...auditWorkflow({ field: "audit_status", opinion: "audit_opinion", entity: "enterprise", enterprise: "id" }), ownerOnly: ["DRAFT"] },
  quickSearch: ["name", "uscc"],
  jurisdiction: { field: "region_code" },
  defaultOrder: [
    [WORKFLOW_FIELDS.due, "asc"],
    ["submit_time", "desc"],
  ],
  pageSize: 20,
  fields: {
    id: idField,
    ...registration,
    audit_status: { kind: "select", label: L("状态", "Status"), options: enterpriseModule.fields.audit_status.options, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    accept_time: { kind: "datetime", label: L("受理时间", "Accepted"), form: false, list: false, filter: false },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("办理期限", "Time limit"), column: false, form: false, filter: false, list: { sortable: true, width: 210 } },
    audit_opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
  },
});
