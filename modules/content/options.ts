// Options of the content modules, shared by declarations, the server part and the demo seeder.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";
import type { WorkflowState } from "@shared/module/workflow";

export const ARTICLE_STATE_OPTIONS: readonly WorkflowState[] = [
  { value: "DRAFT", label: L("草稿", "Draft") },
  { value: "PENDING", label: L("待审核", "Pending review"), color: "info" },
  { value: "SCHEDULED", label: L("定时发布", "Scheduled"), color: "primary" },
  { value: "PUBLISHED", label: L("已发布", "Published"), color: "success" },
  { value: "REJECTED", label: L("已退回", "Rejected"), color: "danger" },
  { value: "WITHDRAWN", label: L("已撤回", "Withdrawn"), color: "warning" },
];

/** Articles in these states may still be edited. */
export const EDITABLE_ARTICLE_STATES = ["DRAFT", "REJECTED", "WITHDRAWN"] as const;

export const NOTICE_STATE_OPTIONS: readonly FieldOption[] = [
  { value: "DRAFT", label: L("草稿", "Draft") },
  { value: "PUBLISHED", label: L("已发布", "Published"), color: "success" },
  { value: "WITHDRAWN", label: L("已撤回", "Withdrawn"), color: "warning" },
];

export const NOTICE_IMPORTANCE_OPTIONS: readonly FieldOption[] = [
  { value: "NORMAL", label: L("一般", "Normal") },
  { value: "IMPORTANT", label: L("重要", "Important"), color: "warning" },
  { value: "URGENT", label: L("紧急", "Urgent"), color: "danger" },
];

export const NOTICE_AUDIENCE_OPTIONS: readonly FieldOption[] = [
  { value: "ALL", label: L("全部账号", "Every account") },
  { value: "STAFF", label: L("全体工作人员", "All staff") },
  { value: "ENTERPRISES", label: L("企业", "Enterprises") },
  { value: "CATEGORY", label: L("按企业类别", "Enterprises by category") },
  { value: "AREA", label: L("按地区", "By area") },
  { value: "GROUPS", label: L("按角色组", "By group") },
];
