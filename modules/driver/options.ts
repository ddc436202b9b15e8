// Option lists of the driver and vehicle modules (reference domain §7), and which licence class
// may drive which vehicle (the pre-check of driver filings).
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const LICENCE_CLASS_OPTIONS = [
  { value: "A1", label: L("A1 大型客车", "A1 Large bus") },
  { value: "A2", label: L("A2 牵引车", "A2 Tractor-trailer") },
  { value: "A3", label: L("A3 城市公交车", "A3 City bus") },
  { value: "B1", label: L("B1 中型客车", "B1 Medium bus") },
  { value: "B2", label: L("B2 大型货车", "B2 Heavy truck") },
  { value: "C1", label: L("C1 小型汽车", "C1 Car") },
] as const satisfies readonly FieldOption[];

export const VEHICLE_TYPE_OPTIONS = [
  { value: "LARGE_BUS", label: L("大型客车", "Large bus") },
  { value: "MEDIUM_BUS", label: L("中型客车", "Medium bus") },
  { value: "SMALL_BUS", label: L("小型客车", "Small bus") },
  { value: "CAR", label: L("轿车", "Car") },
] as const satisfies readonly FieldOption[];

export const PLATE_COLOUR_OPTIONS = [
  { value: "YELLOW", label: L("黄牌", "Yellow"), color: "warning" },
  { value: "BLUE", label: L("蓝牌", "Blue"), color: "primary" },
  { value: "GREEN", label: L("绿牌（新能源小型车）", "Green (new-energy small)"), color: "success" },
  { value: "YELLOW_GREEN", label: L("黄绿牌（新能源大型车）", "Yellow-green (new-energy large)"), color: "success" },
] as const satisfies readonly FieldOption[];

export const DRIVER_STATUS_OPTIONS = [
  { value: "ACTIVE", label: L("在岗", "Active"), color: "success" },
  { value: "SUSPENDED", label: L("暂停从业", "Suspended"), color: "warning" },
  { value: "LEFT", label: L("离职", "Left"), color: "default" },
] as const satisfies readonly FieldOption[];

export const VEHICLE_STATUS_OPTIONS = [
  { value: "ACTIVE", label: L("营运", "In service"), color: "success" },
  { value: "SUSPENDED", label: L("停运", "Out of service"), color: "warning" },
  { value: "SCRAPPED", label: L("报废", "Scrapped"), color: "default" },
] as const satisfies readonly FieldOption[];

export const PRECHECK_OPTIONS = [
  { value: "1", label: L("全部通过", "All passed"), color: "success" },
  { value: "0", label: L("有未通过项", "Some failed"), color: "danger" },
] as const satisfies readonly FieldOption[];

/** The classes each licence class includes (准驾车型): A1 drives large and medium buses and cars. */
export const LICENCE_COVERS: Record<string, readonly string[]> = {
  A1: ["A1", "A3", "B1", "B2", "C1"],
  A2: ["A2", "B1", "B2", "C1"],
  A3: ["A3", "C1"],
  B1: ["B1", "C1"],
  B2: ["B2", "C1"],
  C1: ["C1"],
};

/** The licence class each vehicle type needs. */
export const CLASS_FOR_VEHICLE: Record<string, string> = { LARGE_BUS: "A1", MEDIUM_BUS: "B1", SMALL_BUS: "C1", CAR: "C1" };

/** Seats that fit each vehicle type (大型 ≥ 20, 中型 10–19, 小型 ≤ 9 seats). */
export const SEATS_FOR_VEHICLE: Record<string, readonly [number, number]> = { LARGE_BUS: [20, 70], MEDIUM_BUS: [10, 19], SMALL_BUS: [5, 9], CAR: [2, 7] };

/** Plate colours of each vehicle type: large and medium buses yellow, small ones blue (green / yellow-green when new-energy). */
export const COLOURS_FOR_VEHICLE: Record<string, readonly string[]> = { LARGE_BUS: ["YELLOW", "YELLOW_GREEN"], MEDIUM_BUS: ["YELLOW", "YELLOW_GREEN"], SMALL_BUS: ["BLUE", "GREEN"], CAR: ["BLUE", "GREEN"] };

/** Coach operators only (category 16000) in pickers. */
export const COACH_COMPANY_SOURCE = {
  module: "enterprise.Enterprise",
  label: "name",
  params: { "search[0][field]": "category_id", "search[0][operator]": "eq", "search[0][val]": 16000 },
} as const;

