// Rows of other modules for remote selects and list cells: search with paging, and labels for
// chosen ids fetched in one call per module (`initValue`), cached for the console visit.
import { api } from "@/lib/request";
import { primaryKey } from "@shared/module/field-kinds";
import { listColumn } from "@shared/module/field-kinds";
import type { FieldDeclaration, RemoteSource } from "@shared/module/types";
import { consoleUrl } from "../router/location";
import { loadModule } from "./modules";

export interface RemoteOption {
  value: number | string;
  label: string;
  pid?: number;
}

type Row = Record<string, unknown>;

const labelCache = new Map<string, Map<string, string>>();

const urlOf = (source: RemoteSource) => consoleUrl(`${source.module}/index`);

/** The field a remote source stores: its own `value`, else the rows' primary key. */
async function valueFieldOf(source: RemoteSource): Promise<string> {
  if (source.value) return source.value;
  const module = await loadModule(source.module).catch(() => undefined);
  return module ? primaryKey(module) : "id";
}

function toOption(key: string, source: RemoteSource, row: Row): RemoteOption {
  return { value: row[key] as number | string, label: String(row[source.label] ?? row[key] ?? ""), pid: typeof row.pid === "number" ? row.pid : undefined };
}

export async function searchRemote(source: RemoteSource, quickSearch: string, page: number, limit = 20): Promise<{ options: RemoteOption[]; total: number }> {
  const params: Record<string, unknown> = { select: "true", page, limit, ...source.params };
  if (quickSearch) params.quickSearch = quickSearch;
  const res = await api<{ list: Row[]; total: number }>({ url: urlOf(source), params, showErrorMessage: false, cancelDuplicate: false });
  const key = await valueFieldOf(source);
  const options = flatten(res.data.list).map((row) => toOption(key, source, row));
  remember(source, options);
  return { options, total: res.data.total };
}

function flatten(rows: Row[]): Row[] {
  return rows.flatMap((row) => [row, ...(Array.isArray(row.children) ? flatten(row.children as Row[]) : [])]);
}

function remember(source: RemoteSource, options: RemoteOption[]) {
  const cache = labelCache.get(source.module + source.label) ?? new Map<string, string>();
  for (const option of options) cache.set(String(option.value), option.label);
  labelCache.set(source.module + source.label, cache);
}

/** Labels for ids (from cache, the rest fetched with one initValue call). */
export async function remoteLabels(source: RemoteSource, ids: (string | number)[]): Promise<Map<string, string>> {
  const cacheKey = source.module + source.label;
  const cache = labelCache.get(cacheKey) ?? new Map<string, string>();
  const missing = [...new Set(ids.map(String))].filter((id) => id !== "" && id !== "0" && !cache.has(id));
  if (missing.length) {
    const res = await api<{ list: Row[] }>({
      url: urlOf(source),
      params: { select: "true", initValue: missing, isTree: "false" },
      showErrorMessage: false,
      cancelDuplicate: false,
    }).catch(() => undefined);
    const key = await valueFieldOf(source);
    if (res) remember(source, flatten(res.data.list).map((row) => toOption(key, source, row)));
  }
  return labelCache.get(cacheKey) ?? cache;
}

/** All rows of a (small, tree) module, for tree pickers. */
export async function remoteTree(source: RemoteSource): Promise<Row[]> {
  const res = await api<{ list: Row[] }>({ url: urlOf(source), params: { ...source.params }, showErrorMessage: false });
  return res.data.list;
}

export function forgetRemote(module: string): void {
  for (const key of [...labelCache.keys()]) if (key.startsWith(module)) labelCache.delete(key);
}

/** Labels of linked records by field: id (as text) -> the linked row's label. */
export type LinkedLabels = Record<string, Map<string, string>>;

const isId = (v: unknown): v is string | number => (typeof v === "string" || typeof v === "number") && v !== "" && v !== 0 && v !== "0";

/**
 * The labels of the records `rows` link to through remote fields (tree rows included), one call
 * per linked module. `only` limits it to some fields (default: the listed ones).
 */
export async function linkedLabels(fields: Readonly<Record<string, FieldDeclaration>>, rows: readonly Row[], only?: (name: string, field: FieldDeclaration) => boolean): Promise<LinkedLabels> {
  const all = flatten([...rows]);
  const wanted = Object.entries(fields).filter(([name, field]) => field.remote && (only ? only(name, field) : Boolean(listColumn(field))));
  const entries = await Promise.all(
    wanted.map(async ([name, field]) => {
      const ids = all.flatMap((r) => (Array.isArray(r[name]) ? (r[name] as unknown[]) : [r[name]])).filter(isId);
      return [name, ids.length && field.remote ? await remoteLabels(field.remote, ids) : new Map<string, string>()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
