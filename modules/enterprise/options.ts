// Option lists of the market-entity modules (reference domain §2-§5), shared by declarations,
// server messages and console pages, and the licensing procedure their applications follow
// (its states are AUDIT_STATUS_OPTIONS; at the end of the file).
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";
import type { WorkflowDeclaration } from "@shared/module/workflow";

export const AUDIT_STATUS_OPTIONS = [
  { value: "DRAFT", label: L("草稿", "Draft"), color: "default" },
  { value: "SUBMITTED", label: L("待审核", "Submitted"), color: "info" },
  { value: "UNDER_REVIEW", label: L("审核中", "Under review"), color: "primary" },
  { value: "RETURNED", label: L("退回补正", "Returned"), color: "warning" },
  { value: "APPROVED", label: L("审核通过", "Approved"), color: "success" },
  { value: "REJECTED", label: L("审核不通过", "Rejected"), color: "danger" },
  { value: "WITHDRAWN", label: L("已撤回", "Withdrawn"), color: "default" },
] as const satisfies readonly FieldOption[];

export type AuditStatusValue = (typeof AUDIT_STATUS_OPTIONS)[number]["value"];

export const ENTERPRISE_STATUS_OPTIONS = [
  { value: "NORMAL", label: L("正常", "Operating"), color: "success" },
  { value: "SUSPENDED", label: L("停业整顿", "Suspended"), color: "warning" },
  { value: "REVOKED", label: L("吊销", "Licence revoked"), color: "danger" },
  { value: "CANCELLED", label: L("注销", "Deregistered"), color: "default" },
  { value: "EXPIRED", label: L("证照过期", "Licence expired"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const CREDIT_LEVEL_OPTIONS = [
  { value: "GOOD", label: L("守信", "Trustworthy"), color: "success" },
  { value: "NORMAL", label: L("一般", "Normal"), color: "default" },
  { value: "MINOR", label: L("轻微失信", "Minor breach of trust"), color: "warning" },
  { value: "SEVERE", label: L("严重失信", "Serious breach of trust"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const RATING_OPTIONS: readonly FieldOption[] = [
  ...[1, 2, 3, 4, 5].map((n) => ({ value: `A_${n}`, label: L(`${"A".repeat(n)} 级景区`, `${"A".repeat(n)} scenic area`), color: "primary" as const })),
  ...[1, 2, 3, 4, 5].map((n) => ({ value: `STAR_${n}`, label: L(`${n} 星级`, `${n}-star`), color: "warning" as const })),
];

export const FAMILY_OPTIONS = [
  { value: "tourism", label: L("旅游", "Tourism"), color: "primary" },
  { value: "culture", label: L("文化", "Culture"), color: "info" },
] as const satisfies readonly FieldOption[];

export const ASSOCIATION_TYPE_OPTIONS = [
  { value: "TOURISM", label: L("旅游协会", "Tourism association") },
  { value: "GUIDE", label: L("导游分会/导游服务中心", "Guide branch / service centre") },
  { value: "HOTEL", label: L("饭店协会", "Hotel association") },
  { value: "SCENIC", label: L("景区协会", "Scenic area association") },
  { value: "ENTERTAINMENT", label: L("娱乐行业协会", "Entertainment association") },
  { value: "OTHER", label: L("其他", "Other") },
] as const satisfies readonly FieldOption[];

export const MEMBER_ROLE_OPTIONS = [
  { value: "MEMBER", label: L("会员单位", "Member"), color: "default" },
  { value: "COUNCIL", label: L("理事单位", "Council member"), color: "info" },
  { value: "VICE_PRESIDENT", label: L("副会长单位", "Vice-president"), color: "primary" },
  { value: "PRESIDENT", label: L("会长单位", "President"), color: "warning" },
] as const satisfies readonly FieldOption[];

export const GENDER_OPTIONS = [
  { value: "0", label: L("未知", "Unknown") },
  { value: "1", label: L("男", "Male") },
  { value: "2", label: L("女", "Female") },
] as const satisfies readonly FieldOption[];

export const YES_NO = [
  { value: "1", label: L("是", "Yes"), color: "primary" },
  { value: "0", label: L("否", "No") },
] as const satisfies readonly FieldOption[];

/** Category ids whose enterprises carry the category-specific details. */
export const CATEGORY_GROUPS = {
  agency: [11000],
  scenic: [12000],
  lodging: [13000, 14000],
  fleet: [16000, 17000],
  venue: [19000, 21000, 22000, 24000, 24066, 24067, 24071, 24073, 24075, 24078, 24081, 24082, 24084, 24085, 24086, 24087],
} as const;

export const RATED_CATEGORIES = [12000, 13000, 14000] as const;

/** Licences and certificates show as coming up 90 days before they end, urgent 30 days before (domain §2). */
export const LICENCE_EXPIRY = { noticeDays: 90, urgentDays: 30 };

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
