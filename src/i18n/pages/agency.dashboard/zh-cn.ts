import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  figures: "概况",
  total: "持证旅行社",
  new: "本月新许可",
  cancelled: "本月注销",
  since: "自 {date} 起",
  byScope: "按业务范围",
  byCity: "按市县",
  guidesPerAgency: "各旅行社持证导游数（前 10）",
  credit: "信用等级分布",
  expiry: "已到期及 90 日内到期的许可证和保证金",
  licenceExpired: "许可证已到期",
  licenceExpiring: "许可证即将到期",
  depositExpired: "保函/保险已到期",
  depositExpiring: "保函/保险即将到期",
  note: "点击柱条可打开对应的名单。合同、游客数及投诉率等指标待平台记录这些数据后在此显示。",
  loadFailed: "看板加载失败。",
  retry: "重试",
};
export default zhCn;
