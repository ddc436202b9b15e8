// Enterprise staff (从业人员), associations and their member enterprises (reference domain §5),
// and the supervisors' audit workbench (a page of its own over registrations and changes).
import { createTimeField, idField, L, statusField, updateTimeField } from "../labels";
import { defineModule } from "../types";
import { AUDIT_STATUS_OPTIONS, ASSOCIATION_TYPE_OPTIONS, GENDER_OPTIONS, LICENCE_EXPIRY, MEMBER_ROLE_OPTIONS } from "./options";

export const staffModule = defineModule({
  key: "enterprise.Staff",
  title: L("从业人员", "Staff"),
  table: "enterprise_staff",
  menu: { parent: "enterprise", path: "enterprise/staff", icon: "contact-round", weigh: 60, keepalive: true, grants: ["supervisor", "operator", "enterprise"] },
  dataScope: { field: "enterprise_id" },
  quickSearch: ["name", "mobile", "certificate_no"],
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

export const associationModule = defineModule({
  key: "enterprise.Association",
  title: L("行业协会", "Associations"),
  table: "association",
  menu: {
    parent: "enterprise",
    path: "enterprise/association",
    icon: "handshake",
    weigh: 50,
    keepalive: true,
    grants: ["supervisor", "operator"],
    grantActions: { association: ["menu", "index"] },
  },
  quickSearch: ["name", "uscc", "contact_name"],
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: idField,
    name: { kind: "string", label: L("协会名称", "Name"), rules: { required: true, max: 100 }, english: "name_en", unique: true, form: { wide: true } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 150 }, list: { hidden: true }, form: { wide: true } },
    uscc: { kind: "string", label: L("统一社会信用代码", "Unified social credit code"), rules: { pattern: "creditCode" }, unique: true, list: { hidden: true } },
    type: { kind: "select", label: L("类型", "Type"), options: ASSOCIATION_TYPE_OPTIONS, default: "TOURISM", rules: { required: true }, list: { width: 170 } },
    region_code: { kind: "area", label: L("所在地区", "Region"), rules: { required: true }, list: { width: 150 } },
    member_count: { kind: "integer", label: L("会员单位数", "Members"), column: false, list: { width: 100 }, form: false },
    contact_name: { kind: "string", label: L("联系人", "Contact person"), rules: { max: 50 }, list: { width: 100 } },
    contact_phone: { kind: "string", label: L("联系电话", "Contact phone"), rules: { pattern: "phone" }, list: { width: 140 } },
    address: { kind: "string", label: L("地址", "Address"), rules: { max: 200 }, list: { hidden: true }, form: { wide: true } },
    admin_id: {
      kind: "remoteSelect",
      label: L("协会登录账号", "Sign-in account"),
      remote: { module: "auth.Admin", label: "username" },
      list: { hidden: true },
      form: { help: L("该账号登录后只能看到本协会及其会员单位", "This account sees only this association and its members") },
    },
    status: statusField,
    create_time: createTimeField,
  },
});

export const associationMemberModule = defineModule({
  key: "enterprise.AssociationMember",
  title: L("协会会员", "Association members"),
  table: "association_member",
  menu: { parent: "enterprise", path: "enterprise/associationMember", icon: "users", weigh: 49, keepalive: true, grants: ["supervisor", "operator", "association"] },
  quickSearch: [],
  recycle: true,
  pageSize: 20,
  fields: {
    id: idField,
    association_id: { kind: "remoteSelect", label: L("协会", "Association"), remote: { module: "enterprise.Association", label: "name" }, rules: { required: true }, filter: ["eq", "IN"] },
    enterprise_id: { kind: "remoteSelect", label: L("会员单位", "Member enterprise"), remote: { module: "enterprise.Enterprise", label: "name" }, rules: { required: true }, filter: ["eq", "IN"] },
    role: { kind: "select", label: L("会员类别", "Membership"), options: MEMBER_ROLE_OPTIONS, default: "MEMBER", rules: { required: true }, list: { width: 120 } },
    join_date: { kind: "date", label: L("入会日期", "Joined"), list: { width: 120, sortable: true }, filter: ["RANGE"] },
    status: statusField,
    create_time: createTimeField,
  },
});

/** The audit workbench: registrations and change requests waiting for supervisors (domain §4.2). */
export const auditModule = defineModule({
  key: "enterprise.Audit",
  title: L("登记审核", "Registration audit"),
  table: "enterprise_change_request",
  custom: true,
  actions: ["index"],
  menu: { parent: "enterprise", path: "enterprise/audit", icon: "clipboard-check", weigh: 95, keepalive: true, component: "enterprise/audit", grants: ["supervisor"] },
  extraActions: {
    accept: { label: L("受理", "Accept for review"), inList: false },
    approve: { label: L("审核通过", "Approve"), inList: false },
    return: { label: L("退回补正", "Return for completion"), inList: false },
    reject: { label: L("不予通过", "Reject"), inList: false },
    extend: { label: L("延长审查期限", "Extend the time limit"), inList: false },
  },
  fields: {
    id: idField,
    status: { kind: "select", label: L("状态", "Status"), options: AUDIT_STATUS_OPTIONS },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted") },
  },
});
