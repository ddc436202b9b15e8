// Ticket price filings (门票价格备案): each scenic spot files its prices per ticket type; the
// authority reviews and the spot publishes. Enterprise accounts see and file their own spot's
// prices; supervisors review within their area. The queue, moves and review dialog come from
// the declared workflow; the legal rules are the server part's.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { PRICE_STATES, PRICING_MODES, SCENIC_SOURCE, TICKET_TYPES } from "../options";
import { ticketPriceWorkflow } from "./workflow";

export default defineModule({
  key: "ticket.Price",
  title: L("门票价格", "Ticket prices"),
  table: "ticket_price",
  actions: ["index", "add", "edit", "del"],
  menu: {
    parent: "ticket",
    path: "ticket/price",
    icon: "ticket",
    weigh: 100,
    keepalive: true,
    remark: L(
      "提高门票价格应当提前六个月公布（《旅游法》第四十三条）；联票价格不得高于各单项门票价格之和，且单项门票须保留（第四十四条）。",
      "A price rise is announced six months before it takes effect (Tourism Law art. 43); a combined ticket may not cost more than its single tickets together, which stay on sale (art. 44).",
    ),
    grantActions: {
      supervisor: ["menu", "index", "approve", "return", "publish"],
      enterprise: ["menu", "index", "add", "edit", "del", "submit", "publish"],
    },
  },
  workflow: ticketPriceWorkflow,
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  recycle: true,
  quickSearch: ["name", "approval_doc_no"],
  defaultOrder: [
    ["submit_time", "desc"],
    ["id", "desc"],
  ],
  form: { columns: 2, size: "lg" },
  pageSize: 20,
  fields: {
    id: idField,
    enterprise_id: { kind: "remoteSelect", label: L("景区", "Scenic spot"), remote: SCENIC_SOURCE, rules: { required: true }, list: { width: 200 }, filter: ["eq"] },
    ticket_type: { kind: "select", label: L("票种", "Ticket type"), options: TICKET_TYPES, rules: { required: true }, list: { width: 110 }, filter: ["eq", "IN"] },
    name: { kind: "string", label: L("票名", "Ticket"), rules: { required: true, max: 60 }, list: { width: 180 }, filter: ["LIKE"] },
    price: { kind: "money", label: L("价格（元）", "Price (yuan)"), rules: { required: true, min: 0, max: 100000 }, list: { width: 110, sortable: true }, filter: ["RANGE"] },
    pricing_mode: { kind: "select", label: L("定价方式", "Pricing"), options: PRICING_MODES, rules: { required: true }, default: "MARKET", list: { width: 120 }, filter: ["eq"] },
    approval_doc_no: { kind: "string", label: L("价格批复文号", "Approval document"), rules: { max: 60 }, list: { width: 180, hidden: true }, filter: ["LIKE"], form: { help: L("政府定价、政府指导价须填写价格主管部门的批复文号", "Government-set and guided prices name the price authority's document") } },
    announce_date: { kind: "date", label: L("公布日期", "Announced"), rules: { required: true }, list: { width: 120, sortable: true }, filter: ["RANGE"] },
    effective_from: { kind: "date", label: L("执行日期", "Effective from"), rules: { required: true }, list: { width: 120, sortable: true }, filter: ["RANGE"] },
    effective_to: { kind: "date", label: L("截止日期", "Effective until"), list: { width: 120, hidden: true }, filter: ["RANGE"] },
    combo_parts: {
      kind: "remoteMultiSelect",
      label: L("联票包含", "Combines"),
      remote: { module: "ticket.Price", label: "name", params: { "search[0][field]": "status", "search[0][operator]": "eq", "search[0][val]": "PUBLISHED" } },
      list: false,
      filter: false,
      form: { when: { field: "ticket_type", in: ["COMBO"] }, wide: true },
    },
    free_policy: { kind: "textarea", label: L("免票及优惠政策", "Free and discount policy"), rules: { max: 500 }, list: false, filter: false, form: { wide: true } },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 150, hidden: true }, filter: ["eq"] },
    status: { kind: "select", label: L("状态", "Status"), options: PRICE_STATES, form: false, list: { width: 100 }, filter: ["eq", "IN"] },
    opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
    submit_time: { kind: "datetime", label: L("提交时间", "Submitted"), form: false, list: { width: 170, sortable: true }, filter: ["RANGE"] },
    publish_time: { kind: "datetime", label: L("公示时间", "Published"), form: false, list: { width: 170, hidden: true }, filter: ["RANGE"] },
    create_time: createTimeField,
  },
});
