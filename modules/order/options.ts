// The vocabularies of orders, tickets and refunds (reference domain §11), in both languages.
// Plain data, shared with the console and the member pages.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const ORDER_TYPES: readonly FieldOption[] = [
  { value: "SCENIC", label: L("景区门票", "Scenic tickets"), color: "success" },
  { value: "HOTEL", label: L("酒店", "Hotel"), color: "info" },
  { value: "FLIGHT", label: L("机票", "Flight"), color: "primary" },
  { value: "YACHT", label: L("游艇", "Yacht"), color: "warning" },
];

export const ORDER_STATES: readonly FieldOption[] = [
  { value: "PENDING_PAYMENT", label: L("待支付", "Awaiting payment"), color: "warning" },
  { value: "PAID", label: L("已支付", "Paid"), color: "primary" },
  { value: "USED", label: L("已使用", "Used"), color: "success" },
  { value: "CLOSED", label: L("已关闭", "Closed"), color: "default" },
  { value: "REFUNDING", label: L("退款中", "Refund requested"), color: "danger" },
  { value: "REFUNDED", label: L("已退款", "Refunded"), color: "default" },
];

export const PAY_CHANNELS: readonly FieldOption[] = [
  { value: "ALIPAY", label: L("支付宝", "Alipay") },
  { value: "WECHAT", label: L("微信支付", "WeChat Pay") },
  { value: "SANDBOX", label: L("沙箱支付", "Sandbox") },
];

export const TICKET_STATES: readonly FieldOption[] = [
  { value: "UNUSED", label: L("未使用", "Unused"), color: "primary" },
  { value: "USED", label: L("已核销", "Checked in"), color: "success" },
  { value: "REFUNDING", label: L("退款中", "Refund requested"), color: "warning" },
  { value: "REFUNDED", label: L("已退款", "Refunded"), color: "default" },
];

export const REFUND_REASONS: readonly FieldOption[] = [
  { value: "USER", label: L("游客自身原因", "The visitor's own reasons") },
  { value: "WEATHER", label: L("天气/海况禁航", "Weather or sailing ban") },
  { value: "OPERATOR", label: L("经营者原因", "The operator's fault") },
  { value: "COMPLAINT", label: L("投诉处理", "Complaint settlement") },
];

export const REFUND_STATES: readonly FieldOption[] = [
  { value: "REQUESTED", label: L("待商家处理", "Awaiting the merchant"), color: "warning" },
  { value: "APPROVED", label: L("已同意", "Approved"), color: "primary" },
  { value: "REJECTED", label: L("已拒绝", "Refused"), color: "danger" },
  { value: "REFUNDED", label: L("已退款", "Refunded"), color: "success" },
];

/** An unpaid order closes after this many minutes (reference domain §11). */
export const PAY_MINUTES = 15;

/**
 * The merchant answers a refund request within 7 days, or it is deemed approved: the seven
 * days 消费者权益保护法 §25 gives a seller to return the price, applied to refund requests
 * (the platform's rule; no statute sets a shorter one for tickets).
 */
export const REFUND_REPLY_DAYS = 7;

/** Yacht and sea tour operators in the registry (reference domain §3). */
export const YACHT_CATEGORY = 17000;

/** Hainan's pilot raised the rated passengers of trial yachts from 12 to 26 (reference domain §11). */
export const MAX_RATED_PASSENGERS = 26;

/**
 * Sailing hours (reference domain §11, Sanya's rules): no yacht leaves before 05:00, and every
 * trip — night trips included (05:00–07:00, 18:00–21:00) — is back in port by 22:00.
 */
export const SAIL_FROM = "05:00";
export const BACK_BY = "22:00";

export const YACHT_TRIP_STATES: readonly FieldOption[] = [
  { value: "ON_SALE", label: L("在售", "On sale"), color: "success" },
  { value: "OFF", label: L("停售", "Off sale"), color: "default" },
];
