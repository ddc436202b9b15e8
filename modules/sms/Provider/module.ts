import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "sms.Provider",
  title: L("短信服务商", "SMS providers"),
  table: "sms_provider",
  menu: { parent: "sms", path: "sms/provider", icon: "smartphone", weigh: 90, keepalive: true },
  quickSearch: ["name", "sign_name"],
  defaultOrder: [["is_default", "desc"], ["id", "asc"]],
  recycle: true,
  form: { columns: 2 },
  extraActions: {
    sendTest: {
      label: L("发送测试短信", "Send a test message"),
      icon: "send",
      confirm: L("通过所选服务商向您账户绑定的手机号发送一条测试短信？", "Send a test message through the selected provider to the mobile number of your account?"),
    },
  },
  fields: {
    id: idField,
    name: { kind: "string", label: L("名称", "Name"), rules: { required: true, max: 50 }, unique: true },
    vendor: {
      kind: "select",
      label: L("服务商", "Vendor"),
      rules: { required: true },
      default: "log",
      form: { edit: false, help: L("添加后不能更改；换服务商请新增一条", "Fixed once added; add another provider to change vendor") },
      options: [
        { value: "aliyun", label: L("阿里云短信", "Aliyun SMS") },
        { value: "tencent", label: L("腾讯云短信", "Tencent Cloud SMS") },
        { value: "log", label: L("仅记录（不外发）", "Log only (nothing sent)") },
      ],
      list: { width: 130 },
      filter: ["eq"],
    },
    access_key_id: {
      kind: "string",
      label: L("AccessKey ID / SecretId", "AccessKey ID / SecretId"),
      rules: { max: 64 },
      sensitive: true,
      list: false,
      form: { when: { field: "vendor", in: ["aliyun", "tencent"] } },
    },
    access_key_secret: {
      kind: "password",
      label: L("AccessKey Secret / SecretKey", "AccessKey Secret / SecretKey"),
      sensitive: true,
      form: { when: { field: "vendor", in: ["aliyun", "tencent"] }, help: L("加密保存，不会回显；编辑时留空则不修改", "Stored encrypted and never shown again; leave blank to keep it") },
    },
    secret_hint: {
      kind: "string",
      label: L("密钥", "Secret"),
      column: false,
      form: false,
      filter: false,
      list: { width: 110 },
    },
    sdk_app_id: { kind: "string", label: L("SmsSdkAppId", "SmsSdkAppId"), rules: { max: 32 }, list: false, form: { when: { field: "vendor", in: ["tencent"] } } },
    sign_name: {
      kind: "string",
      label: L("短信签名", "Signature"),
      rules: { max: 30 },
      list: { width: 160 },
      form: { when: { field: "vendor", in: ["aliyun", "tencent"] }, help: L("在服务商处报备的签名，不含【】", "The signature registered with the vendor, without 【】") },
    },
    region: { kind: "string", label: L("地域", "Region"), rules: { max: 30 }, list: false, form: { when: { field: "vendor", in: ["aliyun", "tencent"] }, help: L("阿里云默认 cn-hangzhou，腾讯云默认 ap-guangzhou", "Aliyun: cn-hangzhou by default; Tencent Cloud: ap-guangzhou") } },
    endpoint: { kind: "string", label: L("接口地址", "API address"), rules: { max: 255, pattern: "url" }, list: false, form: { when: { field: "vendor", in: ["aliyun", "tencent"] }, help: L("留空使用服务商公网地址", "Blank for the vendor's public address") } },
    is_default: {
      kind: "switch",
      label: L("默认", "Default"),
      options: [
        { value: "0", label: L("否", "No") },
        { value: "1", label: L("是", "Yes"), color: "success" },
      ],
      list: { width: 80 },
      filter: ["eq"],
    },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
