// Opinions and suggestions (意见建议) from members and the public: the bureau replies, and may
// publish the question with its answer on the public page (/opinion). Submitted through the
// member centre and the public page only; the console works the queue.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "complaint.Opinion",
  title: L("意见建议", "Opinions"),
  table: "complaint_opinion",
  actions: ["index"],
  menu: { parent: "complaint", path: "complaint/opinion", icon: "message-square", weigh: 80, keepalive: true, grants: ["supervisor"] },
  jurisdiction: { field: "region_code" },
  quickSearch: ["title", "name"],
  defaultOrder: [["create_time", "desc"]],
  workflow: {
    field: "status",
    subject: L("意见建议", "opinion"),
    states: [
      { value: "SUBMITTED", label: L("待答复", "To answer"), color: "info" },
      { value: "REPLIED", label: L("已答复", "Answered"), color: "success" },
    ],
    record: { opinion: "reply" },
    trail: { entity: "complaint_opinion" },
    pending: ["SUBMITTED"],
    dashboard: ["SUBMITTED"],
    transitions: {
      reply: {
        label: L("答复", "Reply"),
        from: ["SUBMITTED", "REPLIED"],
        to: "REPLIED",
        by: "staff",
        stamp: ["reply_time"],
        opinion: { required: true, label: L("答复内容", "Reply"), message: L("请填写答复内容", "Write the reply") },
        done: L("已答复", "Replied"),
      },
      publish: { label: L("公开", "Publish"), from: ["REPLIED"], to: "REPLIED", by: "staff", stamp: ["publish_time"], done: L("已在公开页面发布", "Published on the public page") },
      unpublish: { label: L("取消公开", "Unpublish"), from: ["REPLIED"], to: "REPLIED", by: "staff", done: L("已取消公开", "No longer public") },
    },
  },
  fields: {
    id: idField,
    title: { kind: "string", label: L("标题", "Title"), rules: { required: true, max: 100 }, filter: ["LIKE"] },
    content: { kind: "textarea", label: L("内容", "Content"), rules: { required: true, max: 2000 }, list: false, filter: false },
    name: { kind: "string", label: L("提出人", "From"), rules: { max: 50 }, list: { width: 100 }, filter: ["LIKE", "eq"] },
    mobile: { kind: "string", label: L("手机号", "Mobile"), rules: { pattern: "mobile" }, pii: "phone", list: { hidden: true }, filter: false },
    email: { kind: "string", label: L("电子邮箱", "E-mail"), rules: { pattern: "email", max: 50 }, list: false, filter: false },
    region_code: { kind: "area", label: L("属地", "Area"), rules: { required: true }, list: { width: 150 } },
    status: { kind: "select", label: L("状态", "Status"), options: [
      { value: "SUBMITTED", label: L("待答复", "To answer"), color: "info" },
      { value: "REPLIED", label: L("已答复", "Answered"), color: "success" },
    ], list: { width: 100 }, filter: ["eq"] },
    reply: { kind: "textarea", label: L("答复", "Reply"), list: false, filter: false },
    replier_name: { kind: "string", label: L("答复人", "Replied by"), list: { hidden: true } },
    reply_time: { kind: "datetime", label: L("答复时间", "Replied"), list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    is_public: { kind: "switch", label: L("已公开", "Public"), options: [
      { value: "1", label: L("是", "Yes"), color: "success" },
      { value: "0", label: L("否", "No"), color: "default" },
    ], list: { width: 90 }, filter: ["eq"] },
    create_time: createTimeField,
  },
});
