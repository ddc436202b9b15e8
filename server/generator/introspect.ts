// What the database holds, read from SQLite's own catalogue: tables, their columns and primary
// keys. Table names are always bound as parameters (`pragma_table_xinfo(?)`), never spliced
// into SQL, and callers pass only names that match the generator's patterns.
import type { Client } from "@libsql/client";
import type { ColumnInfo } from "@shared/generator/declaration";
import type { ColumnType } from "@shared/generator/design";

/** Tables that hold sessions, secrets or engine state: never offered to the generator. */
export const INTERNAL_TABLES: ReadonlySet<string> = new Set([
  "__drizzle_migrations",
  "content_notice_receipt",
  "search_index",
  "login_session",
  "token",
  "captcha",
  "verification_code",
  "seed_log",
  "crud_log",
  "crud_module",
  "admin_group_access",
  "user_check_in",
  "audit_record",
  "enterprise_change_request",
  "change_counter",
  "rate_counter",
  "login_failure",
  "known_device",
  "live_event",
  "complaint_message",
  "payment_notice",
  "trade_daily",
  "table_version",
  "store_module",
  "wechat_config",
  "wechat_menu",
  "wechat_message_seen",
  "scenic_flow",
]);

/** SQLite's type-affinity rules (https://sqlite.org/datatype3.html §3.1), as the generator stores values. */
export function affinityOf(declared: string): ColumnType | "BLOB" {
  const type = declared.toUpperCase();
  if (type.includes("INT")) return "INTEGER";
  if (type.includes("CHAR") || type.includes("CLOB") || type.includes("TEXT")) return "TEXT";
  if (type === "" || type.includes("BLOB")) return "BLOB";
  return "REAL";
}

/** Every table of the database (SQLite's own tables left out), by name. */
export async function listTables(client: Client): Promise<string[]> {
  const result = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name");
  return result.rows.map((row) => String(row.name));
}

export async function tableExists(client: Client, table: string): Promise<boolean> {
  const result = await client.execute({ sql: "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?", args: [table] });
  return result.rows.length > 0;
}

export interface TableColumns {
  /** Columns the generator can use (BLOB columns left out). */
  columns: ColumnInfo[];
  /** Every column with its raw facts, for the full field list. */
  raw: { name: string; type: string; notnull: boolean; dflt_value: string | null; pk: number; hidden: number }[];
  /** The single primary key column, when there is exactly one. */
  pk?: string;
}

export async function tableColumns(client: Client, table: string): Promise<TableColumns> {
  const result = await client.execute({ sql: 'SELECT name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid', args: [table] });
  const raw = result.rows.map((row) => ({
    name: String(row.name),
    type: String(row.type ?? ""),
    notnull: Number(row.notnull) === 1,
    dflt_value: row.dflt_value === null || row.dflt_value === undefined ? null : String(row.dflt_value),
    pk: Number(row.pk ?? 0),
    hidden: Number(row.hidden ?? 0),
  }));
  const visible = raw.filter((c) => c.hidden === 0);
  const keys = visible.filter((c) => c.pk > 0);
  const pk = keys.length === 1 ? keys[0]?.name : undefined;
  const columns: ColumnInfo[] = [];
  for (const column of visible) {
    const type = affinityOf(column.type);
    if (type === "BLOB") continue;
    columns.push({ name: column.name, type, declaredType: column.type, notNull: column.notnull || column.pk > 0, defaultValue: column.dflt_value, pk: column.name === pk });
  }
  return { columns, raw, pk };
}
