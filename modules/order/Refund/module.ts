// Refund requests: the merchant approves or refuses within 7 days (else deemed approved by the
// scheduler's tick); supervisors watch them within their area (read only; refund rates are on
// the finance statistics page). Queue, moves, trail and review dialog come from the workflow.
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { ORDER_TYPES, REFUND_REASONS, REFUND_STATES } from "../options";
import { refundWorkflow } from "./workflow";

export default defineModule({
  key: "order.Refund",
  title: L("退款管理", "Refunds"),
  table: "order_refund",
  actions: ["index"],
  menu: {
    parent: "order",
    path: "order/refund",
    icon: "undo-2",
    weigh: 80,
    keepalive: true,
    remark: L("商家应在 7 日内处理退款申请，逾期未处理的视为同意并原路退款。", "The merchant answers a refund request within 7 days; without an answer it is deemed approved and paid back."),
    grantActions: { supervisor: ["menu", "index", "fromComplaint"], operator: ["menu", "index"], enterprise: ["menu", "index", "approve", "refuse"] },
  },
  workflow: refundWorkflow,
  extraActions: {
    // Filed from the complaint's page (its order and ticket), not from the refund list.
    fromComplaint: { label: L("为投诉登记退款", "File a refund for a complaint"), scope: "all", inList: false },
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["refund_no"],
  defaultOrder: [
    [WORKFLOW_FIELDS.due, "asc"],
    ["apply_time", "desc"],
  ],
  pageSize: 20,
  fields: {
    id: idField,
    refund_no: { kind: "string", label: L("退款单号", "Refund number"), list: { width: 190 }, filter: ["eq", "LIKE"] },
    order_id: { kind: "remoteSelect", label: L("订单", "Order"), remote: { module: "order.Order", label: "order_no" }, list: { width: 190 }, filter: ["eq"] },
    ticket_id: { kind: "remoteSelect", label: L("门票", "Ticket"), remote: { module: "order.Ticket", label: "code" }, list: { width: 140, hidden: true }, filter: ["eq"] },
    order_type: { kind: "select", label: L("类型", "Type"), options: ORDER_TYPES, list: { width: 100 }, filter: ["eq"] },
    enterprise_id: { kind: "remoteSelect", label: L("商家", "Merchant"), remote: { module: "enterprise.Enterprise", label: "name" }, list: { width: 200 }, filter: ["eq"] },
    reason: { kind: "select", label: L("退款原因", "Reason"), options: REFUND_REASONS, list: { width: 130 }, filter: ["eq"] },
    remark: { kind: "textarea", label: L("说明", "Remark"), list: false, filter: false },
    base_amount: { kind: "money", label: L("应退基数", "Paid for it"), list: { width: 100, hidden: true }, filter: false },
    fee: { kind: "money", label: L("手续费", "Fee"), list: { width: 90 }, filter: false },
    amount: { kind: "money", label: L("退款金额", "Refund"), list: { width: 100, sortable: true }, filter: ["RANGE"] },
    rule_text: { kind: "string", label: L("适用规则", "Rule applied"), list: false, filter: false },
    complaint_id: { kind: "remoteSelect", label: L("关联投诉", "Complaint"), remote: { module: "complaint.Complaint", label: "complaint_no", open: "complaint/case" }, list: { width: 170 }, filter: ["eq", "NOT NULL"] },
    status: { kind: "select", label: L("状态", "Status"), options: REFUND_STATES, list: { width: 120 }, filter: ["eq", "IN"] },
    opinion: { kind: "textarea", label: L("处理意见", "Opinion"), list: false, filter: false },
    apply_time: { kind: "datetime", label: L("申请时间", "Requested"), list: { width: 170, sortable: true }, filter: ["RANGE"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("处理期限", "Answer due"), column: false, filter: false, list: { sortable: true, width: 200 } },
    refund_time: { kind: "datetime", label: L("退款时间", "Paid back"), list: { width: 170, hidden: true }, filter: ["RANGE"] },
    region_code: { kind: "area", label: L("属地", "Area"), list: { width: 150, hidden: true }, filter: ["eq"] },
  },
});
