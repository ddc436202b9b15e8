import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  title: "阅读情况",
  recipients: "共 {count} 位接收人",
  read: "已读（{count}）",
  unread: "未读（{count}）",
  name: "账号",
  enterprise: "所属企业",
  readTime: "阅读时间",
  reminded: "提醒次数",
  lastReminded: "最近提醒",
  remind: "提醒未读",
  remindConfirm: "向 {count} 位未读人员发送短信或邮件提醒？",
  none: "无",
  staff: "工作人员",
  back: "返回通知列表",
  notFound: "通知不存在",
  notFoundText: "该通知不存在或不在您的辖区内。",
  retry: "重试",
};

export default zhCn;
