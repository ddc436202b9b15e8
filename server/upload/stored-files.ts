// Whether a stored file is still used, and removing it when it is not (attachment deletion):
// another attachment row with the same URL, any image or file field of any module (declared or
// generated), rich text that embeds it, or a site setting all keep it. Local files go with their empty folders;
// external ones are deleted from the storage with a signed request.
import { readdirSync, rmdirSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { and, count, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { attachment, config } from "@db/schema";
import type { AppServices } from "../services";
import type { AttachmentRow } from "./attachments";
import { deleteExternalObject, externalKeyOf } from "./external-upload";
import { localPathOf } from "./local-upload";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Conditions that find `url` in one column, by how the field keeps files. */
function mentions(column: SQLiteColumn, kind: string, url: string): SQL | undefined {
  if (kind === "image" || kind === "file") return eq(column, url);
  if (kind === "images" || kind === "files") return sql`instr(',' || ${column} || ',', ${`,${url},`}) > 0`;
  if (kind === "richtext") return sql`${column} LIKE ${`%${escapeLike(url)}%`} ESCAPE '\\'`;
  return undefined;
}

export async function fileInUse(services: AppServices, row: Pick<AttachmentRow, "id" | "url">): Promise<boolean> {
  const { db } = services;
  const [twin] = await db.select({ n: count() }).from(attachment).where(and(eq(attachment.url, row.url), ne(attachment.id, row.id)));
  if ((twin?.n ?? 0) > 0) return true;
  const seen = new Set<string>();
  // Generated modules too: their designs are data, but their rows use files just the same.
  for (const entry of services.modules.all()) {
    const columns = getTableColumns(entry.table) as Record<string, SQLiteColumn>;
    const conditions: SQL[] = [];
    for (const [name, field] of Object.entries(entry.declaration.fields)) {
      const column = field.column === false ? undefined : columns[field.column ?? name];
      const key = `${entry.declaration.table}.${field.column ?? name}`;
      if (!column || seen.has(key)) continue;
      const condition = mentions(column, field.kind, row.url);
      if (condition) {
        conditions.push(condition);
        seen.add(key);
      }
    }
    if (conditions.length === 0) continue;
    const [found] = await db.select({ n: count() }).from(entry.table).where(or(...conditions));
    if ((found?.n ?? 0) > 0) return true;
  }
  const [setting] = await db
    .select({ n: count() })
    .from(config)
    .where(or(eq(config.value, row.url), sql`${config.value} LIKE ${`%${escapeLike(row.url)}%`} ESCAPE '\\'`));
  return (setting?.n ?? 0) > 0;
}

/** Removes the stored file of a deleted attachment; answers whether it is gone. */
export async function removeStoredFile(services: AppServices, row: Pick<AttachmentRow, "url" | "storage">): Promise<boolean> {
  if (row.storage === "local") {
    const path = localPathOf(services.config.storageDir, row.url);
    if (!path) return false;
    rmSync(path, { force: true });
    // Empty day and topic folders go too, never the storage folder itself.
    const root = resolve(services.config.storageDir);
    for (let dir = dirname(resolve(path)); dir.startsWith(`${root}/`); dir = dirname(dir)) {
      try {
        if (readdirSync(dir).length > 0) break;
        rmdirSync(dir);
      } catch {
        break;
      }
    }
    return true;
  }
  try {
    const key = await externalKeyOf(services, row.url);
    return key ? await deleteExternalObject(services, key) : false;
  } catch (error) {
    services.log.warn("Could not remove an external file", { url: row.url, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
