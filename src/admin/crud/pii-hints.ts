// Edit forms receive personal data masked. The input starts blank with the masked value as its
// placeholder; left blank it keeps the stored value (the server treats blank or masked as
// unchanged), typed in it replaces it.
import { piiFields } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { t } from "@/i18n/console";

export type PiiHints = Record<string, { placeholder: string; help: string }>;

export function withPiiHints(module: ModuleDeclaration, row: Record<string, unknown>): { values: Record<string, unknown>; hints: PiiHints } {
  const values = { ...row };
  const hints: PiiHints = {};
  for (const [name] of piiFields(module)) {
    const masked = values[name];
    if (typeof masked !== "string" || masked === "") continue;
    hints[name] = { placeholder: masked, help: t("piiKeepHint") };
    values[name] = "";
  }
  return { values, hints };
}
