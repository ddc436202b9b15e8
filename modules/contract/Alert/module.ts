// User contract supervision (用户合同监管): the alerts the contract rules raise (modules/contract/
// alerts.ts), an alert inbox (./alert-inbox.ts): confirmed or dismissed by a supervisor, cleared
// by itself when its cause goes.
import { L } from "@shared/module/labels";
import { alertInbox } from "../alert-inbox";
import { ALERT_RULE_OPTIONS, ALERT_STATE_OPTIONS } from "../options";

export default alertInbox({
  key: "contract.Alert",
  title: L("合同监管预警", "Contract alerts"),
  table: "contract_alert",
  menu: { parent: "contract", path: "contract/alert", weigh: 95 },
  rules: ALERT_RULE_OPTIONS,
  states: ALERT_STATE_OPTIONS,
  subject: {
    contract_id: { kind: "remoteSelect", label: L("合同", "Contract"), remote: { module: "contract.Contract", label: "contract_no" }, form: false, list: { width: 170 }, filter: ["eq"] },
  },
  // The contract an alert is about: its list, filtered on it.
  links: { contract: { label: L("查看合同", "Contract"), icon: "scroll-text", open: "contract/contract", field: "contract_id", filter: "id" } },
});
