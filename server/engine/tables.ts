// The platform's Drizzle tables by name (db/schema), for modules and the recycle bin.
import { getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";

const isTable = (value: unknown): boolean => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value;

const TABLES = new Map<string, SQLiteTable>(
  (Object.values(schema) as unknown[]).filter(isTable).map((table) => [getTableName(table as SQLiteTable), table as SQLiteTable]),
);

export function platformTable(name: string): SQLiteTable | undefined {
  return TABLES.get(name);
}
