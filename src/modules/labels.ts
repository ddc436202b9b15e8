// Labels several modules share, so each declaration stays short.
import type { LocalizedText } from "@/lib/i18n";
import type { FieldDeclaration, FieldOption } from "./types";

export const L = (zh: string, en: string): LocalizedText => ({ "zh-cn": zh, en });

export const STATUS_OPTIONS: readonly FieldOption[] = [
  { value: "1", label: L("启用", "Enabled"), color: "success" },
  { value: "0", label: L("禁用", "Disabled"), color: "danger" },
];

export const idField: FieldDeclaration = { kind: "integer", label: L("ID", "ID"), list: { sortable: true, width: 80 }, form: false, filter: ["eq", "RANGE", "IN"] };

export const statusField: FieldDeclaration = {
  kind: "switch",
  label: L("状态", "Status"),
  options: STATUS_OPTIONS,
  default: "1",
  list: { width: 100, inlineSwitch: true },
  filter: ["eq"],
};

export const weighField: FieldDeclaration = { kind: "weigh", label: L("权重", "Weight"), list: { sortable: true, width: 90 }, default: 0 };

export const createTimeField: FieldDeclaration = {
  kind: "datetime",
  label: L("创建时间", "Created"),
  list: { sortable: true, width: 170 },
  form: false,
  filter: ["RANGE"],
};

export const updateTimeField: FieldDeclaration = {
  kind: "datetime",
  label: L("修改时间", "Updated"),
  list: { sortable: true, width: 170, hidden: true },
  form: false,
  filter: ["RANGE"],
};
