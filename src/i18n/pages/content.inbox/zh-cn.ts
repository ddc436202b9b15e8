import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  title: "我的通知",
  unreadCount: "{count} 条未读",
  onlyUnread: "只看未读",
  empty: "暂无通知",
  unread: "未读",
  readAt: "{time} 已读",
  published: "{time} 发布",
  attachments: "附件",
  close: "关闭",
  previous: "上一页",
  next: "下一页",
  page: "第 {page} / {pages} 页",
  loadFailed: "通知加载失败。",
  retry: "重试",
  NORMAL: "一般",
  IMPORTANT: "重要",
  URGENT: "紧急",
};

export default zhCn;
