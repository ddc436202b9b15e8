// Moves of declared workflows (shared/module/workflow.ts). A move is one conditional UPDATE —
// only if the record is still in the state it was read in, so two supervisors can never both
// decide — plus one trail row, in one transaction: its time stamps, the time limits it starts
// or extends, the inputs it keeps on the record and the module's own transition hooks all go in
// the same transaction. A stale or forbidden move is refused with the state the record is in.
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { auditRecord } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import { fieldRule, fromWire, primaryKey } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { stateOf, type WorkflowDeclaration, type WorkflowTransition } from "@shared/module/workflow";
import { validate } from "@shared/validate";
import type { AdminContext } from "../../auth/admin-guard";
import { ApiError, FieldValidationError, type FieldProblem } from "../../kernel/errors";
import type { AppServices } from "../../services";
import { columnFor } from "../columns";
import type { Executor, Row, ServerModule, Transaction } from "../types";
import { dueAfter } from "./time-limits";
import { reindexRecords } from "../full-text";

/** Who makes a move: an admin, a member or a member of the public (owner moves), or the system (a time limit passed). */
export interface Mover {
  id: number;
  name: string;
  /** Kept in the trail (`operator_type`); `admin` when not said. */
  type?: "admin" | "member" | "public" | "system";
}

export const SYSTEM_MOVER: Mover = { id: 0, name: "system", type: "system" };

export const moverOf = (admin: AdminContext): Mover => ({ id: admin.id, name: admin.row.nickname || admin.row.username, type: "admin" });

export interface MoveInput {
  opinion?: string;
  missingItems?: string[];
  /** Wire values of the transition's declared `inputs`. */
  values?: Row;
}

/** What a module's server part may add to a transition (side effects in the same transaction). */
export interface TransitionHooks {
  /** Before the update: may add column values to `values`, or throw to refuse. */
  before?(ctx: MoveContext, row: Row, values: Row, input: MoveInput, tx: Transaction): Promise<void>;
  /** After the update and the trail row, in the same transaction. */
  after?(ctx: MoveContext, row: Row, input: MoveInput, tx: Transaction): Promise<void>;
  /** Once committed (caches, messages). */
  afterCommit?(ctx: MoveContext, row: Row, input: MoveInput): Promise<void> | void;
}

export interface MoveContext {
  services: AppServices;
  lang: Lang;
  mover: Mover;
  /** The admin making a staff move (hooks may check who they are, e.g. a provincial-only move). */
  admin?: AdminContext;
}

export interface MoveOptions {
  /**
   * Run inside this transaction (the caller's own writes go with the move). The transition's
   * `afterCommit` is then not run, and the caller calls `services.modules.tableChanged` once
   * its transaction is committed.
   */
  tx?: Transaction;
  /** Further column values written with the move. */
  extra?: Row;
}

export function workflowOf(entry: ServerModule): WorkflowDeclaration {
  const workflow = entry.declaration.workflow;
  if (!workflow) throw new Error(`module ${entry.declaration.key} declares no workflow`);
  return workflow;
}

const stateLabel = (workflow: WorkflowDeclaration, value: unknown, lang: Lang) => {
  const state = stateOf(workflow, value);
  return state ? pick(state.label, lang) : String(value ?? "");
};

export const notAllowed = (workflow: WorkflowDeclaration, state: unknown, lang: Lang) =>
  new ApiError("workflowNotAllowed", { subject: pick(workflow.subject, lang), status: stateLabel(workflow, state, lang) });

const OPINION_LABEL = { "zh-cn": "意见", en: "Opinion" };
const MISSING_LABEL = { "zh-cn": "需补正材料", en: "Missing items" };

/** The inputs a transition needs, cleaned; refused by field when a required one is missing or a declared input is invalid. */
function checkInputs(transition: WorkflowTransition, input: MoveInput): { opinion: string; missing: string[]; values: Row } {
  const opinion = input.opinion?.trim() ?? "";
  const missing = (input.missingItems ?? []).map((s) => s.trim()).filter(Boolean);
  const problems: Record<string, FieldProblem> = {};
  const labels: Record<string, { "zh-cn": string; en: string }> = {};
  let values: Row = {};
  const declared = Object.entries(transition.inputs ?? {});
  if (declared.length) {
    const checked = validate(Object.fromEntries(declared.map(([name, field]) => [name, fieldRule(field, "add")])), input.values ?? {});
    if (checked.ok) values = checked.value as Row;
    else
      for (const [name, error] of Object.entries(checked.errors)) {
        problems[name] = { key: error.key, params: error.params };
        labels[name] = transition.inputs?.[name]?.label ?? { "zh-cn": name, en: name };
      }
  }
  if (transition.opinion?.required && !opinion) {
    problems.opinion = transition.opinion.message ? { text: transition.opinion.message } : { key: "required" };
    labels.opinion = transition.opinion.label ?? OPINION_LABEL;
  }
  if (transition.missingItems?.required && missing.length === 0) {
    problems.missing_items = transition.missingItems.message ? { text: transition.missingItems.message } : { key: "required" };
    labels.missing_items = transition.missingItems.label ?? MISSING_LABEL;
  }
  if (Object.keys(problems).length) throw new FieldValidationError(problems, labels);
  return { opinion, missing, values };
}

/** The latest trail action among `actions` for a record. */
async function latestAction(db: Executor, workflow: WorkflowDeclaration, id: number, actions: string[]): Promise<string | undefined> {
  const [latest] = await db
    .select({ action: auditRecord.action })
    .from(auditRecord)
    .where(and(eq(auditRecord.entity_type, workflow.trail.entity), eq(auditRecord.entity_id, id), inArray(auditRecord.action, actions)))
    .orderBy(desc(auditRecord.id))
    .limit(1);
  return latest?.action;
}

/** Whether a once-per-period transition was already made since the move that opened the period. */
export async function usedSince(db: Executor, workflow: WorkflowDeclaration, id: number, name: string): Promise<boolean> {
  const since = workflow.transitions[name]?.onceSince;
  return since ? (await latestAction(db, workflow, id, [since, name])) === name : false;
}

/** Writes a trail row that is not a move (a record entered by staff, a draft saved, a question asked): `workflow.notes`. */
export async function noteTrail(module: ModuleDeclaration, tx: Executor, row: Row, name: string, mover: Mover, now: number, note: { opinion?: string; details?: Row } = {}): Promise<void> {
  const workflow = module.workflow;
  if (!workflow) throw new Error(`module ${module.key} declares no workflow`);
  const state = String(row[workflow.field] ?? "");
  await tx.insert(auditRecord).values({
    entity_type: workflow.trail.entity,
    entity_id: Number(row[primaryKey(module)]),
    enterprise_id: workflow.trail.enterprise ? Number(row[workflow.trail.enterprise] ?? 0) : 0,
    action: name,
    from_status: state,
    to_status: state,
    opinion: note.opinion ?? "",
    details: note.details && Object.keys(note.details).length ? JSON.stringify(note.details) : "",
    operator_type: mover.type ?? "admin",
    operator_id: mover.id,
    operator_name: mover.name,
    create_time: now,
  });
}

export function createWorkflowMachine(services: AppServices) {
  const pkOf = (entry: ServerModule) => {
    const column = columnFor(entry, primaryKey(entry.declaration));
    if (!column) throw new Error(`module ${entry.declaration.key} has no primary key column`);
    return column;
  };

  /** Makes transition `name` on record `id`; answers the record as it is after the move. */
  async function move(entry: ServerModule, ctx: MoveContext, id: number, name: string, input: MoveInput, options: MoveOptions = {}): Promise<Row> {
    const workflow = workflowOf(entry);
    const transition = workflow.transitions[name];
    if (!transition) throw new ApiError("parameterError");
    const hooks = entry.transitions?.[name];
    const pk = pkOf(entry);
    const stateColumn = columnFor(entry, workflow.field);
    if (!stateColumn) throw new Error(`module ${entry.declaration.key}: no column for its state field ${workflow.field}`);

    const run = async (tx: Transaction): Promise<{ moved: Row; cleaned: MoveInput }> => {
      const [row] = (await tx.select().from(entry.table).where(eq(pk, id))) as Row[];
      if (!row) throw new ApiError("recordNotFound");
      const from = String(row[workflow.field] ?? "");
      if (!transition.from.includes(from)) throw notAllowed(workflow, from, ctx.lang);
      const { opinion, missing, values: given } = checkInputs(transition, input);
      if (transition.onceSince && (await usedSince(tx, workflow, id, name))) {
        throw new ApiError(transition.onceMessage ?? { "zh-cn": "此操作只能进行一次", en: "This can be done only once" });
      }
      const now = services.clock.now();
      const values: Row = { [workflow.field]: transition.to, ...options.extra };
      for (const [input, field] of Object.entries(transition.inputs ?? {})) {
        if (field.column !== false && given[input] !== undefined) values[field.column ?? input] = fromWire(field, given[input]);
      }
      for (const column of transition.stamp ?? []) values[column] = now;
      for (const column of transition.clear ?? []) values[column] = null;
      const record = workflow.record;
      if (record && (transition.opinion || transition.missingItems) && transition.opinion?.record !== false) {
        if (record.opinion) values[record.opinion] = opinion;
        if (record.missingItems) values[record.missingItems] = missing.length ? JSON.stringify(missing) : "";
      }
      const needsCalendar = (workflow.limits ?? []).some((l) => l.unit === "workingDays");
      const timeZone = await services.siteConfig.timeZone();
      const calendar = needsCalendar ? await services.workCalendar.get() : undefined;
      for (const limit of workflow.limits ?? []) {
        if (limit.startsAt.includes(name)) values[limit.column] = dueAfter(now, limit.amount, limit.unit, timeZone, calendar);
      }
      if (transition.extendsLimit) {
        const limit = workflow.limits?.find((l) => l.name === transition.extendsLimit?.limit);
        if (limit) {
          const current = Number(row[limit.column] ?? now) || now;
          values[limit.column] = dueAfter(current, transition.extendsLimit.amount, transition.extendsLimit.unit, timeZone, calendar);
        }
      }
      const cleaned: MoveInput = { opinion, missingItems: missing, values: given };
      await hooks?.before?.(ctx, row, values, cleaned, tx);
      const where: SQL | undefined = and(eq(pk, id), eq(stateColumn, from));
      const [moved] = (await tx.update(entry.table).set(values).where(where).returning()) as Row[];
      // Someone else moved it first: report the state it is in now.
      if (!moved) {
        const [current] = (await tx.select({ state: stateColumn }).from(entry.table).where(eq(pk, id))) as { state: unknown }[];
        throw notAllowed(workflow, current?.state ?? from, ctx.lang);
      }
      await tx.insert(auditRecord).values({
        entity_type: workflow.trail.entity,
        entity_id: id,
        enterprise_id: workflow.trail.enterprise ? Number(moved[workflow.trail.enterprise] ?? 0) : 0,
        action: name,
        from_status: from,
        to_status: transition.to,
        opinion,
        missing_items: missing.length ? JSON.stringify(missing) : "",
        details: Object.keys(given).length ? JSON.stringify(given) : "",
        operator_type: ctx.mover.type ?? "admin",
        operator_id: ctx.mover.id,
        operator_name: ctx.mover.name,
        create_time: now,
      });
      await hooks?.after?.(ctx, moved, cleaned, tx);
      await reindexRecords(tx, services.modules, entry.declaration.table, [id]);
      return { moved, cleaned };
    };

    const { moved, cleaned } = options.tx ? await run(options.tx) : await services.db.transaction(run);
    if (!options.tx) {
      await hooks?.afterCommit?.(ctx, moved, cleaned);
      services.modules.tableChanged(entry.declaration.table, { services });
    }
    return moved;
  }

  return { move };
}

export type WorkflowMachine = ReturnType<typeof createWorkflowMachine>;
