// A template's cancellation schedule, one step a row: who cancels, how many whole days before
// the departure day (0 = the day itself), and the percent of the total price the party bears.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { PARTY_OPTIONS } from "../options";

export default defineModule({
  key: "contract.CancellationRule",
  title: L("解约扣费标准", "Cancellation schedules"),
  table: "contract_cancellation_rule",
  menu: { parent: "contract", path: "contract/cancellationRule", icon: "receipt", weigh: 70, grants: ["supervisor"], grantActions: { enterprise: ["index"] } },
  recycle: true,
  defaultOrder: [
    ["template_id", "asc"],
    ["party", "desc"],
    ["days_from", "desc"],
  ],
  fields: {
    id: idField,
    template_id: { kind: "remoteSelect", label: L("合同文本", "Model contract"), remote: { module: "contract.Template", label: "name" }, rules: { required: true }, list: { width: 260 }, filter: ["eq"] },
    party: { kind: "select", label: L("解除方", "Cancelled by"), options: PARTY_OPTIONS, rules: { required: true }, list: { width: 220 }, filter: ["eq"] },
    days_from: { kind: "integer", label: L("出发前天数（起）", "Days before, from"), rules: { required: true, min: 0, max: 365 }, list: { width: 120 } },
    days_to: { kind: "integer", label: L("出发前天数（止）", "Days before, to"), rules: { required: true, min: 0, max: 365 }, list: { width: 120 } },
    rate: { kind: "integer", label: L("比例（%）", "Rate (%)"), rules: { required: true, min: 0, max: 100 }, list: { width: 90 } },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
