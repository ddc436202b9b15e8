// The vocabularies of complaints (reference domain §14.2), in both languages: types, sources,
// categories, respondents, the legal grounds for refusing a complaint (旅游投诉处理办法 §10,
// §15) and the results. Plain data, shared with the console and the member pages.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

export const COMPLAINT_TYPES: readonly FieldOption[] = [
  { value: "COMPLAINT", label: L("投诉", "Complaint"), color: "danger" },
  { value: "REPORT", label: L("举报", "Report"), color: "warning" },
  { value: "OPINION", label: L("意见建议", "Opinion"), color: "info" },
  { value: "CONSULT", label: L("咨询", "Enquiry"), color: "default" },
  { value: "PRAISE", label: L("表扬", "Praise"), color: "success" },
];

export const COMPLAINT_SOURCES: readonly FieldOption[] = [
  { value: "HOTLINE_12345", label: L("12345 热线转办", "12345 hotline transfer"), color: "primary" },
  { value: "PLATFORM_WEB", label: L("平台网站", "Platform website"), color: "info" },
  { value: "WECHAT", label: L("微信公众号", "WeChat"), color: "success" },
  { value: "PHONE", label: L("电话", "Phone"), color: "default" },
  { value: "VISIT", label: L("来访", "Visit"), color: "default" },
  { value: "LETTER", label: L("来信", "Letter"), color: "default" },
  { value: "TRANSFER_UPPER", label: L("上级转办", "Transferred from above"), color: "warning" },
  { value: "MEDIA", label: L("媒体", "Media"), color: "default" },
];

/** Sources staff enter in the console (the others arrive through the platform itself). */
export const STAFF_SOURCES = ["HOTLINE_12345", "PHONE", "VISIT", "LETTER", "TRANSFER_UPPER", "MEDIA", "WECHAT"] as const;

export const COMPLAINT_CATEGORIES: readonly FieldOption[] = [
  { value: "FORCED_SHOPPING", label: L("强迫购物", "Forced shopping") },
  { value: "ITINERARY_CHANGE", label: L("擅自变更行程", "Itinerary changed") },
  { value: "GUIDE_SERVICE", label: L("导游服务", "Guide service") },
  { value: "ACCOMMODATION", label: L("住宿", "Accommodation") },
  { value: "TRANSPORT", label: L("交通", "Transport") },
  { value: "TICKET_REFUND", label: L("退票退费", "Ticket refund") },
  { value: "PRICE_FRAUD", label: L("价格欺诈", "Price fraud") },
  { value: "SAFETY", label: L("安全", "Safety") },
  { value: "ILLEGAL_OPERATION", label: L("非法经营（黑社/黑导/黑车）", "Illegal operation") },
  { value: "LOW_PRICE", label: L("不合理低价", "Unreasonably low price") },
  { value: "ENVIRONMENT", label: L("环境卫生", "Environment and hygiene") },
  { value: "OTHER", label: L("其他", "Other") },
];

export const RESPONDENT_TYPES: readonly FieldOption[] = [
  { value: "ENTERPRISE", label: L("企业（名录内）", "Enterprise (registry)") },
  { value: "GUIDE", label: L("导游", "Guide") },
  { value: "DRIVER", label: L("司机", "Driver") },
  { value: "OTHER", label: L("其他（填写名称）", "Other (named)") },
];

/** Not acceptable under 旅游投诉处理办法 §10; the 90-day limit is also applied by itself at intake. */
export const REFUSE_GROUNDS: readonly FieldOption[] = [
  { value: "HANDLED_ELSEWHERE", label: L("已由法院、仲裁机构或其他行政管理部门受理或处理", "Already taken up by a court, an arbitration body or another authority") },
  { value: "ALREADY_HANDLED", label: L("已作处理且无新情况、新理由", "Already handled, with nothing new") },
  { value: "OUT_OF_REMIT", label: L("不属于旅游投诉处理机构职责范围或管辖范围", "Outside the remit or jurisdiction of tourism complaint bodies") },
  { value: "OVER_90_DAYS", label: L("超过旅游合同结束之日 90 天", "More than 90 days after the tour contract ended") },
  { value: "CONDITIONS_NOT_MET", label: L("不符合投诉受理条件", "The conditions for a complaint are not met") },
  { value: "OTHER_ECONOMIC", label: L("其他经济纠纷", "Another economic dispute") },
];

export const COMPLAINT_RESULTS: readonly FieldOption[] = [
  { value: "MEDIATED", label: L("调解成功", "Mediated"), color: "success" },
  { value: "MEDIATION_FAILED", label: L("终止调解", "Mediation ended without agreement"), color: "danger" },
  { value: "ON_SPOT", label: L("现场处理", "Solved on the spot"), color: "success" },
  { value: "REFUSED", label: L("不予受理", "Refused"), color: "default" },
  { value: "TRANSFERRED", label: L("转办", "Transferred"), color: "default" },
  { value: "WITHDRAWN", label: L("撤诉", "Withdrawn"), color: "default" },
];

export const NOTIFY_CHANNELS: readonly FieldOption[] = [
  { value: "sms", label: L("短信", "SMS") },
  { value: "email", label: L("电子邮件", "E-mail") },
  { value: "none", label: L("不通知", "No messages") },
];

export const YES_NO: readonly FieldOption[] = [
  { value: "1", label: L("是", "Yes"), color: "danger" },
  { value: "0", label: L("否", "No"), color: "default" },
];

export const SATISFACTION: readonly FieldOption[] = [
  { value: 5, label: L("非常满意", "Very satisfied"), color: "success" },
  { value: 4, label: L("满意", "Satisfied"), color: "success" },
  { value: 3, label: L("一般", "Neutral"), color: "default" },
  { value: 2, label: L("不满意", "Dissatisfied"), color: "warning" },
  { value: 1, label: L("非常不满意", "Very dissatisfied"), color: "danger" },
];

/** The days the law gives (旅游投诉处理办法 §15, §19, §21, §10). */
export const COMPLAINT_LIMITS = { acceptWorkingDays: 5, notifyWorkingDays: 5, replyDays: 10, resultDays: 60, contractDays: 90 } as const;

/** Complaints by four or more people on the same matter choose 1-3 representatives (§8). */
export const REPRESENTATIVES_FROM = 4;
export const MAX_REPRESENTATIVES = 3;
