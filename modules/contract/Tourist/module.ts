// The travellers of a contract (游客名单: name, gender, age, ID type and number, mobile, health
// note). Kept by the contract's agency while the contract is a draft; ID numbers and mobiles are
// masked in every answer.
import { createTimeField, genderField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { ID_TYPE_OPTIONS } from "../options";

export default defineModule({
  key: "contract.Tourist",
  title: L("游客名单", "Travellers"),
  table: "contract_tourist",
  menu: {
    parent: "contract",
    path: "contract/tourist",
    icon: "users-round",
    weigh: 90,
    grantActions: { supervisor: ["menu", "index"], enterprise: ["menu", "index", "add", "edit", "del", "pii"] },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["name"],
  recycle: true,
  defaultOrder: [["id", "desc"]],
  fields: {
    id: idField,
    contract_id: { kind: "remoteSelect", label: L("合同", "Contract"), remote: { module: "contract.Contract", label: "contract_no" }, rules: { required: true }, list: { width: 170 }, filter: ["eq"] },
    agency_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, form: false, list: { width: 200 }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { hidden: true }, filter: ["eq", "IN"] },
    name: { kind: "string", label: L("姓名", "Name"), rules: { required: true, pattern: "personName" }, list: { width: 100 }, filter: ["eq", "LIKE"] },
    gender: { ...genderField, filter: ["eq"] },
    age: { kind: "integer", label: L("年龄", "Age"), rules: { required: true, min: 0, max: 120 }, list: { width: 70 }, filter: ["RANGE"] },
    id_type: { kind: "select", label: L("证件类型", "ID type"), options: ID_TYPE_OPTIONS, default: "ID_CARD", rules: { required: true }, list: { width: 140 }, filter: ["eq"] },
    id_no: { kind: "string", label: L("证件号码", "ID number"), rules: { max: 30 }, pii: "idCard", sensitive: true, list: { width: 180 }, filter: ["NULL", "NOT NULL"] },
    mobile: { kind: "string", label: L("联系电话", "Mobile"), rules: { pattern: "mobile" }, pii: "phone", list: { width: 130 }, filter: false },
    health_note: { kind: "string", label: L("健康状况", "Health"), rules: { max: 100 }, list: { hidden: true }, filter: false },
    create_time: createTimeField,
  },
});
