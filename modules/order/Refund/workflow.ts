// A refund request (reference domain §11), a declared workflow:
//   REQUESTED --approve (merchant)--> APPROVED --(paid back at once)--> REFUNDED
//   REQUESTED --refuse (merchant, reason)--> REJECTED
//   REQUESTED --deem (system: no answer within 7 days)--> APPROVED --> REFUNDED
// The member asks in the member centre; the fee and amount are computed from the product's
// refund rule when asked, and shown to the merchant before they approve. Paying back (the
// order's refunded total, the ledger row, the day's summary) happens in the approving move's
// transaction, so an approved refund is never left unpaid.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { REFUND_REPLY_DAYS, REFUND_STATES } from "../options";

export const refundWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("退款申请", "refund request"),
  states: REFUND_STATES.map((s) => ({ value: String(s.value), label: s.label, color: s.color })),
  record: { opinion: "opinion" },
  trail: { entity: "order_refund", enterprise: "enterprise_id" },
  pending: ["REQUESTED"],
  dashboard: ["REQUESTED"],
  limits: [
    { name: "reply", label: L("商家处理期限", "Merchant's answer due"), states: ["REQUESTED"], startsAt: ["apply"], amount: REFUND_REPLY_DAYS, unit: "days", column: "reply_due_time", onExpire: { move: "deem" } },
  ],
  notes: { apply: L("申请退款", "Refund requested"), pay: L("已原路退回", "Paid back") },
  transitions: {
    approve: { label: L("同意退款", "Approve"), from: ["REQUESTED"], to: "APPROVED", by: "staff", stamp: ["decide_time"], opinion: { label: L("处理意见", "Opinion") }, done: L("已同意，款项已原路退回", "Approved; the money is paid back") },
    refuse: {
      label: L("拒绝退款", "Refuse"),
      from: ["REQUESTED"],
      to: "REJECTED",
      by: "staff",
      stamp: ["decide_time"],
      tone: "danger",
      opinion: { required: true, label: L("拒绝理由", "Reason"), message: L("请填写拒绝理由", "Give the reason") },
      done: L("已拒绝", "Refused"),
    },
    deem: { label: L("逾期未处理，视为同意", "No answer in time: deemed approved"), from: ["REQUESTED"], to: "APPROVED", by: "system", stamp: ["decide_time"], done: L("已视为同意", "Deemed approved") },
  },
};
