// The library (法规库): laws, regulations, rules and standards the bureau works with, each with
// its issuer, document number and dates, and its text or file; searched in full text in the
// console and, for public entries, on the public site (/library).
import { idField, L, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { LIBRARY_KIND_OPTIONS, LIBRARY_VALIDITY_OPTIONS } from "../options";

export default defineModule({
  key: "help.Library",
  title: L("法规库", "Library"),
  table: "help_library",
  menu: { parent: "help", path: "help/library", icon: "landmark", weigh: 90, grants: ["supervisor"], grantActions: { operator: ["menu", "index"], enterprise: ["menu", "index"], association: ["menu", "index"] } },
  quickSearch: ["title", "doc_no", "issuer"],
  fullText: ["title", "issuer", "doc_no", "body"],
  recycle: true,
  pageSize: 20,
  weighField: "weigh",
  form: { size: "xl", columns: 2 },
  defaultOrder: [
    ["weigh", "desc"],
    ["issue_date", "desc"],
  ],
  fields: {
    id: idField,
    title: { kind: "string", label: L("名称", "Title"), rules: { required: true, max: 120 }, english: "title_en", list: { width: 300 }, form: { wide: true } },
    title_en: { kind: "string", label: L("英文名称", "Title in English"), rules: { max: 200 }, list: false, form: { wide: true } },
    kind: { kind: "select", label: L("类别", "Kind"), options: LIBRARY_KIND_OPTIONS, default: "LAW", list: { width: 120 }, filter: ["eq", "IN"] },
    issuer: { kind: "string", label: L("制定机关", "Issued by"), rules: { required: true, max: 100 }, list: { width: 200 } },
    doc_no: { kind: "string", label: L("文号", "Document number"), rules: { max: 80 }, list: { width: 180 } },
    issue_date: { kind: "date", label: L("公布日期", "Promulgated"), list: { sortable: true, width: 120 }, filter: ["RANGE"] },
    effective_date: { kind: "date", label: L("施行日期", "In force from"), list: { sortable: true, width: 120 }, filter: ["RANGE"] },
    validity: { kind: "select", label: L("时效性", "Validity"), options: LIBRARY_VALIDITY_OPTIONS, default: "EFFECTIVE", list: { width: 100 }, filter: ["eq"] },
    public: { kind: "switch", label: L("公开", "Public"), options: [{ value: "0", label: L("否", "No") }, { value: "1", label: L("是", "Yes") }], default: "1", list: { width: 80 }, filter: ["eq"] },
    body: { kind: "richtext", label: L("正文或摘录", "Text or excerpt"), form: { wide: true } },
    file: { kind: "file", label: L("原文文件", "Original file"), list: false, filter: false },
    weigh: weighField,
    update_time: updateTimeField,
  },
});
