import { createTimeField, idField, L, statusField, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

const typed = (...types: string[]) => ({ field: "reply_type", in: types });

export default defineModule({
  key: "wechat.AutoReply",
  title: L("自动回复", "Automatic replies"),
  table: "wechat_auto_reply",
  menu: { parent: "wechat", path: "wechat/autoReply", icon: "message-square", weigh: 85, keepalive: true },
  quickSearch: ["rule_name", "keywords"],
  defaultOrder: [["priority", "desc"], ["id", "asc"]],
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: idField,
    kind: {
      kind: "select",
      label: L("回复类型", "Kind"),
      rules: { required: true },
      default: "keyword",
      options: [
        { value: "subscribe", label: L("被关注回复", "On subscribe") },
        { value: "keyword", label: L("关键词回复", "Keyword") },
        { value: "default", label: L("收到消息回复", "Default") },
      ],
      list: { width: 120 },
      filter: ["eq"],
    },
    rule_name: { kind: "string", label: L("规则名称", "Rule"), rules: { required: true, max: 60 }, list: { width: 160 } },
    keywords: {
      kind: "tags",
      label: L("关键词", "Keywords"),
      rules: { max: 30 },
      form: { when: { field: "kind", in: ["keyword"] }, help: L("可填多个；菜单点击事件按菜单 KEY 匹配", "Several allowed; a menu click matches by the button's key") },
    },
    match_mode: {
      kind: "radio",
      label: L("匹配方式", "Match"),
      default: "exact",
      options: [
        { value: "exact", label: L("全匹配", "Exact") },
        { value: "contains", label: L("半匹配（包含）", "Contains") },
      ],
      list: { width: 100 },
      filter: ["eq"],
      form: { when: { field: "kind", in: ["keyword"] } },
    },
    reply_type: {
      kind: "select",
      label: L("回复内容", "Reply with"),
      rules: { required: true },
      default: "text",
      options: [
        { value: "text", label: L("文字", "Text") },
        { value: "image", label: L("图片", "Image") },
        { value: "news", label: L("图文", "News") },
        { value: "miniprogram", label: L("小程序卡片", "Mini program card") },
      ],
      list: { width: 110 },
      filter: ["eq"],
    },
    content: { kind: "textarea", label: L("文字内容", "Text"), rules: { max: 600 }, form: { wide: true, when: typed("text") } },
    media_id: { kind: "string", label: L("素材 media_id", "Media ID"), rules: { max: 128 }, list: false, form: { when: typed("image", "miniprogram"), help: L("图片素材；小程序卡片为封面图素材", "The image material; for a mini program card its cover") } },
    title: { kind: "string", label: L("标题", "Title"), rules: { max: 64 }, list: false, form: { when: typed("news", "miniprogram") } },
    description: { kind: "string", label: L("摘要", "Summary"), rules: { max: 120 }, list: false, form: { when: typed("news") } },
    url: { kind: "string", label: L("图文链接", "Link"), rules: { max: 255, pattern: "url" }, list: false, form: { when: typed("news") } },
    pic_url: { kind: "string", label: L("封面图链接", "Cover image URL"), rules: { max: 255, pattern: "url" }, list: false, form: { when: typed("news") } },
    appid: { kind: "string", label: L("小程序 AppID", "Mini program AppID"), rules: { pattern: "wechatAppId" }, list: false, form: { when: typed("miniprogram") } },
    pagepath: { kind: "string", label: L("小程序页面", "Mini program page"), rules: { max: 128 }, list: false, form: { when: typed("miniprogram") } },
    priority: { kind: "integer", label: L("优先级", "Priority"), rules: { min: 0, max: 9999 }, default: 0, list: { width: 90, sortable: true }, form: { help: L("数字大的先匹配", "Higher numbers are matched first") } },
    status: statusField,
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
