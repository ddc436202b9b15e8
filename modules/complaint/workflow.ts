// How a complaint is handled (旅游投诉处理办法, reference domain §14.3), as a declared workflow:
//
//   RECEIVED --accept (<= 5 wd)--> ACCEPTED --notify respondent (<= 5 wd)--> WAITING_REPLY
//   RECEIVED --refuse (<= 5 wd, legal ground + reason)--> REFUSED
//   RECEIVED --transfer (<= 5 wd, to another bureau: a copy starts there)--> TRANSFERRED
//   RECEIVED --onSpot (a simple case solved at once, with a record)--> CLOSED
//   RECEIVED --refuseLate (system, at intake: > 90 days after the contract ended)--> REFUSED
//   RECEIVED --deemAccept (system: 5 working days passed with no decision)--> ACCEPTED
//   WAITING_REPLY --reply (the respondent's written answer)--> MEDIATING
//   WAITING_REPLY --deemNoReply (system: 10 days passed)--> MEDIATING
//   MEDIATING --mediate (agreement, compensation)--> MEDIATED --close--> CLOSED
//   MEDIATING --fail (termination record)--> MEDIATION_FAILED --close--> CLOSED
//   MEDIATING --expire (system: 60 days from acceptance passed)--> MEDIATION_FAILED
//   any open state --withdraw (the complainant)--> WITHDRAWN
//
// The clock of each step starts when the step does: 5 working days to decide from receipt, 5
// working days to notify the respondent and 60 days to a result from acceptance, 10 days for the
// respondent's reply from the notice. Working days count through the work calendar. A decision
// that is not made in time does not cost the complainant: the complaint is then deemed accepted
// (as 行政许可法 §32 treats an application not answered within 5 days).
import { L } from "@shared/module/labels";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { BUREAU_OPTIONS } from "./bureaus";
import { COMPLAINT_LIMITS, REFUSE_GROUNDS } from "./options";

/** States the complainant is still waiting in. */
export const OPEN_STATES = ["RECEIVED", "ACCEPTED", "WAITING_REPLY", "MEDIATING", "MEDIATED", "MEDIATION_FAILED"] as const;
/** States a case ends in. */
export const FINAL_STATES = ["CLOSED", "REFUSED", "TRANSFERRED", "WITHDRAWN"] as const;

const compensation = { kind: "money", label: L("赔偿金额（元）", "Compensation (yuan)"), rules: { min: 0, max: 10_000_000 } } as const;

export const complaintWorkflow: WorkflowDeclaration = {
  field: "status",
  subject: L("投诉", "complaint"),
  states: [
    { value: "RECEIVED", label: L("待受理", "Received"), color: "info" },
    { value: "ACCEPTED", label: L("已受理", "Accepted"), color: "primary" },
    { value: "WAITING_REPLY", label: L("待被投诉方答复", "Waiting for the reply"), color: "primary" },
    { value: "MEDIATING", label: L("调解中", "Mediating"), color: "warning" },
    { value: "MEDIATED", label: L("调解成功", "Mediated"), color: "success" },
    { value: "MEDIATION_FAILED", label: L("终止调解", "Mediation ended"), color: "danger" },
    { value: "CLOSED", label: L("已办结", "Closed"), color: "success" },
    { value: "REFUSED", label: L("不予受理", "Refused"), color: "default" },
    { value: "TRANSFERRED", label: L("已转办", "Transferred"), color: "default" },
    { value: "WITHDRAWN", label: L("已撤诉", "Withdrawn"), color: "default" },
  ],
  record: { opinion: "result_text" },
  trail: { entity: "complaint" },
  pending: [...OPEN_STATES],
  dashboard: ["RECEIVED", "ACCEPTED", "MEDIATING"],
  notes: {
    receive: L("登记投诉", "Complaint received"),
    evidence: L("补充证据", "Evidence added"),
    note: L("内部备注", "Internal note"),
    ask: L("向投诉人询问", "Question to the complainant"),
    answer: L("投诉人答复", "The complainant answered"),
    supervise: L("省厅督办", "Supervised by the province"),
    rate: L("投诉人评价", "Rated by the complainant"),
  },
  limits: [
    {
      name: "accept",
      label: L("受理期限", "Decide on acceptance by"),
      states: ["RECEIVED"],
      // Set at intake (and on a transferred copy): receipt is not a move.
      startsAt: [],
      amount: COMPLAINT_LIMITS.acceptWorkingDays,
      unit: "workingDays",
      column: "accept_due_time",
      onExpire: { move: "deemAccept" },
    },
    {
      name: "notify",
      label: L("通知被投诉方期限", "Notify the respondent by"),
      states: ["ACCEPTED"],
      startsAt: ["accept", "deemAccept"],
      amount: COMPLAINT_LIMITS.notifyWorkingDays,
      unit: "workingDays",
      column: "notify_due_time",
    },
    {
      name: "reply",
      label: L("被投诉方答复期限", "The respondent replies by"),
      states: ["WAITING_REPLY"],
      startsAt: ["notify"],
      amount: COMPLAINT_LIMITS.replyDays,
      unit: "days",
      column: "reply_due_time",
      onExpire: { move: "deemNoReply" },
    },
    {
      name: "result",
      label: L("调解结果期限", "Mediation result by"),
      states: ["MEDIATING"],
      startsAt: ["accept", "deemAccept"],
      amount: COMPLAINT_LIMITS.resultDays,
      unit: "days",
      column: "result_due_time",
      onExpire: { move: "expire" },
    },
  ],
  transitions: {
    accept: {
      label: L("受理", "Accept"),
      from: ["RECEIVED"],
      to: "ACCEPTED",
      by: "staff",
      stamp: ["accept_time"],
      opinion: { record: false, label: L("受理意见", "Note to the complainant") },
      done: L("已受理", "Accepted"),
    },
    refuse: {
      label: L("不予受理", "Refuse"),
      from: ["RECEIVED"],
      to: "REFUSED",
      by: "staff",
      stamp: ["close_time"],
      inputs: { refuse_ground: { kind: "select", label: L("不予受理依据", "Legal ground"), options: REFUSE_GROUNDS, rules: { required: true } } },
      opinion: { required: true, label: L("不予受理理由（告知投诉人）", "Reason (sent to the complainant)"), message: L("请填写不予受理的理由", "Give the reason for refusing") },
      tone: "danger",
      confirm: L("确定不予受理此投诉？投诉人将收到不予受理通知。", "Refuse this complaint? The complainant will be told."),
      done: L("已作出不予受理决定", "Refused"),
    },
    transfer: {
      label: L("转办", "Transfer"),
      from: ["RECEIVED"],
      to: "TRANSFERRED",
      by: "staff",
      stamp: ["close_time"],
      inputs: { transfer_to: { kind: "select", label: L("转办至", "Transfer to"), options: BUREAU_OPTIONS, rules: { required: true } } },
      opinion: { record: false, label: L("转办说明", "Why it goes there") },
      done: L("已转办", "Transferred"),
    },
    onSpot: {
      label: L("现场处理办结", "Solved on the spot"),
      from: ["RECEIVED"],
      to: "CLOSED",
      by: "staff",
      stamp: ["accept_time", "result_time", "close_time"],
      inputs: { compensation_amount: compensation },
      opinion: { required: true, label: L("现场处理记录", "Record of the solution"), message: L("请填写现场处理记录", "Record how it was solved") },
      done: L("已现场处理并办结", "Solved on the spot and closed"),
    },
    deemAccept: { label: L("逾期视为受理", "Deemed accepted"), from: ["RECEIVED"], to: "ACCEPTED", by: "system", stamp: ["accept_time"], done: L("已视为受理", "Deemed accepted") },
    refuseLate: { label: L("超过 90 日不予受理", "Refused: over 90 days"), from: ["RECEIVED"], to: "REFUSED", by: "system", stamp: ["close_time"], done: L("已不予受理", "Refused") },
    notify: {
      label: L("通知被投诉方", "Notify the respondent"),
      from: ["ACCEPTED"],
      to: "WAITING_REPLY",
      by: "staff",
      stamp: ["notify_time"],
      opinion: { record: false, label: L("通知方式与内容", "How and what was notified") },
      done: L("已通知被投诉方，答复期 10 日", "The respondent has 10 days to reply"),
    },
    reply: {
      label: L("记录被投诉方答复", "Record the reply"),
      from: ["WAITING_REPLY"],
      to: "MEDIATING",
      by: "staff",
      stamp: ["reply_time"],
      opinion: { required: true, record: false, label: L("被投诉方书面答复", "The respondent's written reply"), message: L("请记录被投诉方的答复", "Record the respondent's reply") },
      done: L("已记录答复，进入调解", "Reply recorded; mediation starts"),
    },
    deemNoReply: { label: L("逾期未答复", "No reply in time"), from: ["WAITING_REPLY"], to: "MEDIATING", by: "system", done: L("逾期未答复，进入调解", "No reply in time; mediation starts") },
    mediate: {
      label: L("调解成功", "Record the agreement"),
      from: ["MEDIATING"],
      to: "MEDIATED",
      by: "staff",
      stamp: ["result_time"],
      inputs: { compensation_amount: compensation },
      opinion: { required: true, label: L("调解协议内容", "The mediation agreement"), message: L("请填写调解协议内容", "Write down the agreement") },
      done: L("已达成调解协议", "Agreement recorded"),
    },
    fail: {
      label: L("终止调解", "End mediation"),
      from: ["MEDIATING"],
      to: "MEDIATION_FAILED",
      by: "staff",
      stamp: ["result_time"],
      opinion: { required: true, label: L("终止调解记录", "Termination record"), message: L("请填写终止调解的情况", "Record why mediation ended") },
      tone: "danger",
      confirm: L("确定终止调解？投诉人可依法申请仲裁或提起诉讼。", "End mediation? The complainant may go to arbitration or court."),
      done: L("已终止调解", "Mediation ended"),
    },
    expire: { label: L("60 日期满终止调解", "Ended: 60 days passed"), from: ["MEDIATING"], to: "MEDIATION_FAILED", by: "system", stamp: ["result_time"], done: L("已终止调解", "Mediation ended") },
    close: {
      label: L("办结", "Close"),
      from: ["MEDIATED", "MEDIATION_FAILED"],
      to: "CLOSED",
      by: "staff",
      stamp: ["close_time"],
      opinion: { record: false, label: L("办结说明", "Closing note") },
      done: L("已办结", "Closed"),
    },
    withdraw: {
      label: L("撤回投诉", "Withdraw"),
      from: ["RECEIVED", "ACCEPTED", "WAITING_REPLY", "MEDIATING"],
      to: "WITHDRAWN",
      by: "owner",
      stamp: ["close_time"],
      opinion: { record: false, label: L("撤回原因", "Why") },
      done: L("投诉已撤回", "Complaint withdrawn"),
    },
  },
};
