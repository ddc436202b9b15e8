// Jurisdiction (属地管理, DESIGN §4): an admin bound to a GB/T 2260 area (a city or county bureau)
// sees, counts and changes only the rows of modules that declare what puts a row in an area —
// an area field, or a link to a module with one (a guide through its agency). The engine adds
// the condition to every read (lists, selects, details, queues, dashboard counts: all go
// through its data scope) and checks every write; statistics and live screens use the same
// condition. A provincial supervisor (no area, or the province) sees everything.
import { and, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { areaSpan } from "@shared/area-code";
import { primaryKey } from "@shared/module/field-kinds";
import type { Jurisdiction } from "@shared/module/types";
import { FieldValidationError, type FieldProblem } from "../kernel/errors";
import { columnFor } from "./columns";
import type { CrudContext, Executor, Row, ServerModule } from "./types";

type Finder = { find(key: string): ServerModule | undefined };

/** Rows of `entry` inside `area`, through its declared field or link (links may chain). */
export function insideArea(entry: ServerModule, jurisdiction: Jurisdiction, area: number, modules: Finder, depth = 0): SQL {
  if (depth > 3) throw new Error(`module ${entry.declaration.key}: jurisdiction links loop`);
  if ("field" in jurisdiction) {
    const column = columnFor(entry, jurisdiction.field);
    if (!column) throw new Error(`module ${entry.declaration.key}: no column for its area field ${jurisdiction.field}`);
    return and(gte(column, area), lte(column, areaSpan(area))) as SQL;
  }
  const target = modules.find(jurisdiction.module);
  const link = columnFor(entry, jurisdiction.via);
  const targetKey = target ? columnFor(target, primaryKey(target.declaration)) : undefined;
  if (!target?.declaration.jurisdiction || !link || !targetKey) throw new Error(`module ${entry.declaration.key}: its jurisdiction link to ${jurisdiction.module} leads to no area`);
  const inner = insideArea(target, target.declaration.jurisdiction, area, modules, depth + 1);
  return sql`${link} IN (SELECT ${targetKey} FROM ${target.table} WHERE ${inner})`;
}

/** The caller's area, when they are bound to one (super admins never are). */
export const callerArea = (ctx: Pick<CrudContext, "admin">): number | undefined => ctx.admin?.access.area || undefined;

/** The condition limiting `entry` to the caller's area, if both have one. */
export function jurisdictionCondition(entry: ServerModule, ctx: Pick<CrudContext, "admin" | "services">): SQL | undefined {
  const area = callerArea(ctx);
  const jurisdiction = entry.declaration.jurisdiction;
  return area && jurisdiction ? insideArea(entry, jurisdiction, area, ctx.services.modules) : undefined;
}

/**
 * Whether the area of a write comes from the form (the values name it, or the form carries the
 * field): then it is checked before the module's hooks. An area the form does not carry is
 * derived by a hook (a guide takes its affiliation's) and is checked after them.
 */
export function namesArea(entry: ServerModule, values: Row): boolean {
  const jurisdiction = entry.declaration.jurisdiction;
  if (!jurisdiction) return false;
  const fieldName = "field" in jurisdiction ? jurisdiction.field : jurisdiction.via;
  const field = entry.declaration.fields[fieldName];
  return (field?.column || fieldName) in values || (field !== undefined && field.form !== false);
}

/**
 * Refuses a write that would put a row outside the caller's area: the area field (or the linked
 * record) of the values being written must lie inside it. `values` are database values.
 */
export async function checkJurisdictionWrite(entry: ServerModule, ctx: CrudContext, values: Row, existing: Row | undefined, tx: Executor): Promise<void> {
  const area = callerArea(ctx);
  const jurisdiction = entry.declaration.jurisdiction;
  if (!area || !jurisdiction) return;
  const fieldName = "field" in jurisdiction ? jurisdiction.field : jurisdiction.via;
  const column = entry.declaration.fields[fieldName]?.column || fieldName;
  const value = column in values ? values[column] : existing?.[column];
  const problem: Record<string, FieldProblem> = { [fieldName]: { key: "outsideJurisdiction" } };
  const labels = { [fieldName]: entry.declaration.fields[fieldName]?.label ?? fieldName };
  if ("field" in jurisdiction) {
    const code = Number(value);
    if (!Number.isInteger(code) || code < area || code > areaSpan(area)) throw new FieldValidationError(problem, labels);
    return;
  }
  const target = ctx.services.modules.find(jurisdiction.module);
  const targetKey = target ? columnFor(target, primaryKey(target.declaration)) : undefined;
  if (!target?.declaration.jurisdiction || !targetKey) return;
  const [found] = await tx
    .select({ n: count() })
    .from(target.table)
    .where(and(eq(targetKey, value as number), insideArea(target, target.declaration.jurisdiction, area, ctx.services.modules)));
  if ((found?.n ?? 0) === 0) throw new FieldValidationError(problem, labels);
}
