// Restore from the recycle bin and roll back sensitive changes (reference §13, fixed): done in
// one transaction, refused with a clear message on key conflicts or missing rows, and the log
// entries are marked restored / rolled back instead of being deleted.
import { Elysia } from "elysia";
import { and, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { securityDataRecycleLog, securitySensitiveDataLog } from "@db/schema";
import type { AdminGuard } from "../../auth/admin-guard";
import { parseIds } from "../../crud/list-params";
import type { CrudContext } from "../../crud/types";
import { ApiError } from "../../kernel/errors";
import type { AppServices } from "../../services";

function isConstraintError(error: unknown): boolean {
  const text = String((error as { message?: string; cause?: { message?: string } })?.message ?? "") + String((error as { cause?: { message?: string } })?.cause?.message ?? "");
  return /UNIQUE constraint|PRIMARY KEY|SQLITE_CONSTRAINT/i.test(text);
}

export function securityLogRoutes(services: AppServices, guard: AdminGuard) {
  const { db } = services;
  const prefix = `/${services.config.adminPrefix}`;

  /** Tell the modules owning these tables that their rows changed (caches). */
  const touched = (tables: string[], ctx: Pick<CrudContext, "services">) => {
    for (const entry of services.modules.all()) {
      if (tables.includes(entry.declaration.table)) entry.hooks?.changed?.(ctx as CrudContext);
    }
  };

  return new Elysia()
    .use(guard)
    .get(
      `${prefix}/security.DataRecycleLog/info`,
      async ({ query, ok }) => {
        const [row] = await db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.id, Number(query.id)));
        if (!row) throw new ApiError("recordNotFound");
        return ok({ row: { ...row, data: JSON.parse(row.data) as unknown } });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.DataRecycleLog/restore`,
      async ({ request, body, ok }) => {
        const ids = parseIds(request.url, body).map(Number);
        const logs = await db.select().from(securityDataRecycleLog).where(and(inArray(securityDataRecycleLog.id, ids.length ? ids : [0]), eq(securityDataRecycleLog.is_restore, false)));
        if (logs.length === 0) throw new ApiError("restoreNothing");
        const now = Math.floor(Date.now() / 1000);
        await db.transaction(async (tx) => {
          for (const log of logs) {
            const table = services.modules.tableByName(log.data_table);
            if (!table) throw new ApiError("unknownTable", { table: log.data_table });
            const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
            const data = JSON.parse(log.data) as Record<string, unknown>;
            const row = Object.fromEntries(Object.entries(data).filter(([key]) => key in columns));
            try {
              await tx.insert(table).values(row);
            } catch (error) {
              if (isConstraintError(error)) throw new ApiError("restoreConflict", { table: log.data_table, key: log.primary_key, id: String(data[log.primary_key] ?? "") });
              throw error;
            }
            await tx.update(securityDataRecycleLog).set({ is_restore: true, restore_time: now }).where(eq(securityDataRecycleLog.id, log.id));
          }
        });
        touched([...new Set(logs.map((l) => l.data_table))], { services });
        return ok({ count: logs.length }, "restoreSucceeded", { count: logs.length });
      },
      { admin: true },
    )
    .get(
      `${prefix}/security.SensitiveDataLog/info`,
      async ({ query, ok }) => {
        const [row] = await db.select().from(securitySensitiveDataLog).where(eq(securitySensitiveDataLog.id, Number(query.id)));
        if (!row) throw new ApiError("recordNotFound");
        const secret = /pass(word)?$/i.test(row.data_field);
        return ok({ row: secret ? { ...row, before: row.before ? "******" : row.before, after: row.after ? "******" : row.after } : row });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.SensitiveDataLog/rollback`,
      async ({ request, body, ok }) => {
        const ids = parseIds(request.url, body).map(Number);
        const logs = await db
          .select()
          .from(securitySensitiveDataLog)
          .where(and(inArray(securitySensitiveDataLog.id, ids.length ? ids : [0]), eq(securitySensitiveDataLog.is_rollback, false)));
        if (logs.length === 0) throw new ApiError("rollbackNothing");
        const now = Math.floor(Date.now() / 1000);
        // Newest first, so rolling back several changes of one field ends at the oldest value.
        logs.sort((a, b) => b.id - a.id);
        await db.transaction(async (tx) => {
          for (const log of logs) {
            const table = services.modules.tableByName(log.data_table);
            const columns = table ? (getTableColumns(table) as Record<string, SQLiteColumn>) : undefined;
            const field = columns?.[log.data_field];
            const key = columns?.[log.primary_key];
            if (!table || !field || !key) throw new ApiError("unknownTable", { table: log.data_table });
            const where: SQL = eq(key, key.dataType === "number" ? Number(log.id_value) : log.id_value);
            const result = await tx.update(table).set({ [log.data_field]: log.before }).where(where);
            if (result.rowsAffected === 0) throw new ApiError("rollbackMissing", { table: log.data_table, id: log.id_value });
            await tx.update(securitySensitiveDataLog).set({ is_rollback: true, rollback_time: now }).where(eq(securitySensitiveDataLog.id, log.id));
          }
        });
        touched([...new Set(logs.map((l) => l.data_table))], { services });
        return ok({ count: logs.length }, "rollbackSucceeded", { count: logs.length });
      },
      { admin: true },
    );
}
