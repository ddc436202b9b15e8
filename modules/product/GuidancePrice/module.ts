// Guidance prices (诚信旅游指导价) the supervisor publishes per route, days and season, with their
// validity: a contract or product whose adult price is below 70 % of the one in force on its
// departure day is suspected of an "unreasonably low price" (旅游法 §35; reference domain §12).
import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "product.GuidancePrice",
  title: L("旅游指导价", "Guidance prices"),
  table: "guidance_price",
  menu: { parent: "product", path: "product/guidancePrice", icon: "tag", weigh: 90, grants: ["supervisor"], grantActions: { enterprise: ["menu", "index"] } },
  quickSearch: ["route_name"],
  recycle: true,
  defaultOrder: [["valid_from", "desc"]],
  fields: {
    id: idField,
    route_name: { kind: "string", label: L("线路", "Route"), rules: { required: true, max: 100 }, list: { width: 260 }, filter: ["eq", "LIKE"] },
    days: { kind: "integer", label: L("天数", "Days"), default: 1, rules: { required: true, min: 1, max: 60 }, list: { width: 70 }, filter: ["eq"] },
    season: {
      kind: "select",
      label: L("季节", "Season"),
      options: [
        { value: "ALL", label: L("全年", "All year") },
        { value: "PEAK", label: L("旺季", "Peak") },
        { value: "SHOULDER", label: L("平季", "Shoulder") },
        { value: "LOW", label: L("淡季", "Low") },
      ],
      default: "ALL",
      rules: { required: true },
      list: { width: 80 },
      filter: ["eq"],
    },
    price: { kind: "money", label: L("指导价（元/人）", "Guidance price (yuan)"), rules: { required: true, min: 1, max: 1_000_000 }, list: { width: 130, sortable: true }, filter: ["RANGE"] },
    valid_from: { kind: "date", label: L("有效期自", "Valid from"), rules: { required: true }, list: { width: 110, sortable: true }, filter: ["RANGE"] },
    valid_to: { kind: "date", label: L("有效期至", "Valid until"), rules: { required: true }, list: { width: 110, sortable: true }, filter: ["RANGE"] },
    region_code: { kind: "area", label: L("发布地区", "Published for"), list: { width: 140 }, filter: ["eq"] },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
