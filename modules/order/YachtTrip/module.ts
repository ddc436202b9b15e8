// Yacht trips the operators (category 17000) sell to members: the boat, the passengers its
// certificate allows, the marina, route, length and price. Operators keep their own; supervisors
// read them within their area. Orders check the rated passengers and the night-sailing hours.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { MAX_RATED_PASSENGERS, YACHT_TRIP_STATES } from "../options";

export default defineModule({
  key: "order.YachtTrip",
  title: L("游艇航次", "Yacht trips"),
  table: "yacht_trip",
  actions: ["index", "add", "edit", "del"],
  menu: {
    parent: "order",
    path: "order/yachtTrip",
    icon: "sailboat",
    weigh: 70,
    remark: L(
      "乘客不得超过游艇核定乘客数（海南试点游艇最多 26 人）；夜间 22:00 至次日 05:00 不得出航，夜航须在 22:00 前返港。",
      "Passengers never exceed the boat's rated number (at most 26 for Hainan's pilot yachts); no sailing from 22:00 to 05:00, night trips back in port by 22:00.",
    ),
    grantActions: { supervisor: ["menu", "index"], operator: ["menu", "index"], enterprise: ["menu", "index", "add", "edit", "del"] },
  },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  recycle: true,
  quickSearch: ["yacht_name", "route"],
  defaultOrder: [["id", "desc"]],
  form: { columns: 2 },
  fields: {
    id: idField,
    enterprise_id: { kind: "remoteSelect", label: L("游艇经营者", "Operator"), remote: { module: "enterprise.Enterprise", label: "name", params: { "search[0][field]": "category_id", "search[0][operator]": "eq", "search[0][val]": "17000" } }, list: { width: 200 }, filter: ["eq"] },
    yacht_name: { kind: "string", label: L("游艇名称", "Yacht"), rules: { required: true, max: 40 }, list: { width: 140 }, filter: ["LIKE"] },
    rated_passengers: { kind: "integer", label: L("核定乘客（人）", "Rated passengers"), rules: { required: true, min: 1, max: MAX_RATED_PASSENGERS }, list: { width: 120 }, filter: false },
    marina: { kind: "string", label: L("码头", "Marina"), rules: { required: true, max: 60 }, list: { width: 180 }, filter: ["LIKE"] },
    route: { kind: "string", label: L("航线", "Route"), rules: { required: true, max: 60 }, list: { width: 180 }, filter: ["LIKE"] },
    hours: { kind: "integer", label: L("时长（小时）", "Hours"), rules: { required: true, min: 1, max: 8 }, list: { width: 100 }, filter: false },
    price: { kind: "money", label: L("包船价（元）", "Price for the boat (yuan)"), rules: { required: true, min: 1, max: 1_000_000 }, list: { width: 130, sortable: true }, filter: ["RANGE"] },
    status: { kind: "select", label: L("状态", "Status"), options: YACHT_TRIP_STATES, default: "ON_SALE", rules: { required: true }, list: { width: 100 }, filter: ["eq"] },
    region_code: { kind: "area", label: L("属地", "Area"), form: false, list: { width: 150, hidden: true }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
