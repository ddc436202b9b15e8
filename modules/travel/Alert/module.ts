// Travel supervision alerts (行程监管预警): the hits of the travel rules (modules/travel/
// alerts.ts), a declared workflow: a supervisor confirms an open alert (a violation, with an
// opinion), dismisses it, or transfers it to an enforcement case (with the case number); an
// open alert whose cause goes closes by itself.
import { idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { ALERT_LEVEL_OPTIONS } from "../../contract/options";
import { TRAVEL_ALERT_RULE_OPTIONS, TRAVEL_ALERT_STATE_OPTIONS } from "../options";

export default defineModule({
  key: "travel.Alert",
  title: L("行程监管预警", "Travel alerts"),
  table: "travel_alert",
  actions: ["index"],
  menu: {
    parent: "travel",
    path: "travel/alert",
    icon: "shield-alert",
    weigh: 95,
    keepalive: true,
    grantActions: { supervisor: ["menu", "index", "confirm", "dismiss", "transfer"], enterprise: ["menu", "index"] },
  },
  workflow: {
    field: "status",
    subject: L("预警", "alert"),
    states: TRAVEL_ALERT_STATE_OPTIONS,
    record: { opinion: "opinion" },
    trail: { entity: "travel_alert", enterprise: "agency_id" },
    pending: ["OPEN"],
    dashboard: ["OPEN"],
    transitions: {
      confirm: {
        label: L("确认违规", "Confirm"),
        from: ["OPEN"],
        to: "CONFIRMED",
        by: "staff",
        opinion: { required: true, label: L("处理意见", "Opinion"), message: L("请填写处理意见", "Give your opinion") },
        done: L("已确认", "Confirmed"),
      },
      dismiss: {
        label: L("排除", "Dismiss"),
        from: ["OPEN"],
        to: "DISMISSED",
        by: "staff",
        opinion: { required: true, label: L("排除理由", "Reason"), message: L("请说明排除理由", "Say why it is dismissed") },
        done: L("已排除", "Dismissed"),
      },
      transfer: {
        label: L("转立案", "Transfer to a case"),
        from: ["OPEN", "CONFIRMED"],
        to: "TRANSFERRED",
        by: "staff",
        inputs: { case_no: { kind: "string", label: L("立案编号", "Case number"), rules: { required: true, max: 40 } } },
        opinion: { required: true, label: L("移送说明", "Why it goes to a case"), message: L("请说明移送立案的理由", "Say why it goes to a case") },
        done: L("已转立案", "Transferred to a case"),
      },
    },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  defaultOrder: [["raised_time", "desc"]],
  fields: {
    id: idField,
    rule_code: { kind: "select", label: L("预警规则", "Rule"), options: TRAVEL_ALERT_RULE_OPTIONS, form: false, list: { width: 200 }, filter: ["eq", "IN"] },
    level: { kind: "select", label: L("等级", "Level"), options: ALERT_LEVEL_OPTIONS, form: false, list: { width: 80 }, filter: ["eq"] },
    group_id: { kind: "remoteSelect", label: L("团队", "Group"), remote: { module: "travel.Group", label: "tour_no" }, form: false, list: { width: 170 }, filter: ["eq"] },
    checkin_id: { kind: "integer", label: L("签到记录", "Check-in"), form: false, list: { hidden: true }, filter: ["eq"] },
    agency_id: { kind: "remoteSelect", label: L("组团社", "Organising agency"), remote: AGENCY_SOURCE, form: false, list: { width: 220 }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 140 }, filter: ["eq", "IN"] },
    status: { kind: "select", label: L("状态", "Status"), options: TRAVEL_ALERT_STATE_OPTIONS, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
    raised_time: { kind: "datetime", label: L("预警时间", "Raised"), form: false, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    closed_time: { kind: "datetime", label: L("消除时间", "Cleared"), form: false, list: { width: 160, hidden: true }, filter: ["RANGE"] },
    case_no: { kind: "string", label: L("立案编号", "Case number"), form: false, list: { width: 140, hidden: true }, filter: ["eq"] },
    opinion: { kind: "textarea", label: L("处理意见", "Opinion"), form: false, list: false, filter: false },
    update_time: updateTimeField,
  },
});
