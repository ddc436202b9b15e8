// What each field kind means by default: filter operators, whether it shows in lists and
// forms, how it is validated and how values travel between database and wire. Shared by
// the server engine and the console so both read a declaration the same way.
import type { Rule } from "@shared/validate";
import type { CrudAction, FieldDeclaration, FieldKind, ListColumn, ModuleDeclaration, Operator } from "./types";

const MULTI_KINDS: ReadonlySet<FieldKind> = new Set(["multiSelect", "checkbox", "tags", "images", "files", "remoteMultiSelect"]);

export const isMulti = (kind: FieldKind) => MULTI_KINDS.has(kind);

/** Operators offered when a declaration does not list its own. */
export function defaultOperators(kind: FieldKind): readonly Operator[] {
  switch (kind) {
    case "string":
    case "textarea":
    case "richtext":
      return ["LIKE", "eq", "NOT LIKE", "ne", "NULL", "NOT NULL"];
    case "number":
    case "integer":
    case "money":
    case "weigh":
      return ["RANGE", "eq", "ne", "gt", "egt", "lt", "elt", "NOT RANGE"];
    case "datetime":
    case "date":
      return ["RANGE", "NOT RANGE", "eq", "gt", "lt"];
    case "switch":
    case "select":
    case "radio":
    case "remoteSelect":
    case "area":
      return ["eq", "IN", "ne", "NOT IN"];
    case "multiSelect":
    case "checkbox":
    case "tags":
    case "remoteMultiSelect":
      return ["FIND_IN_SET", "LIKE"];
    default:
      return [];
  }
}

export function filterOperators(field: FieldDeclaration): readonly Operator[] {
  if (field.filter === false || field.column === false || field.secret) return [];
  return field.filter ?? defaultOperators(field.kind);
}

export function listColumn(field: FieldDeclaration): ListColumn | undefined {
  if (field.secret || field.kind === "password" || field.list === false) return undefined;
  if (field.column === false && field.list === undefined) return undefined;
  if (field.kind === "richtext" || field.kind === "json") return field.list ? (field.list === true ? { hidden: true } : field.list) : undefined;
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
  const form = formOptions(field);
  const required = Boolean(r.required) || (mode === "add" && Boolean(form.requiredOnAdd));
  const base = { required, min: r.min, max: r.max, label: field.label };
  const optionValues = field.options?.map((o) => o.value);
  const numericOptions = optionValues?.every((v) => typeof v === "number");
  switch (field.kind) {
    case "password":
      return { type: "string", ...base, raw: true, pattern: r.pattern ?? "password" };
    case "string":
    case "icon":
    case "color":
    case "image":
    case "file":
      return { type: "string", ...base, max: r.max ?? 255, pattern: r.pattern };
    case "textarea":
      return { type: "string", ...base, max: r.max ?? 5000, pattern: r.pattern };
    case "richtext":
      return { type: "string", ...base, max: r.max ?? 200_000, message: required ? "contentRequired" : undefined };
    case "date":
      return { type: "string", ...base, pattern: "date" };
    case "number":
    case "money":
      return { type: "number", ...base };
    case "integer":
    case "weigh":
    case "datetime":
    case "remoteSelect":
    case "area":
      return { type: "integer", ...base };
    case "switch":
    case "select":
    case "radio":
      return numericOptions
        ? { type: "integer", ...base, in: optionValues }
        : { type: "string", ...base, in: optionValues?.map(String) ?? (field.kind === "switch" ? ["0", "1"] : undefined) };
    case "multiSelect":
    case "checkbox":
    case "tags":
    case "images":
    case "files":
      return { type: "array", ...base, items: { type: "string", max: 255, in: field.kind === "tags" ? undefined : optionValues?.map(String) } };
    case "remoteMultiSelect":
      return { type: "array", ...base, items: { type: "integer" } };
    case "json":
      return { type: "any", ...base };
  }
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

/** Money: integer cents <-> "12.34". */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function yuanToCents(yuan: number | string): number {
  return Math.round(Number(yuan) * 100);
}

/** A database value as the API sends it. */
export function toWire(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (field.kind === "money") return centsToYuan(Number(value));
  if (isMulti(field.kind)) {
    const parts = String(value).split(",").filter((s) => s !== "");
    // Ids as numbers; `*` (every rule) stays as it is.
    return field.kind === "remoteMultiSelect" ? parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : parts;
  }
  if (field.kind === "json" && typeof value === "string") {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** A validated wire value as the database stores it (null for empty; the server fills NOT NULL defaults). */
export function fromWire(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "money") return yuanToCents(value as number);
  if (isMulti(field.kind)) return (value as unknown[]).map(String).join(",");
  if (field.kind === "json") return typeof value === "string" ? value : JSON.stringify(value);
  return value;
}
