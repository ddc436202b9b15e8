// A tour contract's life (reference domain §9), a declared workflow:
//   DRAFT --send (agency)--> PENDING_SIGN --sign (the tourist, member centre)--> SIGNED
//   PENDING_SIGN --72 hours unsigned (server)--> VOID;  --revoke (agency)--> VOID
//   SIGNED --departure time reached (server)--> IN_PROGRESS --return time reached (server)--> COMPLETED
//   SIGNED --touristCancel--> CANCELLED_BY_TOURIST (deduction by the template's schedule)
//   SIGNED --agencyCancel--> CANCELLED_BY_AGENCY (full refund plus the penalty)
//   IN_PROGRESS --terminate--> TERMINATED (pro rata)
// The time-driven moves run on the scheduler's tick with its clock: the departure and return
// limits read the contract's own times (no move starts them), the signing limit runs 72 hours
// from sending.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { CONTRACT_RULES, CONTRACT_STATE_OPTIONS } from "../options";

export const contractWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("合同", "contract"),
  states: CONTRACT_STATE_OPTIONS,
  record: { opinion: "opinion" },
  trail: { entity: "tour_contract", enterprise: "agency_id" },
  pending: ["DRAFT", "PENDING_SIGN", "SIGNED", "IN_PROGRESS"],
  dashboard: ["PENDING_SIGN"],
  limits: [
    { name: "sign", label: L("签署期限", "Sign by"), states: ["PENDING_SIGN"], startsAt: ["send"], amount: CONTRACT_RULES.signHours, unit: "hours", column: "sign_due_time", onExpire: { move: "expire" } },
    { name: "depart", label: L("出发时间", "Departure"), states: ["SIGNED"], startsAt: [], amount: 0, unit: "hours", column: "depart_at", onExpire: { move: "depart" } },
    { name: "return", label: L("返回时间", "Return"), states: ["IN_PROGRESS"], startsAt: [], amount: 0, unit: "hours", column: "return_at", onExpire: { move: "complete" } },
  ],
  transitions: {
    send: { label: L("发送签署", "Send for signing"), from: ["DRAFT"], to: "PENDING_SIGN", by: "staff", stamp: ["sent_time"], done: L("已发送，旅游者 72 小时内签署", "Sent; the tourist has 72 hours to sign") },
    sign: { label: L("旅游者签署", "Signed by the tourist"), from: ["PENDING_SIGN"], to: "SIGNED", by: "owner", stamp: ["signed_time"], clear: ["sign_due_time"], done: L("合同已签署", "Contract signed") },
    expire: { label: L("逾期未签署作废", "Void: not signed in time"), from: ["PENDING_SIGN"], to: "VOID", by: "system", clear: ["sign_due_time"], done: L("已作废", "Void") },
    revoke: {
      label: L("撤回作废", "Withdraw"),
      from: ["PENDING_SIGN"],
      to: "VOID",
      by: "staff",
      tone: "danger",
      clear: ["sign_due_time"],
      confirm: L("撤回后合同作废，确定？", "The contract becomes void. Withdraw it?"),
      done: L("已撤回作废", "Withdrawn"),
    },
    depart: { label: L("出发", "Departed"), from: ["SIGNED"], to: "IN_PROGRESS", by: "system", done: L("行程开始", "Trip started") },
    complete: { label: L("行程结束", "Returned"), from: ["IN_PROGRESS"], to: "COMPLETED", by: "system", done: L("行程结束", "Trip ended") },
    touristCancel: {
      label: L("旅游者解除", "Tourist cancels"),
      from: ["SIGNED"],
      to: "CANCELLED_BY_TOURIST",
      by: "staff",
      tone: "danger",
      stamp: ["cancel_time"],
      opinion: { required: true, label: L("解除说明", "Note"), message: L("请说明旅游者解除合同的情况", "Say how the tourist cancelled") },
      confirm: L("按合同约定比例扣除必要费用后退款，确定解除？", "The schedule's deduction is kept and the rest refunded. Cancel?"),
      done: L("合同已解除，已计算扣费与退款", "Cancelled; deduction and refund computed"),
    },
    agencyCancel: {
      label: L("旅行社解除", "Agency cancels"),
      from: ["SIGNED"],
      to: "CANCELLED_BY_AGENCY",
      by: "staff",
      tone: "danger",
      stamp: ["cancel_time"],
      opinion: { required: true, label: L("解除原因", "Reason"), message: L("请说明解除原因（如未达最低成团人数）", "Give the reason (e.g. the minimum group size not reached)") },
      confirm: L("旅行社解除须退还全部费用并按约定支付违约金，确定？", "The agency refunds everything and pays the penalty. Cancel?"),
      done: L("合同已解除，已计算退款与违约金", "Cancelled; refund and penalty computed"),
    },
    terminate: {
      label: L("行程中解除", "Terminate on the trip"),
      from: ["IN_PROGRESS"],
      to: "TERMINATED",
      by: "staff",
      tone: "danger",
      stamp: ["cancel_time"],
      opinion: { required: true, label: L("解除原因", "Reason"), message: L("请说明行程中解除的原因", "Give the reason") },
      confirm: L("按已发生天数折算扣费，确定解除？", "The deduction is counted by the days used. Terminate?"),
      done: L("合同已解除", "Terminated"),
    },
  },
};
