// What the code generator is asked to make: a module design. It is plain data, checked here
// the same way in the console (per-field errors while designing) and on the server (the only
// gate before anything is written). Every name that reaches SQL passes an allow-listed
// pattern here; the server also quotes identifiers and never splices values into SQL.
import type { LocalizedText } from "@shared/i18n";
import type { PiiKind } from "@shared/pii";
import { checkValue, type ValidationMessageKey } from "@shared/validate";
import { fieldRule } from "../module/field-kinds";
import { FIELD_KINDS, GENERATOR_KINDS, kindsForColumn, type ColumnType, type FieldKindSpec } from "../module/kinds";
import type { FieldDeclaration, FieldKind, TagColor } from "../module/types";
import type { GeneratorMessageKey } from "./messages";

/** Tables the generator creates start with this; no platform table may (tests check it). */
export const GENERATED_TABLE_PREFIX = "gen_";
export const MAX_FIELDS = 40;

/** The part after `gen_`: 2-40 characters. */
export const NEW_TABLE_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
/** Any table the lookups and the generator accept (platform tables are snake_case). */
export const TABLE_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
export const FIELD_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
/** `<group>.<Name>`, e.g. `gen.ScenicNote`. */
export const KEY_PATTERN = /^[a-z][a-z0-9]{1,19}\.[A-Z][A-Za-z0-9]{1,39}$/;
export const ICON_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
const OPTION_VALUE = /^[A-Za-z0-9_-]{1,30}$/;
/** Names SQLite or the engine give a meaning of their own. */
export const RESERVED_FIELDS = new Set(["rowid", "oid", "_rowid_", "children", "select", "where", "from", "table", "order", "group"]);

/** A kind the generator offers (`generator` in the field-kind registry). */
export type GeneratorKind = FieldKind;
export { GENERATOR_KINDS, kindsForColumn, type ColumnType };

/** The column type a new column of each kind gets. */
export const KIND_COLUMN = Object.fromEntries(GENERATOR_KINDS.map((kind) => [kind, FIELD_KINDS[kind].column])) as Readonly<Record<GeneratorKind, ColumnType>>;

const kindsWhere = (test: (spec: FieldKindSpec) => boolean): ReadonlySet<GeneratorKind> => new Set(GENERATOR_KINDS.filter((kind) => test(FIELD_KINDS[kind])));
/** Kinds whose designer asks for options. */
export const OPTION_KINDS = kindsWhere((spec) => Boolean(spec.generator?.options));
const MULTI_KINDS = kindsWhere((spec) => Boolean(spec.multi));
/** Kinds with a maximum length. */
export const LENGTH_KINDS = kindsWhere((spec) => Boolean(spec.generator?.length));
/** Kinds the quick search may cover. */
export const QUICK_SEARCH_KINDS = kindsWhere((spec) => Boolean(spec.generator?.quickSearch));

export interface OptionDesign {
  value: string;
  label: LocalizedText;
  color?: TagColor;
}

export interface FieldDesign {
  /** Column name. */
  name: string;
  kind: GeneratorKind;
  label: LocalizedText;
  required: boolean;
  /** Longest text (string kinds). */
  max?: number;
  list: boolean;
  sortable: boolean;
  filter: boolean;
  form: boolean;
  quickSearch: boolean;
  unique: boolean;
  options?: OptionDesign[];
  /** Default for the add form and the new column, as text. */
  default?: string;
  /** Times the database sets: on insert (`create`) or on every change (`update`). */
  auto?: "create" | "update";
  /** Changes go to the sensitive-data log. */
  sensitive?: boolean;
  /** Personal data (text fields): masked when read, revealed one at a time (logged). */
  pii?: PiiKind;
}

export interface ModuleDesign {
  version: 1;
  /** A table the generator creates, or one that exists. */
  source: "new" | "existing";
  /** Full table name (`gen_…` for new tables). */
  table: string;
  key: string;
  title: LocalizedText;
  menu: { parent: string; icon: string; weigh: number };
  /** Primary key column (an integer). */
  pk: string;
  fields: FieldDesign[];
  /** Deleted rows go to the recycle bin. */
  recycle: boolean;
}

export type DesignProblem = { key: GeneratorMessageKey | ValidationMessageKey; params?: Record<string, string | number> };
export type DesignErrors = Record<string, DesignProblem>;

export interface DesignContext {
  /** Column types of the existing table (required for `existing` designs). */
  columns?: ReadonlyMap<string, ColumnType>;
  /** Known icon names (the console's set); unchecked when absent. */
  icons?: readonly string[];
}

/** `gen.ScenicNote` -> `gen/scenicnote` (menu path and permission node base). */
export const nodeBaseOfKey = (key: string) => key.replace(/\./g, "/").toLowerCase();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const bool = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

function text(errors: DesignErrors, path: string, v: unknown, max: number): string {
  const value = str(v);
  if (!value) errors[path] = { key: "required" };
  else if ([...value].length > max) errors[path] = { key: "tooLong", params: { max } };
  return value;
}

function label(errors: DesignErrors, path: string, v: unknown, max = 50): LocalizedText {
  const source = isRecord(v) ? v : {};
  return { "zh-cn": text(errors, `${path}.zh-cn`, source["zh-cn"], max), en: text(errors, `${path}.en`, source.en, max) };
}

const COLORS: readonly TagColor[] = ["default", "primary", "success", "warning", "danger", "info"];

function options(errors: DesignErrors, path: string, v: unknown, numeric: boolean): OptionDesign[] | undefined {
  if (!Array.isArray(v) || v.length === 0) {
    errors[path] = { key: "genOptionsRequired" };
    return undefined;
  }
  if (v.length > 50) {
    errors[path] = { key: "tooManyItems", params: { max: 50 } };
    return undefined;
  }
  const out: OptionDesign[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of v.entries()) {
    const item = isRecord(raw) ? raw : {};
    const value = typeof item.value === "number" ? String(item.value) : str(item.value);
    if (!OPTION_VALUE.test(value) || seen.has(value) || (numeric && !/^-?\d{1,15}$/.test(value))) {
      errors[path] = { key: "genOptionsInvalid" };
      return undefined;
    }
    seen.add(value);
    const optionLabel = label(errors, `${path}.${i}.label`, item.label, 30);
    const color = COLORS.includes(item.color as TagColor) ? (item.color as TagColor) : undefined;
    out.push(color ? { value, label: optionLabel, color } : { value, label: optionLabel });
  }
  return out;
}

/** The declaration field a field design becomes (also used to check defaults). */
export function declarationField(field: FieldDesign, pk: string): FieldDeclaration {
  const numeric = KIND_COLUMN[field.kind] !== "TEXT";
  const isPk = field.name === pk;
  const declared: FieldDeclaration = {
    kind: isPk ? "integer" : field.kind,
    label: field.label,
    rules: LENGTH_KINDS.has(field.kind) ? { required: field.required || undefined, max: field.max } : { required: field.required || undefined },
    list: field.list ? { sortable: field.sortable || undefined, width: isPk ? 80 : undefined } : false,
    form: isPk || field.auto ? false : field.form,
  };
  if (!field.filter) declared.filter = false;
  else if (isPk) declared.filter = ["eq", "RANGE", "IN"];
  else if (field.kind === "datetime") declared.filter = ["RANGE"];
  if (field.options) declared.options = field.options.map((o) => ({ value: numeric ? Number(o.value) : o.value, label: o.label, ...(o.color ? { color: o.color } : {}) }));
  if (field.unique) declared.unique = true;
  if (field.sensitive) declared.sensitive = true;
  if (field.pii) declared.pii = field.pii;
  if (field.default !== undefined && field.default !== "" && !MULTI_KINDS.has(field.kind)) {
    declared.default = numeric || field.kind === "number" ? Number(field.default) : field.default;
  }
  return declared;
}

function fieldDesign(errors: DesignErrors, path: string, raw: unknown, design: { source: ModuleDesign["source"]; pk: string }, context: DesignContext): FieldDesign | undefined {
  const v = isRecord(raw) ? raw : {};
  const name = str(v.name);
  if (!FIELD_PATTERN.test(name)) errors[`${path}.name`] = { key: name ? "genFieldNameRule" : "required" };
  else if (RESERVED_FIELDS.has(name)) errors[`${path}.name`] = { key: "genFieldNameReserved" };
  const kind = str(v.kind) as GeneratorKind;
  if (!GENERATOR_KINDS.includes(kind)) {
    errors[`${path}.kind`] = { key: "genUnknownKind" };
    return undefined;
  }
  const isPk = name === design.pk;
  const columnType = design.source === "existing" ? context.columns?.get(name) : undefined;
  if (design.source === "existing" && name && FIELD_PATTERN.test(name) && !columnType) errors[`${path}.name`] = { key: "genColumnMissing", params: { column: name } };
  if (isPk && kind !== "integer") errors[`${path}.kind`] = { key: "genPkRequired" };
  if (!isPk && columnType && !kindsForColumn(columnType).includes(kind)) errors[`${path}.kind`] = { key: "genKindNotForColumn", params: { type: columnType } };
  const storage = columnType ?? KIND_COLUMN[kind];
  const field: FieldDesign = {
    name,
    kind,
    label: label(errors, `${path}.label`, v.label),
    required: !isPk && bool(v.required),
    list: bool(v.list),
    sortable: bool(v.sortable),
    filter: bool(v.filter),
    form: !isPk && bool(v.form),
    quickSearch: QUICK_SEARCH_KINDS.has(kind) && bool(v.quickSearch),
    unique: !isPk && bool(v.unique),
  };
  if (!isPk && bool(v.sensitive)) field.sensitive = true;
  if (v.pii === "idCard" || v.pii === "phone") {
    if (kind !== "string") errors[`${path}.pii`] = { key: "genPiiTextOnly" };
    else field.pii = v.pii;
  }
  if (LENGTH_KINDS.has(kind) && v.max !== undefined && v.max !== null && v.max !== "") {
    const max = Number(v.max);
    const limit = kind === "string" ? 255 : 200_000;
    if (!Number.isInteger(max) || max < 1 || max > limit) errors[`${path}.max`] = { key: "tooLarge", params: { max: limit } };
    else field.max = max;
  }
  if (OPTION_KINDS.has(kind)) {
    const numeric = storage !== "TEXT";
    const given = v.options === undefined && kind === "switch" ? [{ value: numeric ? 1 : "1", label: { "zh-cn": "开启", en: "On" }, color: "success" }, { value: numeric ? 0 : "0", label: { "zh-cn": "关闭", en: "Off" }, color: "default" }] : v.options;
    field.options = options(errors, `${path}.options`, given, numeric);
  }
  if (v.auto === "create" || v.auto === "update") {
    if (kind !== "datetime") errors[`${path}.kind`] = { key: "genKindNotForColumn", params: { type: "datetime" } };
    field.auto = v.auto;
    field.form = false;
    field.required = false;
  }
  const defaultText = typeof v.default === "number" ? String(v.default) : str(v.default);
  if (defaultText !== "" && !isPk && !field.auto && !MULTI_KINDS.has(kind)) {
    if (defaultText.length > 255) errors[`${path}.default`] = { key: "tooLong", params: { max: 255 } };
    else if (!errors[`${path}.options`]) {
      const checked = checkValue(fieldRule(declarationField({ ...field, required: false }, design.pk), "add"), defaultText);
      if (checked.error) errors[`${path}.default`] = { key: checked.error.key, params: checked.error.params };
      else field.default = defaultText;
    }
  }
  return field;
}

/**
 * Checks untrusted input and returns a clean design (only known properties, trimmed, typed).
 * Server-only facts (does the table exist, is the key free) are checked by the server.
 */
export function checkDesign(input: unknown, context: DesignContext = {}): { ok: true; design: ModuleDesign } | { ok: false; errors: DesignErrors } {
  const errors: DesignErrors = {};
  const v = isRecord(input) ? input : {};
  const source = v.source === "existing" ? "existing" : "new";
  const table = str(v.table);
  if (source === "new") {
    const rest = table.startsWith(GENERATED_TABLE_PREFIX) ? table.slice(GENERATED_TABLE_PREFIX.length) : "";
    if (!NEW_TABLE_PATTERN.test(rest)) errors.table = { key: rest || (table && !table.startsWith(GENERATED_TABLE_PREFIX)) ? "genTableNameRule" : "required" };
  } else if (!TABLE_PATTERN.test(table)) errors.table = { key: table ? "genTableNameRule" : "required" };
  const key = str(v.key);
  if (!KEY_PATTERN.test(key)) errors.key = { key: key ? "genKeyRule" : "required" };
  const title = label(errors, "title", v.title);
  const menuIn = isRecord(v.menu) ? v.menu : {};
  const parent = str(menuIn.parent);
  if (parent && !/^[A-Za-z][A-Za-z0-9_/.]{0,99}$/.test(parent)) errors["menu.parent"] = { key: "genUnknownParent" };
  const icon = str(menuIn.icon) || "layout-grid";
  if (!ICON_PATTERN.test(icon) || (context.icons && !context.icons.includes(icon))) errors["menu.icon"] = { key: "genIconRule" };
  const weigh = menuIn.weigh === undefined || menuIn.weigh === "" ? 0 : Number(menuIn.weigh);
  if (!Number.isInteger(weigh) || weigh < -9999 || weigh > 9999) errors["menu.weigh"] = { key: "mustBeInteger" };
  const pk = str(v.pk) || "id";
  if (!FIELD_PATTERN.test(pk)) errors.pk = { key: "genPkRequired" };

  const fields: FieldDesign[] = [];
  const rawFields = Array.isArray(v.fields) ? v.fields : [];
  if (rawFields.length > MAX_FIELDS) errors.fields = { key: "genTooManyFields", params: { max: MAX_FIELDS } };
  else {
    const names = new Set<string>();
    for (const [i, raw] of rawFields.entries()) {
      const field = fieldDesign(errors, `fields.${i}`, raw, { source, pk }, context);
      if (!field) continue;
      if (field.name && names.has(field.name)) errors[`fields.${i}.name`] = { key: "genDuplicateField" };
      names.add(field.name);
      fields.push(field);
    }
    if (!names.has(pk)) errors.pk = { key: "genPkRequired" };
    if (!fields.some((f) => f.name !== pk && f.list)) errors.fields = { key: "genNeedsVisibleField" };
    const weighs = fields.map((f, i) => [f, i] as const).filter(([f]) => f.kind === "weigh");
    for (const [, i] of weighs.slice(1)) errors[`fields.${i}.kind`] = { key: "genOneWeigh" };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    design: { version: 1, source, table, key, title, menu: { parent, icon, weigh }, pk, fields, recycle: bool(v.recycle) },
  };
}
