// Tour groups (旅游团队, reference domain §10): the organising agency's team plan — tour number,
// linked contracts, local agency, route, dates, tourists, guides, coach and driver — moving from
// planned to on the road and finished as its times pass. Supervised where the organising agency
// is (the row keeps that area); an agency sees its own groups. Each group has a page with its
// planned and actual itinerary side by side (`travel/group-detail?id=`).
import { createTimeField, idField, L, updateTimeField } from "@shared/module/labels";
import { defineModule, type FieldDeclaration } from "@shared/module/types";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";
import { AGENCY_SOURCE } from "../../guide/fields";
import { CONTRACT_SOURCE, DRIVER_SOURCE, GROUP_STATE_OPTIONS, GUIDE_SOURCE, VEHICLE_SOURCE } from "../options";
import { groupWorkflow } from "./workflow";

const shown = (field: FieldDeclaration): FieldDeclaration => ({ ...field, form: false });

export default defineModule({
  key: "travel.Group",
  title: L("旅游团队", "Tour groups"),
  table: "tour_group",
  menu: {
    parent: "travel",
    path: "travel/group",
    icon: "users",
    weigh: 100,
    keepalive: true,
    remark: L("出发、结束时间到达时团队状态自动变更；每次保存和每分钟都会检查行程监管预警。", "A group sets off and finishes with its start and end times; the travel rules run on every save and every minute."),
    grantActions: {
      supervisor: ["menu", "index", "add", "edit", "del", "cancel", "detail"],
      enterprise: ["menu", "index", "detail"],
    },
    pages: [{ path: "travel/group-detail", component: "travel/group-detail", title: L("团队行程", "Group itinerary"), icon: "route", hidden: true, grants: ["supervisor", "operator", "enterprise"] }],
  },
  workflow: groupWorkflow,
  dataScope: { field: "agency_id" },
  jurisdiction: { field: "region_code" },
  quickSearch: ["tour_no", "route_name"],
  defaultOrder: [["start_at", "desc"]],
  recycle: true,
  pageSize: 20,
  form: { columns: 2, size: "xl" },
  extraActions: { detail: { label: L("行程对比", "Itinerary"), icon: "route", open: "travel/group-detail" } },
  fields: {
    id: idField,
    tour_no: { kind: "string", label: L("团号", "Tour number"), rules: { required: true, max: 40, pattern: "tourNo" }, unique: true, list: { width: 170 }, filter: ["eq", "LIKE"] },
    agency_id: { kind: "remoteSelect", label: L("组团社", "Organising agency"), remote: AGENCY_SOURCE, rules: { required: true }, list: { width: 220 }, filter: ["eq", "IN"] },
    local_agency_id: { kind: "remoteSelect", label: L("地接社", "Local agency"), remote: AGENCY_SOURCE, list: { width: 200, hidden: true }, filter: ["eq", "NULL", "NOT NULL"] },
    region_code: shown({ kind: "area", label: L("属地", "Area"), list: { width: 140, hidden: true }, filter: ["eq", "IN"] }),
    route_name: { kind: "string", label: L("线路名称", "Route"), rules: { required: true, max: 100 }, list: { width: 240 }, filter: ["LIKE", "eq"], form: { wide: true } },
    contract_ids: { kind: "remoteMultiSelect", label: L("旅游合同", "Contracts"), remote: CONTRACT_SOURCE, rules: { max: 50 }, list: { width: 170, hidden: true }, filter: ["FIND_IN_SET"], form: { wide: true } },
    start_at: { kind: "datetime", label: L("出发时间", "Starts"), rules: { required: true }, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    end_at: { kind: "datetime", label: L("结束时间", "Ends"), rules: { required: true }, list: { width: 160, sortable: true }, filter: ["RANGE"] },
    tourist_count: { kind: "integer", label: L("游客人数", "Tourists"), default: 1, rules: { required: true, min: 1, max: 500 }, list: { width: 90 }, filter: ["RANGE"] },
    guide_ids: { kind: "remoteMultiSelect", label: L("导游", "Guides"), remote: GUIDE_SOURCE, rules: { max: 5 }, list: { width: 150 }, filter: ["FIND_IN_SET"] },
    vehicle_id: { kind: "remoteSelect", label: L("车辆", "Coach"), remote: VEHICLE_SOURCE, list: { width: 120 }, filter: ["eq", "NULL", "NOT NULL"] },
    driver_id: { kind: "remoteSelect", label: L("驾驶员", "Driver"), remote: DRIVER_SOURCE, list: { width: 100, hidden: true }, filter: ["eq", "NULL", "NOT NULL"] },
    status: { kind: "select", label: L("状态", "Status"), options: GROUP_STATE_OPTIONS, form: false, list: { width: 100 }, filter: ["eq", "IN"] },
    [WORKFLOW_FIELDS.due]: { kind: "datetime", label: L("期限", "Time limit"), column: false, form: false, filter: false, list: { width: 200, hidden: true } },
    depart_time: shown({ kind: "datetime", label: L("实际出发", "Set off"), list: { hidden: true }, filter: ["RANGE"] }),
    finish_time: shown({ kind: "datetime", label: L("实际结束", "Finished"), list: { hidden: true }, filter: ["RANGE"] }),
    opinion: shown({ kind: "textarea", label: L("说明", "Note"), list: false, filter: false }),
    create_time: createTimeField,
    update_time: updateTimeField,
  },
});
