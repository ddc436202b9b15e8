// A group's planned itinerary (团队运行计划表, reference domain §10): per day, each stop — scenic
// spot, shopping, meal, hotel, transport, show, free time — at its enterprise, with the planned
// start and minutes. Kept while the group is planned or on the road; supervised where the
// group's organising agency is.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";
import { ENTERPRISE_SOURCE, ITINERARY_KIND_OPTIONS } from "../options";

export default defineModule({
  key: "travel.Itinerary",
  title: L("行程计划", "Itinerary"),
  table: "tour_itinerary",
  menu: {
    parent: "travel",
    path: "travel/itinerary",
    icon: "calendar-days",
    weigh: 90,
    grantActions: { supervisor: ["menu", "index", "add", "edit", "del"], enterprise: ["menu", "index"] },
  },
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  recycle: true,
  defaultOrder: [["planned_start", "asc"]],
  fields: {
    id: idField,
    group_id: { kind: "remoteSelect", label: L("团队", "Group"), remote: { module: "travel.Group", label: "tour_no" }, rules: { required: true }, list: { width: 170 }, filter: ["eq"] },
    agency_id: { kind: "remoteSelect", label: L("组团社", "Organising agency"), remote: AGENCY_SOURCE, form: false, list: { width: 200, hidden: true }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { hidden: true }, filter: ["eq", "IN"] },
    day_no: { kind: "integer", label: L("第几天", "Day"), form: false, list: { width: 70 }, filter: ["eq"] },
    kind: { kind: "select", label: L("类型", "Kind"), options: ITINERARY_KIND_OPTIONS, default: "FREE", rules: { required: true }, list: { width: 100 }, filter: ["eq", "IN"] },
    enterprise_id: { kind: "remoteSelect", label: L("经营单位", "Enterprise"), remote: ENTERPRISE_SOURCE, list: { width: 220 }, filter: ["eq", "NULL", "NOT NULL"] },
    planned_start: { kind: "datetime", label: L("计划开始", "Planned start"), rules: { required: true }, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    planned_minutes: { kind: "integer", label: L("计划时长（分钟）", "Planned minutes"), default: 60, rules: { required: true, min: 5, max: 1440 }, list: { width: 110 }, filter: ["RANGE"] },
    note: { kind: "string", label: L("说明", "Note"), rules: { max: 200 }, list: { hidden: true }, filter: false },
    create_time: createTimeField,
  },
});
