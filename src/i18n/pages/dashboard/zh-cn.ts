import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  openMailSettings: "前往邮件设置",
  welcome: "欢迎使用文化和旅游市场监管执法平台。",
  figures: "数据概览",
  members: "会员总数",
  membersToday: "今日新增会员",
  admins: "管理员",
  logsToday: "今日操作",
  supervision: "监管待办",
  licencesExpired: "证照已过期",
  licencesExpiring: "30 天内到期证照",
  overdueCount: "超期 {count}",
  recentActivity: "最近操作",
};
export default zhCn;
