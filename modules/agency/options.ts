// Option lists of the travel agency modules (reference domain §8).
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const SCOPE_OPTIONS = [
  { value: "DOMESTIC", label: L("国内旅游", "Domestic"), color: "primary" },
  { value: "INBOUND", label: L("入境旅游", "Inbound"), color: "info" },
  { value: "OUTBOUND", label: L("出境旅游", "Outbound"), color: "warning" },
  { value: "BORDER", label: L("边境旅游", "Border"), color: "default" },
  { value: "TAIWAN", label: L("赴台旅游", "Taiwan"), color: "default" },
] as const satisfies readonly FieldOption[];

export const OFFICE_TYPE_OPTIONS = [
  { value: "HEAD", label: L("总社", "Head office") },
  { value: "BRANCH", label: L("分社", "Branch") },
] as const satisfies readonly FieldOption[];

export const DEPOSIT_FORM_OPTIONS = [
  { value: "CASH", label: L("现金存款", "Cash deposit") },
  { value: "BANK_GUARANTEE", label: L("银行保函", "Bank guarantee") },
  { value: "INSURANCE", label: L("保证保险", "Guarantee insurance") },
] as const satisfies readonly FieldOption[];

/** Scopes that need an outbound licence (a CJ number). */
export const OUTBOUND_SCOPES = ["OUTBOUND"] as const;

/** Licences and deposits come up 90 days before they end (dashboard and list countdowns). */
export const AGENCY_EXPIRY = { noticeDays: 90, urgentDays: 30 };
