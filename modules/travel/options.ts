// Option lists of the travel supervision modules (reference domain §10), shared by the
// declarations, the rules and the group page.
import { L } from "@shared/module/labels";
import type { FieldOption, RemoteSource } from "@shared/module/types";

export const GROUP_STATE_OPTIONS = [
  { value: "PLANNED", label: L("计划中", "Planned"), color: "info" },
  { value: "ON_ROAD", label: L("行程中", "On the road"), color: "warning" },
  { value: "FINISHED", label: L("已结束", "Finished"), color: "success" },
  { value: "CANCELLED", label: L("已取消", "Cancelled"), color: "danger" },
] as const satisfies readonly FieldOption[];

export const ITINERARY_KIND_OPTIONS = [
  { value: "SCENIC", label: L("景区游览", "Scenic spot"), color: "success" },
  { value: "SHOPPING", label: L("购物", "Shopping"), color: "danger" },
  { value: "MEAL", label: L("用餐", "Meal"), color: "warning" },
  { value: "HOTEL", label: L("住宿", "Hotel"), color: "primary" },
  { value: "TRANSPORT", label: L("交通", "Transport"), color: "info" },
  { value: "SHOW", label: L("演出", "Show"), color: "primary" },
  { value: "FREE", label: L("自由活动", "Free time") },
] as const satisfies readonly FieldOption[];

export const CHECKIN_SOURCE_OPTIONS = [
  { value: "TERMINAL", label: L("终端签到", "Terminal") },
  { value: "GUIDE", label: L("导游带团 App", "Guide's app") },
  { value: "MANUAL", label: L("人工补录", "Entered by hand") },
] as const satisfies readonly FieldOption[];

export const TRAVEL_ALERT_RULE_OPTIONS = [
  { value: "NO_CONTRACT", label: L("行程中无已签合同", "On the road without a signed contract"), color: "danger" },
  { value: "UNPLANNED_SHOPPING", label: L("计划外购物点", "Shopping stop not in the plan"), color: "danger" },
  { value: "OVERSTAY", label: L("停留超时", "Stay longer than planned"), color: "warning" },
  { value: "GUIDE_CLASH", label: L("导游同时段多团", "Guide in two groups at once"), color: "warning" },
  { value: "VEHICLE_CLASH", label: L("车辆同时段多团", "Vehicle in two groups at once"), color: "warning" },
  { value: "GUIDE_CARD_INVALID", label: L("导游证无效", "Guide card not valid"), color: "danger" },
  { value: "VEHICLE_CERT_EXPIRED", label: L("车辆证件过期", "Vehicle certificates expired"), color: "danger" },
  { value: "DRIVER_CLASS", label: L("驾驶员准驾车型不符", "Licence class does not fit the vehicle"), color: "warning" },
] as const satisfies readonly FieldOption[];

export const TRAVEL_ALERT_STATE_OPTIONS = [
  { value: "OPEN", label: L("待处理", "Open"), color: "danger" },
  { value: "CONFIRMED", label: L("已确认", "Confirmed"), color: "warning" },
  { value: "DISMISSED", label: L("已排除", "Dismissed") },
  { value: "TRANSFERRED", label: L("已转立案", "Transferred to a case"), color: "primary" },
  { value: "RESOLVED", label: L("已消除", "Cleared by itself"), color: "success" },
] as const satisfies readonly FieldOption[];

export const TRAVEL_RULES = {
  /** Minutes a stay may run over its planned length before it is an overstay. */
  overstayGraceMinutes: 15,
} as const;

const byCategory = (category: number): RemoteSource => ({
  module: "enterprise.Enterprise",
  label: "name",
  params: { "search[0][field]": "category_id", "search[0][operator]": "eq", "search[0][val]": category },
});

/** Enterprise categories (reference data) the travel rules read. */
export const SHOPPING_CATEGORY = 25000;

export const ENTERPRISE_SOURCE: RemoteSource = { module: "enterprise.Enterprise", label: "name" };
export const VEHICLE_SOURCE: RemoteSource = { module: "driver.Vehicle", label: "plate_no" };
export const DRIVER_SOURCE: RemoteSource = { module: "driver.Driver", label: "name" };
export const GUIDE_SOURCE: RemoteSource = { module: "guide.Guide", label: "name" };
export const CONTRACT_SOURCE: RemoteSource = { module: "contract.Contract", label: "contract_no" };
export const SHOPPING_SOURCE = byCategory(SHOPPING_CATEGORY);
