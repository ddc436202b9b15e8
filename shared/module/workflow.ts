// A declared workflow (DESIGN §4): a record that moves through states by named transitions,
// each leaving a row in the trail, with legal time limits that run in some states. The engine
// gives every workflow, with no code of its own: one action per staff transition (a
// conditional update plus a trail row in one transaction), the queue on the standard list wire
// format (status tabs with counts, the overdue filter, the running time limit), the trail, a
// review dialog and its "work waiting" card on the dashboard. Plain data, shared with the console.
import type { LocalizedText } from "@shared/i18n";
import type { TagColor } from "./tag-color";
import type { FieldDeclaration } from "./field-declaration";

export interface WorkflowState {
  value: string;
  label: LocalizedText;
  color?: TagColor;
}

/** An input a transition asks of the person who makes it. */
export interface TransitionInput {
  required?: boolean;
  /** Its name on the form (default: "Opinion" / "Missing items"). */
  label?: LocalizedText;
  /** The message when a required input is missing. */
  message?: LocalizedText;
  /** Kept on the row too (`workflow.record`), not only in the trail (default true). */
  record?: boolean;
}

export interface WorkflowTransition {
  /** The button, and the action's name in the trail. */
  label: LocalizedText;
  from: readonly string[];
  /** The state after the move (the same state for moves such as an extension). */
  to: string;
  /**
   * Who makes it: `staff` through the engine's action `<module>/<name>` (permission node
   * `<module node base>/<name>`); `owner` through the module's own actions (the record's own
   * enterprise or member, e.g. submitting); `system` only by the scheduler (a time limit passed).
   */
  by: "staff" | "owner" | "system";
  /** A written opinion (reason) given with the move. */
  opinion?: TransitionInput;
  /** A list of missing items given with the move (a return for completion). */
  missingItems?: TransitionInput;
  /**
   * Further values the move asks for (a refusal's legal ground, a compensation amount), declared
   * like fields: checked by their kind and rules, written to the record's column of the same name
   * (or `column`; `column: false` keeps them in the trail only) and kept in the trail row.
   */
  inputs?: Readonly<Record<string, FieldDeclaration>>;
  /** Columns set to the time of the move. */
  stamp?: readonly string[];
  /** Columns cleared by the move. */
  clear?: readonly string[];
  /** Allowed once since the latest move by this transition (e.g. one extension per review). */
  onceSince?: string;
  /** The message when `onceSince` refuses. */
  onceMessage?: LocalizedText;
  /** Moves the due time of a running limit later. */
  extendsLimit?: { limit: string; amount: number; unit: LimitUnit };
  /** Asked before the move is made (destructive moves). */
  confirm?: LocalizedText;
  tone?: "default" | "danger";
  /** Shown once the move is made. */
  done: LocalizedText;
}

export type LimitUnit = "workingDays" | "days" | "hours";

/** A time limit: it runs while the record is in one of `states`, from the move that started it. */
export interface WorkflowLimit {
  name: string;
  label: LocalizedText;
  states: readonly string[];
  /** Transitions that start the clock (the due time is set then). */
  startsAt: readonly string[];
  amount: number;
  /** Working days count through the work calendar (public holidays off, swapped days worked). */
  unit: LimitUnit;
  /** Column holding the due time (unix seconds). */
  column: string;
  /** What happens when it passes: flagged overdue (default), or a move the server makes itself. */
  onExpire?: { move: string };
}

export interface WorkflowDeclaration {
  /** The field holding the state. */
  field: string;
  /** What a record is called in messages ("Not possible while the application is Submitted"). */
  subject: LocalizedText;
  states: readonly WorkflowState[];
  transitions: Readonly<Record<string, WorkflowTransition>>;
  limits?: readonly WorkflowLimit[];
  /** Columns keeping the latest opinion and missing items on the record itself. */
  record?: { opinion?: string; missingItems?: string };
  /** Trail rows (`audit_record`): the entity type, and the field holding the record's enterprise. */
  trail: { entity: string; enterprise?: string };
  /** Trail entries that are not moves (a record entered by staff, a draft saved), by name. */
  notes?: Readonly<Record<string, LocalizedText>>;
  /** The queue's tabs: the states listed first by default ("pending"). */
  pending?: readonly string[];
  /** The dashboard's "work waiting" card: the states counted (with how many are overdue). */
  dashboard?: readonly string[];
  /**
   * States only the record's owner sees (a draft is the applicant's own business until it is
   * submitted): callers not confined to their own rows by the module's `dataScope` (staff, and
   * everyone on a module without one) never see rows in them — not in the list, its tab counts,
   * the dashboard, a read or a move by id; their tabs are hidden when empty.
   */
  ownerOnly?: readonly string[];
}

/** The virtual list fields a workflow's queue adds: the running time limit and whether it passed. */
export const WORKFLOW_FIELDS = { due: "due_time", overdue: "overdue" } as const;

export const stateOf = (workflow: WorkflowDeclaration, value: unknown): WorkflowState | undefined => workflow.states.find((s) => s.value === String(value));

/** The limit running in a state (at most one runs at a time). */
export const runningLimit = (workflow: WorkflowDeclaration, state: unknown): WorkflowLimit | undefined => workflow.limits?.find((limit) => limit.states.includes(String(state)));

/** Transitions `by` someone may make from a state. */
export function movesFrom(workflow: WorkflowDeclaration, state: unknown, by: WorkflowTransition["by"]): string[] {
  return Object.entries(workflow.transitions)
    .filter(([, t]) => t.by === by && t.from.includes(String(state)))
    .map(([name]) => name);
}
