import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "auth.AdminLog",
  title: L("管理员日志", "Admin log"),
  table: "admin_log",
  menu: { parent: "auth", path: "auth/adminLog", icon: "scroll-text", weigh: 97, keepalive: true },
  actions: ["index"],
  quickSearch: ["title", "title_en", "username", "url"],
  pageSize: 20,
  fields: {
    id: idField,
    admin_id: { kind: "integer", label: L("管理员 ID", "Admin ID"), list: { width: 100 }, filter: ["eq", "IN"] },
    username: { kind: "string", label: L("用户名", "User name"), list: { width: 140 } },
    title: { kind: "string", label: L("标题", "Title"), english: "title_en" },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), list: { hidden: true } },
    method: { kind: "select", label: L("方法", "Method"), options: ["POST", "PUT", "DELETE"].map((m) => ({ value: m, label: L(m, m) })), list: { width: 90 } },
    url: { kind: "string", label: L("地址", "URL") },
    data: { kind: "json", label: L("请求数据", "Request data"), list: false, filter: false },
    ip: { kind: "string", label: L("IP", "IP"), list: { width: 130 }, filter: ["eq", "LIKE"] },
    useragent: { kind: "string", label: L("浏览器", "User agent"), list: { hidden: true } },
    create_time: createTimeField,
  },
});
