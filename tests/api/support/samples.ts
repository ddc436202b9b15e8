// Valid sample values for any declared field, so the registry-driven suite can add, store and
// edit rows of every module without module-specific test code.
//
// Reproducible and collision-free: values come from the run's seed (./random) and a counter, and
// a unique field's value is checked against the table before it is used. Relations are explicit:
// a remote field points at the row the caller names for that module (`Relations`), never at
// "whichever row comes first" — a row the suite added itself could be that row.
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { fieldRule, fromWire, formRules, inForm, primaryKey, shownFor } from "@shared/module/field-kinds";
import { findDeclared as findModule } from "@server/engine/catalog";
import type { FieldDeclaration, ModuleDeclaration } from "@shared/module/types";
import { platformTable as tableByName } from "@server/engine/tables";
import { checkValue } from "@shared/validate";
import { creditCodeFrom, idNumberFacts } from "@shared/validate/patterns";
import { nextNumber, randomInt, uniqueText } from "./random";
import type { TestApp } from "./test-app";

/** A fresh, valid unified social credit code (GB 32100 check character), unique within the run. */
export function sampleCreditCode(): string {
  return creditCodeFrom("91460000", String(nextNumber()).padStart(8, "0"));
}

/** A valid resident ID number (GB 11643 check character), unique within the run. */
export function sampleIdNumber(): string {
  const n = nextNumber();
  const birth = new Date(Date.UTC(1960, 0, 1) + (n % 15_000) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
  const body = `460200${birth}${String(Math.floor(n / 15_000) % 1000).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + "10X98765432"[sum % 11];
}

/** A mobile number unique within the run. */
export function sampleMobile(): string {
  return `139${String(nextNumber()).padStart(8, "0")}`;
}

/** The row each remote field points at, by module key (and the picker's filter, when it has one). */
export type Relations = Record<string, number>;

/** The column and value a remote field's picker filters its module by (`search[0]` eq), if any. */
function pickerFilter(field: FieldDeclaration): { column: string; value: string | number | boolean } | undefined {
  const params = field.remote?.params ?? {};
  const column = params["search[0][field]"];
  const value = params["search[0][val]"];
  if (typeof column !== "string" || params["search[0][operator]"] !== "eq" || value === undefined) return undefined;
  return { column, value };
}

/** The `Relations` key of a remote field: its module, and its picker's filter. */
function relationKey(field: FieldDeclaration): string {
  const filter = pickerFilter(field);
  return `${field.remote?.module ?? ""}${filter ? `|${filter.column}=${filter.value}` : ""}`;
}

/**
 * The row each remote field of `modules` will point at: the lowest-keyed row of the remote module
 * as the database is now, or — when it has none — one made by `create` (which adds it the way the
 * module is used). Call it before the suite adds rows, so no relation leads to a row under test.
 */
export async function relationTargets(
  t: TestApp,
  modules: ModuleDeclaration[],
  create: (module: ModuleDeclaration, relations: Relations, overrides: Record<string, unknown>) => Promise<number>,
): Promise<Relations> {
  const targets: Relations = {};
  const resolve = async (field: FieldDeclaration, path: string[]): Promise<void> => {
    const key = field.remote?.module ?? "";
    const relation = relationKey(field);
    if (relation in targets) return;
    // A link to rows of the same module (a combined ticket's parts) is filled only when its form shows it.
    if (path[path.length - 1] === key) return;
    if (path.includes(key)) throw new Error(`circular relations: ${[...path, key].join(" -> ")}`);
    const remote = findModule(key);
    const table = remote && (tableByName(remote.table) as SQLiteTable | undefined);
    if (!remote || !table) throw new Error(`no remote module ${key}`);
    const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
    const pk = columns[primaryKey(remote)];
    if (!pk) throw new Error(`remote module ${key} has no primary key column`);
    // A picker that offers only some rows (travel agencies among enterprises) points at one of those.
    const filter = pickerFilter(field);
    const filterColumn = filter && columns[filter.column];
    if (filter && !filterColumn) throw new Error(`${key} has no column ${filter.column} to filter its picker by`);
    const [row] = (await t.database.db
      .select({ id: pk })
      .from(table)
      .where(and(filterColumn ? eq(filterColumn, filter.value) : undefined))
      .orderBy(asc(pk))
      .limit(1)) as { id: number }[];
    if (row) {
      targets[relation] = Number(row.id);
      return;
    }
    for (const inner of Object.values(remote.fields)) if (inner.remote && inner.remote.module !== key) await resolve(inner, [...path, key]);
    targets[relation] = await create(remote, targets, filter ? { [filter.column]: filter.value } : {});
  };
  for (const module of modules) {
    for (const field of Object.values(module.fields)) if (field.remote) await resolve(field, [module.key]);
  }
  return targets;
}

function relationOf(field: FieldDeclaration, relations: Relations): number {
  const key = relationKey(field);
  const id = relations[key];
  if (id === undefined) throw new Error(`no explicit relation for ${key}: pass it in Relations`);
  return id;
}

/** A sample wire value for one field (not yet checked against the table for unique fields). */
function draftValue(name: string, field: FieldDeclaration, relations: Relations): unknown {
  const rule = field.rules ?? {};
  const optionValue = field.options?.[0]?.value;
  switch (field.kind) {
    case "password":
      return "Sample-pass1";
    case "string": {
      if (rule.pattern === "account") return uniqueText("smp").slice(0, 15);
      if (rule.pattern === "email") return `${uniqueText("s")}@example.com`;
      if (rule.pattern === "mobile" || rule.pattern === "phone") return sampleMobile();
      if (rule.pattern === "creditCode") return sampleCreditCode();
      if (rule.pattern === "idCard" || field.pii === "idCard") return sampleIdNumber();
      if (rule.pattern === "personName") return "王海燕";
      if (rule.pattern === "date") return "2026-01-02";
      if (rule.pattern === "url") return `https://example.com/${uniqueText("p")}`;
      if (rule.pattern === "guideCard") return `D-4601-${String(nextNumber() % 1e6).padStart(6, "0")}`;
      if (rule.pattern === "agencyLicence") return `L-HAN-${String(nextNumber() % 1e5).padStart(5, "0")}`;
      if (rule.pattern === "plate") return `琼A·${String(nextNumber() % 1e5).padStart(5, "0")}`;
      if (rule.pattern === "licenceFileNo") return String(1e11 + (nextNumber() % 8e11));
      if (rule.pattern === "bankAccount") return `6222${String(nextNumber()).padStart(15, "0")}`;
      return `${name}-${uniqueText("")}`.slice(-(rule.max ?? 255));
    }
    case "textarea":
    case "richtext":
      return `${name} text ${uniqueText("")}`;
    case "icon":
      return "star";
    case "color":
      return "#336699";
    case "image":
    case "file":
      return "/storage/default/20260101/sample.png";
    case "images":
    case "files":
      return ["/storage/default/20260101/sample.png"];
    case "number":
    case "money":
      return Math.min(Math.max(12.34, rule.min ?? 12.34), rule.max ?? 12.34);
    case "integer":
    case "weigh": {
      const min = rule.min ?? 0;
      const max = rule.max ?? 1_000_000;
      // Unique numbers (manual ids) must differ from every row: drawn, then checked by the caller.
      if (field.unique) return randomInt(min, max);
      return Math.min(Math.max(7, min), max);
    }
    case "datetime":
      return 1_790_000_000;
    case "date":
      // Unique dates (a calendar's days) far from the seeded years, drawn then checked.
      if (field.unique) return new Date(Date.UTC(2100, 0, 1) + randomInt(0, 36_499) * 86_400_000).toISOString().slice(0, 10);
      // A date that ends something (a licence) lies ahead, as on a valid record.
      if (typeof field.list === "object" && field.list.expiry) return "2099-01-02";
      return "2026-01-02";
    case "area":
      return 460100;
    case "switch":
    case "select":
    case "radio":
      return optionValue ?? (field.kind === "switch" ? "1" : `${name}-${uniqueText("")}`);
    case "multiSelect":
    case "checkbox":
      return optionValue === undefined ? [] : [optionValue];
    case "tags":
      return ["a", "b"];
    case "remoteSelect":
      return relationOf(field, relations);
    case "remoteMultiSelect":
      return [relationOf(field, relations)];
    case "json":
      return { sample: uniqueText("") };
  }
}

function tableOf(module: ModuleDeclaration): SQLiteTable {
  const table = tableByName(module.table) as SQLiteTable | undefined;
  if (!table) throw new Error(`no table ${module.table} for ${module.key}`);
  return table;
}

/** Whether `value` (a wire value) is already stored in the field's column (any table, generated ones too). */
async function taken(t: TestApp, module: ModuleDeclaration, name: string, field: FieldDeclaration, value: unknown): Promise<boolean> {
  const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
  const stored = fromWire(field, value);
  const result = await t.database.client.execute({
    sql: `SELECT 1 FROM ${quote(module.table)} WHERE ${quote(field.column || name)} = ? LIMIT 1`,
    args: [typeof stored === "number" ? stored : String(stored)],
  });
  return result.rows.length > 0;
}

/** A valid wire value for the field; a unique field's value is not yet in its table. */
export async function sampleValue(t: TestApp, module: ModuleDeclaration, name: string, relations: Relations): Promise<unknown> {
  const field = module.fields[name];
  if (!field) throw new Error(`${module.key} has no field ${name}`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = draftValue(name, field, relations);
    if (!field.unique || !(await taken(t, module, name, field, value))) return value;
  }
  throw new Error(`no free value for the unique field ${module.key}.${name}`);
}

/** A field's declared default when the field's own rule accepts it (a valid starting value). */
function usableDefault(field: FieldDeclaration): unknown {
  if (field.default === undefined || field.default === null || field.default === "" || field.unique || field.kind === "remoteSelect") return undefined;
  return checkValue(fieldRule(field, "add"), field.default).error ? undefined : field.default;
}

/**
 * A complete, valid add form for the module; remote fields point at `relations`. Declared
 * defaults where they fit, sample values elsewhere; fields the form hides for these values
 * (`form.when`) left out; gender and birth date as the ID number states them.
 */
export async function sampleForm(t: TestApp, module: ModuleDeclaration, relations: Relations, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const form: Record<string, unknown> = {};
  const rules = formRules(module, "add");
  const conditional = (field: FieldDeclaration) => typeof field.form === "object" && field.form.when !== undefined;
  for (const [name, field] of Object.entries(module.fields)) {
    if (!inForm(field, "add") || !rules[name] || conditional(field)) continue;
    form[name] = usableDefault(field) ?? (await sampleValue(t, module, name, relations));
  }
  // Fields the form shows only for certain values get a sample only when shown.
  for (const [name, field] of Object.entries(module.fields)) {
    if (!inForm(field, "add") || !rules[name] || !conditional(field) || !shownFor(field, { ...form, ...overrides })) continue;
    form[name] = usableDefault(field) ?? (await sampleValue(t, module, name, relations));
  }
  const values = { ...form, ...overrides };
  for (const [name, field] of Object.entries(module.fields)) if (name in values && !(name in overrides) && !shownFor(field, values)) delete values[name];
  const facts = typeof values.id_no === "string" ? idNumberFacts(values.id_no) : undefined;
  if (facts) {
    if (module.fields.gender?.options?.some((o) => String(o.value) === facts.gender) && !("gender" in overrides)) values.gender = facts.gender;
    if (module.fields.birth_date && !("birth_date" in overrides)) values.birth_date = facts.birthDate;
  }
  return values;
}

/**
 * Stores a sample row straight into the module's table, for modules whose rows the product writes
 * itself (logs): every declared column gets a sample value, converted as the engine stores it.
 * Answers the new row's key.
 */
export async function insertSampleRow(t: TestApp, module: ModuleDeclaration, relations: Relations, overrides: Record<string, unknown> = {}): Promise<number> {
  const table = tableOf(module);
  const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const pk = primaryKey(module);
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(module.fields)) {
    const column = field.column === false ? undefined : field.column || name;
    if (!column || column === pk || !columns[column] || field.kind === "password") continue;
    let stored = fromWire(field, await sampleValue(t, module, name, relations));
    if (columns[column]?.dataType === "boolean") stored = stored === "1" || stored === 1 || stored === true;
    values[column] = stored;
  }
  // A workflow's row waits where staff act on it (a queue may leave out states before that).
  const staffMove = module.workflow && Object.values(module.workflow.transitions).find((move) => move.by === "staff");
  if (module.workflow && staffMove?.from[0]) values[module.fields[module.workflow.field]?.column || module.workflow.field] = staffMove.from[0];
  for (const [name, value] of Object.entries(overrides)) values[module.fields[name]?.column || name] = value;
  // Columns the declaration does not show but the table requires.
  for (const [column, definition] of Object.entries(columns)) {
    if (column in values || column === pk || !definition.notNull || definition.hasDefault) continue;
    values[column] = definition.dataType === "number" ? 0 : definition.dataType === "boolean" ? false : "";
  }
  const [row] = (await t.database.db.insert(table).values(values).returning({ id: columns[pk] as SQLiteColumn })) as { id: number }[];
  if (!row) throw new Error(`could not store a sample row of ${module.key}`);
  return Number(row.id);
}

/** One field the edit step changes, the value it sends, and how the edit form shows it back. */
export interface EditChange {
  field: string;
  value: unknown;
}

/**
 * A field of the edit form the suite can change to a different valid value without module
 * knowledge: free text first, then a choice among options, a switch, a date, a number. Undefined
 * only when the edit form has no such field (the suite then fails: edit is declared).
 */
export function editChange(module: ModuleDeclaration, row: Record<string, unknown>): EditChange | undefined {
  const editable = Object.entries(module.fields).filter(
    ([name, f]) => name !== primaryKey(module) && inForm(f, "edit") && !f.unique && !f.pii && !f.secret && f.kind !== "password" && !(typeof f.form === "object" && (f.form.readonly || f.form.when)),
  );
  const text = editable.find(([, f]) => (f.kind === "string" || f.kind === "textarea") && !f.rules?.pattern && fieldRule(f, "edit").type === "string");
  if (text) return { field: text[0], value: "changed by the suite" };
  for (const [name, f] of editable) {
    if ((f.kind === "select" || f.kind === "radio") && (f.options?.length ?? 0) >= 2) {
      const other = f.options?.find((o) => String(o.value) !== String(row[name]));
      if (other) return { field: name, value: other.value };
    }
  }
  const toggle = editable.find(([, f]) => f.kind === "switch");
  if (toggle) return { field: toggle[0], value: String(row[toggle[0]]) === "1" ? "0" : "1" };
  const date = editable.find(([, f]) => f.kind === "date" && !f.rules?.required);
  if (date) return { field: date[0], value: row[date[0]] === "2025-12-31" ? "2025-12-30" : "2025-12-31" };
  const number = editable.find(([, f]) => f.kind === "integer");
  if (number) {
    const rule = fieldRule(number[1], "edit");
    const next = Number(row[number[0]] ?? 0) + 1;
    return { field: number[0], value: rule.max !== undefined && next > rule.max ? Number(row[number[0]]) - 1 : next };
  }
  return undefined;
}
