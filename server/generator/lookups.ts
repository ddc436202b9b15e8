// The table and field lookups of the code generator (spec §7: getTablePk, getTableList,
// getDatabaseConnectionList, getTableFieldList). Names are checked against the generator's
// patterns before they reach the catalogue; unknown connections and tables are clear errors.
import { basename } from "node:path";
import { pick, type Lang } from "@shared/i18n";
import { guessField, labelOfColumn } from "@shared/generator/declaration";
import { TABLE_PATTERN } from "@shared/generator/design";
import { ApiError } from "../kernel/errors";
import { translate } from "../lang";
import type { AppServices } from "../services";
import { INTERNAL_TABLES, listTables, tableColumns, tableExists } from "./introspect";

/** The one connection a node has: the platform database. */
export const CONNECTION_KEY = "main";

export function checkConnection(connection: unknown): void {
  if (connection === undefined || connection === null || connection === "") return;
  if (String(connection).toLowerCase() !== CONNECTION_KEY) throw new ApiError("genBadConnection");
}

/** A table name from a request: pattern first (no catalogue call for junk), then existence. */
export async function checkTable(services: AppServices, table: unknown): Promise<string> {
  const name = typeof table === "string" ? table.trim() : "";
  if (!TABLE_PATTERN.test(name) || name.startsWith("sqlite_")) throw new ApiError("genBadTableName");
  if (!(await tableExists(services.database.client, name))) throw new ApiError("genTableMissing");
  return name;
}

/** reference §7.1: characters 2-3 replaced by `****`. */
export function maskName(name: string): string {
  return name.length <= 1 ? "****" : `${name.slice(0, 1)}****${name.slice(3)}`;
}

export function connectionList(services: AppServices, quickSearch = "") {
  const url = services.database.url;
  const file = url.startsWith("file:");
  const database = file ? basename(url.slice("file:".length)) : url === ":memory:" ? ":memory:" : (() => {
    try {
      return new URL(url).host;
    } catch {
      return "libsql";
    }
  })();
  const list = [{ type: file || url === ":memory:" ? "sqlite" : "libsql", database: maskName(database), key: CONNECTION_KEY }];
  const search = quickSearch.trim().toLowerCase();
  return { list: search ? list.filter((c) => c.key.includes(search)) : list };
}

/** Why a table cannot be made into a module (undefined when it can). */
export async function unusableReason(services: AppServices, table: string, lang: Lang, known?: { pk?: string; pkType?: string }): Promise<string | undefined> {
  if (!TABLE_PATTERN.test(table)) return translate(lang, "genReasonName");
  if (INTERNAL_TABLES.has(table)) return translate(lang, "genReasonInternal");
  const served = services.modules.servingTable(table);
  if (served) return translate(lang, "genReasonServed", { module: served.declaration.key });
  const info = known ?? (await (async () => {
    const { columns, pk } = await tableColumns(services.database.client, table);
    return { pk, pkType: columns.find((c) => c.name === pk)?.type };
  })());
  if (!info.pk || info.pkType !== "INTEGER") return translate(lang, "genReasonPk");
  return undefined;
}

export async function tableList(services: AppServices, lang: Lang, options: { quickSearch?: string; excludeTable?: string[] }) {
  const search = (options.quickSearch ?? "").trim().toLowerCase();
  const exclude = new Set(options.excludeTable ?? []);
  const list = [];
  for (const table of await listTables(services.database.client)) {
    if (exclude.has(table)) continue;
    const served = services.modules.servingTable(table);
    const comment = served ? pick(served.declaration.title, lang) : "";
    if (search && !table.toLowerCase().includes(search) && !comment.toLowerCase().includes(search)) continue;
    const reason = await unusableReason(services, table, lang);
    list.push({ table, comment, connection: CONNECTION_KEY, prefix: "", module: served?.declaration.key ?? "", usable: !reason, reason: reason ?? "" });
  }
  return { list };
}

/** `{pk, fieldList}`: clean gives `{column: title}`, otherwise every column with its facts and the proposed field. */
export async function tableFieldList(services: AppServices, table: string, clean: boolean, lang: Lang) {
  const { columns, raw, pk } = await tableColumns(services.database.client, table);
  const served = services.modules.servingTable(table);
  const titleOf = (column: string) => {
    const declared = served?.declaration.fields[column]?.label;
    return pick(declared ?? labelOfColumn(column), lang);
  };
  if (clean) return { pk: pk ?? "", fieldList: Object.fromEntries(raw.filter((c) => c.hidden === 0).map((c) => [c.name, titleOf(c.name)])) };
  const usable = new Map(columns.map((c) => [c.name, c]));
  return {
    pk: pk ?? "",
    fieldList: raw
      .filter((c) => c.hidden === 0)
      .map((c) => {
        const info = usable.get(c.name);
        return {
          name: c.name,
          type: c.type,
          affinity: info?.type ?? "BLOB",
          notNull: c.notnull,
          default: c.dflt_value,
          pk: c.name === pk,
          comment: titleOf(c.name),
          /** The field the generator proposes (absent for columns it cannot show, such as BLOBs). */
          field: info ? guessField(info) : null,
        };
      }),
  };
}
