// Daily settlements: per merchant and day, the order income and refunds of that day's ledger,
// the platform's commission and the net — worked out by the scheduler after the day ends
// (the commission rate is the site setting `platform_commission_rate`, per cent). Read only.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "finance.Settlement",
  title: L("日结算", "Daily settlements"),
  table: "finance_settlement",
  actions: ["index"],
  menu: {
    parent: "finance",
    path: "finance/settlement",
    icon: "receipt",
    weigh: 85,
    remark: L("每日零点后按前一日资金流水结算：订单收入 − 退款 − 平台佣金 = 净额；佣金比例见系统配置“平台佣金比例”。", "Each day is settled after midnight from its ledger: order income − refunds − the platform's commission = net; the rate is the site setting \"Platform commission rate\"."),
    grants: ["supervisor", "operator", "enterprise"],
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  defaultOrder: [
    ["day", "desc"],
    ["id", "desc"],
  ],
  pageSize: 20,
  fields: {
    id: idField,
    day: { kind: "date", label: L("结算日", "Day"), list: { width: 120, sortable: true }, filter: ["RANGE"] },
    enterprise_id: { kind: "remoteSelect", label: L("商户", "Merchant"), remote: { module: "enterprise.Enterprise", label: "name" }, list: { width: 220 }, filter: ["eq"] },
    orders: { kind: "integer", label: L("订单笔数", "Orders"), list: { width: 100 }, filter: false },
    order_amount: { kind: "money", label: L("订单收入（元）", "Income (yuan)"), list: { width: 130, sortable: true }, filter: ["RANGE"] },
    refunds: { kind: "integer", label: L("退款笔数", "Refunds"), list: { width: 100 }, filter: false },
    refund_amount: { kind: "money", label: L("退款（元）", "Refunded (yuan)"), list: { width: 120 }, filter: false },
    commission_rate: { kind: "string", label: L("佣金比例（%）", "Rate (%)"), list: { width: 110 }, filter: false },
    commission: { kind: "money", label: L("平台佣金（元）", "Commission (yuan)"), list: { width: 130 }, filter: false },
    net: { kind: "money", label: L("结算净额（元）", "Net (yuan)"), list: { width: 130, sortable: true }, filter: ["RANGE"] },
    region_code: { kind: "area", label: L("属地", "Area"), list: { width: 150, hidden: true }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
