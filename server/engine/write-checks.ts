// The checks and conversions of a generic add or edit (DESIGN §3): the declaration's form rules
// (built once per declaration), unique fields (one statement of fixed text per field, run on the
// write's own transaction), wire values to database values with rich text cleaned.
import { sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { InValue } from "@libsql/client";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { rawExecutor } from "@db/raw-executor";
import { formRules, fromWire } from "@shared/module/field-kinds";
import { FIELD_KINDS } from "@shared/module/kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { FieldValidationError } from "../kernel/errors";
import { booleanColumns, columnFor, renderQuery } from "./columns";
import { pkColumn } from "./list-sql";
import { oncePer } from "./once-per";
import type { Row, ServerModule, Transaction } from "./types";

/** A module's add and edit rules, built once per declaration. */
const addRules = oncePer((module: ModuleDeclaration) => formRules(module, "add"));
const editRules = oncePer((module: ModuleDeclaration) => formRules(module, "edit"));
export const rulesOf = (module: ModuleDeclaration, mode: "add" | "edit") => (mode === "add" ? addRules(module) : editRules(module));

export const labelsOf = (module: ModuleDeclaration) => Object.fromEntries(Object.entries(module.fields).map(([k, f]) => [k, f.label]));

/** Each unique field's count statement, rendered once per module (run for every add and edit). */
const uniqueOf = oncePer((entry: ServerModule) => {
  const compiled: { name: string; key: string; column: SQLiteColumn; sql: string; others: string }[] = [];
  const table = renderQuery(sql`${entry.table}`).sql;
  const pk = renderQuery(sql`${pkColumn(entry)}`).sql;
  for (const [name, field] of Object.entries(entry.declaration.fields)) {
    if (!field.unique || field.column === false) continue;
    const column = columnFor(entry, name);
    if (!column) continue;
    const sqlText = `select count(*) as n from ${table} where ${renderQuery(sql`${column}`).sql} = ?`;
    compiled.push({ name, key: field.column ?? name, column, sql: sqlText, others: `${sqlText} and ${pk} <> ?` });
  }
  return compiled;
});

export const uniqueCheck = async (entry: ServerModule, tx: Transaction, values: Row, selfId: unknown) => {
  const clashes: Record<string, { key: "valueTaken" }> = {};
  for (const { name, key, column, sql: text, others } of uniqueOf(entry)) {
    const value = values[key];
    if (value === undefined || value === null || value === "") continue;
    // Statements of fixed text on the transaction itself, the value encoded as Drizzle's eq() would.
    const args = [column.mapToDriverValue(value) as InValue, ...(selfId === undefined ? [] : [selfId as InValue])];
    const { rows } = await rawExecutor(tx).execute({ sql: selfId === undefined ? text : others, args });
    if (Number(rows[0]?.n ?? 0) > 0) clashes[name] = { key: "valueTaken" };
  }
  if (Object.keys(clashes).length) throw new FieldValidationError(clashes, labelsOf(entry.declaration));
};

/** Validated wire values -> database values, richtext sanitised, secrets untouched when blank. */
export const toValues = (entry: ServerModule, input: Row): Row => {
  const booleans = booleanColumns(entry);
  const values: Row = {};
  for (const [name, value] of Object.entries(input)) {
    const field = entry.declaration.fields[name];
    if (!field || field.column === false) continue;
    if (FIELD_KINDS[field.kind].secret && (value === null || value === undefined || value === "")) continue;
    let stored = fromWire(field, value);
    if (FIELD_KINDS[field.kind].html && typeof stored === "string") stored = sanitizeHtml(stored, RICHTEXT_POLICY);
    const column = field.column ?? name;
    if (booleans.has(column)) stored = stored === "1" || stored === 1 || stored === true;
    values[column] = stored;
  }
  return values;
};

/** What rich text may contain: formatting, links, images and tables; no scripts or styles. */
export const RICHTEXT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(["img", "h1", "h2", "span", "del", "ins", "sub", "sup"]),
  allowedAttributes: {
    a: ["href", "name", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    "*": ["class"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};
