// The two member ledgers (balance and points) share one declaration shape: an entry per change
// with the value before and after it. Entries are added, never edited or deleted.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export const ledger = (kind: "money" | "score") =>
  defineModule({
    key: kind === "money" ? "user.MoneyLog" : "user.ScoreLog",
    title: kind === "money" ? L("会员余额变动", "Balance log") : L("会员积分变动", "Points log"),
    table: kind === "money" ? "user_money_log" : "user_score_log",
    menu: {
      parent: "user",
      path: kind === "money" ? "user/moneyLog" : "user/scoreLog",
      icon: kind === "money" ? "wallet" : "award",
      weigh: kind === "money" ? 97 : 96,
      keepalive: true,
      grants: ["operator"],
    },
    actions: ["index", "add"],
    quickSearch: ["memo"],
    pageSize: 20,
    fields: {
      id: idField,
      user_id: {
        kind: "remoteSelect",
        label: L("会员", "Member"),
        remote: { module: "user.User", label: "username" },
        rules: { required: true },
        filter: ["eq", "IN"],
        list: { width: 160 },
      },
      [kind]:
        kind === "money"
          ? { kind: "money", label: L("变动金额（元）", "Change (yuan)"), rules: { required: true }, list: { sortable: true, width: 140 }, form: { help: L("负数为扣减", "Negative to deduct") } }
          : { kind: "integer", label: L("变动积分", "Change"), rules: { required: true }, list: { sortable: true, width: 120 }, form: { help: L("负数为扣减", "Negative to deduct") } },
      before: { kind: kind === "money" ? "money" : "integer", label: L("变动前", "Before"), form: false, list: { width: 120 } },
      after: { kind: kind === "money" ? "money" : "integer", label: L("变动后", "After"), form: false, list: { width: 120 } },
      memo: { kind: "string", label: L("备注", "Memo"), rules: { required: true, max: 255 } },
      admin_id: { kind: "integer", label: L("操作管理员", "By admin"), form: false, list: { hidden: true } },
      create_time: createTimeField,
    },
  });
