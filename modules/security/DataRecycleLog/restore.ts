// Restoring from the recycle bin (reference §13, fixed): each batch runs in one transaction and
// is refused as a whole, with a message naming the record, when a key is taken, a parent row is
// gone or a unique value clashes. Rows that went with the deleted one (however deep, from the
// database's own foreign keys) come back with it, all or nothing.
import { count, eq, getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { securityDataRecycleLog } from "@db/schema";
import { indexRow } from "@server/engine/full-text";
import { DEPENDENTS_KEY, type Transaction } from "@server/engine/types";
import { restoreDependents, type RestoreBatch } from "@server/recycle/cascade";
import { ApiError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";
import { isForeignKeyError, uniqueColumns } from "../log-helpers";

const columnsOf = (table: SQLiteTable) => getTableColumns(table) as Record<string, SQLiteColumn>;
const keyValue = (column: SQLiteColumn, value: unknown) => (column.dataType === "number" ? Number(value) : String(value));

export function createRestorer(services: AppServices) {
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
    // A module with a full-text index finds the record again.
    const owner = services.modules.all().find((entry) => entry.declaration.table === log.data_table && entry.declaration.fullText);
    if (owner && id !== undefined && id !== null) await indexRow(tx, owner.declaration, Number(id), data);
    // What went with it comes back with it, all or nothing (server/recycle/cascade.ts).
    await restoreDependents(tx, data[DEPENDENTS_KEY], { client: services.db.$client, tables: services.modules.tableByName, root: { table: log.data_table, key: log.primary_key, id }, batch });
  };

  return restoreRow;
}
