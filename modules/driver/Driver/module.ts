// Coach drivers of the tourist coach operators (reference domain §7): licence class and term,
// road passenger transport qualification, operator, status. Made by approving a driver filing
// (driver.Application); an operator sees its own drivers; supervised where the operator is.
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule } from "@shared/module/types";
import { CREDIT_LEVEL_OPTIONS } from "../../enterprise/options";
import { driverFields } from "../fields";
import { DRIVER_STATUS_OPTIONS } from "../options";

export default defineModule({
  key: "driver.Driver",
  title: L("驾驶员", "Drivers"),
  table: "driver",
  menu: { parent: "driver", path: "driver/driver", icon: "contact-round", weigh: 100, keepalive: true, grants: ["supervisor", "operator"], grantActions: { enterprise: ["menu", "index"] } },
  dataScope: { field: "company_id" },
  jurisdiction: { via: "company_id", module: "enterprise.Enterprise" },
  quickSearch: ["name", "qualification_no"],
  recycle: true,
  pageSize: 20,
  form: { columns: 2 },
  fields: {
    id: idField,
    ...driverFields,
    status: { kind: "select", label: L("状态", "Status"), options: DRIVER_STATUS_OPTIONS, default: "ACTIVE", rules: { required: true }, list: { width: 100 }, filter: ["eq", "IN"], sensitive: true },
    credit_level: { kind: "select", label: L("信用等级", "Credit level"), options: CREDIT_LEVEL_OPTIONS, default: "NORMAL", rules: { required: true }, list: { width: 110, hidden: true }, filter: ["eq", "IN"] },
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
