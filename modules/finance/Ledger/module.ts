// The ledger: every money movement of every account as an immutable row (the database refuses
// to change or delete one) with the balance after it. Read only, filtered and sorted here.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "finance.Ledger",
  title: L("资金流水", "Ledger"),
  table: "finance_ledger",
  actions: ["index"],
  menu: { parent: "finance", path: "finance/ledger", icon: "list", weigh: 95, grants: ["supervisor", "operator", "enterprise"] },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["biz_no"],
  defaultOrder: [["id", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    account_id: { kind: "remoteSelect", label: L("账户", "Account"), remote: { module: "finance.Account", label: "name" }, list: { width: 220 }, filter: ["eq"] },
    enterprise_id: { kind: "remoteSelect", label: L("企业", "Enterprise"), remote: { module: "enterprise.Enterprise", label: "name" }, list: false, filter: ["eq"] },
    biz_type: {
      kind: "select",
      label: L("业务类型", "Movement"),
      options: [
        { value: "ORDER_INCOME", label: L("订单收入", "Order income"), color: "success" },
        { value: "REFUND", label: L("退款", "Refund"), color: "danger" },
        { value: "COMMISSION", label: L("佣金", "Commission"), color: "warning" },
        { value: "WITHDRAW", label: L("提现", "Withdrawal"), color: "info" },
        { value: "ADJUST", label: L("调整", "Adjustment"), color: "default" },
      ],
      list: { width: 110 },
      filter: ["eq", "IN"],
    },
    direction: {
      kind: "select",
      label: L("方向", "Direction"),
      options: [
        { value: "IN", label: L("收入", "In"), color: "success" },
        { value: "OUT", label: L("支出", "Out"), color: "danger" },
      ],
      list: { width: 80 },
      filter: ["eq"],
    },
    amount: { kind: "money", label: L("金额（元）", "Amount (yuan)"), list: { width: 120, sortable: true }, filter: ["RANGE"] },
    balance_after: { kind: "money", label: L("变动后余额", "Balance after"), list: { width: 130 }, filter: false },
    biz_no: { kind: "string", label: L("业务单号", "Reference"), list: { width: 190 }, filter: ["eq", "LIKE"] },
    remark: { kind: "string", label: L("备注", "Remark"), list: { width: 190, hidden: true }, filter: false },
    region_code: { kind: "area", label: L("属地", "Area"), list: { width: 150, hidden: true }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
