// User contract supervision (用户合同监管): the alerts the contract rules raise (modules/contract/
// alerts.ts), a declared workflow: a supervisor confirms an open alert (a violation, with an
// opinion) or dismisses it; an open alert whose cause goes closes by itself.
import { idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { ALERT_LEVEL_OPTIONS, ALERT_RULE_OPTIONS, ALERT_STATE_OPTIONS } from "../options";

export default defineModule({
  key: "contract.Alert",
  title: L("合同监管预警", "Contract alerts"),
  table: "contract_alert",
  actions: ["index"],
  menu: {
    parent: "contract",
    path: "contract/alert",
    icon: "shield-alert",
    weigh: 95,
    keepalive: true,
    grantActions: { supervisor: ["menu", "index", "confirm", "dismiss"], enterprise: ["menu", "index"] },
  },
  workflow: {
    field: "status",
    subject: L("预警", "alert"),
    states: ALERT_STATE_OPTIONS,
    record: { opinion: "opinion" },
    trail: { entity: "contract_alert", enterprise: "agency_id" },
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
    },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  defaultOrder: [["raised_time", "desc"]],
  fields: {
    id: idField,
    rule_code: { kind: "select", label: L("预警规则", "Rule"), options: ALERT_RULE_OPTIONS, form: false, list: { width: 190 }, filter: ["eq", "IN"] },
    level: { kind: "select", label: L("等级", "Level"), options: ALERT_LEVEL_OPTIONS, form: false, list: { width: 80 }, filter: ["eq"] },
    contract_id: { kind: "remoteSelect", label: L("合同", "Contract"), remote: { module: "contract.Contract", label: "contract_no" }, form: false, list: { width: 170 }, filter: ["eq"] },
    agency_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, form: false, list: { width: 220 }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 140 }, filter: ["eq", "IN"] },
    status: { kind: "select", label: L("状态", "Status"), options: ALERT_STATE_OPTIONS, form: false, list: { width: 100 }, filter: ["eq", "IN"] },
    raised_time: { kind: "datetime", label: L("预警时间", "Raised"), form: false, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    closed_time: { kind: "datetime", label: L("消除时间", "Cleared"), form: false, list: { width: 160, hidden: true }, filter: ["RANGE"] },
    opinion: { kind: "textarea", label: L("处理意见", "Opinion"), form: false, list: false, filter: false },
    update_time: updateTimeField,
  },
});
