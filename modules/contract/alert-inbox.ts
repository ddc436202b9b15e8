// An alert inbox, declared once: the alerts a family of supervision rules raises (server/engine/
// alert-rules.ts) as a declared workflow. A supervisor confirms an open alert (a violation, with
// an opinion) or dismisses it, and, where the family allows it, transfers it to an enforcement
// case with the case number; an open alert whose cause goes closes by itself. Each row links to
// what it is about (declared row links: a field of the row opens a page). Used by the contract
// alerts (contract.Alert) and the travel alerts (travel.Alert).
import type { LocalizedText } from "@shared/i18n";
import { idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule, type ExtraAction, type FieldDeclaration, type FieldOption } from "@shared/module/types";
import type { WorkflowState, WorkflowTransition } from "@shared/module/workflow";
import { AGENCY_SOURCE } from "../guide/fields";
import { ALERT_LEVEL_OPTIONS } from "./options";

export interface AlertInbox {
  key: string;
  title: LocalizedText;
  table: string;
  menu: { parent: string; path: string; weigh: number };
  rules: readonly FieldOption[];
  states: readonly WorkflowState[];
  /** The fields naming what an alert is about (the contract; the group and its check-in). */
  subject: Record<string, FieldDeclaration>;
  /** The agency column's label (the organising agency of a group, say). */
  agencyLabel?: LocalizedText;
  /** Whether an alert can go to an enforcement case (then the table has `case_no`). */
  transfer?: boolean;
  /**
   * Row links to the records an alert is about (`group_id` → the group's page), by a field of
   * the row (ExtraAction `field`); granted to whoever sees the inbox, the page checks its own.
   */
  links?: Readonly<Record<string, ExtraAction & { open: string; field: string }>>;
}

export function alertInbox(inbox: AlertInbox) {
  const transfer: Record<string, WorkflowTransition> = inbox.transfer
    ? {
        transfer: {
          label: L("转立案", "Transfer to a case"),
          from: ["OPEN", "CONFIRMED"],
          to: "TRANSFERRED",
          by: "staff",
          inputs: { case_no: { kind: "string", label: L("立案编号", "Case number"), rules: { required: true, max: 40 } } },
          opinion: { required: true, label: L("移送说明", "Why it goes to a case"), message: L("请说明移送立案的理由", "Say why it goes to a case") },
          done: L("已转立案", "Transferred to a case"),
        },
      }
    : {};
  const caseNo: Record<string, FieldDeclaration> = inbox.transfer ? { case_no: { kind: "string", label: L("立案编号", "Case number"), form: false, list: { width: 140, hidden: true }, filter: ["eq"] } } : {};
  return defineModule({
    key: inbox.key,
    title: inbox.title,
    table: inbox.table,
    actions: ["index"],
    menu: {
      ...inbox.menu,
      icon: "shield-alert",
      keepalive: true,
      grantActions: {
        supervisor: ["menu", "index", "confirm", "dismiss", ...(inbox.transfer ? ["transfer"] : []), ...Object.keys(inbox.links ?? {})],
        enterprise: ["menu", "index", ...Object.keys(inbox.links ?? {})],
      },
    },
    extraActions: inbox.links,
    workflow: {
      field: "status",
      subject: L("预警", "alert"),
      states: inbox.states,
      record: { opinion: "opinion" },
      trail: { entity: inbox.table, enterprise: "agency_id" },
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
        ...transfer,
      },
    },
    dataScope: { field: "agency_id" },
    jurisdiction: { field: "region_code" },
    defaultOrder: [["raised_time", "desc"]],
    fields: {
      id: idField,
      rule_code: { kind: "select", label: L("预警规则", "Rule"), options: inbox.rules, form: false, list: { width: 200 }, filter: ["eq", "IN"] },
      level: { kind: "select", label: L("等级", "Level"), options: ALERT_LEVEL_OPTIONS, form: false, list: { width: 80 }, filter: ["eq"] },
      ...inbox.subject,
      agency_id: { kind: "remoteSelect", label: inbox.agencyLabel ?? L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, form: false, list: { width: 220 }, filter: ["eq"] },
      region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 140 }, filter: ["eq", "IN"] },
      status: { kind: "select", label: L("状态", "Status"), options: inbox.states, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
      raised_time: { kind: "datetime", label: L("预警时间", "Raised"), form: false, list: { width: 160, sortable: true }, filter: ["RANGE"] },
      closed_time: { kind: "datetime", label: L("消除时间", "Cleared"), form: false, list: { width: 160, hidden: true }, filter: ["RANGE"] },
      ...caseNo,
      opinion: { kind: "textarea", label: L("处理意见", "Opinion"), form: false, list: false, filter: false },
      update_time: updateTimeField,
    },
  });
}
