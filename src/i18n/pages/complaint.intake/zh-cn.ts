// 登记投诉页面的文字。
import type en from "./en";
import type { Translation } from "@shared/i18n";

export default {
  intro: "登记 12345 热线转办、电话、来访、来信等渠道收到的投诉。投诉人将通过短信或邮件收到投诉编号和查询码。",
  sectionSource: "来源",
  sectionComplainant: "投诉人",
  sectionRespondent: "被投诉方",
  sectionIncident: "投诉事项",
  sectionEvidence: "证据材料",
  searchRespondent: "在企业名录中查找",
  searchRespondentHint: "输入企业名称中的至少两个字。",
  noMatch: "未找到企业。",
  chosen: "已选择：{name}",
  city: "市县",
  district: "区（可选）",
  province: "投诉人所在省份",
  representativesHint: "四人以上共同投诉的，推选 1 至 3 名代表，以逗号分隔。",
  uploadEvidence: "添加文件",
  uploading: "上传中…",
  submit: "登记",
  registered: "已登记，编号 {no}，投诉人查询码 {code}",
  openCase: "办理此投诉",
  another: "继续登记",
  choose: "—",
} satisfies Translation<typeof en>;
