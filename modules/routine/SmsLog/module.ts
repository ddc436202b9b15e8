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
    mobile: { kind: "string", label: L("手机号", "Mobile"), list: { width: 130 }, filter: ["eq", "LIKE"] },
    template_code: {
      kind: "select",
      label: L("模板", "Template"),
      options: [
        { value: "user_register", label: L("注册", "Register") },
        { value: "user_change_mobile", label: L("更换手机号", "Change mobile") },
        { value: "user_retrieve_pwd", label: L("找回密码", "Retrieve password") },
        { value: "user_mobile_verify", label: L("身份验证", "Verify") },
      ],
      list: { width: 130 },
      filter: ["eq"],
    },
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
    user_id: { kind: "integer", label: L("会员 ID", "Member ID"), list: { hidden: true, width: 90 }, filter: ["eq"] },
    ip: { kind: "string", label: L("IP", "IP"), list: { width: 130, hidden: true }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
