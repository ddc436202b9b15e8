// The sensitive-data log: entries shown as a reader may see them (field titles in the reader's
// language, passwords hidden, personal data masked), one entry's details, rolling changes back,
// and purging entries for good.
import { and, eq, inArray } from "drizzle-orm";
import { securitySensitiveDataLog } from "@db/schema";
import { pick } from "@shared/i18n";
import { rule } from "@shared/validate";
import { action, defineServer, reply } from "@server/engine/define";
import { ApiError } from "@server/kernel/errors";
import { idsOf, purgeActions, touched } from "../log-helpers";
import { createRollback } from "./rollback";
import { shownChange } from "./shown-change";

const log = securitySensitiveDataLog;
const purging = purgeActions(log, log.id, log.is_rollback);

export default defineServer({
  hooks: {
    async decorate(ctx, rows) {
      for (const row of rows) {
        const declared = ctx.services.modules.servingTable(String(row.data_table))?.declaration.fields[String(row.data_field)];
        if (declared) row.data_comment = pick(declared.label, ctx.lang);
        Object.assign(row, shownChange(String(row.data_field), declared, row.before, row.after));
      }
    },
  },
  actions: {
    info: action({
      method: "GET",
      query: { id: rule.id({ required: true }) },
      async handle({ services, lang }, { query }) {
        const [row] = await services.db.select().from(log).where(eq(log.id, query.id));
        if (!row) throw new ApiError("recordNotFound");
        const declared = services.modules.servingTable(row.data_table)?.declaration.fields[row.data_field];
        const title = createRollback(services).fieldTitle(row, lang);
        return { row: { ...row, data_comment: title, is_rollback: row.is_rollback ? "1" : "0", ...shownChange(row.data_field, declared, row.before, row.after) } };
      },
    }),
    rollback: action({
      async handle({ services, request, rawBody, lang }) {
        const ids = idsOf(request, rawBody);
        const logs = await services.db
          .select()
          .from(log)
          .where(and(inArray(log.id, ids.length ? ids : [0]), eq(log.is_rollback, false)));
        if (logs.length === 0) throw new ApiError("rollbackNothing");
        const { rollbackOne, endLoginsAfterPasswordRollback } = createRollback(services);
        const now = Math.floor(Date.now() / 1000);
        // Newest first, so rolling back several changes of one field ends at the oldest value.
        logs.sort((a, b) => b.id - a.id);
        const batch = logs.map((l) => l.id);
        await services.db.transaction(async (tx) => {
          for (const entry of logs) {
            await rollbackOne(tx, entry, batch, lang);
            await tx.update(log).set({ is_rollback: true, rollback_time: now }).where(eq(log.id, entry.id));
          }
        });
        touched(services, [...new Set(logs.map((l) => l.data_table))]);
        await endLoginsAfterPasswordRollback(logs);
        return reply({ count: logs.length }, "rollbackSucceeded", { count: logs.length });
      },
    }),
    purge: purging.purge,
    purgeRolledBack: purging.purgeUndone,
  },
});
