import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "wechat.MenuPublish",
  title: L("菜单发布记录", "Menu publications"),
  table: "wechat_menu_publish",
  actions: ["index"],
  menu: { parent: "wechat", path: "wechat/menuPublish", icon: "file-clock", weigh: 80, keepalive: true },
  defaultOrder: [["id", "desc"]],
  fields: {
    id: idField,
    admin_id: { kind: "remoteSelect", label: L("发布人", "Published by"), remote: { module: "auth.Admin", label: "nickname" }, list: { width: 120 }, filter: ["eq"] },
    status: {
      kind: "select",
      label: L("结果", "Result"),
      options: [
        { value: "success", label: L("成功", "Published"), color: "success" },
        { value: "failed", label: L("失败", "Failed"), color: "danger" },
      ],
      list: { width: 90 },
      filter: ["eq"],
    },
    errcode: { kind: "integer", label: L("错误码", "Error code"), list: { width: 90 }, filter: ["eq"] },
    errmsg: { kind: "string", label: L("说明", "Message"), filter: ["LIKE"] },
    menu: { kind: "textarea", label: L("菜单 JSON", "Menu JSON"), list: { hidden: true }, filter: false },
    create_time: createTimeField,
  },
});
