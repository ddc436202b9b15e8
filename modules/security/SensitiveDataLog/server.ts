// How a sensitive-change entry is shown, in the list and in its detail view alike: password
// fields hold the old hash (needed to roll back) and never show it; personal data shows masked;
// field titles follow the reader's language when the field is declared (declared or generated).
import { pick } from "@shared/i18n";
import { maskPii } from "@shared/pii";
import type { FieldDeclaration } from "@shared/module/types";
import type { ModuleHooks } from "@server/engine/types";
import { defineServer } from "@server/engine/define";

export const PASSWORD_FIELD = /pass(word)?$/i;

/** The before/after values a reader may see for a change of `dataField`. */
export function shownChange(dataField: string, declared: FieldDeclaration | undefined, before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (PASSWORD_FIELD.test(dataField)) return { before: before ? "******" : before, after: after ? "******" : after };
  if (declared?.pii) return { before: maskPii(declared.pii, before), after: maskPii(declared.pii, after) };
  return { before, after };
}

const hooks: ModuleHooks = {
  async decorate(ctx, rows) {
    for (const row of rows) {
      const declared = ctx.services.modules.servingTable(String(row.data_table))?.declaration.fields[String(row.data_field)];
      if (declared) row.data_comment = pick(declared.label, ctx.lang);
      Object.assign(row, shownChange(String(row.data_field), declared, row.before, row.after));
    }
  },
};

export default defineServer({ hooks });
