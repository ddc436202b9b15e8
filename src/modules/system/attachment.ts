// Uploaded files (reference §6 routine/Attachment): what was uploaded, where it is stored, by
// whom; images show as thumbnails, other files as their suffix icon.
import { createTimeField, idField, L } from "../labels";
import { defineModule } from "../types";

export const attachmentModule = defineModule({
  key: "routine.Attachment",
  title: L("附件管理", "Attachments"),
  table: "attachment",
  menu: { parent: "routine", path: "routine/attachment", icon: "paperclip", weigh: 85, keepalive: true, grants: ["operator"] },
  actions: ["index", "edit", "del"],
  quickSearch: ["name", "sha1"],
  defaultOrder: [["last_upload_time", "desc"]],
  pageSize: 20,
  fields: {
    id: idField,
    url: { kind: "file", label: L("文件", "File"), form: false, filter: false, list: { width: 90 } },
    name: { kind: "string", label: L("原始名称", "Original name"), rules: { required: true, max: 100 }, list: { sortable: true } },
    topic: { kind: "string", label: L("分类", "Topic"), form: false, filter: ["eq", "LIKE"], list: { width: 110 } },
    mimetype: {
      kind: "string",
      label: L("文件类型", "Type"),
      form: false,
      filter: ["LIKE", "eq"],
      list: { width: 150 },
    },
    size: { kind: "integer", label: L("大小（字节）", "Size (bytes)"), form: false, list: { sortable: true, width: 120 }, filter: ["RANGE", "gt", "lt"] },
    width: { kind: "integer", label: L("宽度", "Width"), form: false, list: { hidden: true }, filter: false },
    height: { kind: "integer", label: L("高度", "Height"), form: false, list: { hidden: true }, filter: false },
    storage: {
      kind: "select",
      label: L("存储方式", "Storage"),
      options: [
        { value: "local", label: L("本地", "Local"), color: "default" },
        { value: "s3", label: L("S3 兼容存储", "S3-compatible"), color: "info" },
      ],
      form: false,
      filter: ["eq"],
      list: { width: 110 },
    },
    admin_id: {
      kind: "remoteSelect",
      label: L("上传管理员", "Uploaded by admin"),
      remote: { module: "auth.Admin", label: "username" },
      form: false,
      filter: ["eq"],
      list: { width: 120 },
    },
    user_id: {
      kind: "remoteSelect",
      label: L("上传会员", "Uploaded by member"),
      remote: { module: "user.User", label: "username" },
      form: false,
      filter: ["eq"],
      list: { width: 120 },
    },
    quote: { kind: "integer", label: L("上传次数", "Uploads"), form: false, list: { width: 90, sortable: true, hidden: true }, filter: false },
    sha1: { kind: "string", label: L("SHA-1", "SHA-1"), form: false, filter: ["eq"], list: { hidden: true } },
    last_upload_time: { kind: "datetime", label: L("最后上传", "Last uploaded"), form: false, list: { sortable: true, width: 170 }, filter: ["RANGE"] },
    create_time: { ...createTimeField, list: { sortable: true, width: 170, hidden: true } },
  },
});
