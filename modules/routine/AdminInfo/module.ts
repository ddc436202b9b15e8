/** The signed-in admin's own profile (reference §6 routine/AdminInfo, always the caller). */
import { L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "routine.AdminInfo",
  title: L("个人资料", "My profile"),
  table: "admin",
  custom: true,
  actions: ["index", "edit"],
  menu: { parent: "routine", path: "routine/adminInfo", icon: "id-card", weigh: 90, keepalive: true, component: "routine/adminInfo", grants: ["supervisor", "operator", "enterprise"] },
  fields: {
    username: { kind: "string", label: L("用户名", "User name"), form: { readonly: true } },
    nickname: { kind: "string", label: L("昵称", "Nickname"), rules: { required: true, max: 50 } },
    avatar: { kind: "image", label: L("头像", "Avatar") },
    email: { kind: "string", label: L("电子邮箱", "E-mail"), rules: { pattern: "email", max: 50 } },
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" } },
    motto: { kind: "textarea", label: L("签名", "Motto"), rules: { max: 255 } },
    password: { kind: "password", label: L("新密码", "New password"), secret: true, form: { help: L("留空则不修改", "Leave blank to keep the current password") } },
  },
});
