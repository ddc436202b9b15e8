// Rolling back sensitive changes (reference §13, fixed): a batch runs in one transaction and is
// refused as a whole when the field has changed again since the entry (a newer entry must go
// first, or in the same batch) or the old value would clash. A password rollback puts back the
// old hash (salt included, argon2id) and ends the account's logins, as any password change does.
import { and, count, eq, getTableColumns, getTableName, gt, ne, notInArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { admin, securitySensitiveDataLog, user } from "@db/schema";
import { pick, type Lang } from "@shared/i18n";
import type { Transaction } from "@server/engine/types";
import { ApiError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { uniqueColumns } from "../log-helpers";
import { PASSWORD_FIELD } from "./shown-change";

const columnsOf = (table: SQLiteTable) => getTableColumns(table) as Record<string, SQLiteColumn>;
const keyValue = (column: SQLiteColumn, value: unknown) => (column.dataType === "number" ? Number(value) : String(value));

export function createRollback(services: AppServices) {
  /** The field's label in the caller's language (declared label, else the rule's title). */
  const fieldTitle = (log: { data_table: string; data_field: string; data_comment: string }, lang: Lang): string => {
    const declared = services.modules.servingTable(log.data_table)?.declaration.fields[log.data_field];
    return declared ? pick(declared.label, lang) : log.data_comment || log.data_field;
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

  return { rollbackOne, endLoginsAfterPasswordRollback, fieldTitle };
}
