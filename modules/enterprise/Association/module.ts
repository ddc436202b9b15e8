import { createTimeField, idField, L, statusField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { ASSOCIATION_TYPE_OPTIONS } from "../options";

export default defineModule({
  key: "enterprise.Association",
  title: L("行业协会", "Associations"),
  table: "association",
  menu: {
    parent: "enterprise",
    path: "enterprise/association",
    icon: "handshake",
    weigh: 50,
    keepalive: true,
    grants: ["supervisor", "operator"],
    grantActions: { association: ["menu", "index"] },
  },
  quickSearch: ["name", "uscc", "contact_name"],
  jurisdiction: { field: "region_code" },
  recycle: true,
  form: { columns: 2 },
  fields: {
    id: idField,
    name: { kind: "string", label: L("协会名称", "Name"), rules: { required: true, max: 100 }, english: "name_en", unique: true, form: { wide: true } },
    name_en: { kind: "string", label: L("英文名称", "Name in English"), rules: { max: 150 }, list: { hidden: true }, form: { wide: true } },
    uscc: { kind: "string", label: L("统一社会信用代码", "Unified social credit code"), rules: { pattern: "creditCode" }, unique: true, list: { hidden: true } },
    type: { kind: "select", label: L("类型", "Type"), options: ASSOCIATION_TYPE_OPTIONS, default: "TOURISM", rules: { required: true }, list: { width: 170 } },
    region_code: { kind: "area", label: L("所在地区", "Region"), rules: { required: true }, list: { width: 150 } },
    member_count: { kind: "integer", label: L("会员单位数", "Members"), column: false, list: { width: 100 }, form: false },
    contact_name: { kind: "string", label: L("联系人", "Contact person"), rules: { max: 50 }, list: { width: 100 } },
    contact_phone: { kind: "string", label: L("联系电话", "Contact phone"), rules: { pattern: "phone" }, list: { width: 140 } },
    address: { kind: "string", label: L("地址", "Address"), rules: { max: 200 }, list: { hidden: true }, form: { wide: true } },
    admin_id: {
      kind: "remoteSelect",
      label: L("协会登录账号", "Sign-in account"),
      remote: { module: "auth.Admin", label: "username" },
      list: { hidden: true },
      form: { help: L("该账号登录后只能看到本协会及其会员单位", "This account sees only this association and its members") },
    },
    status: statusField,
    create_time: createTimeField,
  },
});
