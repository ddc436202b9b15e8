// What the two security logs share: telling modules their rows came back (caches), reading the
// chosen entry ids, and naming the constraint a database error broke.
import { parseIds } from "@server/engine/list-params";
import type { AppServices } from "@server/services";

function errorText(error: unknown): string {
  const e = error as { message?: string; cause?: { message?: string } };
  return `${e?.message ?? ""} ${e?.cause?.message ?? ""}`;
}

/** `UNIQUE constraint failed: dictionary.name, dictionary.x` -> `name, x` */
export function uniqueColumns(error: unknown): string | undefined {
  const match = /UNIQUE constraint failed: ([\w., ]+)/i.exec(errorText(error));
  return match?.[1]?.split(",").map((c) => c.trim().split(".").pop()).join(", ");
}

export const isForeignKeyError = (error: unknown) => /FOREIGN KEY constraint failed/i.test(errorText(error));

/** Tell the modules declared over these tables that their rows changed (caches). */
export function touched(services: AppServices, tables: string[]): void {
  for (const table of new Set(tables)) services.modules.tableChanged(table, { services });
}

/** The chosen entries (`ids` in the query or body); a malformed id refuses the call (parseIds). */
export const idsOf = (request: Request, body: unknown) => parseIds(request.url, body).map(Number);
