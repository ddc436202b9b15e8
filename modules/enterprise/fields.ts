// The enterprise's own fields as the registration and change-request calls use them: rules for
// a draft (only category and name needed) or a submission (everything the declaration
// requires, plus the business licence picture), wire <-> database values, and the checks the
// validator cannot make (category, region, credit code taken, map point).
import { and, asc, count, eq, getTableColumns, ne } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { auditRecord, enterprise, enterpriseCategory } from "@db/schema";
import { fromWire, toWire } from "@shared/module/field-kinds";
import enterpriseModule, { REGISTRATION_FIELDS } from "./Enterprise/module";
import type { FieldDeclaration } from "@shared/module/types";
import type { LocalizedText } from "@shared/i18n";
import { maskPii } from "@shared/pii";
import { maskPersonalData } from "@server/engine/engine";
import { parseList } from "@server/engine/workflow/actions";
import { FieldValidationError, type FieldProblem } from "@server/kernel/errors";
import type { Executor, Row } from "@server/engine/types";
import type { AreaService } from "@server/services/areas";

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

const FIELDS = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;
const BOOLEAN_FIELDS = new Set(["outbound"]);

export const FIELD_LABELS: Record<string, LocalizedText> = Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.label]));

export { registrationRules } from "./Enterprise/module";
export { parseList };

const COLUMNS = getTableColumns(enterprise) as Record<string, SQLiteColumn>;

/** Validated wire values -> column values (an emptied NOT NULL column gets its default). */
export function toColumns(input: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(input)) {
    const field = FIELDS[name];
    if (!field || !(REGISTRATION_FIELDS as readonly string[]).includes(name)) continue;
    let stored = fromWire(field, value);
    if (BOOLEAN_FIELDS.has(name)) stored = stored === "1" || stored === 1 || stored === true;
    const column = COLUMNS[name];
    if ((stored === null || stored === undefined) && column?.notNull) stored = column.default !== undefined && typeof column.default !== "object" ? column.default : column.dataType === "number" ? 0 : "";
    out[name] = stored;
  }
  return out;
}

/** A stored enterprise's registration fields as the API sends them. */
export function toWireValues(row: Row): Row {
  const out: Row = {};
  for (const name of REGISTRATION_FIELDS) {
    const field = FIELDS[name];
    if (!field) continue;
    const value = row[name];
    // No region yet (a draft) travels as null, like any other empty choice.
    out[name] = BOOLEAN_FIELDS.has(name) ? (value ? "1" : "0") : name === "region_code" && !value ? null : toWire(field, value);
  }
  return out;
}

/** Comparable text of a wire value (lists joined), for diffs. */
const comparable = (value: unknown) => (Array.isArray(value) ? value.join(",") : value === null || value === undefined ? "" : String(value));

/** Field -> {from, to} for the fields whose wire values differ. */
export function diffOf(current: Row, proposed: Row): Record<string, { from: unknown; to: unknown }> {
  const before = toWireValues(current);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [name, to] of Object.entries(proposed)) {
    if (!(REGISTRATION_FIELDS as readonly string[]).includes(name)) continue;
    if (comparable(before[name]) !== comparable(to)) changes[name] = { from: before[name] ?? null, to };
  }
  return changes;
}

/** Checks of merged column values: known category and region, free credit code, a whole map point. */
export async function checkEnterpriseValues(db: Executor, areas: AreaService, values: Row, selfId: number | undefined): Promise<void> {
  const problems: Record<string, FieldProblem> = {};
  if (values.category_id !== undefined && values.category_id !== null) {
    const [category] = await db.select({ status: enterpriseCategory.status }).from(enterpriseCategory).where(eq(enterpriseCategory.id, Number(values.category_id)));
    if (!category || category.status !== "1") problems.category_id = { key: "categoryUnknown" };
  }
  if (values.region_code && !(await areas.exists(Number(values.region_code)))) problems.region_code = { key: "areaUnknown" };
  if (typeof values.uscc === "string" && values.uscc) {
    const uscc = values.uscc.toUpperCase();
    values.uscc = uscc;
    const conditions = [eq(enterprise.uscc, uscc)];
    if (selfId !== undefined) conditions.push(ne(enterprise.id, selfId));
    const [taken] = await db.select({ n: count() }).from(enterprise).where(and(...conditions));
    if ((taken?.n ?? 0) > 0) problems.uscc = { key: "valueTaken" };
  }
  const hasLng = values.lng !== null && values.lng !== undefined;
  const hasLat = values.lat !== null && values.lat !== undefined;
  if (hasLng !== hasLat) problems[hasLng ? "lat" : "lng"] = { key: "mapPointIncomplete" };
  if (Object.keys(problems).length) throw new FieldValidationError(problems, FIELD_LABELS);
}

export type EnterpriseRow = typeof enterprise.$inferSelect;

/** An application as the registration page and the review dialog show it. */
export function registrationView(row: EnterpriseRow) {
  return {
    id: row.id,
    ...toWireValues(row as unknown as Row),
    status: row.status,
    credit_level: row.credit_level,
    audit_status: row.audit_status,
    missing_items: parseList(row.missing_items),
    audit_opinion: row.audit_opinion,
    submit_time: row.submit_time,
    accept_time: row.accept_time,
    decide_time: row.decide_time,
    notify_due_time: row.notify_due_time,
    decide_due_time: row.decide_due_time,
    create_time: row.create_time,
    update_time: row.update_time,
  };
}

/** The whole trail of an enterprise: its registration and its change requests, oldest first. */
export async function enterpriseTrail(db: Executor, enterpriseId: number) {
  const rows = await db.select().from(auditRecord).where(eq(auditRecord.enterprise_id, enterpriseId)).orderBy(asc(auditRecord.id)).limit(500);
  return rows.map((r) => ({ ...r, missing_items: parseList(r.missing_items) }));
}

/** An enterprise's values as staff screens get them: personal data masked (engine.maskPersonalData). */
export function maskedEnterprise<T extends Row>(row: T): T {
  const copy = { ...row };
  maskPersonalData(enterpriseModule, [copy]);
  return copy;
}

/** One value of a change request's diff, masked when the field is personal data. */
export function maskedChangeValue(field: string, value: unknown): unknown {
  const pii = FIELDS[field]?.pii;
  return pii ? maskPii(pii, value) : value;
}
