// The fields the two security rule modules share (recycle rules and sensitive-data rules).
import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import type { FieldDeclaration } from "@shared/module/types";

export const ruleFields = {
  id: idField,
  name: { kind: "string", label: L("规则名称", "Name"), rules: { required: true, max: 50 } },
  controller_as: {
    kind: "string",
    label: L("控制器", "Controller"),
    rules: { required: true, max: 100 },
    unique: true,
    form: { help: L("小写的控制器路径，如 auth/admin", "Lower-cased controller path, e.g. auth/admin") },
  },
  data_table: { kind: "string", label: L("数据表", "Table"), rules: { required: true, max: 64 } },
  primary_key: { kind: "string", label: L("主键", "Primary key"), rules: { required: true, max: 30 }, default: "id", list: { width: 100 } },
  status: statusField,
  create_time: createTimeField,
  update_time: updateTimeField,
} as const satisfies Record<string, FieldDeclaration>;
