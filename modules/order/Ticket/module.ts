// Scenic tickets: one per real-name visitor, with the verification code checked at the gate.
// The spot's account checks tickets in by code (a code is used once); every ticket opens its
// detail page (/admin/ticketdetail?id=): order, visitor, code and QR picture, use and refunds.
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { TICKET_STATES } from "../options";

export default defineModule({
  key: "order.Ticket",
  title: L("门票核销", "Tickets"),
  table: "order_ticket",
  actions: ["index"],
  menu: {
    parent: "order",
    path: "order/ticket",
    icon: "badge-check",
    weigh: 90,
    keepalive: true,
    grants: ["supervisor", "operator", "enterprise"],
    pages: [{ path: "ticketdetail", component: "order/ticketdetail", title: L("门票详情", "Ticket details"), icon: "ticket", hidden: true, grants: ["supervisor", "operator", "enterprise"] }],
    grantActions: { supervisor: ["menu", "index", "detail", "pii"], enterprise: ["menu", "index", "detail", "verify"] },
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["code", "visitor_name"],
  defaultOrder: [["id", "desc"]],
  pageSize: 20,
  extraActions: {
    detail: { label: L("详情", "Details"), icon: "eye", open: "ticketdetail" },
    verify: { label: L("核销", "Check in"), inList: false },
  },
  fields: {
    id: idField,
    code: { kind: "string", label: L("核销码", "Code"), list: { width: 140 }, filter: ["eq"] },
    order_id: { kind: "remoteSelect", label: L("订单", "Order"), remote: { module: "order.Order", label: "order_no" }, list: { width: 190 }, filter: ["eq"] },
    enterprise_id: { kind: "remoteSelect", label: L("景区", "Scenic spot"), remote: { module: "enterprise.Enterprise", label: "name" }, list: { width: 200 }, filter: ["eq"] },
    visitor_name: { kind: "string", label: L("游客", "Visitor"), list: { width: 90 }, filter: ["eq"] },
    visitor_id_no: { kind: "string", label: L("身份证号", "ID number"), pii: "idCard", list: { width: 180 }, filter: false },
    amount: { kind: "money", label: L("金额", "Amount"), list: { width: 90 }, filter: false },
    use_date: { kind: "date", label: L("游玩日期", "Visit date"), list: { width: 110, sortable: true }, filter: ["eq", "RANGE"] },
    status: { kind: "select", label: L("状态", "Status"), options: TICKET_STATES, list: { width: 100 }, filter: ["eq", "IN"] },
    used_time: { kind: "datetime", label: L("核销时间", "Checked in"), list: { width: 170 }, filter: ["RANGE"] },
    region_code: { kind: "area", label: L("属地", "Area"), list: { width: 150, hidden: true }, filter: ["eq"] },
  },
});
