// The field-kind registry: what each kind of field means, said once. The engine (wire and
// database values, filters, quick search, ordering), the filter compiler, the stored-file check
// and the code generator all read it; the console's half (input, cell, filter widget by kind) is
// src/admin/crud/kind-widgets.tsx. A new kind is one entry here and one there.
import type { Rule } from "@shared/validate";
import { areaSpan } from "../area-code";
import { centsToYuan, MONEY_LIMIT_YUAN, yuanToCents } from "../money";
import type { FieldDeclaration, FieldKind, Operator } from "./types";

/** How a column stores values (SQLite affinity, as the code generator creates and reads them). */
export type ColumnType = "INTEGER" | "REAL" | "TEXT";

/**
 * What a filter or quick-search value (query text) becomes before it meets the column:
 * `text` as typed, `number` a finite number, `cents` yuan to cents, `seconds` a date and time in
 * the site's time zone to unix seconds.
 */
export type QueryValue = "text" | "number" | "cents" | "seconds";

/** The declaration parts a kind's validator rule starts from. */
export interface BaseRule {
  required: boolean;
  min?: number;
  max?: number;
  label: FieldDeclaration["label"];
}

export interface FieldKindSpec {
  /** The column type the code generator creates for it. */
  column: ColumnType;
  /** Column types of existing tables it can sit on (default: its own). */
  fits?: readonly ColumnType[];
  /** Filter operators offered when a declaration lists none (first is the default); none: not filterable. */
  operators: readonly Operator[];
  query: QueryValue;
  /** Quick search matches the whole value (numbers) instead of a part of the text. */
  exactSearch?: boolean;
  /** Several values in one column, comma-separated (arrays on the wire). */
  multi?: boolean;
  /** Stored files the value points at: one path, a comma-separated list, or paths inside HTML. */
  files?: "one" | "list" | "html";
  /** HTML, cleaned on the server (sanitize-html) before it is stored. */
  html?: boolean;
  /** A secret (password): never sent to clients; a blank value leaves the stored one as it is. */
  secret?: boolean;
  /** "No value" is NULL or '' (text columns keep both). */
  textEmpty?: boolean;
  /** Rows without a value sort last either way (expiry dates: the soonest first, not the empty). */
  emptyLast?: boolean;
  /**
   * A value stands for a range of values (a GB/T 2260 division and everything inside it): equality
   * filters match the range.
   */
  span?(value: number): number;
  /** Off the list unless the declaration asks (long or structured values). */
  listHidden?: boolean;
  /** Wire value from the database value (when they differ). */
  toWire?(value: unknown): unknown;
  /** Database value from a validated wire value (when they differ). */
  fromWire?(value: unknown): unknown;
  /** The validator rule of the value a form sends. */
  rule(field: FieldDeclaration, base: BaseRule): Rule;
  /** The code generator offers it; `options`: its designer asks for options, `length`: a maximum length. */
  generator?: { options?: boolean; length?: boolean; quickSearch?: boolean };
}

const TEXT_OPERATORS: readonly Operator[] = ["LIKE", "eq", "NOT LIKE", "ne", "NULL", "NOT NULL"];
const NUMBER_OPERATORS: readonly Operator[] = ["RANGE", "eq", "ne", "gt", "egt", "lt", "elt", "NOT RANGE"];
const CHOICE_OPERATORS: readonly Operator[] = ["eq", "IN", "ne", "NOT IN"];
const SET_OPERATORS: readonly Operator[] = ["FIND_IN_SET", "LIKE"];
const DATE_OPERATORS: readonly Operator[] = ["RANGE", "NOT RANGE", "eq", "gt", "lt"];

const optionValues = (field: FieldDeclaration) => field.options?.map((o) => o.value);

/** One value of a declared set (numeric options make it an integer). */
function choiceRule(field: FieldDeclaration, base: BaseRule, fallback?: readonly string[]): Rule {
  const values = optionValues(field);
  if (values?.every((v) => typeof v === "number")) return { type: "integer", ...base, in: values };
  return { type: "string", ...base, in: values?.map(String) ?? fallback };
}

const listToWire = (value: unknown) =>
  String(value)
    .split(",")
    .filter((s) => s !== "");
const listFromWire = (value: unknown) => (value as unknown[]).map(String).join(",");

const text = (max: number): FieldKindSpec["rule"] => (field, base) => ({ type: "string", ...base, max: field.rules?.max ?? max, pattern: field.rules?.pattern });

const stringList: Pick<FieldKindSpec, "multi" | "toWire" | "fromWire" | "column" | "query" | "textEmpty"> = {
  column: "TEXT",
  query: "text",
  multi: true,
  textEmpty: true,
  toWire: listToWire,
  fromWire: listFromWire,
};

export const FIELD_KINDS: Readonly<Record<FieldKind, FieldKindSpec>> = {
  string: { column: "TEXT", operators: TEXT_OPERATORS, query: "text", textEmpty: true, rule: text(255), generator: { length: true, quickSearch: true } },
  textarea: { column: "TEXT", operators: TEXT_OPERATORS, query: "text", textEmpty: true, rule: text(5000), generator: { length: true, quickSearch: true } },
  richtext: {
    column: "TEXT",
    operators: TEXT_OPERATORS,
    query: "text",
    textEmpty: true,
    files: "html",
    html: true,
    listHidden: true,
    rule: (field, base) => ({ type: "string", ...base, max: field.rules?.max ?? 200_000, message: base.required ? "contentRequired" : undefined }),
    generator: { length: true },
  },
  password: { column: "TEXT", operators: [], query: "text", textEmpty: true, secret: true, rule: (field, base) => ({ type: "string", ...base, raw: true, pattern: field.rules?.pattern ?? "password" }) },
  integer: { column: "INTEGER", fits: ["INTEGER", "REAL"], operators: NUMBER_OPERATORS, query: "number", exactSearch: true, rule: (_f, base) => ({ type: "integer", ...base }), generator: { quickSearch: true } },
  number: { column: "REAL", operators: NUMBER_OPERATORS, query: "number", exactSearch: true, rule: (_f, base) => ({ type: "number", ...base }), generator: {} },
  money: {
    column: "INTEGER",
    operators: NUMBER_OPERATORS,
    query: "cents",
    toWire: (value) => centsToYuan(Number(value)),
    fromWire: (value) => yuanToCents(value as number),
    // Cents must stay whole numbers a database stores exactly (below 2^53): at most a hundred
    // billion yuan either way, unless the field narrows it.
    rule: (_f, base) => ({ type: "number", ...base, min: base.min ?? -MONEY_LIMIT_YUAN, max: base.max ?? MONEY_LIMIT_YUAN }),
    generator: {},
  },
  switch: { column: "TEXT", fits: ["TEXT", "INTEGER"], operators: CHOICE_OPERATORS, query: "text", rule: (field, base) => choiceRule(field, base, ["0", "1"]), generator: { options: true } },
  select: { column: "TEXT", fits: ["TEXT", "INTEGER"], operators: CHOICE_OPERATORS, query: "text", rule: (field, base) => choiceRule(field, base), generator: { options: true } },
  radio: { column: "TEXT", fits: ["TEXT", "INTEGER"], operators: CHOICE_OPERATORS, query: "text", rule: (field, base) => choiceRule(field, base), generator: { options: true } },
  multiSelect: {
    ...stringList,
    operators: SET_OPERATORS,
    rule: (field, base) => ({ type: "array", ...base, items: { type: "string", max: 255, in: optionValues(field)?.map(String) } }),
    generator: { options: true },
  },
  checkbox: {
    ...stringList,
    operators: SET_OPERATORS,
    rule: (field, base) => ({ type: "array", ...base, items: { type: "string", max: 255, in: optionValues(field)?.map(String) } }),
    generator: { options: true },
  },
  tags: { ...stringList, operators: SET_OPERATORS, rule: (_f, base) => ({ type: "array", ...base, items: { type: "string", max: 255 } }), generator: {} },
  date: { column: "TEXT", operators: DATE_OPERATORS, query: "text", textEmpty: true, emptyLast: true, rule: (_f, base) => ({ type: "string", ...base, pattern: "date" }), generator: {} },
  datetime: { column: "INTEGER", operators: DATE_OPERATORS, query: "seconds", rule: (_f, base) => ({ type: "integer", ...base }), generator: {} },
  image: { column: "TEXT", operators: [], query: "text", textEmpty: true, files: "one", rule: text(255), generator: {} },
  images: { ...stringList, operators: [], files: "list", rule: (_f, base) => ({ type: "array", ...base, items: { type: "string", max: 255 } }), generator: {} },
  file: { column: "TEXT", operators: [], query: "text", textEmpty: true, files: "one", rule: text(255), generator: {} },
  files: { ...stringList, operators: [], files: "list", rule: (_f, base) => ({ type: "array", ...base, items: { type: "string", max: 255 } }), generator: {} },
  icon: { column: "TEXT", operators: [], query: "text", textEmpty: true, rule: text(255), generator: {} },
  color: { column: "TEXT", operators: [], query: "text", textEmpty: true, rule: text(255), generator: {} },
  weigh: { column: "INTEGER", operators: NUMBER_OPERATORS, query: "number", rule: (_f, base) => ({ type: "integer", ...base }), generator: {} },
  remoteSelect: { column: "INTEGER", operators: CHOICE_OPERATORS, query: "number", rule: (_f, base) => ({ type: "integer", ...base }) },
  remoteMultiSelect: {
    column: "TEXT",
    query: "text",
    multi: true,
    operators: SET_OPERATORS,
    // Ids as numbers; `*` (every rule) stays as it is.
    toWire: (value) => listToWire(value).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    fromWire: listFromWire,
    rule: (_f, base) => ({ type: "array", ...base, items: { type: "integer" } }),
  },
  area: { column: "INTEGER", operators: CHOICE_OPERATORS, query: "number", span: areaSpan, rule: (_f, base) => ({ type: "integer", ...base }) },
  json: {
    column: "TEXT",
    operators: [],
    query: "text",
    listHidden: true,
    toWire: (value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    fromWire: (value) => (typeof value === "string" ? value : JSON.stringify(value)),
    rule: (_f, base) => ({ type: "any", ...base }),
  },
};

export const kindOf = (kind: FieldKind): FieldKindSpec => FIELD_KINDS[kind];

/** Kinds the code generator offers, in the designer's order. */
export const GENERATOR_KINDS = (Object.keys(FIELD_KINDS) as FieldKind[]).filter((kind) => FIELD_KINDS[kind].generator);

/** Generator kinds an existing column of this type can hold. */
export function kindsForColumn(type: ColumnType): FieldKind[] {
  return GENERATOR_KINDS.filter((kind) => (FIELD_KINDS[kind].fits ?? [FIELD_KINDS[kind].column]).includes(type));
}
