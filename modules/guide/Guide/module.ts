// The guide register (reference domain §6.2): every guide with their electronic guide card —
// number, level, languages, affiliation, term and status. A guide is supervised where their
// affiliation is (属地: the agency's or association's area, kept on the row); an agency sees its
// own guides, an association the guides registered with it.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { CREDIT_LEVEL_OPTIONS } from "../../enterprise/options";
import { personFields, workFields } from "../fields";
import { CARD_STATUS_OPTIONS } from "../options";

export default defineModule({
  key: "guide.Guide",
  title: L("导游名录", "Guide register"),
  table: "guide",
  menu: {
    parent: "guide",
    path: "guide/guide",
    icon: "id-card",
    weigh: 100,
    keepalive: true,
    grants: ["supervisor", "operator"],
    grantActions: { enterprise: ["menu", "index", "detail"], association: ["menu", "index", "detail"] },
    pages: [{ path: "guide/detail", component: "guide/detail", title: L("导游证", "Guide card"), icon: "id-card", hidden: true, grants: ["supervisor", "operator", "enterprise", "association"] }],
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["name", "card_no", "qualification_no"],
  fullText: ["name", "card_no", "qualification_no"],
  defaultOrder: [["id", "desc"]],
  recycle: true,
  pageSize: 20,
  form: { columns: 2, size: "lg" },
  extraActions: { detail: { label: L("导游证", "Guide card"), icon: "id-card", open: "guide/detail" } },
  fields: {
    id: idField,
    ...personFields,
    card_no: {
      kind: "string",
      label: L("导游证号", "Guide card number"),
      rules: { pattern: "guideCard" },
      unique: true,
      list: { width: 150, sortable: true },
      filter: ["eq", "LIKE"],
      form: { placeholder: L("留空则按属地自动编号", "Leave empty to number it by area"), help: L("D-省市代码-顺序号，如 D-4602-000315；临时导游证以 L 开头", "D-province and city code-sequence, e.g. D-4602-000315; temporary cards start with L") },
    },
    ...workFields,
    card_issue_date: { kind: "date", label: L("发证日期", "Issued"), rules: { required: true }, list: { hidden: true, sortable: true }, filter: ["RANGE"] },
    card_expire_date: {
      kind: "date",
      label: L("有效期至", "Valid until"),
      list: { width: 200, sortable: true, expiry: { noticeDays: 90, urgentDays: 30 } },
      filter: ["RANGE", "lt", "egt"],
      form: { help: L("留空则为发证日起三年", "Empty: three years from issue") },
    },
    card_status: { kind: "select", label: L("导游证状态", "Card status"), options: CARD_STATUS_OPTIONS, default: "VALID", rules: { required: true }, list: { width: 110 }, filter: ["eq", "IN"], sensitive: true },
    credit_level: { kind: "select", label: L("信用等级", "Credit level"), options: CREDIT_LEVEL_OPTIONS, default: "NORMAL", rules: { required: true }, list: { width: 110, hidden: true }, filter: ["eq", "IN"], sensitive: true },
    // The member account the guide files card applications with (linked when a new card is issued).
    user_id: { kind: "integer", label: L("会员账号", "Member account"), list: false, filter: false, form: false },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
