// Option lists of the market-entity modules (reference domain §2-§5), shared by declarations,
// server messages and console pages.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

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
