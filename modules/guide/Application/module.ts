// The guide audit desk: guide card applications (new card, renewal, change of affiliation,
// cancellation) filed by guides in the member centre. Agencies and associations see their own
// guides' applications and confirm or decline the affiliation; supervisors accept, return,
// approve or reject within the legal time limits. Queue, moves, review dialog, trail and
// dashboard cards come from the declared workflow.
import { idField, L } from "@shared/module/labels";
import { defineModule, type FieldDeclaration } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { personFields, workFields } from "../fields";
import { APPLICATION_KIND_OPTIONS, APPLICATION_STATE_OPTIONS } from "../options";
import { guideApplicationWorkflow } from "./workflow";

/** Shown when reviewing, not as list columns. */
const reviewOnly = (field: FieldDeclaration): FieldDeclaration => ({ ...field, form: false, list: false, filter: false });
const listed = (field: FieldDeclaration): FieldDeclaration => ({ ...field, form: false });

export default defineModule({
  key: "guide.Application",
  title: L("导游审核", "Guide audit"),
  table: "guide_application",
  actions: ["index"],
  menu: {
    parent: "guide",
    path: "guide/application",
    icon: "clipboard-check",
    weigh: 90,
    keepalive: true,
    remark: L(
      "执业单位应在 5 个工作日内确认；材料不全的，应在 5 个工作日内一次告知需补正的全部材料；受理后 10 个工作日内作出决定。",
      "The affiliate confirms within 5 working days; anything missing is told at once within 5 working days; the decision is due 10 working days after acceptance.",
    ),
    grantActions: {
      supervisor: ["menu", "index", "accept", "return", "approve", "reject", "pii"],
      enterprise: ["menu", "index", "confirm", "decline"],
      association: ["menu", "index", "confirm", "decline"],
    },
  },
  workflow: guideApplicationWorkflow,
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["name", "card_no"],
  defaultOrder: [
    [WORKFLOW_FIELDS.due, "asc"],
    ["submit_time", "desc"],
  ],
  pageSize: 20,
  fields: {
    id: idField,
    kind: { kind: "select", label: L("申请事项", "Application"), options: APPLICATION_KIND_OPTIONS, form: false, list: { width: 130 }, filter: ["eq", "IN"] },
    photo: reviewOnly(personFields.photo),
    name: listed(personFields.name),
    gender: reviewOnly(personFields.gender),
    ethnicity: reviewOnly(personFields.ethnicity),
    birth_date: reviewOnly(personFields.birth_date),
    id_no: reviewOnly(personFields.id_no),
    mobile: reviewOnly(personFields.mobile),
    qualification_no: reviewOnly(personFields.qualification_no),
    level: listed(workFields.level),
    languages: listed(workFields.languages),
    affiliation_type: reviewOnly(workFields.affiliation_type),
    agency_id: listed(workFields.agency_id),
    association_id: listed(workFields.association_id),
    region_code: listed(workFields.region_code),
    reason: { kind: "textarea", label: L("申请理由", "Reason"), form: false, list: false, filter: false },
    status: { kind: "select", label: L("状态", "Status"), options: APPLICATION_STATE_OPTIONS, form: false, list: { width: 120 }, filter: ["eq", "IN"] },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("办理期限", "Time limit"), column: false, form: false, filter: false, list: { sortable: true, width: 210 } },
    card_no: { kind: "string", label: L("核发导游证号", "Card issued"), form: false, list: { width: 150, hidden: true }, filter: ["eq", "LIKE"] },
    guide_id: { kind: "remoteSelect", label: L("现持导游证", "Present guide card"), remote: { module: "guide.Guide", label: "card_no" }, form: false, list: false, filter: ["eq"] },
    opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
  },
});
