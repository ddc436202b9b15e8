// The vocabularies of finance (reference domain §18), in both languages.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const WITHDRAWAL_STATES: readonly FieldOption[] = [
  { value: "REQUESTED", label: L("待审核", "Requested"), color: "warning" },
  { value: "APPROVED", label: L("待打款", "Approved"), color: "primary" },
  { value: "PAID", label: L("已打款", "Paid"), color: "success" },
  { value: "REJECTED", label: L("已驳回", "Rejected"), color: "danger" },
];
