// Field declarations the guide register and the card applications share (the person, the
// languages and the affiliation), so both read and check them alike.
import { genderField, L } from "@shared/module/labels";
import type { FieldDeclaration, RemoteSource } from "@shared/module/types";
import { AFFILIATION_TYPE_OPTIONS, ETHNICITY_OPTIONS, LANGUAGE_OPTIONS, LEVEL_OPTIONS } from "./options";

/** Travel agencies only (category 11000) in pickers. */
export const AGENCY_SOURCE: RemoteSource = {
  module: "enterprise.Enterprise",
  label: "name",
  params: { "search[0][field]": "category_id", "search[0][operator]": "eq", "search[0][val]": 11000 },
};

export const ASSOCIATION_SOURCE: RemoteSource = { module: "enterprise.Association", label: "name" };

const onAgency = { field: "affiliation_type", in: ["AGENCY"] } as const;
const onAssociation = { field: "affiliation_type", in: ["ASSOCIATION"] } as const;

export const personFields = {
  photo: { kind: "image", label: L("照片", "Photo"), list: { width: 70 }, filter: false },
  name: { kind: "string", label: L("姓名", "Name"), rules: { required: true, pattern: "personName" }, list: { width: 100 } },
  gender: genderField,
  ethnicity: { kind: "select", label: L("民族", "Ethnic group"), options: ETHNICITY_OPTIONS, default: "01", rules: { required: true }, list: { hidden: true } },
  birth_date: { kind: "date", label: L("出生日期", "Date of birth"), rules: { required: true }, list: { hidden: true }, filter: ["RANGE"] },
  id_no: { kind: "string", label: L("身份证号", "ID number"), rules: { required: true, pattern: "idCard" }, pii: "idCard", list: { hidden: true }, filter: false, sensitive: true },
  mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { required: true, pattern: "mobile" }, pii: "phone", list: { hidden: true }, filter: false },
  qualification_no: { kind: "string", label: L("导游资格证号", "Qualification certificate"), rules: { max: 32 }, list: { hidden: true }, filter: ["eq", "LIKE"] },
} as const satisfies Record<string, FieldDeclaration>;

export const workFields = {
  level: { kind: "select", label: L("等级", "Level"), options: LEVEL_OPTIONS, default: "JUNIOR", rules: { required: true }, list: { width: 90 }, filter: ["eq", "IN"] },
  languages: { kind: "multiSelect", label: L("语种", "Languages"), options: LANGUAGE_OPTIONS, rules: { required: true, min: 1, max: 6 }, list: { width: 150 }, filter: ["FIND_IN_SET"] },
  affiliation_type: { kind: "radio", label: L("执业单位类型", "Affiliated to"), options: AFFILIATION_TYPE_OPTIONS, default: "AGENCY", rules: { required: true }, list: { hidden: true }, filter: ["eq"] },
  agency_id: { kind: "remoteSelect", label: L("所属旅行社", "Travel agency"), remote: AGENCY_SOURCE, list: { width: 200 }, filter: ["eq", "IN", "NULL", "NOT NULL"], form: { when: onAgency } },
  association_id: { kind: "remoteSelect", label: L("所属行业组织", "Association"), remote: ASSOCIATION_SOURCE, list: { width: 180 }, filter: ["eq", "NULL", "NOT NULL"], form: { when: onAssociation } },
  region_code: {
    kind: "area",
    label: L("属地", "Area"),
    list: { width: 150 },
    form: false,
  },
} as const satisfies Record<string, FieldDeclaration>;
