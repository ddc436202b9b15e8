import { L, statusField, updateTimeField, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { FAMILY_OPTIONS, YES_NO } from "../options";

export default defineModule({
  key: "enterprise.Category",
  title: L("企业类别", "Enterprise categories"),
  table: "enterprise_category",
  // Everyone who sees enterprises reads category names; operators maintain them.
  menu: {
    parent: "enterprise",
    path: "enterprise/category",
    icon: "shapes",
    weigh: 70,
    keepalive: true,
    grants: ["operator"],
    grantActions: { supervisor: ["index"], enterprise: ["index"], association: ["index"] },
  },
  tree: { pid: "pid", label: "name" },
  quickSearch: ["name", "name_en", "license_name"],
  weighField: "weigh",
  defaultOrder: [["weigh", "desc"], ["id", "asc"]],
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: {
      kind: "integer",
      label: L("类别编号", "Category ID"),
      rules: { required: true, min: 10000, max: 99999 },
      unique: true,
      list: { sortable: true, width: 110 },
      filter: ["eq", "IN", "RANGE"],
      form: { edit: false, help: L("五位数字，如 11000；列表菜单按编号生成", "Five digits, e.g. 11000; the list menu is named after it") },
    },
    pid: { kind: "remoteSelect", label: L("上级类别", "Parent category"), remote: { module: "enterprise.Category", label: "name", params: { isTree: false } }, list: false, default: 0 },
    name: { kind: "string", label: L("类别名称", "Name"), rules: { required: true, max: 50 }, english: "name_en" },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 80 }, list: { hidden: true } },
    family: { kind: "radio", label: L("行业", "Sector"), options: FAMILY_OPTIONS, default: "tourism", rules: { required: true }, list: { width: 90 } },
    license_name: { kind: "string", label: L("许可证/资质", "Licence or qualification"), rules: { max: 80 }, english: "license_name_en" },
    license_name_en: { kind: "string", label: L("英文许可证名称", "Licence name in English"), rules: { max: 120 }, list: { hidden: true } },
    needs_license: { kind: "switch", label: L("须持证经营", "Licence required"), options: YES_NO, default: "1", list: { width: 110 } },
    gbt4754_code: { kind: "string", label: L("国民经济行业分类", "GB/T 4754 class"), rules: { max: 50 }, list: { hidden: true } },
    weigh: weighField,
    status: statusField,
    update_time: updateTimeField,
  },
});
