// Option lists of the guide modules (reference domain §6), shared by the declarations, the
// member centre's guide-card page, the public verification page and the console's card view.
import { L } from "@shared/module/labels";
import type { FieldOption } from "@shared/module/types";

/** Levels with the colours of the card (domain §6.1: grey, pink-beige, light yellow, gold). */
export const LEVEL_OPTIONS = [
  { value: "JUNIOR", label: L("初级", "Junior"), color: "default" },
  { value: "INTERMEDIATE", label: L("中级", "Intermediate"), color: "info" },
  { value: "SENIOR", label: L("高级", "Senior"), color: "warning" },
  { value: "SPECIAL", label: L("特级", "Special grade"), color: "primary" },
] as const satisfies readonly FieldOption[];

/**
 * Background, ink and header band of the card by level (the colours the card itself carries);
 * the band is dark enough for white text (WCAG AA).
 */
export const LEVEL_CARD_COLOURS: Record<string, { background: string; ink: string; band: string }> = {
  JUNIOR: { background: "#e7e9ec", ink: "#1f2630", band: "#4b5563" },
  INTERMEDIATE: { background: "#f6dcd3", ink: "#3d2019", band: "#8c4532" },
  SENIOR: { background: "#fbf0b8", ink: "#362c04", band: "#6f5905" },
  SPECIAL: { background: "#f0cf6b", ink: "#2e2100", band: "#5f4600" },
};

export const CARD_STATUS_OPTIONS = [
  { value: "VALID", label: L("有效", "Valid"), color: "success" },
  { value: "EXPIRING", label: L("即将到期", "Expiring"), color: "warning" },
  { value: "EXPIRED", label: L("已过期", "Expired"), color: "danger" },
  { value: "SUSPENDED", label: L("暂扣", "Suspended"), color: "warning" },
  { value: "REVOKED", label: L("吊销", "Revoked"), color: "danger" },
  { value: "CANCELLED", label: L("注销", "Cancelled"), color: "default" },
] as const satisfies readonly FieldOption[];

/** Statuses that end with the card's dates (the tick keeps them current); the others are set by staff. */
export const DATED_CARD_STATUSES = ["VALID", "EXPIRING", "EXPIRED"] as const;

/** Languages guides lead tours in (the exam's languages first). */
export const LANGUAGE_OPTIONS = [
  { value: "zh", label: L("中文", "Chinese") },
  { value: "en", label: L("英语", "English") },
  { value: "ja", label: L("日语", "Japanese") },
  { value: "ru", label: L("俄语", "Russian") },
  { value: "fr", label: L("法语", "French") },
  { value: "de", label: L("德语", "German") },
  { value: "es", label: L("西班牙语", "Spanish") },
  { value: "ko", label: L("朝鲜语/韩语", "Korean") },
  { value: "th", label: L("泰语", "Thai") },
  { value: "vi", label: L("越南语", "Vietnamese") },
  { value: "ms", label: L("马来语", "Malay") },
  { value: "id", label: L("印尼语", "Indonesian") },
  { value: "ar", label: L("阿拉伯语", "Arabic") },
  { value: "it", label: L("意大利语", "Italian") },
  { value: "pt", label: L("葡萄牙语", "Portuguese") },
] as const satisfies readonly FieldOption[];

/** The 56 ethnic groups by their GB/T 3304 codes. */
export const ETHNICITY_OPTIONS: readonly FieldOption[] = (
  [
    ["汉族", "Han"], ["蒙古族", "Mongol"], ["回族", "Hui"], ["藏族", "Tibetan"], ["维吾尔族", "Uyghur"], ["苗族", "Miao"], ["彝族", "Yi"],
    ["壮族", "Zhuang"], ["布依族", "Bouyei"], ["朝鲜族", "Korean"], ["满族", "Manchu"], ["侗族", "Dong"], ["瑶族", "Yao"], ["白族", "Bai"],
    ["土家族", "Tujia"], ["哈尼族", "Hani"], ["哈萨克族", "Kazakh"], ["傣族", "Dai"], ["黎族", "Li"], ["傈僳族", "Lisu"], ["佤族", "Va"],
    ["畲族", "She"], ["高山族", "Gaoshan"], ["拉祜族", "Lahu"], ["水族", "Sui"], ["东乡族", "Dongxiang"], ["纳西族", "Naxi"], ["景颇族", "Jingpo"],
    ["柯尔克孜族", "Kyrgyz"], ["土族", "Tu"], ["达斡尔族", "Daur"], ["仫佬族", "Mulao"], ["羌族", "Qiang"], ["布朗族", "Blang"], ["撒拉族", "Salar"],
    ["毛南族", "Maonan"], ["仡佬族", "Gelao"], ["锡伯族", "Xibe"], ["阿昌族", "Achang"], ["普米族", "Pumi"], ["塔吉克族", "Tajik"], ["怒族", "Nu"],
    ["乌孜别克族", "Uzbek"], ["俄罗斯族", "Russian"], ["鄂温克族", "Evenki"], ["德昂族", "De'ang"], ["保安族", "Bonan"], ["裕固族", "Yugur"],
    ["京族", "Gin"], ["塔塔尔族", "Tatar"], ["独龙族", "Derung"], ["鄂伦春族", "Oroqen"], ["赫哲族", "Hezhen"], ["门巴族", "Monba"],
    ["珞巴族", "Lhoba"], ["基诺族", "Jino"],
  ] as const
).map(([zh, en], i) => ({ value: String(i + 1).padStart(2, "0"), label: L(zh, en) }));

export const AFFILIATION_TYPE_OPTIONS = [
  { value: "AGENCY", label: L("旅行社", "Travel agency") },
  { value: "ASSOCIATION", label: L("行业组织（协会/导游服务中心）", "Association or guide service centre") },
] as const satisfies readonly FieldOption[];

export const APPLICATION_KIND_OPTIONS = [
  { value: "NEW", label: L("首次申领", "New card"), color: "primary" },
  { value: "RENEWAL", label: L("换发（到期换证）", "Renewal"), color: "info" },
  { value: "CHANGE", label: L("变更执业单位", "Change of affiliation"), color: "warning" },
  { value: "CANCEL", label: L("注销", "Cancellation"), color: "default" },
] as const satisfies readonly FieldOption[];

export const APPLICATION_STATE_OPTIONS = [
  { value: "DRAFT", label: L("草稿", "Draft"), color: "default" },
  { value: "AFFILIATION_PENDING", label: L("待单位确认", "Awaiting affiliate"), color: "info" },
  { value: "SUBMITTED", label: L("待受理", "To accept"), color: "info" },
  { value: "UNDER_REVIEW", label: L("审核中", "Under review"), color: "primary" },
  { value: "RETURNED", label: L("退回补正", "Returned"), color: "warning" },
  { value: "APPROVED", label: L("已发证", "Card issued"), color: "success" },
  { value: "REJECTED", label: L("不予通过", "Rejected"), color: "danger" },
  { value: "DECLINED", label: L("单位不予确认", "Declined by affiliate"), color: "danger" },
  { value: "WITHDRAWN", label: L("已撤回", "Withdrawn"), color: "default" },
] as const satisfies readonly FieldOption[];

/** States in which an application still runs (a member has at most one). */
export const OPEN_APPLICATION_STATES = ["DRAFT", "AFFILIATION_PENDING", "SUBMITTED", "UNDER_REVIEW", "RETURNED"] as const;

/** 导游管理办法: affiliate 5 working days, missing materials 5, decision 10; cards last 3 years, renewal in the last 3 months. */
export const GUIDE_RULES = { confirmDays: 5, notifyDays: 5, decideDays: 10, cardYears: 3, renewalMonths: 3 } as const;
