// Withdrawals: a merchant asks to move part of its available balance (balance less what other
// requests hold) to its bank account; the platform's finance staff approve, pay (with the bank's
// reference) or reject. The bank account shows masked. Queue, moves, trail and review dialog
// come from the declared workflow; the money rules are the server part's.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { WITHDRAWAL_STATES } from "../options";
import { withdrawalWorkflow } from "./workflow";

export default defineModule({
  key: "finance.Withdrawal",
  title: L("提现管理", "Withdrawals"),
  table: "finance_withdrawal",
  actions: ["index", "add"],
  menu: {
    parent: "finance",
    path: "finance/withdrawal",
    icon: "credit-card",
    weigh: 90,
    keepalive: true,
    remark: L("提现金额不得超过可提现余额（余额减去其他提现申请冻结的金额）；打款后记入资金流水。", "A withdrawal may not exceed the available balance (the balance less what other requests hold); paying it records it in the ledger."),
    grantActions: { supervisor: ["menu", "index", "approve", "pay", "reject"], operator: ["menu", "index"], enterprise: ["menu", "index", "add"] },
  },
  workflow: withdrawalWorkflow,
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["withdrawal_no"],
  defaultOrder: [["create_time", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    withdrawal_no: { kind: "string", label: L("提现单号", "Withdrawal number"), form: false, list: { width: 190 }, filter: ["eq", "LIKE"] },
    enterprise_id: { kind: "remoteSelect", label: L("商户", "Merchant"), remote: { module: "enterprise.Enterprise", label: "name" }, list: { width: 220 }, filter: ["eq"], form: { help: L("企业账号提交时自动为本企业", "An enterprise account always withdraws for its own enterprise") } },
    amount: { kind: "money", label: L("提现金额（元）", "Amount (yuan)"), rules: { required: true, min: 1, max: 10_000_000 }, list: { width: 130, sortable: true }, filter: ["RANGE"] },
    bank_name: { kind: "string", label: L("开户银行", "Bank"), rules: { required: true, max: 60 }, list: { width: 180 }, filter: ["LIKE"] },
    account_name: { kind: "string", label: L("账户名称", "Account holder"), rules: { required: true, max: 60 }, list: { width: 180, hidden: true }, filter: false },
    bank_account: { kind: "string", label: L("银行账号", "Bank account"), rules: { required: true, pattern: "bankAccount" }, list: { width: 190 }, filter: false, sensitive: true, pii: "bankCard", form: { help: L("12 至 30 位数字，可含空格", "12 to 30 digits (spaces are fine)") } },
    status: { kind: "select", label: L("状态", "Status"), options: WITHDRAWAL_STATES, form: false, list: { width: 100 }, filter: ["eq", "IN"] },
    opinion: { kind: "textarea", label: L("审核意见", "Opinion"), form: false, list: false, filter: false },
    payment_ref: { kind: "string", label: L("银行转账流水号", "Bank transfer reference"), form: false, list: { width: 170, hidden: true }, filter: ["eq"] },
    apply_time: { kind: "datetime", label: L("申请时间", "Requested"), form: false, list: { width: 170, sortable: true }, filter: ["RANGE"] },
    pay_time: { kind: "datetime", label: L("打款时间", "Paid"), form: false, list: { width: 170, hidden: true }, filter: ["RANGE"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 150, hidden: true }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
