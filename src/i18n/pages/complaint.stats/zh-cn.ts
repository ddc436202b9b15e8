// 控制台投诉统计的文字。
import type en from "./en";
import type { Translation } from "@shared/i18n";

export default {
  title: "投诉处理",
  total: "投诉总数",
  open: "办理中",
  overdue: "超期未办",
  onTimeRate: "按时办结率",
  satisfaction: "满意度",
  byBureau: "各单位办理情况",
  byRespondent: "被投诉较多的经营者",
  bureau: "承办单位",
  respondent: "被投诉方",
  count: "投诉件数",
  concluded: "已办结",
  rate: "按时办结率",
  score: "满意度（评价数）",
  supervised: "省厅督办事项",
  supervisedEmpty: "暂无督办事项。",
  deadline: "督办期限",
  overdueTag: "已超期",
  none: "—",
  openAll: "进入投诉列表",
} satisfies Translation<typeof en>;
