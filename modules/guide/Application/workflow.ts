// Guide card applications (导游管理办法; reference domain §6.3), a declared workflow:
//   DRAFT --submit--> AFFILIATION_PENDING --confirm (affiliate)--> SUBMITTED --accept--> UNDER_REVIEW
//   AFFILIATION_PENDING --decline (affiliate, reason)--> DECLINED
//   SUBMITTED / UNDER_REVIEW --return (missing items)--> RETURNED --resubmit--> SUBMITTED
//   UNDER_REVIEW --approve--> APPROVED (the card is issued, renewed, moved or cancelled)
//   UNDER_REVIEW --reject (reason)--> REJECTED
//   AFFILIATION_PENDING / SUBMITTED / RETURNED --withdraw--> WITHDRAWN
// The member files and moves their own application in the member centre (owner moves); the
// agency's or association's console account confirms or declines within 5 working days; the
// supervisor tells what is missing within 5 working days of the confirmation and decides within
// 10 working days of acceptance.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { APPLICATION_STATE_OPTIONS, GUIDE_RULES } from "../options";

const decided = ["decide_time"] as const;

export const guideApplicationWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("导游证申请", "guide card application"),
  states: APPLICATION_STATE_OPTIONS,
  record: { opinion: "opinion", missingItems: "missing_items" },
  trail: { entity: "guide_application" },
  pending: ["AFFILIATION_PENDING", "SUBMITTED", "UNDER_REVIEW", "RETURNED"],
  dashboard: ["AFFILIATION_PENDING", "SUBMITTED", "UNDER_REVIEW"],
  notes: { save: L("保存草稿", "Draft saved") },
  limits: [
    { name: "confirm", label: L("单位确认期限", "Affiliate confirmation due"), states: ["AFFILIATION_PENDING"], startsAt: ["submit"], amount: GUIDE_RULES.confirmDays, unit: "workingDays", column: "confirm_due_time" },
    { name: "notify", label: L("告知补正期限", "Notice of missing materials due"), states: ["SUBMITTED"], startsAt: ["confirm", "resubmit"], amount: GUIDE_RULES.notifyDays, unit: "workingDays", column: "notify_due_time" },
    { name: "decide", label: L("审核决定期限", "Decision due"), states: ["UNDER_REVIEW"], startsAt: ["accept"], amount: GUIDE_RULES.decideDays, unit: "workingDays", column: "decide_due_time" },
  ],
  transitions: {
    submit: {
      label: L("提交申请", "Submitted"),
      from: ["DRAFT"],
      to: "AFFILIATION_PENDING",
      by: "owner",
      stamp: ["submit_time"],
      clear: ["confirm_time", "accept_time", "decide_time", "notify_due_time", "decide_due_time"],
      done: L("已提交，等待执业单位确认", "Submitted; waiting for the affiliate to confirm"),
    },
    resubmit: {
      label: L("补正后重新提交", "Resubmitted"),
      from: ["RETURNED"],
      to: "SUBMITTED",
      by: "owner",
      stamp: ["submit_time"],
      clear: ["accept_time", "decide_time", "decide_due_time"],
      done: L("已重新提交", "Resubmitted"),
    },
    withdraw: { label: L("撤回申请", "Withdrawn"), from: ["AFFILIATION_PENDING", "SUBMITTED", "RETURNED"], to: "WITHDRAWN", by: "owner", done: L("申请已撤回", "Application withdrawn") },
    confirm: { label: L("确认执业关系", "Confirm affiliation"), from: ["AFFILIATION_PENDING"], to: "SUBMITTED", by: "staff", stamp: ["confirm_time"], done: L("已确认，申请转交监管部门", "Confirmed; the application goes to the supervisor") },
    decline: {
      label: L("不予确认", "Decline"),
      from: ["AFFILIATION_PENDING"],
      to: "DECLINED",
      by: "staff",
      tone: "danger",
      opinion: { required: true, label: L("理由", "Reason"), message: L("请说明不予确认的理由", "Say why the affiliation is declined") },
      confirm: L("确定不予确认该导游的执业关系？", "Decline this guide's affiliation?"),
      done: L("已不予确认", "Declined"),
    },
    accept: { label: L("受理", "Accept for review"), from: ["SUBMITTED"], to: "UNDER_REVIEW", by: "staff", stamp: ["accept_time"], done: L("已受理", "Accepted for review") },
    return: {
      label: L("退回补正", "Return for completion"),
      from: ["SUBMITTED", "UNDER_REVIEW"],
      to: "RETURNED",
      by: "staff",
      stamp: decided,
      opinion: { label: L("审核意见", "Opinion") },
      missingItems: { required: true, label: L("需补正材料", "Missing items"), message: L("请一次列出全部需补正的材料", "List everything that is missing, at once") },
      done: L("已退回补正", "Returned for completion"),
    },
    approve: { label: L("审核通过并发证", "Approve and issue"), from: ["UNDER_REVIEW"], to: "APPROVED", by: "staff", stamp: decided, opinion: { label: L("审核意见", "Opinion") }, done: L("审核通过", "Approved") },
    reject: {
      label: L("不予通过", "Reject"),
      from: ["UNDER_REVIEW"],
      to: "REJECTED",
      by: "staff",
      stamp: decided,
      tone: "danger",
      opinion: { required: true, label: L("审核意见", "Opinion"), message: L("请填写不予通过的理由", "Give the reason for this decision") },
      confirm: L("确定作出不予通过的决定？", "Reject this application?"),
      done: L("已作出不予通过的决定", "Rejected"),
    },
  },
};
