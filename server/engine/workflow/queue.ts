// A workflow's queue is its module's list (the standard list wire format) plus what a queue
// needs: the running time limit of each row (`due_time`) and whether it passed (`overdue`), a
// filter on `overdue`, ordering by `due_time` (running limits first, soonest first) and, when
// asked (`counts=1`), the number of rows in each state under the same filters.
import { and, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { runningLimit, WORKFLOW_FIELDS, type WorkflowDeclaration } from "@shared/module/workflow";
import { ApiError } from "../../kernel/errors";
import { columnFor } from "../columns";
import type { SearchItem } from "../list-params";
import type { Row, ServerModule } from "../types";

const column = (entry: ServerModule, name: string): SQLiteColumn => {
  const found = columnFor(entry, name);
  if (!found) throw new Error(`module ${entry.declaration.key}: no column ${name}`);
  return found;
};

/** The due time of the limit running in each row's state (NULL when none runs). */
export function dueExpression(entry: ServerModule, workflow: WorkflowDeclaration): SQL {
  const state = column(entry, workflow.field);
  const limits = workflow.limits ?? [];
  if (limits.length === 0) return sql`NULL`;
  const cases = limits.map((limit) => sql`WHEN ${state} IN ${limit.states} THEN ${column(entry, limit.column)}`);
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE NULL END)`;
}

/** Rows whose running limit has passed at `now`. */
export function overdueCondition(entry: ServerModule, workflow: WorkflowDeclaration, now: number): SQL {
  const state = column(entry, workflow.field);
  const parts = (workflow.limits ?? []).map((limit) => and(inArray(state, [...limit.states]), lt(column(entry, limit.column), now)) as SQL);
  return parts.length ? (or(...parts) as SQL) : sql`0`;
}

/** A search item on the virtual `overdue` field (`eq 1` / `eq 0`), or undefined for others. */
export function overdueFilter(entry: ServerModule, workflow: WorkflowDeclaration, item: SearchItem, now: number): SQL | undefined {
  if (item.field !== WORKFLOW_FIELDS.overdue) return undefined;
  const value = Array.isArray(item.val) ? item.val[0] : item.val;
  if (item.operator.toLowerCase() !== "eq" || (value !== "1" && value !== "0")) throw new ApiError("unknownOperator", { operator: item.operator, field: item.field });
  const overdue = overdueCondition(entry, workflow, now);
  return value === "1" ? overdue : sql`NOT ${overdue}`;
}

/** Sets `due_time` and `overdue` on rows read from the table (before wire conversion is fine: the columns are numbers). */
export function addRunningLimits(workflow: WorkflowDeclaration, rows: Row[], now: number): void {
  for (const row of rows) {
    const limit = runningLimit(workflow, row[workflow.field]);
    const due = limit ? row[limit.column] : null;
    row[WORKFLOW_FIELDS.due] = typeof due === "number" ? due : null;
    row[WORKFLOW_FIELDS.overdue] = typeof due === "number" && due < now;
  }
}

export interface WorkflowCounts {
  states: Record<string, number>;
  overdue: number;
  overdueByState: Record<string, number>;
}

/** How many rows are in each state, and how many are overdue, under `where`. */
export async function stateCounts(entry: ServerModule, workflow: WorkflowDeclaration, where: SQL | undefined, now: number, db: Database): Promise<WorkflowCounts> {
  const state = column(entry, workflow.field);
  const overdue = overdueCondition(entry, workflow, now);
  const rows = (await db
    .select({ state, n: sql<number>`count(*)`.mapWith(Number), late: sql<number>`coalesce(sum(case when ${overdue} then 1 else 0 end), 0)`.mapWith(Number) })
    .from(entry.table)
    .where(where)
    .groupBy(state)) as { state: unknown; n: number; late: number }[];
  const states: Record<string, number> = Object.fromEntries(workflow.states.map((s) => [s.value, 0]));
  const overdueByState: Record<string, number> = Object.fromEntries(workflow.states.map((s) => [s.value, 0]));
  let late = 0;
  for (const row of rows) {
    states[String(row.state)] = row.n;
    overdueByState[String(row.state)] = row.late;
    late += row.late;
  }
  return { states, overdue: late, overdueByState };
}

/** The state filter of a list call (its tabs count every state under the other filters). */
export const isStateFilter = (workflow: WorkflowDeclaration, item: SearchItem) => item.field === workflow.field;
