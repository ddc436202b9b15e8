// Valid sample values for any declared field, so the registry-driven suite can add and edit
// rows of every module without module-specific test code.
import { getTableColumns } from "drizzle-orm";
import { fieldRule, formRules, inForm } from "@shared/module/field-kinds";
import { findDeclared as findModule } from "@server/engine/catalog";
import type { FieldDeclaration, ModuleDeclaration } from "@shared/module/types";
import { platformTable as tableByName } from "@server/engine/tables";
import { creditCodeCheckChar } from "@shared/validate/patterns";
import type { TestApp } from "./test-app";

let counter = 0;
const unique = () => `${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`;

/** A fresh, valid unified social credit code (GB 32100 check character). */
export function sampleCreditCode(): string {
  const body = `91460000${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return body + creditCodeCheckChar(body);
}

/** A valid resident ID number (GB 11643 check character). */
export function sampleIdNumber(): string {
  const body = `46020019900101${String(Math.floor(Math.random() * 1e3)).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + "10X98765432"[sum % 11];
}

/** An id of an existing row of the remote module (its first row). */
async function remoteId(t: TestApp, key: string): Promise<number> {
  const module = findModule(key);
  const table = module && tableByName(module.table);
  if (!table) throw new Error(`no remote module ${key}`);
  const columns = getTableColumns(table) as Record<string, unknown>;
  const [row] = (await t.database.db.select().from(table).limit(1)) as Record<string, unknown>[];
  if (!row || !("id" in columns)) throw new Error(`remote module ${key} has no rows to point at`);
  return Number(row.id);
}

export async function sampleValue(t: TestApp, name: string, field: FieldDeclaration): Promise<unknown> {
  const rule = field.rules ?? {};
  const optionValue = field.options?.[0]?.value;
  switch (field.kind) {
    case "password":
      return "Sample-pass1";
    case "string": {
      if (rule.pattern === "account") return `s${unique()}`.slice(0, 15);
      if (rule.pattern === "email") return `s${unique()}@example.com`;
      if (rule.pattern === "mobile" || rule.pattern === "phone") return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      if (rule.pattern === "creditCode") return sampleCreditCode();
      if (rule.pattern === "idCard") return sampleIdNumber();
      if (rule.pattern === "personName") return "王海燕";
      if (rule.pattern === "date") return "2026-01-02";
      if (rule.pattern === "url") return "https://example.com/sample";
      const max = rule.max ?? 255;
      return `${name}-${unique()}`.slice(0, max);
    }
    case "textarea":
    case "richtext":
      return `${name} text ${unique()}`;
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
      // Unique numbers (manual ids) must differ between rows of the same run.
      if (field.unique) return min + Math.floor(Math.random() * (max - min));
      return Math.min(Math.max(7, min), max);
    }
    case "datetime":
      return 1_790_000_000;
    case "date":
      // Unique dates (a calendar's days) must differ between rows of the same run.
      if (field.unique) return new Date(Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 36_500) * 86_400_000).toISOString().slice(0, 10);
      return "2026-01-02";
    case "area":
      return 460100;
    case "switch":
    case "select":
    case "radio":
      return optionValue ?? (field.kind === "switch" ? "1" : `${name}-${unique()}`);
    case "multiSelect":
    case "checkbox":
      return optionValue === undefined ? [] : [optionValue];
    case "tags":
      return ["a", "b"];
    case "remoteSelect":
      return field.remote ? remoteId(t, field.remote.module) : 1;
    case "remoteMultiSelect":
      return field.remote ? [await remoteId(t, field.remote.module)] : [];
    case "json":
      return { sample: unique() };
  }
}

/** A complete, valid add form for the module. */
export async function sampleForm(t: TestApp, module: ModuleDeclaration, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const form: Record<string, unknown> = {};
  const rules = formRules(module, "add");
  for (const [name, field] of Object.entries(module.fields)) {
    if (!inForm(field, "add") || !rules[name]) continue;
    form[name] = await sampleValue(t, name, field);
  }
  return { ...form, ...overrides };
}

/** A text field of the module that can be changed freely (for the edit step). */
export function editableText(module: ModuleDeclaration): string | undefined {
  return Object.entries(module.fields).find(
    ([, f]) => (f.kind === "string" || f.kind === "textarea") && !f.rules?.pattern && !f.unique && inForm(f, "edit") && fieldRule(f, "edit").type === "string",
  )?.[0];
}
