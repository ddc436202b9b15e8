// Check-ins of tour groups on the road (签到, reference domain §10): at which enterprise, by the
// enterprise's terminal, the guide's app or entered by hand, when it arrived and left, where.
// Supervised where the group's organising agency is; the travel rules read them (a shopping
// stop not in the plan, a stay longer than planned).
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { CHECKIN_SOURCE_OPTIONS, ENTERPRISE_SOURCE, GUIDE_SOURCE } from "../options";

export default defineModule({
  key: "travel.Checkin",
  title: L("团队签到", "Check-ins"),
  table: "tour_checkin",
  menu: {
    parent: "travel",
    path: "travel/checkin",
    icon: "map-pin",
    weigh: 80,
    grantActions: { supervisor: ["menu", "index", "add", "edit", "del"], enterprise: ["menu", "index"] },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  recycle: true,
  defaultOrder: [["checkin_at", "desc"]],
  fields: {
    id: idField,
    group_id: { kind: "remoteSelect", label: L("团队", "Group"), remote: { module: "travel.Group", label: "tour_no" }, rules: { required: true }, list: { width: 170 }, filter: ["eq"] },
    agency_id: { kind: "remoteSelect", label: L("组团社", "Organising agency"), remote: AGENCY_SOURCE, form: false, list: { width: 200, hidden: true }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { hidden: true }, filter: ["eq", "IN"] },
    enterprise_id: { kind: "remoteSelect", label: L("签到单位", "Checked in at"), remote: ENTERPRISE_SOURCE, rules: { required: true }, list: { width: 220 }, filter: ["eq"] },
    source: { kind: "select", label: L("签到方式", "By"), options: CHECKIN_SOURCE_OPTIONS, default: "MANUAL", rules: { required: true }, list: { width: 120 }, filter: ["eq", "IN"] },
    guide_id: { kind: "remoteSelect", label: L("导游", "Guide"), remote: GUIDE_SOURCE, list: { width: 100, hidden: true }, filter: ["eq"] },
    checkin_at: { kind: "datetime", label: L("到达时间", "Arrived"), rules: { required: true }, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    checkout_at: { kind: "datetime", label: L("离开时间", "Left"), list: { width: 160 }, filter: ["RANGE", "NULL", "NOT NULL"] },
    place: { kind: "string", label: L("签到地点", "Place"), rules: { max: 100 }, list: { width: 200, hidden: true }, filter: ["LIKE"] },
    lng: { kind: "number", label: L("经度", "Longitude"), rules: { min: 108.3, max: 117.9 }, list: { hidden: true }, filter: false },
    lat: { kind: "number", label: L("纬度", "Latitude"), rules: { min: 3.5, max: 20.3 }, list: { hidden: true }, filter: false },
    create_time: createTimeField,
  },
});
