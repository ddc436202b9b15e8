import { L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { ruleFields } from "../rule-fields";

export default defineModule({
  key: "security.SensitiveData",
  title: L("敏感数据规则", "Sensitive data rules"),
  table: "security_sensitive_data",
  menu: { parent: "security", path: "security/sensitiveData", icon: "eye-off", weigh: 98, keepalive: true },
  quickSearch: ["name", "controller_as", "data_table"],
  recycle: true,
  fields: {
    ...ruleFields,
    data_fields: {
      kind: "json",
      label: L("监控字段", "Watched fields"),
      rules: { required: true },
      list: true,
      form: { wide: true, help: L("字段名与说明，如 {\"mobile\":\"手机\"}", "Field names and titles, e.g. {\"mobile\":\"Mobile\"}") },
    },
  },
});
