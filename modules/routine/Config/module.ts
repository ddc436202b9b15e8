/** Grouped settings screen with its own routes (reference §6 routine/Config). */
import { idField, L, weighField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "routine.Config",
  title: L("系统配置", "Site configuration"),
  table: "config",
  custom: true,
  actions: ["index", "add", "edit", "del"],
  extraActions: { sendTestMail: { label: L("发送测试邮件", "Send a test mail") } },
  menu: {
    parent: "routine",
    path: "routine/config",
    icon: "sliders-horizontal",
    weigh: 100,
    keepalive: true,
    component: "routine/config",
    // The OpenAPI document of every call (server/routes/admin/api-document.ts): super admins only.
    pages: [{ path: "routine/apiDocument", component: "routine/apiDocument", title: L("接口文档", "API documentation"), icon: "code-2", weigh: 10, grants: [] }],
  },
  fields: {
    id: idField,
    name: { kind: "string", label: L("变量名", "Name"), rules: { required: true, max: 30 } },
    group: { kind: "select", label: L("分组", "Group"), rules: { required: true } },
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 50 }, english: "title_en" },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 50 } },
    tip: { kind: "string", label: L("提示", "Tip"), rules: { max: 100 }, english: "tip_en" },
    tip_en: { kind: "string", label: L("英文提示", "Tip in English"), rules: { max: 100 } },
    type: { kind: "select", label: L("类型", "Type"), rules: { required: true } },
    value: { kind: "textarea", label: L("值", "Value") },
    content: { kind: "textarea", label: L("选项", "Options") },
    rule: { kind: "string", label: L("校验规则", "Validation"), rules: { max: 100 } },
    weigh: weighField,
  },
});
