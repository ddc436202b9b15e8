// Notices: DRAFT --publish--> PUBLISHED --withdraw--> WITHDRAWN. Publishing writes the receipts
// of everyone in the audience at that moment (server.ts), in the move's transaction.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { NOTICE_STATE_OPTIONS } from "../options";

export const noticeWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("通知", "notice"),
  states: NOTICE_STATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label, color: o.color })),
  trail: { entity: "content_notice" },
  transitions: {
    publish: {
      label: L("发布", "Publish"),
      from: ["DRAFT"],
      to: "PUBLISHED",
      by: "staff",
      stamp: ["publish_time"],
      confirm: L("发布后发送对象即可看到此通知，确定发布？", "Everyone in the audience will see this notice. Publish it?"),
      done: L("已发布", "Published"),
    },
    withdraw: {
      label: L("撤回", "Withdraw"),
      from: ["PUBLISHED"],
      to: "WITHDRAWN",
      by: "staff",
      tone: "danger",
      opinion: { required: true, label: L("撤回理由", "Reason"), message: L("请填写撤回理由", "Give the reason") },
      done: L("已撤回", "Withdrawn"),
    },
  },
};
