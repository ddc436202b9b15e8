import { L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "wechat.Config",
  title: L("公众号配置", "Account settings"),
  table: "wechat_config",
  actions: ["index", "edit"],
  menu: { parent: "wechat", path: "wechat/config", icon: "settings", weigh: 100, keepalive: true },
  form: { columns: 1 },
  fields: {
    id: { kind: "integer", label: L("编号", "ID"), form: false, list: { width: 70 } },
    app_id: { kind: "string", label: L("AppID", "AppID"), rules: { pattern: "wechatAppId" }, list: { width: 190 }, form: { help: L("公众号后台“设置与开发—基本配置”中的开发者 ID", "The developer ID under Settings and Development > Basic configuration") } },
    app_secret: { kind: "password", label: L("AppSecret", "AppSecret"), sensitive: true, form: { help: L("加密保存，不会回显；留空则不修改", "Stored encrypted and never shown again; leave blank to keep it") } },
    secret_hint: { kind: "string", label: L("AppSecret", "AppSecret"), column: false, form: false, filter: false, list: { width: 110 } },
    token: { kind: "string", label: L("令牌（Token）", "Token"), rules: { pattern: "wechatToken" }, sensitive: true, list: false, form: { help: L("3–32 位字母或数字，与公众号后台服务器配置一致；服务器地址为 https://本站域名/api/wechat/serve", "3–32 letters or digits, as in the account's server configuration; the server URL is https://<this site>/api/wechat/serve") } },
    encoding_aes_key: { kind: "string", label: L("消息加解密密钥（EncodingAESKey）", "EncodingAESKey"), rules: { pattern: "wechatAesKey" }, sensitive: true, list: false, form: { help: L("43 位字母或数字；安全模式和兼容模式需要", "43 letters or digits; needed for safe and compatible mode") } },
    message_mode: {
      kind: "select",
      label: L("消息加解密方式", "Message mode"),
      rules: { required: true },
      default: "plain",
      options: [
        { value: "plain", label: L("明文模式", "Plain") },
        { value: "compatible", label: L("兼容模式", "Compatible") },
        { value: "safe", label: L("安全模式（推荐）", "Safe (recommended)") },
      ],
      list: { width: 140 },
      filter: ["eq"],
    },
    api_base: { kind: "string", label: L("接口地址", "API address"), rules: { max: 255, pattern: "url" }, list: false, form: { help: L("留空使用 https://api.weixin.qq.com", "Blank for https://api.weixin.qq.com") } },
    update_time: updateTimeField,
  },
});
