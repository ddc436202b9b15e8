// Merchant accounts: one per enterprise, opened on its first payment. The balance is read here
// and changed only by ledger entries (payments, refunds), never edited. The refund statistics
// page (ECharts) hangs under it.
import { idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "finance.Account",
  title: L("商户账户", "Merchant accounts"),
  table: "finance_account",
  actions: ["index"],
  menu: {
    parent: "finance",
    path: "finance/account",
    icon: "wallet",
    weigh: 100,
    grants: ["supervisor", "operator", "enterprise"],
    pages: [{ path: "finance/refunds", component: "finance/refunds", title: L("退款统计", "Refund statistics"), icon: "bar-chart-3", weigh: 90, grants: ["supervisor", "operator"] }],
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["name"],
  defaultOrder: [["balance", "desc"]],
  extraActions: { refunds: { label: L("退款统计", "Refund statistics"), scope: "all", inList: false } },
  fields: {
    id: idField,
    name: { kind: "string", label: L("账户", "Account"), list: { width: 240 }, filter: ["LIKE"] },
    enterprise_id: { kind: "remoteSelect", label: L("企业", "Enterprise"), remote: { module: "enterprise.Enterprise", label: "name" }, list: false, filter: ["eq"] },
    balance: { kind: "money", label: L("余额（元）", "Balance (yuan)"), list: { width: 140, sortable: true }, filter: ["RANGE"] },
    frozen: { kind: "money", label: L("冻结（元）", "Frozen (yuan)"), list: { width: 120 }, filter: false },
    region_code: { kind: "area", label: L("属地", "Area"), list: { width: 160 }, filter: ["eq"] },
    update_time: { kind: "datetime", label: L("最近变动", "Last movement"), list: { width: 170, sortable: true }, filter: ["RANGE"] },
  },
});
