// What the two security logs share: telling modules their rows came back (caches), reading the
// chosen entry ids, purging entries for good, and naming the constraint a database error broke.
import { eq, inArray } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { action, reply } from "@server/engine/define";
import { parseIds } from "@server/engine/list-params";
import { ApiError } from "@server/kernel/errors";
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

/**
 * Purging a log's entries for good: `purge` the chosen ones, `purgeUndone` every entry already
 * undone (`undone` true: restored, rolled back). Each says how many went, or that none did.
 */
export function purgeActions(log: SQLiteTable, id: AnySQLiteColumn, undone: AnySQLiteColumn) {
  const purged = (gone: unknown[]) => {
    if (gone.length === 0) throw new ApiError("purgeNothing");
    return reply({ count: gone.length }, "purgeSucceeded", { count: gone.length });
  };
  return {
    purge: action({
      async handle({ services, request, rawBody }) {
        const ids = idsOf(request, rawBody);
        if (ids.length === 0) throw new ApiError("parameterError");
        return purged(await services.db.delete(log).where(inArray(id, ids)).returning({ id }));
      },
    }),
    purgeUndone: action({
      async handle({ services }) {
        return purged(await services.db.delete(log).where(eq(undone, true)).returning({ id }));
      },
    }),
  };
}
