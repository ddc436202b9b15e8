// A travel agency's own details beside its enterprise record (category 11000): the travel agency
// business licence (L-HAN-00231; outbound business L-HAN-CJ00012, the only one that may hold the
// outbound scope), business scope, head office or branch, quality deposit, registered capital,
// online agency flag, and how many licensed guides it has. Supervised where the agency is.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { AGENCY_EXPIRY, DEPOSIT_FORM_OPTIONS, OFFICE_TYPE_OPTIONS, SCOPE_OPTIONS } from "../options";

export default defineModule({
  key: "agency.Agency",
  title: L("旅行社详情", "Agency details"),
  table: "travel_agency",
  menu: {
    parent: "agency",
    path: "agency/agency",
    icon: "briefcase",
    weigh: 100,
    keepalive: true,
    grants: ["supervisor", "operator"],
    grantActions: { enterprise: ["menu", "index"] },
    pages: [{ path: "agency/dashboard", component: "agency/dashboard", title: L("旅行社看板", "Travel agency dashboard"), icon: "bar-chart-3", weigh: 110, grants: ["supervisor", "operator"] }],
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { via: "enterprise_id", module: "enterprise.Enterprise" },
  quickSearch: ["license_no", "deposit_bank"],
  recycle: true,
  pageSize: 20,
  form: { columns: 2, size: "lg" },
  fields: {
    id: idField,
    enterprise_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, rules: { required: true }, unique: true, list: { width: 230 }, filter: ["eq", "IN"], form: { wide: true } },
    license_no: {
      kind: "string",
      label: L("旅行社业务经营许可证号", "Licence number"),
      rules: { required: true, pattern: "agencyLicence" },
      unique: true,
      list: { width: 150 },
      filter: ["eq", "LIKE"],
      form: { placeholder: L("L-HAN-00231", "L-HAN-00231"), help: L("经营出境旅游业务的为 L-HAN-CJ 开头", "Agencies with outbound business: L-HAN-CJ…") },
    },
    license_issue_date: { kind: "date", label: L("许可日期", "Licensed on"), rules: { required: true }, list: { width: 110, sortable: true }, filter: ["RANGE"] },
    scopes: { kind: "multiSelect", label: L("业务范围", "Business scope"), options: SCOPE_OPTIONS, rules: { required: true, min: 1 }, list: { width: 220 }, filter: ["FIND_IN_SET"] },
    office_type: { kind: "radio", label: L("总社/分社", "Office"), options: OFFICE_TYPE_OPTIONS, default: "HEAD", rules: { required: true }, list: { width: 80 }, filter: ["eq"] },
    parent_id: { kind: "remoteSelect", label: L("所属总社", "Head office"), remote: AGENCY_SOURCE, list: { hidden: true }, filter: ["eq"], form: { when: { field: "office_type", in: ["BRANCH"] } } },
    deposit_amount: { kind: "money", label: L("质量保证金（元）", "Quality deposit (yuan)"), rules: { required: true, min: 0, max: 100_000_000 }, list: { width: 130, sortable: true }, filter: ["RANGE", "lt"] },
    deposit_form: { kind: "select", label: L("保证金形式", "Deposit form"), options: DEPOSIT_FORM_OPTIONS, default: "CASH", rules: { required: true }, list: { width: 110 }, filter: ["eq"] },
    deposit_bank: { kind: "string", label: L("存款/出具银行或保险机构", "Bank or insurer"), rules: { max: 80 }, list: { hidden: true } },
    deposit_expire_date: {
      kind: "date",
      label: L("保函/保险有效期至", "Guarantee valid until"),
      list: { width: 190, sortable: true, expiry: AGENCY_EXPIRY },
      filter: ["RANGE", "lt", "NULL"],
      form: { when: { field: "deposit_form", in: ["BANK_GUARANTEE", "INSURANCE"] } },
    },
    registered_capital: { kind: "money", label: L("注册资本（元）", "Registered capital (yuan)"), rules: { min: 0, max: 10_000_000_000 }, list: { hidden: true, sortable: true }, filter: ["RANGE"] },
    online: {
      kind: "switch",
      label: L("在线旅游经营者", "Online agency"),
      options: [
        { value: "1", label: L("是", "Yes"), color: "primary" },
        { value: "0", label: L("否", "No") },
      ],
      default: "0",
      list: { width: 100 },
      filter: ["eq"],
    },
    guide_count: { kind: "integer", label: L("持证导游", "Licensed guides"), column: false, form: false, filter: false, list: { width: 90 } },
    cancel_date: { kind: "date", label: L("许可注销日期", "Licence cancelled on"), list: { hidden: true }, filter: ["RANGE", "NULL", "NOT NULL"] },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
