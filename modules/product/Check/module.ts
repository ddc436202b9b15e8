// The products check (产品核查, reference domain §12), a declared workflow over the findings the
// product rules raise (modules/product/checks.ts):
//   SUSPECTED --confirm (supervisor, opinion)--> VIOLATION --transfer (supervisor, case number)--> TRANSFERRED
//   SUSPECTED --clear (supervisor, reason)--> CLEARED
//   VIOLATION | TRANSFERRED --rectify (the agency, once the product passes the rule again)--> RECTIFIED
//   SUSPECTED --the cause goes (a save, a guidance price, the tick)--> RESOLVED
// Supervisors see the checks of the agencies in their area; an agency sees its own and the
// supervisor's opinion. No enforcement-case module exists yet: a transfer keeps the case number
// the supervisor gives.
import { idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { CHECK_LEVEL_OPTIONS, CHECK_RULE_OPTIONS, CHECK_STATE_OPTIONS } from "../options";

export default defineModule({
  key: "product.Check",
  title: L("产品核查", "Products check"),
  table: "product_check",
  actions: ["index"],
  menu: {
    parent: "product",
    path: "product/check",
    icon: "shield-alert",
    weigh: 95,
    keepalive: true,
    remark: L(
      "产品保存、指导价调整及每分钟的巡检都会重新核查；待核查的问题原因消除后自动关闭。确认违规后旅行社整改，整改须通过复核。",
      "Products are checked again on every save, guidance price change and the minute's round; a finding still to check closes by itself when its cause goes. A confirmed violation waits for the agency's rectification, which must pass the check again.",
    ),
    grantActions: { supervisor: ["menu", "index", "confirm", "clear", "transfer"], enterprise: ["menu", "index", "rectify"] },
  },
  workflow: {
    field: "status",
    subject: L("核查", "check"),
    states: CHECK_STATE_OPTIONS,
    record: { opinion: "opinion" },
    trail: { entity: "product_check", enterprise: "agency_id" },
    pending: ["SUSPECTED", "VIOLATION"],
    dashboard: ["SUSPECTED"],
    transitions: {
      confirm: {
        label: L("确认违规", "Confirm violation"),
        from: ["SUSPECTED"],
        to: "VIOLATION",
        by: "staff",
        tone: "danger",
        opinion: { required: true, label: L("核查意见", "Opinion"), message: L("请填写核查意见", "Give your opinion") },
        done: L("已确认违规，待旅行社整改", "Confirmed; the agency is to rectify"),
      },
      clear: {
        label: L("排除", "Clear"),
        from: ["SUSPECTED"],
        to: "CLEARED",
        by: "staff",
        stamp: ["closed_time"],
        opinion: { required: true, label: L("排除理由", "Reason"), message: L("请说明排除理由", "Say why it is cleared") },
        done: L("已排除", "Cleared"),
      },
      transfer: {
        label: L("移送立案", "Transfer to a case"),
        from: ["VIOLATION"],
        to: "TRANSFERRED",
        by: "staff",
        tone: "danger",
        inputs: {
          case_no: {
            kind: "string",
            label: L("立案编号", "Case number"),
            rules: { required: true, min: 4, max: 50 },
            form: { placeholder: L("如：琼旅执立〔2026〕18号", "e.g. 琼旅执立〔2026〕18号") },
          },
        },
        opinion: { label: L("移送说明", "Note"), record: false },
        confirm: L("移送执法立案后由案件办理，确定移送？", "The case handling takes it over. Transfer it?"),
        done: L("已移送立案", "Transferred to the case"),
      },
      rectify: {
        label: L("提交整改", "Report rectification"),
        from: ["VIOLATION", "TRANSFERRED"],
        to: "RECTIFIED",
        by: "staff",
        stamp: ["closed_time"],
        opinion: { required: true, label: L("整改说明", "What was rectified"), message: L("请说明整改情况", "Say what was rectified"), record: false },
        done: L("整改已通过复核", "Rectified; the check passes"),
      },
    },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  defaultOrder: [["raised_time", "desc"]],
  fields: {
    id: idField,
    rule_code: { kind: "select", label: L("核查规则", "Rule"), options: CHECK_RULE_OPTIONS, form: false, list: { width: 230 }, filter: ["eq", "IN"] },
    level: { kind: "select", label: L("等级", "Level"), options: CHECK_LEVEL_OPTIONS, form: false, list: { width: 80 }, filter: ["eq"] },
    product_id: { kind: "remoteSelect", label: L("产品", "Product"), remote: { module: "product.Product", label: "name" }, form: false, list: { width: 240 }, filter: ["eq"] },
    finding: { kind: "string", label: L("核查发现", "Finding"), form: false, list: { width: 220 }, filter: false },
    agency_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, form: false, list: { width: 220 }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 140, hidden: true }, filter: ["eq", "IN"] },
    status: { kind: "select", label: L("状态", "Status"), options: CHECK_STATE_OPTIONS, form: false, list: { width: 100 }, filter: ["eq", "IN"] },
    raised_time: { kind: "datetime", label: L("发现时间", "Found"), form: false, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    closed_time: { kind: "datetime", label: L("关闭时间", "Closed"), form: false, list: { width: 160, hidden: true }, filter: ["RANGE"] },
    opinion: { kind: "textarea", label: L("核查意见", "Opinion"), form: false, list: false, filter: false },
    case_no: { kind: "string", label: L("立案编号", "Case number"), form: false, list: { width: 160, hidden: true }, filter: ["eq"] },
    update_time: updateTimeField,
  },
});
