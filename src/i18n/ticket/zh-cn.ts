import type { ticketEn } from "./en";

export const ticketZhCn: Record<keyof typeof ticketEn, string> = {
  boardTitle: "景区门票价格公示",
  boardSubtitle: "海南省 A 级旅游景区经备案并公示的现行门票价格。提高门票价格须提前六个月公布；联票价格不高于各单项门票价格之和。",
  boardLoading: "正在加载价格…",
  boardEmpty: "暂无公示的门票价格。",
  boardFailed: "价格暂时无法加载，请稍后再试。",
  boardToday: "价格以 {date} 执行的为准。",
  ticket: "票种",
  name: "票名",
  price: "价格（元）",
  pricing: "定价方式",
  document: "批复文号",
  since: "执行日期",
  freePolicy: "免票及优惠政策",
  filter: "按景区名称筛选",
  spots: "{count} 个景区",
};
