// The model contract texts (示范文本) contracts are made on, with their editions; the
// supervisor keeps them, agencies pick one for each contract.
import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { TEMPLATE_OPTIONS } from "../options";

export default defineModule({
  key: "contract.Template",
  title: L("合同示范文本", "Model contracts"),
  table: "contract_template",
  menu: { parent: "contract", path: "contract/template", icon: "file-text", weigh: 80, grants: ["supervisor"], grantActions: { enterprise: ["index"] } },
  quickSearch: ["name", "edition"],
  recycle: true,
  defaultOrder: [["id", "asc"]],
  fields: {
    id: idField,
    code: { kind: "select", label: L("合同类型", "Kind"), options: TEMPLATE_OPTIONS, rules: { required: true }, list: { width: 150 }, filter: ["eq", "IN"] },
    name: { kind: "string", label: L("名称", "Name"), rules: { required: true, max: 80 }, english: "name_en", list: { width: 260 } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 120 }, list: { hidden: true } },
    edition: { kind: "string", label: L("文本编号", "Edition"), rules: { required: true, max: 30 }, list: { width: 130 }, filter: ["eq", "LIKE"] },
    version: { kind: "integer", label: L("版本", "Version"), default: 1, rules: { required: true, min: 1, max: 999 }, list: { width: 80 } },
    terms: { kind: "textarea", label: L("主要条款", "Main terms"), rules: { max: 5000 }, list: false, filter: false },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
