// A withdrawal (reference domain §18), a declared workflow:
//   (asked by the merchant) REQUESTED --approve (platform finance)--> APPROVED --pay (bank reference)--> PAID
//   REQUESTED | APPROVED --reject (reason)--> REJECTED
// The amount is held on the merchant's account from the request; paying writes the ledger row
// and releases the hold in the move's transaction, refusing releases the hold.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { WITHDRAWAL_STATES } from "../options";

export const withdrawalWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("提现申请", "withdrawal"),
  states: WITHDRAWAL_STATES.map((s) => ({ value: String(s.value), label: s.label, color: s.color })),
  record: { opinion: "opinion" },
  trail: { entity: "finance_withdrawal", enterprise: "enterprise_id" },
  pending: ["REQUESTED", "APPROVED"],
  dashboard: ["REQUESTED"],
  transitions: {
    approve: { label: L("审核通过", "Approve"), from: ["REQUESTED"], to: "APPROVED", by: "staff", stamp: ["decide_time"], opinion: { label: L("审核意见", "Opinion") }, done: L("已审核通过，待打款", "Approved; awaiting the transfer") },
    pay: {
      label: L("确认打款", "Mark as paid"),
      from: ["APPROVED"],
      to: "PAID",
      by: "staff",
      stamp: ["pay_time"],
      inputs: { payment_ref: { kind: "string", label: L("银行转账流水号", "Bank transfer reference"), rules: { required: true, min: 6, max: 40 } } },
      confirm: L("确认已向商户银行账户转账？打款后将记入资金流水。", "Has the money been transferred to the merchant's bank account? The ledger records it once marked paid."),
      done: L("已打款", "Paid"),
    },
    reject: {
      label: L("驳回", "Reject"),
      from: ["REQUESTED", "APPROVED"],
      to: "REJECTED",
      by: "staff",
      stamp: ["decide_time"],
      tone: "danger",
      opinion: { required: true, label: L("驳回理由", "Reason"), message: L("请填写驳回理由", "Give the reason") },
      done: L("已驳回，冻结金额已退回可用余额", "Rejected; the held amount is available again"),
    },
  },
};
