// Articles (information edit), a declared workflow:
//   DRAFT / REJECTED / WITHDRAWN --submit--> PENDING
//   PENDING --publish--> PUBLISHED (now)       PENDING --schedule (publish time)--> SCHEDULED
//   SCHEDULED --release (system, when the publish time passes, on the scheduler tick)--> PUBLISHED
//   PENDING --reject (reason)--> REJECTED      PUBLISHED / SCHEDULED --withdraw (reason)--> WITHDRAWN
// Editors write and submit; a reviewer publishes, schedules or rejects. The scheduled time is a
// limit whose expiry makes the `release` move: a conditional update, so the tick is idempotent
// and safe on several nodes.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { ARTICLE_STATE_OPTIONS } from "../options";

export const articleWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("文章", "article"),
  states: ARTICLE_STATE_OPTIONS,
  record: { opinion: "opinion" },
  trail: { entity: "content_article" },
  pending: ["PENDING", "SCHEDULED"],
  dashboard: ["PENDING"],
  limits: [
    // No move starts it: the schedule move writes the time the reviewer chose into the column.
    { name: "release", label: L("定时发布时间", "Publishes at"), states: ["SCHEDULED"], startsAt: [], amount: 0, unit: "hours", column: "publish_time", onExpire: { move: "release" } },
  ],
  transitions: {
    submit: {
      label: L("提交审核", "Submit for review"),
      from: ["DRAFT", "REJECTED", "WITHDRAWN"],
      to: "PENDING",
      by: "staff",
      stamp: ["submit_time"],
      done: L("已提交审核", "Submitted for review"),
    },
    publish: {
      label: L("审核通过并发布", "Approve and publish"),
      from: ["PENDING"],
      to: "PUBLISHED",
      by: "staff",
      stamp: ["decide_time", "publish_time"],
      opinion: { label: L("审核意见", "Opinion") },
      done: L("已发布", "Published"),
    },
    schedule: {
      label: L("审核通过并定时发布", "Approve and schedule"),
      from: ["PENDING"],
      to: "SCHEDULED",
      by: "staff",
      stamp: ["decide_time"],
      inputs: {
        publish_time: { kind: "datetime", label: L("发布时间", "Publish at"), rules: { required: true } },
      },
      opinion: { label: L("审核意见", "Opinion") },
      done: L("已安排定时发布", "Scheduled"),
    },
    release: { label: L("定时发布", "Published on schedule"), from: ["SCHEDULED"], to: "PUBLISHED", by: "system", done: L("已按时发布", "Published on schedule") },
    reject: {
      label: L("退回修改", "Reject"),
      from: ["PENDING"],
      to: "REJECTED",
      by: "staff",
      stamp: ["decide_time"],
      tone: "danger",
      opinion: { required: true, label: L("退回理由", "Reason"), message: L("请填写退回理由", "Give the reason") },
      done: L("已退回", "Rejected"),
    },
    withdraw: {
      label: L("撤回", "Withdraw"),
      from: ["PUBLISHED", "SCHEDULED"],
      to: "WITHDRAWN",
      by: "staff",
      tone: "danger",
      opinion: { required: true, label: L("撤回理由", "Reason"), message: L("请填写撤回理由", "Give the reason") },
      confirm: L("撤回后公众将看不到这篇文章，确定撤回？", "The public will no longer see this article. Withdraw it?"),
      done: L("已撤回", "Withdrawn"),
    },
  },
};
