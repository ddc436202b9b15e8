import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { GENDER_OPTIONS, LICENCE_EXPIRY } from "../options";

export default defineModule({
  key: "enterprise.Staff",
  title: L("从业人员", "Staff"),
  table: "enterprise_staff",
  menu: { parent: "enterprise", path: "enterprise/staff", icon: "contact-round", weigh: 60, keepalive: true, grants: ["supervisor", "operator", "enterprise"] },
  dataScope: { field: "enterprise_id" },
  quickSearch: ["name", "mobile", "certificate_no"],
  jurisdiction: { via: "enterprise_id", module: "enterprise.Enterprise" },
  recycle: true,
  pageSize: 20,
  form: { columns: 2 },
  fields: {
    id: idField,
    enterprise_id: { kind: "remoteSelect", label: L("所属企业", "Enterprise"), remote: { module: "enterprise.Enterprise", label: "name" }, rules: { required: true }, filter: ["eq", "IN"], form: { wide: true } },
    name: { kind: "string", label: L("姓名", "Name"), rules: { required: true, pattern: "personName" }, list: { width: 110 } },
    gender: { kind: "radio", label: L("性别", "Gender"), options: GENDER_OPTIONS, default: "0", list: { width: 80 } },
    id_no: { kind: "string", label: L("身份证号", "ID number"), rules: { pattern: "idCard" }, list: false, filter: false, sensitive: true, pii: "idCard" },
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" }, list: { width: 130 }, pii: "phone" },
    position: { kind: "string", label: L("岗位", "Position"), rules: { max: 50 }, list: { width: 120 } },
    certificate_no: { kind: "string", label: L("资格证号", "Certificate number"), rules: { max: 60 } },
    certificate_expire_date: { kind: "date", label: L("证书有效期至", "Certificate valid until"), list: { width: 200, sortable: true, expiry: LICENCE_EXPIRY }, filter: ["RANGE", "lt"] },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
