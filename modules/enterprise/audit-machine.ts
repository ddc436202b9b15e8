// The registration / change state machine (reference domain §4.2):
//   DRAFT --submit--> SUBMITTED --accept--> UNDER_REVIEW --approve--> APPROVED
//   UNDER_REVIEW --reject (opinion required)--> REJECTED --restart--> DRAFT
//   UNDER_REVIEW --return (missing items)--> RETURNED --resubmit--> SUBMITTED
//   SUBMITTED / RETURNED --withdraw--> WITHDRAWN --reopen--> DRAFT
//   UNDER_REVIEW --extend (reason required, once per acceptance)--> UNDER_REVIEW, decision due
//   10 working days later (行政许可法: 20 days, +10 with the approval of the head of the organ)
// Enterprises drive submit, resubmit, withdraw, reopen and restart; supervisors accept, extend,
// approve, return and reject. A transition is one conditional UPDATE (so two supervisors can
// never both decide) plus one audit_record row, in the caller's transaction.
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { auditRecord, enterprise, enterpriseChangeRequest, type AuditStatus } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import { AUDIT_STATUS_OPTIONS } from "./options";
import { ApiError, FieldValidationError } from "@server/kernel/errors";
import type { Transaction } from "@server/engine/types";
import type { WorkCalendar } from "@server/services/work-calendar";
import { decideDue, extendDecision, notifyDue } from "./deadlines";

export type AuditAction = "submit" | "resubmit" | "accept" | "approve" | "return" | "reject" | "extend" | "withdraw" | "reopen" | "restart";
export type AuditKind = "register" | "change";

export const TRANSITIONS: Record<AuditAction, { from: readonly AuditStatus[]; to: AuditStatus; by: "enterprise" | "supervisor" }> = {
  submit: { from: ["DRAFT"], to: "SUBMITTED", by: "enterprise" },
  resubmit: { from: ["RETURNED"], to: "SUBMITTED", by: "enterprise" },
  withdraw: { from: ["SUBMITTED", "RETURNED"], to: "WITHDRAWN", by: "enterprise" },
  reopen: { from: ["WITHDRAWN"], to: "DRAFT", by: "enterprise" },
  restart: { from: ["REJECTED"], to: "DRAFT", by: "enterprise" },
  accept: { from: ["SUBMITTED"], to: "UNDER_REVIEW", by: "supervisor" },
  approve: { from: ["UNDER_REVIEW"], to: "APPROVED", by: "supervisor" },
  return: { from: ["UNDER_REVIEW"], to: "RETURNED", by: "supervisor" },
  reject: { from: ["UNDER_REVIEW"], to: "REJECTED", by: "supervisor" },
  extend: { from: ["UNDER_REVIEW"], to: "UNDER_REVIEW", by: "supervisor" },
};

export const statusLabel = (status: string, lang: Lang) => {
  const option = AUDIT_STATUS_OPTIONS.find((o) => o.value === status);
  return option ? pick(option.label, lang) : status;
};

export interface Operator {
  id: number;
  name: string;
}

export interface TransitionInput {
  opinion?: string;
  missingItems?: string[];
}

/** Field problems of a decision's input (reject needs an opinion, return the missing items). */
export function checkDecision(action: AuditAction, input: TransitionInput): void {
  if (action === "reject" && !input.opinion?.trim()) throw new FieldValidationError({ opinion: { key: "opinionRequired" } }, { opinion: { "zh-cn": "审核意见", en: "Opinion" } });
  if (action === "extend" && !input.opinion?.trim()) throw new FieldValidationError({ opinion: { key: "extendReasonRequired" } }, { opinion: { "zh-cn": "延期理由", en: "Reason" } });
  if (action === "return" && !(input.missingItems ?? []).some((item) => item.trim())) {
    throw new FieldValidationError({ missing_items: { key: "missingItemsRequired" } }, { missing_items: { "zh-cn": "需补正材料", en: "Missing items" } });
  }
}

interface Target {
  table: SQLiteTable;
  id: SQLiteColumn;
  status: SQLiteColumn;
  entity: "enterprise" | "enterprise_change";
  /** Column name of the status (differs between the two tables). */
  statusName: "audit_status" | "status";
  opinionName: "audit_opinion" | "opinion";
  decideDue: SQLiteColumn;
}

const TARGETS: Record<AuditKind, Target> = {
  register: { table: enterprise, id: enterprise.id, status: enterprise.audit_status, entity: "enterprise", statusName: "audit_status", opinionName: "audit_opinion", decideDue: enterprise.decide_due_time },
  change: { table: enterpriseChangeRequest, id: enterpriseChangeRequest.id, status: enterpriseChangeRequest.status, entity: "enterprise_change", statusName: "status", opinionName: "opinion", decideDue: enterpriseChangeRequest.decide_due_time },
};

/** True when the running review was already extended (its latest accept/extend is an extend). */
export async function extendedSinceAcceptance(tx: Transaction | Database, target: Pick<Target, "entity">, id: number): Promise<boolean> {
  const [latest] = await tx
    .select({ action: auditRecord.action })
    .from(auditRecord)
    .where(and(eq(auditRecord.entity_type, target.entity), eq(auditRecord.entity_id, id), inArray(auditRecord.action, ["accept", "extend"])))
    .orderBy(desc(auditRecord.id))
    .limit(1);
  return latest?.action === "extend";
}

/**
 * Moves application `id` of `kind` from `current` by `action`, records it and returns the new
 * status. `extra` holds further column values to write with the move (e.g. a new diff).
 */
export async function transition(
  tx: Transaction,
  kind: AuditKind,
  application: { id: number; enterpriseId: number; status: string },
  action: AuditAction,
  operator: Operator,
  input: TransitionInput,
  options: { lang: Lang; timeZone?: string; calendar?: WorkCalendar; now?: number; extra?: Record<string, unknown> },
): Promise<AuditStatus> {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(application.status as AuditStatus)) throw new ApiError("auditNotAllowed", { status: statusLabel(application.status, options.lang) });
  checkDecision(action, input);
  const target = TARGETS[kind];
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const missing = (input.missingItems ?? []).map((s) => s.trim()).filter(Boolean);
  const values: Record<string, unknown> = { [target.statusName]: rule.to, ...options.extra };
  switch (action) {
    case "submit":
    case "resubmit":
      Object.assign(values, { submit_time: now, notify_due_time: notifyDue(now, options.timeZone, options.calendar), accept_time: null, decide_due_time: null, decide_time: null });
      break;
    case "accept":
      Object.assign(values, { accept_time: now, decide_due_time: decideDue(now, options.timeZone, options.calendar) });
      break;
    case "approve":
    case "reject":
      Object.assign(values, { decide_time: now, [target.opinionName]: input.opinion?.trim() ?? "", missing_items: "" });
      break;
    case "return":
      Object.assign(values, { decide_time: now, [target.opinionName]: input.opinion?.trim() ?? "", missing_items: JSON.stringify(missing) });
      break;
    case "extend": {
      if (await extendedSinceAcceptance(tx, target, application.id)) throw new ApiError("auditExtendedAlready");
      const [current] = (await tx.select({ due: target.decideDue }).from(target.table).where(eq(target.id, application.id))) as { due: number | null }[];
      values.decide_due_time = extendDecision(current?.due ?? now, options.timeZone, options.calendar);
      break;
    }
    default:
      break;
  }
  const where: SQL | undefined = and(eq(target.id, application.id), eq(target.status, application.status));
  const moved = await tx.update(target.table).set(values).where(where).returning({ id: target.id });
  // Someone else moved it first: report the state it is in now.
  if (moved.length === 0) {
    const [now] = (await tx.select({ status: target.status }).from(target.table).where(eq(target.id, application.id))) as { status: string }[];
    throw new ApiError("auditNotAllowed", { status: statusLabel(now?.status ?? application.status, options.lang) });
  }
  await tx.insert(auditRecord).values({
    entity_type: target.entity,
    entity_id: application.id,
    enterprise_id: application.enterpriseId,
    action,
    from_status: application.status,
    to_status: rule.to,
    opinion: input.opinion?.trim() ?? "",
    missing_items: missing.length ? JSON.stringify(missing) : "",
    operator_id: operator.id,
    operator_name: operator.name,
    create_time: now,
  });
  return rule.to;
}

/** A record of something that is not a move between states (a staff entry, a draft saved). */
export async function note(
  tx: Transaction,
  kind: AuditKind,
  application: { id: number; enterpriseId: number; status: string },
  action: "create" | "save",
  operator: Operator,
): Promise<void> {
  await tx.insert(auditRecord).values({
    entity_type: TARGETS[kind].entity,
    entity_id: application.id,
    enterprise_id: application.enterpriseId,
    action,
    from_status: application.status,
    to_status: application.status,
    operator_id: operator.id,
    operator_name: operator.name,
  });
}
