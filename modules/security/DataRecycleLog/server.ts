// The recycle bin: one entry's snapshot (personal data masked like everywhere else), restoring
// entries (all or nothing), and purging entries for good.
import { and, eq, inArray } from "drizzle-orm";
import { securityDataRecycleLog } from "@db/schema";
import { rule } from "@shared/validate";
import { action, defineServer, reply } from "@server/engine/define";
import { maskPersonalData } from "@server/engine/engine";
import { DEPENDENTS_KEY, type Row } from "@server/engine/types";
import { finishRestore, restoreBatch } from "@server/recycle/cascade";
import { ApiError } from "@server/kernel/errors";
import { idsOf, purgeActions, touched } from "../log-helpers";
import { createRestorer } from "./restore";

const log = securityDataRecycleLog;
const purging = purgeActions(log, log.id, log.is_restore);

export default defineServer({
  actions: {
    info: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle({ services }, { query }) {
        const [row] = await services.db.select().from(log).where(eq(log.id, query.id));
        if (!row) throw new ApiError("recordNotFound");
        // A snapshot is a whole row: its personal data is shown masked like everywhere else.
        const data = JSON.parse(row.data) as Row;
        const served = services.modules.servingTable(row.data_table);
        if (served && data && typeof data === "object") maskPersonalData(served.declaration, [data]);
        // Rows kept with a snapshot show their personal data masked too (a deleted enterprise's staff).
        const kept = data?.[DEPENDENTS_KEY];
        if (kept && typeof kept === "object") {
          for (const [table, rows] of Object.entries(kept as Record<string, Row[]>)) {
            const module = services.modules.servingTable(table);
            if (module && Array.isArray(rows)) maskPersonalData(module.declaration, rows);
          }
        }
        return { row: { ...row, is_restore: row.is_restore ? "1" : "0", data } };
      },
    }),
    restore: action({
      async handle({ services, request, rawBody }) {
        const ids = idsOf(request, rawBody);
        const logs = await services.db
          .select()
          .from(log)
          .where(and(inArray(log.id, ids.length ? ids : [0]), eq(log.is_restore, false)));
        if (logs.length === 0) throw new ApiError("restoreNothing");
        const restoreRow = createRestorer(services);
        const now = Math.floor(Date.now() / 1000);
        const batch = restoreBatch(logs);
        await services.db.transaction(async (tx) => {
          for (const entry of logs) {
            await restoreRow(tx, entry, batch);
            await tx.update(log).set({ is_restore: true, restore_time: now }).where(eq(log.id, entry.id));
          }
          await finishRestore(tx, batch);
        });
        touched(services, [...new Set(logs.map((l) => l.data_table))]);
        return reply({ count: logs.length }, "restoreSucceeded", { count: logs.length });
      },
    }),
    purge: purging.purge,
    purgeRestored: purging.purgeUndone,
  },
});
