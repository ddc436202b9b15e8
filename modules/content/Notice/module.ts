// Notices from a bureau to an audience — every account, all staff, enterprises (all, chosen, by
// category or by area) or admin groups — with importance, attachments and an expiry. Publishing
// writes one receipt per recipient, so the bureau sees who has read each notice and who has not
// (page `content/receipts`) and can remind the unread by SMS or e-mail; every account reads its
// notices, unread first, in `content/inbox` and the header's bell.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { NOTICE_AUDIENCE_OPTIONS, NOTICE_IMPORTANCE_OPTIONS, NOTICE_STATE_OPTIONS } from "../options";
import { noticeWorkflow } from "./workflow";

const READERS = ["supervisor", "operator", "enterprise", "association"] as const;

export default defineModule({
  key: "content.Notice",
  title: L("通知公告", "Notices"),
  table: "content_notice",
  menu: {
    parent: "content",
    path: "content/notice",
    icon: "megaphone",
    weigh: 80,
    keepalive: true,
    grants: ["supervisor"],
    pages: [
      { path: "content/receipts", component: "content/receipts", title: L("阅读情况", "Read receipts"), icon: "list", hidden: true, grants: ["supervisor"] },
      { path: "content/inbox", component: "content/inbox", title: L("我的通知", "My notices"), icon: "bell", weigh: 60, grants: READERS },
    ],
  },
  workflow: noticeWorkflow,
  jurisdiction: { field: "region_code" },
  quickSearch: ["title"],
  fullText: ["title", "body"],
  recycle: true,
  pageSize: 20,
  form: { size: "xl", columns: 2 },
  defaultOrder: [["id", "desc"]],
  extraActions: {
    receipts: { label: L("阅读情况", "Read receipts"), icon: "list", open: "content/receipts" },
    remind: { label: L("提醒未读", "Remind the unread"), icon: "bell", inList: false },
  },
  fields: {
    id: idField,
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 120 }, english: "title_en", list: { width: 320 }, form: { wide: true } },
    title_en: { kind: "string", label: L("英文标题", "Title in English"), rules: { max: 200 }, list: false, form: { wide: true } },
    importance: { kind: "select", label: L("重要程度", "Importance"), options: NOTICE_IMPORTANCE_OPTIONS, default: "NORMAL", list: { width: 100 }, filter: ["eq", "IN"] },
    region_code: { kind: "area", label: L("发布单位地区", "Issued in"), default: 460000, list: { width: 130, hidden: true } },
    audience: { kind: "select", label: L("发送对象", "Audience"), options: NOTICE_AUDIENCE_OPTIONS, default: "ALL", list: { width: 130 }, filter: ["eq", "IN"] },
    audience_enterprises: {
      kind: "remoteMultiSelect",
      label: L("指定企业", "Chosen enterprises"),
      remote: { module: "enterprise.Enterprise", label: "name" },
      list: false,
      filter: false,
      form: { wide: true, when: { field: "audience", in: ["ENTERPRISES"] }, help: L("不选则发给全部企业", "Leave empty for every enterprise") },
    },
    audience_categories: {
      kind: "remoteMultiSelect",
      label: L("企业类别", "Enterprise categories"),
      remote: { module: "enterprise.Category", label: "name" },
      list: false,
      filter: false,
      form: { wide: true, when: { field: "audience", in: ["CATEGORY"] } },
    },
    audience_area: { kind: "area", label: L("地区", "Area"), list: false, filter: false, form: { when: { field: "audience", in: ["AREA"] } } },
    audience_groups: { kind: "remoteMultiSelect", label: L("角色组", "Groups"), remote: { module: "auth.Group", label: "name" }, list: false, filter: false, form: { wide: true, when: { field: "audience", in: ["GROUPS"] } } },
    public: { kind: "switch", label: L("在门户网站公开", "Shown on the public site"), options: [{ value: "0", label: L("否", "No") }, { value: "1", label: L("是", "Yes") }], default: "0", list: { width: 100 }, filter: ["eq"] },
    expire_time: { kind: "datetime", label: L("有效期至", "Expires"), list: { width: 170, hidden: true }, filter: ["RANGE"] },
    body: { kind: "richtext", label: L("正文", "Text"), rules: { required: true }, form: { wide: true } },
    body_en: { kind: "richtext", label: L("英文正文", "Text in English"), form: { wide: true } },
    attachments: { kind: "files", label: L("附件", "Attachments"), list: false, filter: false, form: { wide: true } },
    status: { kind: "select", label: L("状态", "Status"), options: NOTICE_STATE_OPTIONS, form: false, list: { width: 100 }, filter: ["eq", "IN"] },
    publish_time: { kind: "datetime", label: L("发布时间", "Published"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    recipients: { kind: "integer", label: L("接收人数", "Recipients"), form: false, list: { width: 100 }, filter: false },
    read_count: { kind: "integer", label: L("已读人数", "Read"), column: false, form: false, list: { width: 90 }, filter: false },
    create_time: createTimeField,
  },
});
