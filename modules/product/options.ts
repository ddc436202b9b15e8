// Option lists and rules of the tour product modules (reference domain §12), shared by the
// declarations, the checks and the demo data.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";
import { SCOPE_OPTIONS } from "../agency/options";

export const PRODUCT_TYPE_OPTIONS = [
  { value: "GROUP", label: L("跟团游", "Group tour"), color: "primary" },
  { value: "DAY_TOUR", label: L("一日游", "Day tour"), color: "info" },
  { value: "FREE_TRAVEL", label: L("自由行", "Free travel"), color: "success" },
  { value: "TICKET_BUNDLE", label: L("门票套餐", "Ticket bundle"), color: "default" },
] as const satisfies readonly FieldOption[];

export const SALE_STATE_OPTIONS = [
  { value: "ON_SALE", label: L("在售", "On sale"), color: "success" },
  { value: "OFF_SHELF", label: L("已下架", "Off the shelf") },
] as const satisfies readonly FieldOption[];

export const CHECK_STANDING_OPTIONS = [
  { value: "PASS", label: L("未发现问题", "No finding"), color: "success" },
  { value: "SUSPECTED", label: L("疑似违规", "Suspected"), color: "warning" },
  { value: "VIOLATION", label: L("确认违规", "Violation"), color: "danger" },
  { value: "TRANSFERRED", label: L("已移送立案", "Sent to a case"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const CHECK_RULE_OPTIONS = [
  { value: "LOW_PRICE", label: L("疑似不合理低价（低于指导价 70%）", "Suspected unreasonably low price (below 70 % of the guidance price)"), color: "danger" },
  { value: "SCOPE", label: L("超出旅行社经营范围", "Outside the agency's business scope"), color: "danger" },
  { value: "SHOPPING", label: L("购物安排未如实披露", "Shopping not disclosed"), color: "warning" },
] as const satisfies readonly FieldOption[];

export const CHECK_LEVEL_OPTIONS = [
  { value: "INFO", label: L("提示", "Info"), color: "info" },
  { value: "WARN", label: L("警告", "Warning"), color: "warning" },
  { value: "SEVERE", label: L("严重", "Severe"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const CHECK_STATE_OPTIONS = [
  { value: "SUSPECTED", label: L("待核查", "To check"), color: "danger" },
  { value: "VIOLATION", label: L("确认违规", "Violation"), color: "warning" },
  { value: "TRANSFERRED", label: L("已移送立案", "Sent to a case"), color: "primary" },
  { value: "CLEARED", label: L("已排除", "Cleared") },
  { value: "RECTIFIED", label: L("已整改", "Rectified"), color: "success" },
  { value: "RESOLVED", label: L("已自行消除", "Gone by itself"), color: "success" },
] as const satisfies readonly FieldOption[];

/** States of a check still standing against its product (no new check for the same rule while one is). */
export const STANDING_CHECK_STATES = ["SUSPECTED", "VIOLATION", "TRANSFERRED"] as const;

/** The itinerary line prefixes that name a shopping stop (购物：海南特产超市). */
export const SHOPPING_PREFIXES = ["购物：", "购物:", "Shopping:"] as const;

/** A finding as a reader of `lang` reads it: the scope rule's codes ("OUTBOUND ∉ DOMESTIC,INBOUND") as the scopes' names. */
export function findingText(rule: string, finding: string, lang: "zh-cn" | "en"): string {
  if (rule !== "SCOPE") return finding;
  const name = (code: string) => {
    const option = SCOPE_OPTIONS.find((o) => o.value === code);
    return option ? option.label[lang] : code;
  };
  const [scope = "", held = ""] = finding.split(" ∉ ");
  const names = held.split(",").filter(Boolean).map(name);
  return `${name(scope)} ∉ ${names.length ? names.join(lang === "en" ? ", " : "、") : "—"}`;
}
