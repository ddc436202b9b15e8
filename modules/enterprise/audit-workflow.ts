// The licensing procedure that registrations and change requests both follow (reference domain
// §4.2, 行政许可法), as a declared workflow:
//   DRAFT --submit--> SUBMITTED --accept--> UNDER_REVIEW --approve--> APPROVED
//   UNDER_REVIEW --reject (opinion required)--> REJECTED --restart--> DRAFT
//   UNDER_REVIEW --return (missing items)--> RETURNED --resubmit--> SUBMITTED
//   SUBMITTED / RETURNED --withdraw--> WITHDRAWN --reopen--> DRAFT
//   UNDER_REVIEW --extend (reason required, once per acceptance)--> UNDER_REVIEW
// Missing materials must be notified within 5 working days of submission; the decision is due
// 20 working days after acceptance, once extendable by 10 with the approval of the organ's head.
// Enterprises submit, resubmit, withdraw, reopen and restart (their own pages); supervisors
// accept, extend, approve, return and reject.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { AUDIT_STATUS_OPTIONS } from "./options";

/** Days the law allows (working days): 5 to notify missing items, 20 to decide, 10 more once. */
export const AUDIT_DEADLINES = { notifyDays: 5, decideDays: 20, extendDays: 10 } as const;

interface Columns {
  /** The state field. */
  field: string;
  /** Where the latest decision's opinion is kept. */
  opinion: string;
  /** Trail entity type. */
  entity: string;
  /** The field holding the enterprise (the record itself for a registration). */
  enterprise: string;
}

export function auditWorkflow({ field, opinion, entity, enterprise }: Columns): WorkflowDeclaration {
  const decided = ["decide_time"] as const;
  return {
    field,
    subject: L("申请", "application"),
    states: AUDIT_STATUS_OPTIONS,
    record: { opinion, missingItems: "missing_items" },
    trail: { entity, enterprise },
    pending: ["SUBMITTED", "UNDER_REVIEW", "RETURNED"],
    dashboard: ["SUBMITTED", "UNDER_REVIEW"],
    notes: { create: L("工作人员录入", "Registered by staff"), save: L("保存草稿", "Draft saved"), edit: L("工作人员修改", "Edited by staff") },
    limits: [
      {
        name: "notify",
        label: L("告知补正期限", "Notice of missing materials due"),
        states: ["SUBMITTED"],
        startsAt: ["submit", "resubmit"],
        amount: AUDIT_DEADLINES.notifyDays,
        unit: "workingDays",
        column: "notify_due_time",
      },
      {
        name: "decide",
        label: L("审查决定期限", "Decision due"),
        states: ["UNDER_REVIEW"],
        startsAt: ["accept"],
        amount: AUDIT_DEADLINES.decideDays,
        unit: "workingDays",
        column: "decide_due_time",
      },
    ],
    transitions: {
      submit: { label: L("提交审核", "Submitted"), from: ["DRAFT"], to: "SUBMITTED", by: "owner", stamp: ["submit_time"], clear: ["accept_time", "decide_due_time", "decide_time"], done: L("已提交审核", "Submitted for review") },
      resubmit: { label: L("补正后重新提交", "Resubmitted"), from: ["RETURNED"], to: "SUBMITTED", by: "owner", stamp: ["submit_time"], clear: ["accept_time", "decide_due_time", "decide_time"], done: L("已提交审核", "Submitted for review") },
      withdraw: { label: L("撤回申请", "Withdrawn"), from: ["SUBMITTED", "RETURNED"], to: "WITHDRAWN", by: "owner", done: L("申请已撤回", "Application withdrawn") },
      reopen: { label: L("重新编辑", "Reopened as a draft"), from: ["WITHDRAWN"], to: "DRAFT", by: "owner", done: L("已重新编辑", "Reopened as a draft") },
      restart: { label: L("据未通过的申请新建草稿", "New draft from a rejected application"), from: ["REJECTED"], to: "DRAFT", by: "owner", done: L("已根据未通过的申请新建草稿", "A new draft was created from the rejected application") },
      accept: { label: L("受理", "Accept for review"), from: ["SUBMITTED"], to: "UNDER_REVIEW", by: "staff", stamp: ["accept_time"], done: L("已受理", "Accepted for review") },
      approve: { label: L("审核通过", "Approve"), from: ["UNDER_REVIEW"], to: "APPROVED", by: "staff", stamp: decided, opinion: { label: L("审核意见", "Opinion") }, done: L("审核通过", "Approved") },
      return: {
        label: L("退回补正", "Return for completion"),
        from: ["UNDER_REVIEW"],
        to: "RETURNED",
        by: "staff",
        stamp: decided,
        opinion: { label: L("审核意见", "Opinion") },
        missingItems: { required: true, label: L("需补正材料", "Missing items"), message: L("请至少列出一项需补正的材料", "List at least one missing item") },
        done: L("已退回补正", "Returned for completion"),
      },
      reject: {
        label: L("不予通过", "Reject"),
        from: ["UNDER_REVIEW"],
        to: "REJECTED",
        by: "staff",
        stamp: decided,
        opinion: { required: true, label: L("审核意见", "Opinion"), message: L("请填写审核意见", "Please give the reason for this decision") },
        tone: "danger",
        confirm: L("确定作出不予通过的决定？", "Reject this application?"),
        done: L("已作出不予通过的决定", "Rejected"),
      },
      extend: {
        label: L("延长 10 个工作日", "Extend by 10 working days"),
        from: ["UNDER_REVIEW"],
        to: "UNDER_REVIEW",
        by: "staff",
        opinion: { required: true, record: false, label: L("延期理由", "Reason"), message: L("请填写延长审查期限的理由", "Give the reason for extending the time limit") },
        extendsLimit: { limit: "decide", amount: AUDIT_DEADLINES.extendDays, unit: "workingDays" },
        onceSince: "accept",
        onceMessage: L("本次审查已延长过一次期限", "This review has already been extended once"),
        done: L("审查期限已延长 10 个工作日", "The decision is now due 10 working days later"),
      },
    },
  };
}
