/** The generator screen; its own routes (lookups, generate). Rows are the live generated modules. */
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "crud.Crud",
  title: L("代码生成", "Code generator"),
  table: "crud_module",
  custom: true,
  actions: ["index"],
  extraActions: { generate: { label: L("生成模块", "Generate a module") } },
  menu: { parent: "crud", path: "crud/crud", icon: "code-2", weigh: 100, keepalive: true, component: "crud/crud" },
  fields: {
    id: idField,
    key: { kind: "string", label: L("控制器", "Controller"), rules: { required: true, max: 60 } },
    table_name: { kind: "string", label: L("数据表", "Table"), rules: { required: true, max: 63 } },
    created_table: { kind: "switch", label: L("生成器建表", "Table created by the generator"), form: false },
    log_id: { kind: "integer", label: L("生成记录", "Log entry"), form: false },
    create_time: createTimeField,
  },
});
