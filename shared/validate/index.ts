// A small rule validator that runs unchanged in the browser and on the server: forms show
// the same per-field messages that the API answers with. Rules are plain data, so module
// declarations can carry them.
import type { LocalizedText } from "../i18n";
import type { ValidationMessageKey } from "./messages";
import { patterns, type PatternName } from "./patterns";

export type RuleType = "string" | "number" | "integer" | "id" | "boolean" | "array" | "any";

export interface Rule {
  readonly type: RuleType;
  readonly required?: boolean;
  /** Length for strings and arrays, value for numbers. */
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: PatternName;
  /** Allowed values (compared after coercion). */
  readonly in?: readonly (string | number | boolean)[];
  /** Array items must satisfy this rule. */
  readonly items?: Rule;
  /** Keep surrounding whitespace (passwords are checked as typed). */
  readonly raw?: boolean;
  /** A message key that replaces the rule's own message on any failure. */
  readonly message?: ValidationMessageKey;
  readonly label?: LocalizedText;
}

export type Rules = Readonly<Record<string, Rule>>;

type BaseOf<R extends Rule> = R["type"] extends "string"
  ? string
  : R["type"] extends "number" | "integer" | "id"
    ? number
    : R["type"] extends "boolean"
      ? boolean
      : R["type"] extends "array"
        ? R["items"] extends Rule
          ? BaseOf<R["items"]>[]
          : unknown[]
        : unknown;

/** The shape of validated input: required fields are present, the others may be missing. */
export type Infer<T extends Rules> = {
  -readonly [K in keyof T as T[K]["required"] extends true ? K : never]: BaseOf<T[K]>;
} & {
  -readonly [K in keyof T as T[K]["required"] extends true ? never : K]?: BaseOf<T[K]>;
};

export interface FieldError {
  key: ValidationMessageKey;
  params?: Record<string, number | string>;
}

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, FieldError>; value: Partial<T> };

export interface ValidateOptions {
  /** Only check fields that are present (edit forms that send a subset). */
  partial?: boolean;
  /** Refuse keys that have no rule instead of dropping them. */
  strict?: boolean;
}

/**
 * A record id: a positive whole number written plainly (`12` or "12"). Anything else — 2.0,
 * "3e0", " 4", "05", "+8", [1], {} — is not an id: SQLite's type affinity would otherwise turn
 * "2.0" or " 4" into a row id and match a row the caller never named.
 */
export function parseId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

function coerce(rule: Rule, input: unknown): { value?: unknown; error?: FieldError } {
  switch (rule.type) {
    case "string": {
      if (typeof input === "number" || typeof input === "bigint") return { value: String(input) };
      if (typeof input !== "string") return { error: { key: "mustBeText" } };
      return { value: rule.raw ? input : input.trim() };
    }
    case "number":
    case "integer": {
      const n = typeof input === "number" ? input : typeof input === "string" && input.trim() !== "" ? Number(input) : NaN;
      if (!Number.isFinite(n)) return { error: { key: "mustBeNumber" } };
      // Beyond 2^53 a number is no longer a whole number a database can store exactly.
      if (rule.type === "integer" && !Number.isSafeInteger(n)) return { error: { key: "mustBeInteger" } };
      return { value: n };
    }
    case "id": {
      const id = parseId(input);
      return id === undefined ? { error: { key: "mustBeId" } } : { value: id };
    }
    case "boolean": {
      if (typeof input === "boolean") return { value: input };
      if (input === 1 || input === "1" || input === "true") return { value: true };
      if (input === 0 || input === "0" || input === "false") return { value: false };
      return { error: { key: "mustBeBoolean" } };
    }
    case "array": {
      if (!Array.isArray(input)) return { error: { key: "mustBeList" } };
      return { value: input };
    }
    case "any":
      return { value: input };
  }
}

/** Checks one value against its rule; `undefined` means "absent". */
export function checkValue(rule: Rule, input: unknown): { value?: unknown; error?: FieldError } {
  const fail = (error: FieldError) => ({ error: rule.message ? { key: rule.message } : error });
  const trimmedEmpty = typeof input === "string" && !rule.raw && input.trim() === "";
  if (isEmpty(input) || trimmedEmpty) {
    return rule.required ? fail({ key: "required" }) : { value: undefined };
  }
  const coerced = coerce(rule, input);
  if (coerced.error) return fail(coerced.error);
  const value = coerced.value;

  if (typeof value === "string") {
    const length = [...value].length;
    if (rule.min !== undefined && length < rule.min) return fail({ key: "tooShort", params: { min: rule.min } });
    if (rule.max !== undefined && length > rule.max) return fail({ key: "tooLong", params: { max: rule.max } });
    if (rule.pattern) {
      const pattern = patterns[rule.pattern];
      if (!pattern.test(value)) return fail({ key: pattern.message });
    }
  } else if (typeof value === "number") {
    if (rule.min !== undefined && value < rule.min) return fail({ key: "tooSmall", params: { min: rule.min } });
    if (rule.max !== undefined && value > rule.max) return fail({ key: "tooLarge", params: { max: rule.max } });
  } else if (Array.isArray(value)) {
    if (rule.min !== undefined && value.length < rule.min) return fail({ key: "tooFewItems", params: { min: rule.min } });
    if (rule.max !== undefined && value.length > rule.max) return fail({ key: "tooManyItems", params: { max: rule.max } });
    if (rule.items) {
      const items: unknown[] = [];
      for (const item of value) {
        const checked = checkValue({ ...rule.items, required: true }, item);
        if (checked.error) return fail(checked.error);
        items.push(checked.value);
      }
      return { value: items };
    }
  }
  if (rule.in && !rule.in.includes(value as string | number | boolean)) return fail({ key: "notAllowedValue" });
  return { value };
}

/** Validates an input object against rules; values come back trimmed and coerced. */
export function validate<T extends Rules, const O extends ValidateOptions = {}>(
  rules: T,
  input: unknown,
  options?: O,
): ValidationResult<O extends { partial: true } ? Partial<Infer<T>> : Infer<T>>;
export function validate<T extends Rules>(rules: T, input: unknown, options: ValidateOptions = {}): ValidationResult<Partial<Infer<T>>> {
  const source = (input && typeof input === "object" && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: Record<string, FieldError> = {};
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    if (options.partial && !(field in source)) continue;
    const checked = checkValue(rule, source[field]);
    if (checked.error) errors[field] = checked.error;
    else if (checked.value !== undefined) value[field] = checked.value;
    else if (options.partial && field in source) value[field] = null;
  }
  if (options.strict) {
    for (const field of Object.keys(source)) {
      if (!(field in rules)) errors[field] = { key: "unknownField" };
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, value: value as Partial<Infer<T>> };
  return { ok: true, value: value as Partial<Infer<T>> };
}

/** Rule builders keep declarations short and their types precise. */
export const rule = {
  string: <const O extends Omit<Rule, "type">>(options?: O) => ({ type: "string", ...options }) as { type: "string" } & O,
  number: <const O extends Omit<Rule, "type">>(options?: O) => ({ type: "number", ...options }) as { type: "number" } & O,
  integer: <const O extends Omit<Rule, "type">>(options?: O) => ({ type: "integer", ...options }) as { type: "integer" } & O,
  /** A record id: a positive whole number written plainly (digits, no sign, no leading zero). */
  id: <const O extends Omit<Rule, "type" | "min" | "max">>(options?: O) => ({ type: "id", ...options }) as { type: "id" } & O,
  boolean: <const O extends Omit<Rule, "type">>(options?: O) => ({ type: "boolean", ...options }) as { type: "boolean" } & O,
  array: <const O extends Omit<Rule, "type">>(options?: O) => ({ type: "array", ...options }) as { type: "array" } & O,
  any: <const O extends Omit<Rule, "type">>(options?: O) => ({ type: "any", ...options }) as { type: "any" } & O,
};

export { patterns, type PatternName } from "./patterns";
export type { ValidationMessageKey } from "./messages";
