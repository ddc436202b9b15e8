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
  contracts: "近 12 个月签约合同数（前 10）",
  tourists: "近 12 个月签约游客人数（前 10）",
  complaintRate: "近 12 个月每千名游客投诉数（前 10）",
  complaintRateNote: "统计自 {date} 起游客不少于 {min} 人的旅行社；点击柱条可打开所计的投诉。",
  rateTip: "投诉 {complaints} 件 / 游客 {tourists} 人",
  none: "本期暂无数据。",
  note: "点击柱条可打开对应的名单。合同和游客数统计自 {date} 起签署、且处于已签署、行程中、已完成或行程中解除状态的合同。",
  loadFailed: "看板加载失败。",
  retry: "重试",
};
export default zhCn;
