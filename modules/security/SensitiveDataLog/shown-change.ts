// How a sensitive-change entry is shown, in the list and in its detail view alike: password
// fields hold the old hash (needed to roll back) and never show it; personal data shows masked.
import { maskPii } from "@shared/pii";
import type { FieldDeclaration } from "@shared/module/types";

export const PASSWORD_FIELD = /pass(word)?$/i;

/** The before/after values a reader may see for a change of `dataField`. */
export function shownChange(dataField: string, declared: FieldDeclaration | undefined, before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (PASSWORD_FIELD.test(dataField)) return { before: before ? "******" : before, after: after ? "******" : after };
  if (declared?.pii) return { before: maskPii(declared.pii, before), after: maskPii(declared.pii, after) };
  return { before, after };
}
