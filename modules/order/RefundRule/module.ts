// Refund rules as data (reference domain §11): a default per order type (enterprise 0) and an
// enterprise's own where it differs. Scenic: unused tickets refund in full until the end of the
// visit day, used ones not at all; hotel: free until a cut-off before check-in; yacht: in full
// when the maritime authority stops sailings or 24 h ahead, a set share later.
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { ORDER_TYPES } from "../options";

const yesNo = [
  { value: "1", label: L("是", "Yes"), color: "success" as const },
  { value: "0", label: L("否", "No"), color: "default" as const },
];

export default defineModule({
  key: "order.RefundRule",
  title: L("退款规则", "Refund rules"),
  table: "refund_rule",
  actions: ["index", "add", "edit", "del"],
  menu: { parent: "order", path: "order/refundRule", icon: "sliders-horizontal", weigh: 70, grants: ["supervisor"] },
  recycle: true,
  quickSearch: ["name"],
  defaultOrder: [
    ["order_type", "asc"],
    ["enterprise_id", "asc"],
  ],
  fields: {
    id: idField,
    order_type: { kind: "select", label: L("订单类型", "Order type"), options: ORDER_TYPES, rules: { required: true }, list: { width: 110 }, filter: ["eq"] },
    enterprise_id: { kind: "remoteSelect", label: L("适用商家", "Merchant"), remote: { module: "enterprise.Enterprise", label: "name" }, default: 0, list: { width: 200 }, filter: ["eq"], form: { help: L("不选为该类型的默认规则", "Leave empty for the type's default") } },
    name: { kind: "string", label: L("规则名称", "Rule"), rules: { required: true, max: 60 }, english: "name_en", list: { width: 220 }, filter: ["LIKE"] },
    name_en: { kind: "string", label: L("英文名称", "Rule (English)"), rules: { max: 100 }, list: false, filter: false },
    free_hours: { kind: "integer", label: L("免费退提前小时数", "Free until (hours ahead)"), rules: { required: true, min: 0, max: 720 }, list: { width: 140 }, filter: false },
    late_rate: { kind: "integer", label: L("逾时退还比例（%）", "Later: share refunded (%)"), rules: { required: true, min: 0, max: 100 }, list: { width: 140 }, filter: false },
    after_start: { kind: "switch", label: L("开始后可退", "Refundable after start"), options: yesNo, default: "0", list: { width: 110 }, filter: false },
    weather_full: { kind: "switch", label: L("禁航/天气全额退", "Full refund on a sailing ban"), options: yesNo, default: "1", list: { width: 130 }, filter: false },
  },
});
