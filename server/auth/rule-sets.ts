// Groups hold a set of rule ids (or `*`); shared by admin groups and member groups.
import { ApiError, FieldValidationError } from "../kernel/errors";

/** The stored `rules` text for a chosen set: `*` when it covers every existing rule. */
export function encodeRuleSet(given: (number | string)[] | null | undefined, allIds: number[]): string {
  // Nothing chosen (a cleared field) is the empty set; anything but a list is refused.
  if (given !== null && given !== undefined && !Array.isArray(given)) throw new FieldValidationError({ rules: { key: "mustBeList" } });
  const chosen = given ?? [];
  if (chosen.includes("*")) return "*";
  const ids = [...new Set(chosen.map(Number))];
  const known = new Set(allIds);
  if (ids.some((id) => !Number.isInteger(id) || !known.has(id))) throw new FieldValidationError({ rules: { key: "unknownRules" } });
  if (allIds.length > 0 && allIds.every((id) => ids.includes(id))) return "*";
  return ids.sort((a, b) => a - b).join(",");
}

/** Rows with `rules = '*'` show every rule id (so a tree shows everything checked). */
export function expandRuleSet(value: unknown, allIds: number[]): number[] {
  if (Array.isArray(value) && value.includes("*")) return allIds;
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

/** Group rows going out: `all_rules` tells whether the group holds `*`, `rules` lists every id it covers. */
export function showRuleSets(rows: Record<string, unknown>[], allIds: number[]): void {
  for (const row of rows) {
    row.all_rules = Array.isArray(row.rules) && row.rules.includes("*");
    row.rules = expandRuleSet(row.rules, allIds);
  }
}

/** Rows being deleted must take their children with them. */
export function requireChildrenInBatch(rows: Record<string, unknown>[], all: { id: unknown; pid: unknown }[]): void {
  const deleting = new Set(rows.map((r) => Number(r.id)));
  if (all.some((r) => deleting.has(Number(r.pid)) && !deleting.has(Number(r.id)))) throw new ApiError("deleteChildrenFirst");
}

/** Ids below `id` in a pid tree. */
export function descendants(id: number, all: { id: number; pid: number }[]): Set<number> {
  const found = new Set<number>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop() as number;
    for (const row of all) {
      if (row.pid === current && !found.has(row.id)) {
        found.add(row.id);
        stack.push(row.id);
      }
    }
  }
  return found;
}
