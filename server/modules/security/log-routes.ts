// Restore from the recycle bin, roll back sensitive changes and purge both logs (reference §13,
// fixed): each batch runs in one transaction and is refused as a whole, with a message naming
// the record, when a key is taken, a parent row is gone, a unique value clashes, or the field has
// changed again since the entry. Entries are marked restored / rolled back, never deleted by it;
// purging removes entries for good. A password rollback puts back the old hash (salt included,
// argon2id) and ends the account's logins, as any password change does.
import { Elysia } from "elysia";
import { and, count, eq, getTableColumns, getTableName, gt, inArray, ne, notInArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { admin, securityDataRecycleLog, securitySensitiveDataLog, user } from "@db/schema";
import { pick, type Lang } from "@/lib/i18n";
import { maskPersonalData } from "../../crud/engine";
import type { AdminGuard } from "../../auth/admin-guard";
import { parseIds } from "../../crud/list-params";
import { DEPENDENTS_KEY, type CrudContext, type Row, type Transaction } from "../../crud/types";
import { requireId } from "../../kernel/ids";
import { ApiError } from "../../kernel/errors";
import { finishRestore, restoreBatch, restoreDependents, type RestoreBatch } from "../../recycle/cascade";
import { PASSWORD_FIELD, shownChange } from "./sensitive-log";
import type { AppServices } from "../../services";


function errorText(error: unknown): string {
  const e = error as { message?: string; cause?: { message?: string } };
  return `${e?.message ?? ""} ${e?.cause?.message ?? ""}`;
}

/** `UNIQUE constraint failed: dictionary.name, dictionary.x` -> `name, x` */
function uniqueColumns(error: unknown): string | undefined {
  const match = /UNIQUE constraint failed: ([\w., ]+)/i.exec(errorText(error));
  return match?.[1]?.split(",").map((c) => c.trim().split(".").pop()).join(", ");
}

const isForeignKeyError = (error: unknown) => /FOREIGN KEY constraint failed/i.test(errorText(error));

const columnsOf = (table: SQLiteTable) => getTableColumns(table) as Record<string, SQLiteColumn>;


const keyValue = (column: SQLiteColumn, value: unknown) => (column.dataType === "number" ? Number(value) : String(value));

export function securityLogRoutes(services: AppServices, guard: AdminGuard) {
  /** The field's label in the caller's language (declared label, else the rule's title). */
  const fieldTitle = (log: { data_table: string; data_field: string; data_comment: string }, lang: Lang): string => {
    const declared = services.modules.servingTable(log.data_table)?.declaration.fields[log.data_field];
    return declared ? pick(declared.label, lang) : log.data_comment || log.data_field;
  };

  const { db } = services;
  /** Rows kept with a snapshot show their personal data masked too (a deleted enterprise's staff). */
  const maskDependents = (data: Row) => {
    const kept = data?.[DEPENDENTS_KEY];
    if (!kept || typeof kept !== "object") return;
    for (const [table, rows] of Object.entries(kept as Record<string, Row[]>)) {
      const module = services.modules.servingTable(table);
      if (module && Array.isArray(rows)) maskPersonalData(module.declaration, rows);
    }
  };
  const prefix = `/${services.config.adminPrefix}`;

  /** Tell the modules owning these tables that their rows changed (caches). */
  const touched = (tables: string[], ctx: Pick<CrudContext, "services">) => {
    for (const entry of services.modules.all()) {
      if (tables.includes(entry.declaration.table)) entry.hooks?.changed?.(ctx as CrudContext);
    }
  };

  const idsOf = (request: Request, body: unknown) => parseIds(request.url, body).map(Number);

  /** Re-inserts one snapshot, or throws the conflict in words. */
  const restoreRow = async (tx: Transaction, log: typeof securityDataRecycleLog.$inferSelect, batch: RestoreBatch) => {
    const table = services.modules.tableByName(log.data_table);
    if (!table) throw new ApiError("unknownTable", { table: log.data_table });
    const columns = columnsOf(table);
    const data = JSON.parse(log.data) as Record<string, unknown>;
    const row = Object.fromEntries(Object.entries(data).filter(([key]) => key in columns));
    const key = columns[log.primary_key];
    const id = data[log.primary_key];
    if (key && id !== undefined && id !== null) {
      const [taken] = await tx.select({ n: count() }).from(table).where(eq(key, keyValue(key, id)));
      if ((taken?.n ?? 0) > 0) throw new ApiError("restoreConflict", { table: log.data_table, key: log.primary_key, id: String(id) });
    }
    try {
      await tx.insert(table).values(row);
    } catch (error) {
      const unique = uniqueColumns(error);
      if (unique) throw new ApiError("restoreUniqueConflict", { table: log.data_table, columns: unique });
      if (isForeignKeyError(error)) throw new ApiError("restoreParentMissing", { table: log.data_table });
      throw error;
    }
    // What went with it comes back with it, all or nothing (recycle/cascade.ts).
    await restoreDependents(tx, data[DEPENDENTS_KEY], { client: db.$client, tables: services.modules.tableByName, root: { table: log.data_table, key: log.primary_key, id }, batch });
  };

  /** Puts one logged value back, or throws why it cannot. */
  const rollbackOne = async (tx: Transaction, log: typeof securitySensitiveDataLog.$inferSelect, batch: number[], lang: Lang) => {
    const table = services.modules.tableByName(log.data_table);
    const columns = table ? columnsOf(table) : undefined;
    const field = columns?.[log.data_field];
    const key = columns?.[log.primary_key];
    if (!table || !field || !key) throw new ApiError("unknownTable", { table: log.data_table });
    const where: SQL = eq(key, keyValue(key, log.id_value));
    const [current] = (await tx.select({ value: field }).from(table).where(where)) as { value: unknown }[];
    if (!current) throw new ApiError("rollbackMissing", { table: log.data_table, id: log.id_value });
    const title = fieldTitle(log, lang);
    const changedSince = { table: log.data_table, id: log.id_value, field: title };
    // A newer change of the same field must be rolled back first (or in the same batch).
    const [newer] = await tx
      .select({ n: count() })
      .from(securitySensitiveDataLog)
      .where(
        and(
          eq(securitySensitiveDataLog.data_table, log.data_table),
          eq(securitySensitiveDataLog.id_value, log.id_value),
          eq(securitySensitiveDataLog.data_field, log.data_field),
          eq(securitySensitiveDataLog.is_rollback, false),
          gt(securitySensitiveDataLog.id, log.id),
          notInArray(securitySensitiveDataLog.id, batch),
        ),
      );
    if ((newer?.n ?? 0) > 0) throw new ApiError("rollbackChanged", changedSince);
    const password = PASSWORD_FIELD.test(log.data_field);
    if (!password && String(current.value ?? "") !== String(log.after ?? "")) throw new ApiError("rollbackChanged", changedSince);
    const declared = services.modules.servingTable(log.data_table)?.declaration.fields[log.data_field];
    if (declared?.unique && log.before) {
      const [clash] = await tx.select({ n: count() }).from(table).where(and(eq(field, log.before), ne(key, keyValue(key, log.id_value))));
      if ((clash?.n ?? 0) > 0) throw new ApiError("rollbackUniqueConflict", { table: log.data_table, field: title });
    }
    try {
      await tx.update(table).set({ [log.data_field]: field.dataType === "number" && log.before !== null ? Number(log.before) : log.before }).where(where);
    } catch (error) {
      if (uniqueColumns(error)) throw new ApiError("rollbackUniqueConflict", { table: log.data_table, field: title });
      throw error;
    }
  };

  /** Accounts whose password came back: their logins end, as after any password change. */
  const endLoginsAfterPasswordRollback = async (logs: (typeof securitySensitiveDataLog.$inferSelect)[]) => {
    for (const log of logs) {
      if (!PASSWORD_FIELD.test(log.data_field)) continue;
      const kind = log.data_table === getTableName(admin) ? "admin" : log.data_table === getTableName(user) ? "user" : undefined;
      if (kind) await services.sessions.revokeAll(kind, Number(log.id_value), "password rolled back");
    }
  };

  return new Elysia()
    .use(guard)
    .get(
      `${prefix}/security.DataRecycleLog/info`,
      async ({ query, ok }) => {
        const [row] = await db.select().from(securityDataRecycleLog).where(eq(securityDataRecycleLog.id, requireId(query.id)));
        if (!row) throw new ApiError("recordNotFound");
        // A snapshot is a whole row: its personal data is shown masked like everywhere else.
        const data = JSON.parse(row.data) as Row;
        const served = services.modules.servingTable(row.data_table);
        if (served && data && typeof data === "object") maskPersonalData(served.declaration, [data]);
        maskDependents(data);
        return ok({ row: { ...row, is_restore: row.is_restore ? "1" : "0", data } });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.DataRecycleLog/restore`,
      async ({ request, body, ok }) => {
        const ids = idsOf(request, body);
        const logs = await db.select().from(securityDataRecycleLog).where(and(inArray(securityDataRecycleLog.id, ids.length ? ids : [0]), eq(securityDataRecycleLog.is_restore, false)));
        if (logs.length === 0) throw new ApiError("restoreNothing");
        const now = Math.floor(Date.now() / 1000);
        const batch = restoreBatch(logs);
        await db.transaction(async (tx) => {
          for (const log of logs) {
            await restoreRow(tx, log, batch);
            await tx.update(securityDataRecycleLog).set({ is_restore: true, restore_time: now }).where(eq(securityDataRecycleLog.id, log.id));
          }
          await finishRestore(tx, batch);
        });
        touched([...new Set(logs.map((l) => l.data_table))], { services });
        return ok({ count: logs.length }, "restoreSucceeded", { count: logs.length });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.DataRecycleLog/purge`,
      async ({ request, body, ok }) => {
        const ids = idsOf(request, body);
        if (ids.length === 0) throw new ApiError("parameterError");
        const gone = await db.delete(securityDataRecycleLog).where(inArray(securityDataRecycleLog.id, ids)).returning({ id: securityDataRecycleLog.id });
        if (gone.length === 0) throw new ApiError("purgeNothing");
        return ok({ count: gone.length }, "purgeSucceeded", { count: gone.length });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.DataRecycleLog/purgeRestored`,
      async ({ ok }) => {
        const gone = await db.delete(securityDataRecycleLog).where(eq(securityDataRecycleLog.is_restore, true)).returning({ id: securityDataRecycleLog.id });
        if (gone.length === 0) throw new ApiError("purgeNothing");
        return ok({ count: gone.length }, "purgeSucceeded", { count: gone.length });
      },
      { admin: true },
    )
    .get(
      `${prefix}/security.SensitiveDataLog/info`,
      async ({ query, lang, ok }) => {
        const [row] = await db.select().from(securitySensitiveDataLog).where(eq(securitySensitiveDataLog.id, requireId(query.id)));
        if (!row) throw new ApiError("recordNotFound");
        const declared = services.modules.servingTable(row.data_table)?.declaration.fields[row.data_field];
        return ok({ row: { ...row, data_comment: fieldTitle(row, lang), is_rollback: row.is_rollback ? "1" : "0", ...shownChange(row.data_field, declared, row.before, row.after) } });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.SensitiveDataLog/rollback`,
      async ({ request, body, lang, ok }) => {
        const ids = idsOf(request, body);
        const logs = await db
          .select()
          .from(securitySensitiveDataLog)
          .where(and(inArray(securitySensitiveDataLog.id, ids.length ? ids : [0]), eq(securitySensitiveDataLog.is_rollback, false)));
        if (logs.length === 0) throw new ApiError("rollbackNothing");
        const now = Math.floor(Date.now() / 1000);
        // Newest first, so rolling back several changes of one field ends at the oldest value.
        logs.sort((a, b) => b.id - a.id);
        const batch = logs.map((l) => l.id);
        await db.transaction(async (tx) => {
          for (const log of logs) {
            await rollbackOne(tx, log, batch, lang);
            await tx.update(securitySensitiveDataLog).set({ is_rollback: true, rollback_time: now }).where(eq(securitySensitiveDataLog.id, log.id));
          }
        });
        touched([...new Set(logs.map((l) => l.data_table))], { services });
        await endLoginsAfterPasswordRollback(logs);
        return ok({ count: logs.length }, "rollbackSucceeded", { count: logs.length });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.SensitiveDataLog/purge`,
      async ({ request, body, ok }) => {
        const ids = idsOf(request, body);
        if (ids.length === 0) throw new ApiError("parameterError");
        const gone = await db.delete(securitySensitiveDataLog).where(inArray(securitySensitiveDataLog.id, ids)).returning({ id: securitySensitiveDataLog.id });
        if (gone.length === 0) throw new ApiError("purgeNothing");
        return ok({ count: gone.length }, "purgeSucceeded", { count: gone.length });
      },
      { admin: true },
    )
    .post(
      `${prefix}/security.SensitiveDataLog/purgeRolledBack`,
      async ({ ok }) => {
        const gone = await db.delete(securitySensitiveDataLog).where(eq(securitySensitiveDataLog.is_rollback, true)).returning({ id: securitySensitiveDataLog.id });
        if (gone.length === 0) throw new ApiError("purgeNothing");
        return ok({ count: gone.length }, "purgeSucceeded", { count: gone.length });
      },
      { admin: true },
    );
}
