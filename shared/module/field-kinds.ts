// How the engine and the console read a declaration's fields: operators, list and form
// presence, validation and wire values, each from the field-kind registry (kinds.ts) and the
// field's own settings. Shared by the server engine and the console so both read it alike.
import type { Rule } from "@shared/validate";
import { FIELD_KINDS } from "./kinds";
import type { CrudAction, FieldDeclaration, FieldKind, ListColumn, ModuleDeclaration, Operator } from "./types";

/** Several values in one column (arrays on the wire). */
export const isMulti = (kind: FieldKind) => Boolean(FIELD_KINDS[kind].multi);

/** Operators offered when a declaration does not list its own. */
export const defaultOperators = (kind: FieldKind): readonly Operator[] => FIELD_KINDS[kind].operators;

export function filterOperators(field: FieldDeclaration): readonly Operator[] {
  if (field.filter === false || field.column === false || field.secret) return [];
  return field.filter ?? defaultOperators(field.kind);
}

export function listColumn(field: FieldDeclaration): ListColumn | undefined {
  if (field.secret || FIELD_KINDS[field.kind].secret || field.list === false) return undefined;
  if (field.column === false && field.list === undefined) return undefined;
  if (FIELD_KINDS[field.kind].listHidden) return field.list ? (field.list === true ? { hidden: true } : field.list) : undefined;
  return field.list === undefined || field.list === true ? {} : field.list;
}

export function inForm(field: FieldDeclaration, mode: "add" | "edit"): boolean {
  if (field.form === false) return false;
  if (field.form === undefined || field.form === true) return true;
  return (mode === "add" ? field.form.add : field.form.edit) !== false;
}

export function formOptions(field: FieldDeclaration) {
  return typeof field.form === "object" ? field.form : {};
}

/** Whether a form shows the field for these values (`form.when`: category-specific details). */
export function shownFor(field: FieldDeclaration, values: Record<string, unknown>): boolean {
  const when = formOptions(field).when;
  if (!when) return true;
  const current = values[when.field];
  return when.in.some((v) => String(v) === String(current));
}

/** The validator rule for a field's wire value in the add or edit form. */
export function fieldRule(field: FieldDeclaration, mode: "add" | "edit"): Rule {
  const r = field.rules ?? {};
  const required = Boolean(r.required) || (mode === "add" && Boolean(formOptions(field).requiredOnAdd));
  return FIELD_KINDS[field.kind].rule(field, { required, min: r.min, max: r.max, label: field.label });
}

/** Validation rules of a module's add or edit form, by field. */
export function formRules(module: ModuleDeclaration, mode: "add" | "edit"): Record<string, Rule> {
  const rules: Record<string, Rule> = {};
  for (const [name, field] of Object.entries(module.fields)) {
    if (!inForm(field, mode) || formOptions(field).readonly) continue;
    rules[name] = fieldRule(field, mode);
  }
  return rules;
}

/** The personal-data fields of a module (masked on the way out, revealed one at a time). */
export const piiFields = (module: ModuleDeclaration): [string, FieldDeclaration][] => Object.entries(module.fields).filter(([, field]) => field.pii && field.column !== false);

export const moduleActions = (module: ModuleDeclaration): readonly CrudAction[] =>
  module.actions ?? (module.weighField ? ["index", "add", "edit", "del", "sortable"] : ["index", "add", "edit", "del"]);

export const primaryKey = (module: ModuleDeclaration) => module.pk ?? "id";

/** `auth.Admin` -> `auth/admin` (permission nodes and rule names are compared lower-cased). */
export const moduleNodeBase = (module: ModuleDeclaration) => module.key.replace(/\./g, "/").toLowerCase();

/** A database value as the API sends it. */
export function toWire(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const convert = FIELD_KINDS[field.kind].toWire;
  return convert ? convert(value) : value;
}

/** A validated wire value as the database stores it (null for empty; the server fills NOT NULL defaults). */
export function fromWire(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const convert = FIELD_KINDS[field.kind].fromWire;
  return convert ? convert(value) : value;
}
