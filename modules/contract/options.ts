// Option lists and rules of the contract modules (reference domain §9), shared by the
// declarations, the member centre, the public check and the PDF.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const TEMPLATE_OPTIONS = [
  { value: "DOMESTIC_GROUP", label: L("团队境内旅游合同", "Domestic group tour") },
  { value: "OUTBOUND_GROUP", label: L("团队出境旅游合同", "Outbound group tour") },
  { value: "DAY_TOUR", label: L("一日游合同", "Day tour") },
  { value: "LOCAL", label: L("地接合同", "Local reception") },
  { value: "SUPPLEMENT", label: L("补充协议", "Supplementary agreement") },
] as const satisfies readonly FieldOption[];

export const CONTRACT_STATE_OPTIONS = [
  { value: "DRAFT", label: L("草稿", "Draft") },
  { value: "PENDING_SIGN", label: L("待签署", "Awaiting signature"), color: "info" },
  { value: "SIGNED", label: L("已签署", "Signed"), color: "primary" },
  { value: "IN_PROGRESS", label: L("行程中", "On the trip"), color: "warning" },
  { value: "COMPLETED", label: L("已完成", "Completed"), color: "success" },
  { value: "VOID", label: L("已作废", "Void") },
  { value: "CANCELLED_BY_TOURIST", label: L("游客解除", "Cancelled by the tourist"), color: "danger" },
  { value: "CANCELLED_BY_AGENCY", label: L("旅行社解除", "Cancelled by the agency"), color: "danger" },
  { value: "TERMINATED", label: L("行程中解除", "Terminated on the trip"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const PARTY_OPTIONS = [
  { value: "TOURIST", label: L("旅游者解除（扣除必要费用）", "Tourist cancels (deduction)") },
  { value: "AGENCY", label: L("旅行社解除（支付违约金）", "Agency cancels (penalty)") },
] as const satisfies readonly FieldOption[];

export const PAYMENT_OPTIONS = [
  { value: "ONLINE", label: L("线上支付", "Online payment") },
  { value: "TRANSFER", label: L("银行转账", "Bank transfer") },
  { value: "CASH", label: L("现金", "Cash") },
] as const satisfies readonly FieldOption[];

export const CHANNEL_OPTIONS = [
  { value: "PC", label: L("网页", "Web") },
  { value: "APP", label: L("手机应用", "App") },
  { value: "WECHAT", label: L("微信", "WeChat") },
  { value: "OFFLINE", label: L("线下", "In person") },
] as const satisfies readonly FieldOption[];

export const ID_TYPE_OPTIONS = [
  { value: "ID_CARD", label: L("居民身份证", "Resident ID card") },
  { value: "PASSPORT", label: L("护照", "Passport") },
  { value: "HK_MACAO_PASS", label: L("港澳居民来往内地通行证", "Home Return Permit") },
  { value: "TAIWAN_PASS", label: L("台湾居民来往大陆通行证", "Taiwan Compatriot Permit") },
] as const satisfies readonly FieldOption[];

export const ALERT_RULE_OPTIONS = [
  { value: "DEPARTED_UNSIGNED", label: L("已出发未签署", "Departed unsigned"), color: "danger" },
  { value: "NO_GUIDE", label: L("出发未委派导游", "No guide at departure"), color: "warning" },
  { value: "NO_ID_NUMBERS", label: L("游客名单缺身份证号", "Tourists without ID numbers"), color: "warning" },
  { value: "LOW_PRICE", label: L("低于指导价 70%", "Below 70 % of the guidance price"), color: "danger" },
  { value: "GUIDE_CARD_INVALID", label: L("导游证无效", "Guide card not valid"), color: "danger" },
  { value: "OUTBOUND_SCOPE", label: L("无出境经营范围", "Outbound without the outbound scope"), color: "danger" },
  { value: "EXTRA_SHOPPING", label: L("购物点超出约定", "More shopping stops than agreed"), color: "danger" },
  { value: "DUPLICATE_ID", label: L("证件号重复参团", "Same ID number in overlapping trips"), color: "warning" },
] as const satisfies readonly FieldOption[];

export const ALERT_LEVEL_OPTIONS = [
  { value: "INFO", label: L("提示", "Info"), color: "info" },
  { value: "WARN", label: L("警告", "Warning"), color: "warning" },
  { value: "SEVERE", label: L("严重", "Severe"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const ALERT_STATE_OPTIONS = [
  { value: "OPEN", label: L("待处理", "Open"), color: "danger" },
  { value: "CONFIRMED", label: L("已确认", "Confirmed"), color: "warning" },
  { value: "DISMISSED", label: L("已排除", "Dismissed") },
  { value: "RESOLVED", label: L("已消除", "Cleared by itself"), color: "success" },
] as const satisfies readonly FieldOption[];

export const CONTRACT_RULES = {
  /** A contract sent for signing and not signed within this many hours is void. */
  signHours: 72,
  /** A price below this share of the guidance price is "unreasonably low" (旅游法 §35; 2016 campaign: 30 % below). */
  lowPriceShare: 0.7,
} as const;
