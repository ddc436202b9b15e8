import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "sms.Template",
  title: L("短信模板", "SMS templates"),
  table: "sms_template",
  menu: { parent: "sms", path: "sms/template", icon: "file-text", weigh: 80, keepalive: true },
  quickSearch: ["template_key", "name", "content"],
  defaultOrder: [["id", "asc"]],
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: idField,
    template_key: {
      kind: "string",
      label: L("模板标识", "Template key"),
      rules: { required: true, max: 50 },
      unique: true,
      list: { width: 190 },
      form: { help: L("平台按标识发送，如 user_register、complaint_received", "The platform sends by this key, e.g. user_register, complaint_received") },
    },
    name: { kind: "string", label: L("名称", "Name"), rules: { required: true, max: 50 }, english: "name_en", list: { width: 160 } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 80 }, list: false },
    content: {
      kind: "textarea",
      label: L("模板内容", "Text"),
      rules: { required: true, max: 500 },
      english: "content_en",
      form: { wide: true, help: L("变量写作 ${code}，按出现顺序对应腾讯云模板的 {1}、{2}…；签名由服务商添加，不要写在内容里", "Variables as ${code}, in the order of Tencent Cloud's {1}, {2}…; the provider adds the signature, leave it out") },
    },
    content_en: { kind: "textarea", label: L("英文内容", "Text in English"), rules: { max: 500 }, list: false, form: { wide: true } },
    variables: { kind: "string", label: L("变量顺序", "Variables in order"), form: false, list: { width: 160 }, filter: ["LIKE"] },
    aliyun_code: { kind: "string", label: L("阿里云模板 CODE", "Aliyun template code"), rules: { max: 50 }, list: { width: 150 } },
    tencent_id: { kind: "string", label: L("腾讯云模板 ID", "Tencent template ID"), rules: { max: 30 }, list: { width: 130 } },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
