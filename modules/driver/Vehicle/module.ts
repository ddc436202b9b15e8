// Vehicles of the tourist coach operators (reference domain §7): plate, type and seats, and the
// dates that keep a coach on the road — road transport certificate, inspection and carrier
// liability insurance — counting down in the list. Operators keep their own vehicles.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { CERTIFICATE_EXPIRY } from "../fields";
import { COACH_COMPANY_SOURCE, PLATE_COLOUR_OPTIONS, VEHICLE_STATUS_OPTIONS, VEHICLE_TYPE_OPTIONS } from "../options";

const expiry = { width: 190, sortable: true, expiry: CERTIFICATE_EXPIRY };

export default defineModule({
  key: "driver.Vehicle",
  title: L("车辆", "Vehicles"),
  table: "vehicle",
  menu: { parent: "driver", path: "driver/vehicle", icon: "car", weigh: 90, keepalive: true, grants: ["supervisor", "operator"], grantActions: { enterprise: ["menu", "index", "add", "edit"] } },
  dataScope: { field: "company_id" },
  jurisdiction: { via: "company_id", module: "enterprise.Enterprise" },
  quickSearch: ["plate_no", "transport_cert_no", "brand_model"],
  recycle: true,
  pageSize: 20,
  form: { columns: 2 },
  fields: {
    id: idField,
    plate_no: {
      kind: "string",
      label: L("号牌号码", "Plate"),
      rules: { required: true, pattern: "plate" },
      unique: true,
      list: { width: 120 },
      filter: ["eq", "LIKE"],
      form: { placeholder: L("如 琼B·20315", "e.g. 琼B·20315"), help: L("琼A 海口、琼B 三亚……；新能源号牌 6 位", "琼A Haikou, 琼B Sanya …; new-energy plates have 6 characters") },
    },
    plate_color: { kind: "select", label: L("号牌颜色", "Plate colour"), options: PLATE_COLOUR_OPTIONS, default: "YELLOW", rules: { required: true }, list: { width: 90 }, filter: ["eq"] },
    vehicle_type: { kind: "select", label: L("车辆类型", "Type"), options: VEHICLE_TYPE_OPTIONS, default: "LARGE_BUS", rules: { required: true }, list: { width: 100 }, filter: ["eq", "IN"] },
    seats: { kind: "integer", label: L("核定座位", "Seats"), rules: { required: true, min: 2, max: 70 }, default: 45, list: { width: 80, sortable: true }, filter: ["RANGE", "egt"] },
    brand_model: { kind: "string", label: L("厂牌型号", "Make and model"), rules: { max: 60 }, list: { width: 150, hidden: true } },
    transport_cert_no: { kind: "string", label: L("道路运输证号", "Road transport certificate"), rules: { required: true, max: 32 }, list: { hidden: true }, filter: ["eq", "LIKE"] },
    transport_cert_expire: { kind: "date", label: L("道路运输证有效期至", "Transport certificate valid until"), rules: { required: true }, list: expiry, filter: ["RANGE", "lt"] },
    inspection_expire: { kind: "date", label: L("检验有效期至", "Inspection valid until"), rules: { required: true }, list: expiry, filter: ["RANGE", "lt"] },
    insurance_expire: { kind: "date", label: L("承运人责任险至", "Carrier liability insurance until"), rules: { required: true }, list: expiry, filter: ["RANGE", "lt"] },
    company_id: { kind: "remoteSelect", label: L("所属客运企业", "Coach operator"), remote: COACH_COMPANY_SOURCE, rules: { required: true }, list: { width: 200 }, filter: ["eq", "IN"] },
    status: { kind: "select", label: L("状态", "Status"), options: VEHICLE_STATUS_OPTIONS, default: "ACTIVE", rules: { required: true }, list: { width: 90 }, filter: ["eq", "IN"] },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
