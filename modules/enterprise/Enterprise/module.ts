import { fieldRule } from "@shared/module/field-kinds";
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule, type FieldDeclaration } from "@shared/module/types";
import type { Rule } from "@shared/validate";
import { AUDIT_STATUS_OPTIONS, CATEGORY_GROUPS, CREDIT_LEVEL_OPTIONS, ENTERPRISE_STATUS_OPTIONS, LICENCE_EXPIRY, RATED_CATEGORIES, RATING_OPTIONS, YES_NO } from "../options";

const when = (ids: readonly number[]) => ({ field: "category_id", in: ids });

/** The fields an enterprise fills in when it registers (and in change requests). */
export const REGISTRATION_FIELDS = [
  "category_id",
  "name",
  "name_en",
  "uscc",
  "legal_person",
  "legal_person_id_no",
  "contact_name",
  "contact_phone",
  "region_code",
  "address",
  "lng",
  "lat",
  "zoom",
  "business_scope",
  "license_no",
  "license_issue_date",
  "license_expire_date",
  "license_authority",
  "business_license_image",
  "license_images",
  "rating",
  "capacity_instant",
  "capacity_daily",
  "rooms",
  "beds",
  "fleet_size",
  "venue_area",
  "terminals",
  "outbound",
] as const;

const count = (zh: string, en: string, ids: readonly number[]): FieldDeclaration => ({
  kind: "integer",
  label: L(zh, en),
  rules: { min: 0, max: 10_000_000 },
  list: { hidden: true },
  filter: ["RANGE", "egt", "elt"],
  form: { when: when(ids) },
});

const enterpriseModule = defineModule({
  key: "enterprise.Enterprise",
  title: L("企业名录", "Enterprise registry"),
  table: "enterprise",
  menu: {
    parent: "enterprise",
    path: "enterprise/enterprise",
    icon: "building-2",
    weigh: 100,
    keepalive: true,
    grants: ["supervisor", "operator"],
    grantActions: { enterprise: ["index", "detail", "change"], association: ["index", "detail"] },
    pages: [
      { path: "enterprise/detail", component: "enterprise/detail", title: L("企业详情", "Enterprise details"), icon: "building", hidden: true, grants: ["supervisor", "operator", "enterprise", "association"] },
      { path: "enterprise/mine", component: "enterprise/detail", title: L("我的企业", "My enterprise"), icon: "store", weigh: 101, grants: ["enterprise"] },
    ],
  },
  dataScope: { field: "id" },
  quickSearch: ["name", "uscc", "license_no", "legal_person"],
  fullText: ["name", "address", "business_scope", "license_authority"],
  jurisdiction: { field: "region_code" },
  recycle: true,
  pageSize: 20,
  form: { columns: 2, size: "xl" },
  extraActions: {
    detail: { label: L("详情", "Details"), icon: "eye", open: "enterprise/detail" },
    change: { label: L("申请变更", "Request a change"), inList: false },
  },
  fields: {
    id: idField,
    category_id: {
      kind: "remoteSelect",
      label: L("企业类别", "Category"),
      remote: { module: "enterprise.Category", label: "name", params: { isTree: false } },
      rules: { required: true },
      filter: ["eq", "IN"],
      list: { width: 150 },
    },
    name: { kind: "string", label: L("企业名称", "Enterprise name"), rules: { required: true, max: 100 }, english: "name_en", list: { sortable: true }, form: { wide: true } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 150 }, list: { hidden: true }, form: { wide: true } },
    uscc: {
      kind: "string",
      label: L("统一社会信用代码", "Unified social credit code"),
      rules: { required: true, pattern: "creditCode" },
      unique: true,
      sensitive: true,
      list: { width: 190 },
      filter: ["eq", "LIKE"],
      form: { placeholder: L("18 位，含校验码", "18 characters including the check character") },
    },
    legal_person: { kind: "string", label: L("法定代表人", "Legal representative"), rules: { required: true, max: 50 }, list: { width: 110 }, sensitive: true },
    legal_person_id_no: { kind: "string", label: L("法定代表人身份证号", "Legal representative's ID number"), rules: { pattern: "idCard" }, list: false, filter: false, sensitive: true, pii: "idCard" },
    contact_name: { kind: "string", label: L("联系人", "Contact person"), rules: { required: true, max: 50 }, list: { hidden: true } },
    contact_phone: { kind: "string", label: L("联系电话", "Contact phone"), rules: { required: true, pattern: "phone" }, list: { hidden: true } },
    region_code: { kind: "area", label: L("所在地区", "Region"), rules: { required: true }, list: { width: 170 } },
    address: { kind: "string", label: L("经营地址", "Address"), rules: { required: true, max: 200 }, list: { hidden: true }, form: { wide: true } },
    lng: { kind: "number", label: L("经度", "Longitude"), rules: { min: -180, max: 180 }, list: false, filter: false },
    lat: { kind: "number", label: L("纬度", "Latitude"), rules: { min: -74, max: 74 }, list: false, filter: false },
    zoom: { kind: "integer", label: L("地图缩放级别", "Map zoom"), rules: { min: 3, max: 19 }, list: false, filter: false, default: 15 },
    business_scope: { kind: "textarea", label: L("经营范围", "Business scope"), rules: { max: 2000 }, list: false, form: { wide: true } },
    license_no: { kind: "string", label: L("许可证编号", "Licence number"), rules: { max: 60 }, list: { hidden: true }, filter: ["eq", "LIKE", "NULL", "NOT NULL"] },
    license_issue_date: { kind: "date", label: L("发证日期", "Licence issued"), list: { hidden: true }, filter: ["RANGE"] },
    license_expire_date: { kind: "date", label: L("证照有效期至", "Licence valid until"), list: { sortable: true, width: 200, expiry: LICENCE_EXPIRY }, filter: ["RANGE", "lt", "NULL"] },
    license_authority: { kind: "string", label: L("发证机关", "Issued by"), rules: { max: 100 }, list: { hidden: true } },
    business_license_image: { kind: "image", label: L("营业执照", "Business licence"), list: false, filter: false },
    license_images: { kind: "images", label: L("许可证照片", "Licence photos"), rules: { max: 6 }, list: false, filter: false },
    rating: { kind: "select", label: L("等级", "Rating"), options: RATING_OPTIONS, list: { width: 120 }, form: { when: when(RATED_CATEGORIES) } },
    capacity_instant: count("瞬时最大承载量（人）", "Instant capacity (people)", CATEGORY_GROUPS.scenic),
    capacity_daily: count("日最大承载量（人）", "Daily capacity (people)", CATEGORY_GROUPS.scenic),
    rooms: count("客房数", "Rooms", CATEGORY_GROUPS.lodging),
    beds: count("床位数", "Beds", CATEGORY_GROUPS.lodging),
    fleet_size: count("车辆/船艇数", "Vehicles or boats", CATEGORY_GROUPS.fleet),
    venue_area: count("营业面积（㎡）", "Floor area (m²)", CATEGORY_GROUPS.venue),
    terminals: count("包厢/终端/座位数", "Rooms, terminals or seats", CATEGORY_GROUPS.venue),
    outbound: { kind: "switch", label: L("出境旅游业务", "Outbound tours"), options: YES_NO, default: "0", list: { hidden: true }, form: { when: when(CATEGORY_GROUPS.agency) } },
    status: { kind: "select", label: L("经营状态", "Business status"), options: ENTERPRISE_STATUS_OPTIONS, default: "NORMAL", rules: { required: true }, list: { width: 110 }, sensitive: true },
    credit_level: { kind: "select", label: L("信用等级", "Credit level"), options: CREDIT_LEVEL_OPTIONS, default: "NORMAL", rules: { required: true }, list: { width: 120 }, sensitive: true },
    audit_status: { kind: "select", label: L("登记状态", "Registration"), options: AUDIT_STATUS_OPTIONS, form: false, list: { width: 110 } },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted"), form: false, list: { hidden: true, sortable: true, width: 170 }, filter: ["RANGE"] },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});

export default enterpriseModule;

const REQUIRED_ON_SUBMIT = new Set(["business_license_image"]);
const REQUIRED_IN_DRAFT = new Set(["category_id", "name"]);

/**
 * The rules of an enterprise's own application, shared by the registration and change-request
 * forms and the server: a draft needs only the category and the name; a submission needs
 * everything the declaration requires plus the business licence picture.
 */
export function registrationRules(mode: "draft" | "submit"): Record<string, Rule> {
  const fields = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;
  const rules: Record<string, Rule> = {};
  for (const name of REGISTRATION_FIELDS) {
    const field = fields[name];
    if (!field) continue;
    const rule = fieldRule(field, "add");
    const required = mode === "draft" ? REQUIRED_IN_DRAFT.has(name) : Boolean(rule.required) || REQUIRED_ON_SUBMIT.has(name);
    rules[name] = { ...rule, required };
  }
  return rules;
}
