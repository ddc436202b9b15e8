// Scenic gates (景区闸机接入): one per scenic spot, posting per-minute flow readings to the
// data big-screen with a key of its own (stored hashed; a new key is issued as a file and the
// old one stops working). The row keeps the latest reading. The big-screen page itself
// (`screendata/index`) is this module's page.
import { createTimeField, idField, L, statusField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { SCENIC_SOURCE } from "../../ticket/options";

export default defineModule({
  key: "screendata.Gate",
  title: L("景区闸机接入", "Scenic gates"),
  table: "scenic_gate",
  actions: ["index", "add", "edit", "del"],
  menu: {
    parent: "screendata",
    path: "screendata/gate",
    icon: "mountain",
    weigh: 90,
    grants: ["supervisor"],
    remark: L(
      "闸机每分钟上报在园人数和当日入园人数；接入密钥只在发放时下载一次，服务器只保存其摘要。",
      "Gates report visitors in the park and entered today every minute; a key is downloaded once when issued and the server keeps only its digest.",
    ),
    pages: [{ path: "screendata/index", component: "screendata/index", title: L("省旅游监管执法平台数据大屏", "Provincial tourism supervision data screen"), icon: "monitor-play", weigh: 100, grants: ["supervisor"] }],
  },
  dataScope: { field: "scenic_id" },
  jurisdiction: { via: "scenic_id", module: "enterprise.Enterprise" },
  recycle: true,
  defaultOrder: [["id", "desc"]],
  fields: {
    id: idField,
    scenic_id: { kind: "remoteSelect", label: L("景区", "Scenic spot"), remote: SCENIC_SOURCE, rules: { required: true }, unique: true, list: { width: 220 }, filter: ["eq"] },
    key_hint: { kind: "string", label: L("密钥前缀", "Key begins"), form: false, filter: false, list: { width: 130 } },
    key_time: { kind: "datetime", label: L("密钥发放时间", "Key issued"), form: false, filter: ["RANGE"], list: { width: 170 } },
    last_ts: { kind: "datetime", label: L("最近上报", "Last reading"), form: false, filter: ["RANGE"], list: { width: 170, sortable: true } },
    in_park: { kind: "integer", label: L("在园人数", "In the park"), form: false, filter: ["RANGE"], list: { width: 110, sortable: true } },
    entered_today: { kind: "integer", label: L("今日入园", "Entered today"), form: false, filter: ["RANGE"], list: { width: 110, sortable: true } },
    status: statusField,
    create_time: createTimeField,
  },
  extraActions: {
    key: { label: L("发放密钥", "Issue key"), icon: "key-round", download: true },
  },
});
