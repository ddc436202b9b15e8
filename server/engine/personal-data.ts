// Personal data in generic rows (spec §9): masked whenever a row leaves the server (lists, rows,
// edit forms); an edit that sends a masked or blank value back keeps the stored one.
import { isMasked, maskPii, type PiiKind } from "@shared/pii";
import { piiFields } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { oncePer } from "./once-per";
import type { Row } from "./types";

/** `piiFields` of a declaration, found once per declaration (every list call masks its rows). */
const personalFieldsOf = oncePer(piiFields);

/** Personal-data fields leave the server masked (lists, rows, edit forms). */
export function maskPersonalData(module: ModuleDeclaration, rows: Row[]): void {
  const fields = personalFieldsOf(module);
  if (fields.length === 0) return;
  for (const row of rows) for (const [name, field] of fields) if (name in row) row[name] = maskPii(field.pii as PiiKind, row[name]);
}

/**
 * An edit form sends personal data back blank (whitespace too) or as it was masked: either means
 * "unchanged", so the stored value stays (a new full value replaces it).
 */
export function keepUnchangedPersonalData(module: ModuleDeclaration, body: Row, existing: Row): Row {
  const fields = personalFieldsOf(module);
  if (fields.length === 0) return body;
  const kept = { ...body };
  for (const [name, field] of fields) {
    const value = kept[name];
    const blank = typeof value === "string" && value.trim() === "";
    if (blank || (isMasked(value) && value === maskPii(field.pii as PiiKind, existing[field.column || name]))) delete kept[name];
  }
  return kept;
}
