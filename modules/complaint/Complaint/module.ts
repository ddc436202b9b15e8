// Tourism complaints (旅游投诉, reference domain §14): the handler's queue — the generic list with
// the workflow's state tabs, overdue filter and the time left on each step — and the case page
// (complaint/case) with the whole timeline and the moves. Complaints arrive from members (member
// centre), anyone (the public complaint page, mobile proven by a code) and staff entering 12345
// transfers, calls and visits (complaint/intake); they are never deleted, and their evidence is
// append-only. A complaint belongs to the bureau of its area (属地): a city handler sees only
// their city's complaints.
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { COMPLAINT_CATEGORIES, COMPLAINT_RESULTS, COMPLAINT_SOURCES, COMPLAINT_TYPES, NOTIFY_CHANNELS, REFUSE_GROUNDS, RESPONDENT_TYPES, SATISFACTION, YES_NO } from "../options";
import { complaintWorkflow } from "../workflow";

const hidden = { hidden: true } as const;

export default defineModule({
  key: "complaint.Complaint",
  title: L("投诉处理", "Complaints"),
  table: "complaint",
  actions: ["index"],
  menu: {
    parent: "complaint",
    path: "complaint/complaint",
    icon: "message-square-warning",
    weigh: 90,
    keepalive: true,
    remark: L(
      "收到投诉 5 个工作日内决定受理、不予受理或转办；受理后 5 个工作日内通知被投诉方，被投诉方 10 日内答复；受理之日起 60 日内作出调解或终止调解。",
      "Decide within 5 working days of receipt to accept, refuse or transfer; notify the respondent within 5 working days of acceptance, who replies within 10 days; mediate or end mediation within 60 days of acceptance.",
    ),
    grants: ["supervisor"],
    pages: [
      { path: "complaint/case", component: "complaint/case", title: L("投诉办理", "Complaint case"), icon: "file-text", hidden: true },
      { path: "complaint/intake", component: "complaint/intake", title: L("登记投诉", "Register a complaint"), icon: "clipboard-list", weigh: 89 },
    ],
  },
  workflow: complaintWorkflow,
  jurisdiction: { field: "region_code" },
  quickSearch: ["complaint_no", "respondent_name", "complainant_name"],
  fullText: ["respondent_name", "place", "request", "description", "result_text"],
  defaultOrder: [
    [WORKFLOW_FIELDS.due, "asc"],
    ["received_time", "desc"],
  ],
  pageSize: 20,
  extraActions: {
    case: { label: L("案卷", "Case file"), icon: "file-text", open: "complaint/case" },
    register: { label: L("登记投诉", "Register a complaint"), inList: false },
    evidence: { label: L("补充证据", "Add evidence"), inList: false },
    note: { label: L("备注与询问", "Notes and questions"), inList: false },
    supervise: { label: L("督办", "Supervise"), inList: false },
  },
  fields: {
    id: idField,
    complaint_no: { kind: "string", label: L("投诉编号", "Number"), list: { sortable: true, width: 150 }, filter: ["eq", "LIKE"] },
    type: { kind: "select", label: L("类型", "Type"), options: COMPLAINT_TYPES, rules: { required: true }, list: { width: 90 }, filter: ["eq", "IN"] },
    source: { kind: "select", label: L("来源", "Source"), options: COMPLAINT_SOURCES, rules: { required: true }, list: { width: 130 }, filter: ["eq", "IN"] },
    category: { kind: "select", label: L("投诉类别", "Category"), options: COMPLAINT_CATEGORIES, rules: { required: true }, list: { width: 120 }, filter: ["eq", "IN"] },
    respondent_type: { kind: "select", label: L("被投诉方类型", "Respondent type"), options: RESPONDENT_TYPES, rules: { required: true }, list: hidden, filter: ["eq"] },
    respondent_id: {
      kind: "remoteSelect",
      label: L("被投诉企业", "Respondent (registry)"),
      remote: { module: "enterprise.Enterprise", label: "name" },
      list: false,
      filter: ["eq"],
    },
    respondent_name: { kind: "string", label: L("被投诉方", "Respondent"), rules: { max: 100 }, list: { width: 200 }, filter: ["LIKE", "eq"] },
    complainant_name: { kind: "string", label: L("投诉人", "Complainant"), rules: { required: true, max: 50 }, list: { width: 90 }, filter: ["eq", "LIKE"] },
    complainant_mobile: { kind: "string", label: L("投诉人手机号", "Complainant's mobile"), rules: { pattern: "mobile" }, pii: "phone", list: hidden, filter: false },
    complainant_id_no: { kind: "string", label: L("投诉人身份证号", "Complainant's ID number"), rules: { pattern: "idCard" }, pii: "idCard", list: false, filter: false },
    complainant_email: { kind: "string", label: L("投诉人电子邮箱", "Complainant's e-mail"), rules: { pattern: "email", max: 50 }, list: false, filter: false },
    complainant_province: { kind: "area", label: L("投诉人所在省份", "Complainant's home province"), list: hidden, filter: ["eq"] },
    complainant_count: { kind: "integer", label: L("投诉人数", "Complainants"), rules: { required: true, min: 1, max: 999 }, default: 1, list: hidden, filter: ["egt", "eq"] },
    representatives: { kind: "tags", label: L("代表人", "Representatives"), rules: { max: 3 }, list: false, filter: false },
    region_code: { kind: "area", label: L("属地", "Area"), rules: { required: true }, list: { width: 150 } },
    place: { kind: "string", label: L("事发地点", "Place"), rules: { max: 200 }, list: hidden, filter: ["LIKE"] },
    incident_time: { kind: "datetime", label: L("事发时间", "Happened at"), list: hidden, filter: ["RANGE"] },
    contract_end_date: { kind: "date", label: L("旅游合同结束日期", "Tour contract ended"), list: false, filter: ["RANGE"] },
    contract_id: { kind: "remoteSelect", label: L("关联合同", "Linked contract"), remote: { module: "contract.Contract", label: "contract_no" }, list: false, filter: ["eq"] },
    order_id: { kind: "remoteSelect", label: L("关联订单", "Linked order"), remote: { module: "order.Order", label: "order_no" }, list: false, filter: ["eq"] },
    request: { kind: "textarea", label: L("投诉请求", "Request"), rules: { max: 500 }, list: false, filter: false },
    claim_amount: { kind: "money", label: L("诉求金额（元）", "Amount claimed (yuan)"), rules: { min: 0, max: 10_000_000 }, list: hidden, filter: ["RANGE"] },
    description: { kind: "textarea", label: L("事实与理由", "What happened"), rules: { required: true, min: 10, max: 5000 }, list: false, filter: false },
    notify_by: { kind: "select", label: L("通知方式", "Messages by"), options: NOTIFY_CHANNELS, list: false, filter: false },
    status: { kind: "select", label: L("状态", "Status"), options: complaintWorkflow.states, list: { width: 120 }, filter: ["eq", "IN"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("本环节期限", "Step due"), column: false, filter: false, list: { sortable: true, width: 210 } },
    received_time: { kind: "datetime", label: L("登记时间", "Received"), list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    supervised: { kind: "switch", label: L("省厅督办", "Supervised"), options: YES_NO, list: { width: 90 }, filter: ["eq"] },
    supervise_due_time: { kind: "datetime", label: L("督办期限", "Supervision deadline"), list: hidden, filter: ["RANGE"] },
    handler_name: { kind: "string", label: L("承办人", "Handler"), list: hidden, filter: ["eq", "LIKE"] },
    refuse_ground: { kind: "select", label: L("不予受理依据", "Legal ground of refusal"), options: REFUSE_GROUNDS, list: false, filter: ["eq"] },
    result: { kind: "select", label: L("处理结果", "Result"), options: COMPLAINT_RESULTS, list: hidden, filter: ["eq", "IN"] },
    result_text: { kind: "textarea", label: L("处理记录", "Record"), list: false, filter: false },
    compensation_amount: { kind: "money", label: L("赔偿金额（元）", "Compensation (yuan)"), list: hidden, filter: ["RANGE"] },
    late_steps: { kind: "integer", label: L("超期环节数", "Steps late"), list: hidden, filter: ["eq", "egt"] },
    satisfaction: { kind: "select", label: L("满意度", "Satisfaction"), options: SATISFACTION, list: { width: 110 }, filter: ["eq", "IN"] },
    close_time: { kind: "datetime", label: L("办结时间", "Closed"), list: hidden, filter: ["RANGE"] },
    transferred_from_id: { kind: "integer", label: L("转自", "Transferred from"), list: false, filter: ["eq"] },
  },
});
