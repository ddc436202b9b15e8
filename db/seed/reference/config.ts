// Site configuration rows created on first start. Later features add their own rows here;
// the seed only inserts names that are missing, so admins' edits are never overwritten.
import type { config } from "@db/schema";

type ConfigInsert = typeof config.$inferInsert;

export const configGroups = [
  { key: "basics", value: "基础配置", value_en: "Basics" },
  { key: "security", value: "登录与安全", value_en: "Login and security" },
  { key: "mail", value: "邮件配置", value_en: "Mail" },
  { key: "upload", value: "上传配置", value_en: "Upload" },
  { key: "member", value: "会员配置", value_en: "Members" },
];

export const referenceConfig: ConfigInsert[] = [
  {
    name: "config_group",
    group: "basics",
    title: "配置分组",
    title_en: "Config groups",
    type: "array",
    value: JSON.stringify(configGroups),
    weigh: -1,
  },
  {
    name: "site_name",
    group: "basics",
    title: "站点名称",
    title_en: "Site name",
    type: "string",
    value: "海南省文化和旅游市场监管执法平台",
    rule: "required",
    weigh: 99,
  },
  {
    name: "site_name_en",
    group: "basics",
    title: "英文站点名称",
    title_en: "Site name in English",
    type: "string",
    value: "Hainan Culture and Tourism Market Supervision and Enforcement Platform",
    weigh: 98,
  },
  { name: "record_number", group: "basics", title: "备案号", title_en: "Record number (ICP)", type: "string", value: "琼ICP备00000000号", weigh: 97 },
  { name: "version", group: "basics", title: "版本号", title_en: "Version", type: "string", value: "v1.0.0", weigh: 96 },
  { name: "time_zone", group: "basics", title: "时区", title_en: "Time zone", type: "string", value: "Asia/Shanghai", weigh: 95 },
  {
    name: "no_access_ip",
    group: "security",
    title: "禁止访问的 IP",
    title_en: "Blocked IPs",
    tip: "每行一个 IP 或 CIDR 网段",
    tip_en: "One IP address or CIDR range per line",
    type: "textarea",
    value: "",
    weigh: 80,
  },
  {
    name: "admin_login_captcha",
    group: "security",
    title: "后台登录验证码",
    title_en: "Captcha on admin login",
    type: "switch",
    value: "1",
    weigh: 79,
  },
  {
    name: "user_login_captcha",
    group: "security",
    title: "会员登录验证码",
    title_en: "Captcha on member login",
    type: "switch",
    value: "1",
    weigh: 78,
  },
  {
    name: "open_member_center",
    group: "member",
    title: "开放会员中心",
    title_en: "Member centre open",
    type: "switch",
    value: "1",
    weigh: 70,
  },
  {
    name: "account_verification",
    group: "member",
    title: "注册与找回方式",
    title_en: "Registration and recovery by",
    tip: "会员可通过哪些方式注册、找回密码",
    tip_en: "How members register and recover their password",
    type: "checkbox",
    value: JSON.stringify(["email", "mobile"]),
    content: JSON.stringify({ email: "电子邮箱", mobile: "手机号" }),
    weigh: 69,
  },
];
