// Service outlets (服务网点) of travel agencies (reference domain §8): filed within the province;
// an outlet is supervised where it trades.
import { createTimeField, idField, L, statusField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { AGENCY_SOURCE } from "../../guide/fields";

export default defineModule({
  key: "agency.Outlet",
  title: L("服务网点", "Service outlets"),
  table: "agency_outlet",
  menu: { parent: "agency", path: "agency/outlet", icon: "store", weigh: 90, keepalive: true, grants: ["supervisor", "operator"], grantActions: { enterprise: ["menu", "index"] } },
  dataScope: { field: "enterprise_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["name", "address", "filing_no"],
  recycle: true,
  pageSize: 20,
  form: { columns: 2 },
  fields: {
    id: idField,
    enterprise_id: { kind: "remoteSelect", label: L("旅行社", "Travel agency"), remote: AGENCY_SOURCE, rules: { required: true }, list: { width: 230 }, filter: ["eq", "IN"], form: { wide: true } },
    name: { kind: "string", label: L("网点名称", "Outlet"), rules: { required: true, max: 100 }, list: { width: 220 } },
    region_code: { kind: "area", label: L("所在地区", "Area"), rules: { required: true }, list: { width: 160 } },
    address: { kind: "string", label: L("地址", "Address"), rules: { required: true, max: 200 }, list: { hidden: true }, form: { wide: true } },
    filing_no: { kind: "string", label: L("备案登记证明编号", "Filing number"), rules: { required: true, max: 40 }, list: { width: 170 }, filter: ["eq", "LIKE"] },
    status: statusField,
    create_time: createTimeField,
  },
});
