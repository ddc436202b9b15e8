// Evidence files of complaints (证据): append-only. Files are added from the case page, the member
// centre and at intake; none is ever changed or deleted — the module has no edit or delete
// action and no recycle bin, the table's triggers refuse UPDATE and DELETE, and the files it
// points at count as in use, so deleting their attachment rows keeps the files. It has no
// routes of its own (`custom`): evidence is read on the case page and added by the complaint's
// own actions, within the complaint's jurisdiction.
import { createTimeField, idField, L } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";

export default defineModule({
  key: "complaint.Evidence",
  title: L("投诉证据", "Complaint evidence"),
  table: "complaint_evidence",
  custom: true,
  jurisdiction: { via: "complaint_id", module: "complaint.Complaint" },
  defaultOrder: [["id", "desc"]],
  fields: {
    id: idField,
    complaint_id: { kind: "remoteSelect", label: L("投诉", "Complaint"), remote: { module: "complaint.Complaint", label: "complaint_no" }, filter: ["eq"] },
    url: { kind: "file", label: L("文件", "File") },
    name: { kind: "string", label: L("文件名", "File name"), filter: ["LIKE"] },
    size: { kind: "integer", label: L("大小（字节）", "Size (bytes)"), filter: false },
    mimetype: { kind: "string", label: L("类型", "Type"), list: { hidden: true } },
    uploader_type: {
      kind: "select",
      label: L("提交人", "Added by"),
      options: [
        { value: "member", label: L("会员", "Member") },
        { value: "public", label: L("公众", "Public") },
        { value: "admin", label: L("工作人员", "Staff") },
      ],
      filter: ["eq"],
    },
    uploader_name: { kind: "string", label: L("提交人名称", "Name"), filter: ["LIKE"] },
    create_time: createTimeField,
  },
});
