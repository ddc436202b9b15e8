// A tour group's life (reference domain §10), a declared workflow:
//   PLANNED --start time reached (server)--> ON_ROAD --end time reached (server)--> FINISHED
//   PLANNED --cancel (staff, with the reason)--> CANCELLED
// The time-driven moves run on the scheduler's tick with its clock; their limits read the
// group's own start and end times.
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { GROUP_STATE_OPTIONS } from "../options";

export const groupWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("团队", "group"),
  states: GROUP_STATE_OPTIONS,
  record: { opinion: "opinion" },
  trail: { entity: "tour_group", enterprise: "agency_id" },
  pending: ["PLANNED", "ON_ROAD"],
  dashboard: ["ON_ROAD"],
  limits: [
    { name: "depart", label: L("出发时间", "Starts"), states: ["PLANNED"], startsAt: [], amount: 0, unit: "hours", column: "start_at", onExpire: { move: "depart" } },
    { name: "finish", label: L("结束时间", "Ends"), states: ["ON_ROAD"], startsAt: [], amount: 0, unit: "hours", column: "end_at", onExpire: { move: "finish" } },
  ],
  transitions: {
    depart: { label: L("出发", "Set off"), from: ["PLANNED"], to: "ON_ROAD", by: "system", stamp: ["depart_time"], done: L("行程开始", "On the road") },
    finish: { label: L("行程结束", "Finished"), from: ["ON_ROAD"], to: "FINISHED", by: "system", stamp: ["finish_time"], done: L("行程结束", "Finished") },
    cancel: {
      label: L("取消团队", "Cancel the group"),
      from: ["PLANNED"],
      to: "CANCELLED",
      by: "staff",
      tone: "danger",
      opinion: { required: true, label: L("取消原因", "Reason"), message: L("请说明取消原因", "Give the reason") },
      confirm: L("取消后团队不再出发，确定？", "The group will not set off. Cancel it?"),
      done: L("团队已取消", "Group cancelled"),
    },
  },
};
