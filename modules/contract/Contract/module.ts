// Tour contracts (旅游合同, reference domain §9): made by a travel agency on a model text, sent
// to the tourist, signed in the member centre, then on the trip and completed as its times
// pass; cancelled by either party with the schedule's arithmetic. Supervisors see the
// contracts of the agencies in their area; an agency sees its own.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule, type FieldDeclaration } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { AGENCY_SOURCE } from "../../guide/fields";
import { CHANNEL_OPTIONS, CONTRACT_STATE_OPTIONS, PAYMENT_OPTIONS } from "../options";
import { contractWorkflow } from "./workflow";

const shown = (field: FieldDeclaration): FieldDeclaration => ({ ...field, form: false });
const money = (label: ReturnType<typeof L>, required = true): FieldDeclaration => ({ kind: "money", label, rules: { required, min: 0, max: 10_000_000 }, list: { width: 110, sortable: true }, filter: ["RANGE"] });

export default defineModule({
  key: "contract.Contract",
  title: L("旅游合同", "Tour contracts"),
  table: "tour_contract",
  menu: {
    parent: "contract",
    path: "contract/contract",
    icon: "scroll-text",
    weigh: 100,
    keepalive: true,
    remark: L("发送后 72 小时内未签署的合同自动作废；出发、返回时间到达时合同状态自动变更。", "A contract not signed within 72 hours of sending becomes void; it starts and ends with its departure and return times."),
    grantActions: {
      supervisor: ["menu", "index", "pii", "pdf"],
      enterprise: ["menu", "index", "add", "edit", "del", "send", "revoke", "touristCancel", "agencyCancel", "terminate", "pdf", "pii"],
    },
  },
  workflow: contractWorkflow,
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["contract_no", "route_name", "tour_no"],
  defaultOrder: [["depart_at", "desc"]],
  recycle: true,
  pageSize: 20,
  form: { columns: 2, size: "xl" },
  extraActions: {
    pdf: { label: L("下载合同 PDF", "Download PDF"), icon: "file-text", download: true },
  },
  fields: {
    id: idField,
    contract_no: { kind: "string", label: L("合同编号", "Contract number"), form: false, list: { width: 170 }, filter: ["eq", "LIKE"] },
    template_id: { kind: "remoteSelect", label: L("合同文本", "Model contract"), remote: { module: "contract.Template", label: "name" }, rules: { required: true }, list: { width: 200, hidden: true }, filter: ["eq"] },
    version: shown({ kind: "integer", label: L("版本", "Version"), list: { hidden: true }, filter: false }),
    agency_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, rules: { required: true }, list: { width: 220 }, filter: ["eq", "IN"] },
    region_code: shown({ kind: "area", label: L("属地", "Area"), list: { width: 140, hidden: true }, filter: ["eq", "IN"] }),
    agency_license_no: shown({ kind: "string", label: L("旅行社业务经营许可证号", "Agency licence"), list: { hidden: true }, filter: ["eq"] }),
    tour_no: { kind: "string", label: L("团号", "Tour number"), rules: { max: 40 }, list: { width: 140, hidden: true }, filter: ["eq", "LIKE"] },
    route_name: { kind: "string", label: L("线路名称", "Route"), rules: { required: true, max: 100 }, list: { width: 240 }, filter: ["LIKE", "eq"], form: { wide: true } },
    depart_place: { kind: "string", label: L("出发地点", "Departs from"), rules: { required: true, max: 100 }, list: { hidden: true }, filter: false },
    return_place: { kind: "string", label: L("结束地点", "Ends at"), rules: { required: true, max: 100 }, list: { hidden: true }, filter: false },
    depart_at: { kind: "datetime", label: L("出发时间", "Departure"), rules: { required: true }, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    return_at: { kind: "datetime", label: L("返回时间", "Return"), rules: { required: true }, list: { width: 160, sortable: true, hidden: true }, filter: ["RANGE"] },
    days: { kind: "integer", label: L("天数", "Days"), default: 1, rules: { required: true, min: 1, max: 60 }, list: { width: 70 }, filter: ["eq", "RANGE"] },
    nights: { kind: "integer", label: L("晚数", "Nights"), default: 0, rules: { required: true, min: 0, max: 60 }, list: { hidden: true }, filter: false },
    min_group_size: { kind: "integer", label: L("最低成团人数", "Minimum group size"), default: 1, rules: { required: true, min: 1, max: 500 }, list: { hidden: true }, filter: false },
    adult_count: { kind: "integer", label: L("成人数", "Adults"), default: 1, rules: { required: true, min: 1, max: 500 }, list: { width: 70 }, filter: false },
    child_count: { kind: "integer", label: L("儿童数", "Children"), default: 0, rules: { required: true, min: 0, max: 500 }, list: { hidden: true }, filter: false },
    adult_price: money(L("成人价（元/人）", "Adult price (yuan)")),
    child_price: { ...money(L("儿童价（元/人）", "Child price (yuan)"), false), list: { hidden: true } },
    total_amount: shown({ ...money(L("旅游费用总额（元）", "Total (yuan)")), rules: {} }),
    paid_amount: { ...money(L("已付（元）", "Paid (yuan)"), false), list: { hidden: true } },
    payment_method: { kind: "select", label: L("支付方式", "Payment"), options: PAYMENT_OPTIONS, default: "ONLINE", rules: { required: true }, list: { hidden: true }, filter: ["eq"] },
    shopping_stops: { kind: "integer", label: L("购物场所数", "Shopping stops"), default: 0, rules: { required: true, min: 0, max: 20 }, list: { hidden: true }, filter: ["eq", "RANGE"] },
    shopping_list: { kind: "textarea", label: L("购物安排", "Shopping stops agreed"), rules: { max: 1000 }, list: false, filter: false, form: { wide: true } },
    paid_extras: { kind: "textarea", label: L("自费项目", "Paid extras"), rules: { max: 1000 }, list: false, filter: false, form: { wide: true } },
    insurance_policy_no: { kind: "string", label: L("旅行社责任险保单号", "Liability insurance policy"), rules: { max: 40 }, list: { hidden: true }, filter: ["eq"] },
    guide_id: { kind: "remoteSelect", label: L("导游", "Guide"), remote: { module: "guide.Guide", label: "name" }, list: { width: 100, hidden: true }, filter: ["eq", "NULL", "NOT NULL"] },
    signer_name: { kind: "string", label: L("签约人", "Signer"), rules: { required: true, pattern: "personName" }, list: { width: 100 }, filter: ["eq"] },
    signer_id_no: { kind: "string", label: L("签约人身份证号", "Signer's ID number"), rules: { required: true, pattern: "idCard" }, pii: "idCard", sensitive: true, list: { hidden: true }, filter: false },
    signer_mobile: { kind: "string", label: L("签约人手机号", "Signer's mobile"), rules: { required: true, pattern: "mobile" }, pii: "phone", list: { hidden: true }, filter: false },
    sign_channel: { kind: "select", label: L("签约渠道", "Channel"), options: CHANNEL_OPTIONS, default: "PC", rules: { required: true }, list: { hidden: true }, filter: ["eq"] },
    status: { kind: "select", label: L("状态", "Status"), options: CONTRACT_STATE_OPTIONS, form: false, list: { width: 120 }, filter: ["eq", "IN"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("期限", "Time limit"), column: false, form: false, filter: false, list: { width: 200 } },
    signed_time: shown({ kind: "datetime", label: L("签署时间", "Signed"), list: { width: 160, hidden: true, sortable: true }, filter: ["RANGE"] }),
    deduction_amount: shown({ kind: "money", label: L("扣除费用（元）", "Deducted (yuan)"), list: { hidden: true }, filter: false }),
    penalty_amount: shown({ kind: "money", label: L("违约金（元）", "Penalty (yuan)"), list: { hidden: true }, filter: false }),
    refund_amount: shown({ kind: "money", label: L("退款（元）", "Refund (yuan)"), list: { hidden: true }, filter: false }),
    opinion: shown({ kind: "textarea", label: L("说明", "Note"), list: false, filter: false }),
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
