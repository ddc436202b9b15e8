import type en from "./en";

const zhCn: Record<keyof typeof en, string> = {
  period: "近 30 天：{from} 至 {to}。",
  figures: "概览",
  paid: "收款（元）",
  refunded: "退款（元）",
  refundCount: "退款笔数",
  rate: "退款率",
  trend: "每日收款与退款",
  merchants: "商家退款率（按退款金额排序）",
  table: "按商家与订单类型",
  merchant: "商家 / 类型",
  loadFailed: "统计数据加载失败。",
  refresh: "刷新",
  retry: "重试",
};

export default zhCn;
