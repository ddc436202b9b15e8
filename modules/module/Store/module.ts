// The module store page (its own console page): packages on offer and installed, with install,
// disable/enable and uninstall (keeping or purging the tables).
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "module.Store",
  title: L("模块市场", "Module store"),
  table: "store_module",
  custom: true,
  actions: ["index"],
  extraActions: {
    install: { label: L("安装", "Install"), inList: false },
    disable: { label: L("停用", "Disable"), inList: false },
    enable: { label: L("启用", "Enable"), inList: false },
    uninstall: { label: L("卸载", "Uninstall"), inList: false },
  },
  menu: { parent: "module", path: "module/store", icon: "store", weigh: 100, keepalive: true, component: "module/store" },
  fields: {
    id: idField,
    name: { kind: "string", label: L("模块", "Package"), rules: { required: true, max: 40 } },
    title: { kind: "string", label: L("名称", "Title"), rules: { required: true, max: 60 } },
    version: { kind: "string", label: L("版本", "Version"), rules: { required: true, max: 20 } },
    status: { kind: "string", label: L("状态", "Status") },
    create_time: createTimeField,
  },
});
