// Orders of every type, read by supervisors within their area and by each enterprise for its
// own; one preset list per type (scenic, hotel, flight, yacht) in the menu. Orders are made by
// members and paid through the payment provider's signed notice, never typed in by staff.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { ORDER_STATES, ORDER_TYPES, PAY_CHANNELS } from "../options";

const ROLES = ["supervisor", "operator", "enterprise"] as const;
const preset = (type: string, path: string, title: ReturnType<typeof L>, icon: string, weigh: number) => ({ path, component: `crud:order.Order?type=${type}`, title, icon, weigh, grants: ROLES });

export default defineModule({
  key: "order.Order",
  title: L("全部订单", "All orders"),
  table: "trade_order",
  actions: ["index"],
  menu: {
    parent: "order",
    path: "order/order",
    icon: "receipt",
    weigh: 100,
    keepalive: true,
    grants: ROLES,
    pages: [
      preset("SCENIC", "order/scenic", L("景区订单", "Scenic orders"), "mountain", 99),
      preset("HOTEL", "order/hotel", L("酒店订单", "Hotel orders"), "hotel", 98),
      preset("FLIGHT", "order/flight", L("机票订单", "Flight orders"), "plane", 97),
      preset("YACHT", "order/yacht", L("游艇订单", "Yacht orders"), "sailboat", 96),
    ],
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["order_no", "product_name"],
  defaultOrder: [["create_time", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    order_no: { kind: "string", label: L("订单号", "Order number"), list: { width: 190 }, filter: ["eq", "LIKE"] },
    type: { kind: "select", label: L("类型", "Type"), options: ORDER_TYPES, list: { width: 100 }, filter: ["eq", "IN"] },
    enterprise_id: { kind: "remoteSelect", label: L("商家", "Merchant"), remote: { module: "enterprise.Enterprise", label: "name" }, list: { width: 200 }, filter: ["eq"] },
    product_name: { kind: "string", label: L("商品", "Product"), list: { width: 240 }, filter: ["LIKE"] },
    quantity: { kind: "integer", label: L("数量", "Quantity"), list: { width: 70 }, filter: false },
    use_date: { kind: "date", label: L("使用日期", "Date of use"), list: { width: 110, sortable: true }, filter: ["RANGE", "eq"] },
    contact_name: { kind: "string", label: L("联系人", "Contact"), list: { width: 90 }, filter: ["eq"] },
    contact_phone: { kind: "string", label: L("联系电话", "Contact phone"), pii: "phone", list: { width: 130 }, filter: false },
    total_amount: { kind: "money", label: L("订单金额", "Total"), list: { width: 100, sortable: true }, filter: ["RANGE"] },
    paid_amount: { kind: "money", label: L("实付", "Paid"), list: { width: 100 }, filter: false },
    refunded_amount: { kind: "money", label: L("已退", "Refunded"), list: { width: 100, hidden: true }, filter: false },
    pay_channel: { kind: "select", label: L("支付方式", "Paid by"), options: PAY_CHANNELS, list: { width: 100, hidden: true }, filter: ["eq"] },
    pay_txn_no: { kind: "string", label: L("支付流水号", "Payment reference"), list: { hidden: true }, filter: ["eq"] },
    status: { kind: "select", label: L("状态", "Status"), options: ORDER_STATES, list: { width: 100 }, filter: ["eq", "IN"] },
    region_code: { kind: "area", label: L("属地", "Area"), list: { width: 150, hidden: true }, filter: ["eq"] },
    paid_time: { kind: "datetime", label: L("支付时间", "Paid"), list: { width: 170, hidden: true }, filter: ["RANGE"] },
    create_time: { ...createTimeField, label: L("下单时间", "Ordered") },
  },
});
