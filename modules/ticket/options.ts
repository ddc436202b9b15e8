// The vocabularies of ticket prices (reference domain §13), in both languages: ticket types,
// pricing modes (价格法 §18: government-set and government-guided prices for spots built on
// public resources, market prices for the rest) and the filing's states. Plain data, shared
// with the console and the public price board.
import { L } from "@shared/module/labels";
import type { FieldOption, RemoteSource } from "@shared/module/types";

export const TICKET_TYPES: readonly FieldOption[] = [
  { value: "ADULT", label: L("成人票", "Adult") },
  { value: "CHILD", label: L("儿童票", "Child") },
  { value: "SENIOR", label: L("老人票", "Senior") },
  { value: "STUDENT", label: L("学生票", "Student") },
  { value: "MILITARY", label: L("军人票", "Military") },
  { value: "DISABLED", label: L("残疾人票", "Disabled") },
  { value: "COMBO", label: L("联票", "Combined ticket"), color: "primary" },
  { value: "SHUTTLE", label: L("观光车", "Sightseeing shuttle") },
  { value: "CABLEWAY", label: L("索道", "Cableway") },
  { value: "BOAT", label: L("游船", "Boat") },
];

export const PRICING_MODES: readonly FieldOption[] = [
  { value: "GOVERNMENT", label: L("政府定价", "Government-set"), color: "danger" },
  { value: "GUIDED", label: L("政府指导价", "Government-guided"), color: "warning" },
  { value: "MARKET", label: L("市场调节价", "Market price"), color: "info" },
];

export const PRICE_STATES: readonly FieldOption[] = [
  { value: "DRAFT", label: L("草稿", "Draft"), color: "default" },
  { value: "SUBMITTED", label: L("待审核", "To review"), color: "info" },
  { value: "RETURNED", label: L("退回修改", "Returned"), color: "warning" },
  { value: "APPROVED", label: L("审核通过", "Approved"), color: "primary" },
  { value: "PUBLISHED", label: L("已公示", "Published"), color: "success" },
  { value: "EXPIRED", label: L("已失效", "Expired"), color: "default" },
];

/** Scenic spots only (category 12000) in pickers. */
export const SCENIC_SOURCE: RemoteSource = {
  module: "enterprise.Enterprise",
  label: "name",
  params: { "search[0][field]": "category_id", "search[0][operator]": "eq", "search[0][val]": 12000 },
};

export const SCENIC_CATEGORY = 12000;

/** 旅游法 §43: a rise is announced six months before it takes effect. */
export const RISE_NOTICE_MONTHS = 6;
