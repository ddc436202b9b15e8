import { L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { ruleFields } from "../rule-fields";

export default defineModule({
  key: "security.DataRecycle",
  title: L("数据回收规则", "Recycle rules"),
  table: "security_data_recycle",
  menu: { parent: "security", path: "security/dataRecycle", icon: "recycle", weigh: 100, keepalive: true },
  quickSearch: ["name", "controller_as", "data_table"],
  recycle: true,
  fields: ruleFields,
});
