// Area fields (`kind: "area"`) must name a division of the GB/T 2260 table; the validator only
// knows they are integers, so the engine asks the area service before writing. Rows going out
// carry `<field>_text`, the division's full name, for lists and details.
import type { Lang } from "@shared/i18n";
import { FIELD_KINDS } from "@shared/module/kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { FieldValidationError } from "../kernel/errors";
import type { AreaService } from "../services/areas";
import { oncePer } from "./once-per";

interface AreaField {
  name: string;
  /** The name of its text twin on rows going out. */
  text: string;
  /** Whether it is a column of the table (a form-only area field is checked but never read back). */
  stored: boolean;
}

/** A declaration's area fields, found once per declaration (every add, edit and list needs them). */
const areaFieldsOf = oncePer(
  (module: ModuleDeclaration): AreaField[] =>
    Object.entries(module.fields)
      .filter(([, field]) => FIELD_KINDS[field.kind].span !== undefined)
      .map(([name, field]) => ({ name, text: `${name}_text`, stored: field.column !== false })),
);

export async function checkAreaFields(areas: AreaService, module: ModuleDeclaration, input: Record<string, unknown>): Promise<void> {
  const fields = areaFieldsOf(module);
  if (fields.length === 0) return;
  const problems: Record<string, { key: "areaUnknown" }> = {};
  for (const { name } of fields) {
    const value = input[name];
    // 0 is "no area" (a draft without one, an account bound to none).
    if (value === null || value === undefined || value === "" || value === 0) continue;
    if (!(await areas.exists(Number(value)))) problems[name] = { key: "areaUnknown" };
  }
  if (Object.keys(problems).length) {
    throw new FieldValidationError(problems, Object.fromEntries(Object.keys(problems).map((name) => [name, module.fields[name]?.label ?? name])));
  }
}

/** Adds `<field>_text` ("海南省 三亚市 吉阳区", in English "Jiyang District, Sanya City, Hainan Province") for every area field of the rows. */
export async function describeAreas(areas: AreaService | undefined, module: ModuleDeclaration, rows: Record<string, unknown>[], lang: Lang = "zh-cn"): Promise<void> {
  const names = areaFieldsOf(module).filter((field) => field.stored);
  if (!areas || names.length === 0 || rows.length === 0) return;
  // One wait for the area table, then plain look-ups (not one wait per row and field).
  const fullName = await areas.fullNames(lang);
  for (const row of rows) {
    for (const { name, text } of names) row[text] = fullName(row[name] as number | null);
  }
}
