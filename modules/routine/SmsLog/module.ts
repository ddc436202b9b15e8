import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "routine.SmsLog",
  title: L("短信记录", "SMS log"),
  table: "sms_log",
  actions: ["index"],
  menu: { parent: "routine", path: "routine/smsLog", icon: "message-square", weigh: 70, keepalive: true },
  quickSearch: ["mobile", "content"],
  defaultOrder: [["id", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    mobile: { kind: "string", label: L("手机号", "Mobile"), list: { width: 130 }, filter: ["eq", "LIKE"], pii: "phone" },
    template_code: { kind: "string", label: L("模板", "Template"), list: { width: 170 }, filter: ["eq", "LIKE"] },
    content: { kind: "textarea", label: L("内容", "Content"), filter: ["LIKE"] },
    driver: { kind: "string", label: L("通道", "Driver"), list: { width: 90 }, filter: ["eq"] },
    status: {
      kind: "select",
      label: L("状态", "Status"),
      options: [
        { value: "sent", label: L("已发送", "Sent"), color: "success" },
        { value: "failed", label: L("失败", "Failed"), color: "danger" },
      ],
      list: { width: 90 },
      filter: ["eq"],
    },
    error: { kind: "string", label: L("错误", "Error"), list: { hidden: true }, filter: false },
    provider_msg_id: { kind: "string", label: L("服务商消息 ID", "Provider message ID"), list: { hidden: true, width: 160 }, filter: ["eq"] },
    user_id: { kind: "integer", label: L("会员 ID", "Member ID"), list: { hidden: true, width: 90 }, filter: ["eq"] },
    ip: { kind: "string", label: L("IP", "IP"), list: { width: 130, hidden: true }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
