// Options of the help library.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const LIBRARY_KIND_OPTIONS: readonly FieldOption[] = [
  { value: "LAW", label: L("法律", "Law") },
  { value: "REGULATION", label: L("行政法规", "Administrative regulation") },
  { value: "RULE", label: L("部门规章", "Ministerial rule") },
  { value: "LOCAL", label: L("地方性法规", "Local regulation") },
  { value: "NORMATIVE", label: L("规范性文件", "Normative document") },
  { value: "STANDARD", label: L("标准", "Standard") },
];

export const LIBRARY_VALIDITY_OPTIONS: readonly FieldOption[] = [
  { value: "EFFECTIVE", label: L("现行有效", "In force"), color: "success" },
  { value: "AMENDED", label: L("已修改", "Amended"), color: "warning" },
  { value: "REPEALED", label: L("已废止", "Repealed"), color: "danger" },
];
