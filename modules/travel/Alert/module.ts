// Travel supervision alerts (行程监管预警): the hits of the travel rules (modules/travel/
// alerts.ts), an alert inbox (modules/contract/alert-inbox.ts): confirmed, dismissed or
// transferred to an enforcement case (with the case number) by a supervisor, cleared by itself
// when its cause goes.
import { L } from "@shared/module/labels";
import { alertInbox } from "../../contract/alert-inbox";
import { TRAVEL_ALERT_RULE_OPTIONS, TRAVEL_ALERT_STATE_OPTIONS } from "../options";

export default alertInbox({
  key: "travel.Alert",
  title: L("行程监管预警", "Travel alerts"),
  table: "travel_alert",
  menu: { parent: "travel", path: "travel/alert", weigh: 95 },
  rules: TRAVEL_ALERT_RULE_OPTIONS,
  states: TRAVEL_ALERT_STATE_OPTIONS,
  subject: {
    group_id: { kind: "remoteSelect", label: L("团队", "Group"), remote: { module: "travel.Group", label: "tour_no" }, form: false, list: { width: 170 }, filter: ["eq"] },
    checkin_id: { kind: "integer", label: L("签到记录", "Check-in"), form: false, list: { hidden: true }, filter: ["eq"] },
  },
  agencyLabel: L("组团社", "Organising agency"),
  transfer: true,
  // The group an alert is about: its page, the planned and actual itinerary side by side.
  links: { group: { label: L("团队行程", "Group itinerary"), icon: "route", open: "travel/group-detail", field: "group_id" } },
});
