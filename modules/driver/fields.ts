// The driver's fields as the driver register and driver filings both hold them.
import { genderField, L } from "@shared/module/labels";
import type { FieldDeclaration } from "@shared/module/types";
import { COACH_COMPANY_SOURCE, LICENCE_CLASS_OPTIONS } from "./options";

const CERT_EXPIRY = { noticeDays: 90, urgentDays: 30 };

export const driverFields = {
  name: { kind: "string", label: L("姓名", "Name"), rules: { required: true, pattern: "personName" }, list: { width: 100 } },
  gender: genderField,
  id_no: { kind: "string", label: L("身份证号", "ID number"), rules: { required: true, pattern: "idCard" }, pii: "idCard", list: { hidden: true }, filter: false, sensitive: true },
  mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { required: true, pattern: "mobile" }, pii: "phone", list: { hidden: true }, filter: false },
  license_no: {
    kind: "string",
    label: L("驾驶证档案编号", "Licence file number"),
    rules: { required: true, pattern: "licenceFileNo" },
    list: { hidden: true },
    filter: ["eq"],
    form: { help: L("驾驶证号即身份证号；此处填写驾驶证上的 12 位档案编号", "The licence number is the ID number; give the 12-digit file number printed on the licence") },
  },
  license_class: { kind: "select", label: L("准驾车型", "Licence class"), options: LICENCE_CLASS_OPTIONS, default: "A1", rules: { required: true }, list: { width: 130 }, filter: ["eq", "IN"] },
  license_expire_date: { kind: "date", label: L("驾驶证有效期至", "Licence valid until"), rules: { required: true }, list: { width: 190, sortable: true, expiry: CERT_EXPIRY }, filter: ["RANGE", "lt"] },
  qualification_no: { kind: "string", label: L("从业资格证号", "Qualification certificate"), rules: { required: true, max: 32 }, list: { hidden: true }, filter: ["eq", "LIKE"] },
  qualification_expire_date: { kind: "date", label: L("从业资格证有效期至", "Qualification valid until"), rules: { required: true }, list: { width: 190, sortable: true, expiry: CERT_EXPIRY }, filter: ["RANGE", "lt"] },
  company_id: { kind: "remoteSelect", label: L("所属客运企业", "Coach operator"), remote: COACH_COMPANY_SOURCE, rules: { required: true }, list: { width: 200 }, filter: ["eq", "IN"] },
} as const satisfies Record<string, FieldDeclaration>;

export const CERTIFICATE_EXPIRY = CERT_EXPIRY;
