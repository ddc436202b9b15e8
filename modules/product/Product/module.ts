// Tour products (旅游产品, reference domain §12) that travel agencies publish: group tours, day
// tours, free travel and ticket bundles with their route, days, prices, shopping stops, paid
// extras and sales channel, on sale or off the shelf. An agency account manages its own
// products; supervisors see those of the agencies in their area. Every save runs the products
// check (modules/product/checks.ts); the product's standing shows in the list.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule, type FieldDeclaration } from "@shared/module/types";
import { SCOPE_OPTIONS } from "../../agency/options";
import { AGENCY_SOURCE } from "../../guide/fields";
import { CHECK_STANDING_OPTIONS, PRODUCT_TYPE_OPTIONS, SALE_STATE_OPTIONS } from "../options";

const money = (label: ReturnType<typeof L>, required: boolean): FieldDeclaration => ({ kind: "money", label, rules: { required, min: 0, max: 10_000_000 }, list: { width: 120, sortable: true }, filter: ["RANGE"] });

export default defineModule({
  key: "product.Product",
  title: L("旅游产品", "Tour products"),
  table: "tour_product",
  menu: {
    parent: "product",
    path: "product/product",
    icon: "package",
    weigh: 100,
    keepalive: true,
    remark: L(
      "产品保存时自动核查：成人价低于同线路、同天数现行指导价的 70%、超出旅行社经营范围、购物安排与行程不一致的，列入产品核查。",
      "Every save checks the product: an adult price below 70 % of the guidance price in force for its route and days, a scope outside the agency's licence, or shopping that the list does not disclose goes to the products check.",
    ),
    grantActions: { supervisor: ["menu", "index"], enterprise: ["menu", "index", "add", "edit", "del"] },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["name", "route_name"],
  defaultOrder: [["id", "desc"]],
  recycle: true,
  pageSize: 20,
  form: { columns: 2, size: "xl" },
  fields: {
    id: idField,
    name: { kind: "string", label: L("产品名称", "Product"), rules: { required: true, max: 100 }, list: { width: 260 }, filter: ["LIKE", "eq"], form: { wide: true } },
    agency_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, rules: { required: true }, list: { width: 220 }, filter: ["eq", "IN"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 140, hidden: true }, filter: ["eq", "IN"] },
    type: { kind: "select", label: L("产品类型", "Type"), options: PRODUCT_TYPE_OPTIONS, default: "GROUP", rules: { required: true }, list: { width: 100 }, filter: ["eq", "IN"] },
    scope: { kind: "select", label: L("业务类别", "Business scope"), options: SCOPE_OPTIONS, default: "DOMESTIC", rules: { required: true }, list: { width: 100, hidden: true }, filter: ["eq"] },
    route_name: {
      kind: "string",
      label: L("线路名称", "Route"),
      rules: { required: true, max: 100 },
      list: { width: 240 },
      filter: ["LIKE", "eq"],
      form: { wide: true, help: L("与旅游指导价的线路名称一致时按指导价核查", "Checked against the guidance price of the same route name") },
    },
    days: { kind: "integer", label: L("天数", "Days"), default: 1, rules: { required: true, min: 1, max: 60 }, list: { width: 70 }, filter: ["eq", "RANGE"] },
    nights: { kind: "integer", label: L("晚数", "Nights"), default: 0, rules: { required: true, min: 0, max: 60 }, list: { hidden: true }, filter: false },
    adult_price: money(L("成人价（元/人）", "Adult price (yuan)"), true),
    child_price: { ...money(L("儿童价（元/人）", "Child price (yuan)"), false), list: { width: 120, hidden: true } },
    shopping_stops: { kind: "integer", label: L("购物场所数", "Shopping stops"), default: 0, rules: { required: true, min: 0, max: 20 }, list: { width: 100 }, filter: ["eq", "RANGE"] },
    shopping_list: {
      kind: "textarea",
      label: L("购物场所清单", "Shopping stops listed"),
      rules: { max: 1000 },
      list: false,
      filter: false,
      form: { wide: true, help: L("每行一个购物场所，写明名称", "One shopping place a line, by name") },
    },
    itinerary: {
      kind: "textarea",
      label: L("行程安排", "Itinerary"),
      rules: { max: 4000 },
      list: false,
      filter: false,
      form: { wide: true, help: L("每行一项；安排购物的写作“购物：场所名称”", "One item a line; shopping written as “购物：<place>” (or “Shopping: <place>”)") },
    },
    paid_extras: { kind: "textarea", label: L("自费项目", "Paid extras"), rules: { max: 1000 }, list: false, filter: false, form: { wide: true } },
    channel_url: { kind: "string", label: L("销售渠道链接", "Sales channel link"), rules: { max: 300, pattern: "url" }, list: { hidden: true }, filter: false, form: { wide: true, placeholder: L("https://", "https://") } },
    sale_status: { kind: "select", label: L("销售状态", "Sale"), options: SALE_STATE_OPTIONS, default: "ON_SALE", rules: { required: true }, list: { width: 90 }, filter: ["eq"] },
    check_status: { kind: "select", label: L("核查结果", "Check"), options: CHECK_STANDING_OPTIONS, form: false, list: { width: 110 }, filter: ["eq", "IN"] },
    create_time: createTimeField,
    update_time: { ...updateTimeField, list: { width: 160, sortable: true } },
  },
});
