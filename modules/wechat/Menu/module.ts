// The custom menu editor (its own console page): the rows are the buttons; saving checks
// WeChat's rules, publishing sends the menu to WeChat's menu/create and logs the outcome.
import { L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "wechat.Menu",
  title: L("自定义菜单", "Custom menu"),
  table: "wechat_menu",
  custom: true,
  actions: ["index"],
  extraActions: {
    save: { label: L("保存菜单", "Save the menu"), inList: false },
    publish: { label: L("发布到微信", "Publish to WeChat"), inList: false },
  },
  menu: { parent: "wechat", path: "wechat/menu", icon: "list-tree", weigh: 90, keepalive: true, component: "wechat/menu" },
  fields: {
    id: { kind: "integer", label: L("编号", "ID"), form: false },
    parent_id: { kind: "integer", label: L("上级", "Parent") },
    name: { kind: "string", label: L("名称", "Name"), rules: { required: true, max: 60 } },
    type: { kind: "string", label: L("类型", "Type") },
    menu_key: { kind: "string", label: L("KEY", "Key") },
    url: { kind: "string", label: L("链接", "URL") },
    appid: { kind: "string", label: L("小程序 AppID", "Mini program AppID") },
    pagepath: { kind: "string", label: L("小程序页面", "Mini program page") },
    media_id: { kind: "string", label: L("素材 media_id", "Media ID") },
    weigh: { kind: "integer", label: L("排序", "Order") },
  },
});
