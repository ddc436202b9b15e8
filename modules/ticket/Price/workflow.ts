// A ticket price filing (reference domain §13), a declared workflow:
//   DRAFT --submit (spot)--> SUBMITTED --approve (authority)--> APPROVED --publish--> PUBLISHED
//   SUBMITTED --return (reason)--> RETURNED --submit--> SUBMITTED
//   PUBLISHED --expire (a newer price of the same ticket is published)--> EXPIRED
// The spot files and submits; the price authority reviews; once published the price shows on
// the public price board. The legal rules (six-month notice of a rise, combined tickets no
// dearer than their parts) are checked on every save, again on submit and on approval.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { PRICE_STATES } from "../options";

export const ticketPriceWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("票价备案", "price filing"),
  states: PRICE_STATES.map((s) => ({ value: String(s.value), label: s.label, color: s.color })),
  record: { opinion: "opinion" },
  trail: { entity: "ticket_price", enterprise: "enterprise_id" },
  pending: ["SUBMITTED", "APPROVED"],
  dashboard: ["SUBMITTED"],
  transitions: {
    submit: { label: L("提交备案", "Submit"), from: ["DRAFT", "RETURNED"], to: "SUBMITTED", by: "staff", stamp: ["submit_time"], done: L("已提交备案", "Submitted for review") },
    approve: { label: L("审核通过", "Approve"), from: ["SUBMITTED"], to: "APPROVED", by: "staff", stamp: ["decide_time"], opinion: { label: L("审核意见", "Opinion") }, done: L("审核通过", "Approved") },
    return: {
      label: L("退回修改", "Return"),
      from: ["SUBMITTED"],
      to: "RETURNED",
      by: "staff",
      stamp: ["decide_time"],
      tone: "danger",
      opinion: { required: true, label: L("退回理由", "Reason"), message: L("请填写退回理由", "Give the reason") },
      done: L("已退回", "Returned"),
    },
    publish: { label: L("公示", "Publish"), from: ["APPROVED"], to: "PUBLISHED", by: "staff", stamp: ["publish_time"], confirm: L("公示后该价格将显示在公开的票价公示页。确定公示？", "Once published the price shows on the public price board. Publish?"), done: L("已公示", "Published") },
    expire: { label: L("失效", "Expire"), from: ["PUBLISHED"], to: "EXPIRED", by: "system", done: L("已失效", "Expired") },
  },
};
