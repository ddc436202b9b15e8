// Reads the list query of a generic `index` call (DESIGN §3, reference §5.2) from the raw
// query string: page, limit, order, quickSearch, search[i][field|val|operator|render],
// select, initKey/initValue/initOperator. Nothing is interpreted here; filters.ts checks.
import { requireIds } from "../kernel/ids";

export interface SearchItem {
  field: string;
  operator: string;
  val: string | string[];
  render?: string;
}

export interface ListParams {
  page: number;
  limit: number;
  order?: { field: string; dir: "asc" | "desc" };
  quickSearch: string;
  search: SearchItem[];
  select: boolean;
  initKey?: string;
  initValue?: string[];
  initOperator: string;
  /** Tree modules: false asks for a flat, paged list. */
  isTree: boolean;
  raw: URLSearchParams;
}

/** BuildAdmin clients send these symbolic operators beside the word forms (issue 22). */
const OPERATOR_ALIASES: Record<string, string> = { "=": "eq", "<>": "ne", ">": "gt", ">=": "egt", "<": "lt", "<=": "elt" };

/** The word form of an operator as sent (`>=` -> `egt`); other names are returned unchanged. */
export const operatorName = (sent: string): string => OPERATOR_ALIASES[sent.trim()] ?? sent;

export const MAX_LIMIT = 200;
/** Pages beyond this are past any list (and keep the OFFSET a safe integer). */
export const MAX_PAGE = 1_000_000;
export const MAX_INIT_VALUES = 1000;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** Values of `name` given as `name`, `name[]` or `name[0]`, or split from one CSV value. */
function listValue(params: URLSearchParams, name: string): string[] | undefined {
  const many: string[] = [];
  for (const [key, value] of params) {
    if (key.startsWith(name) && (key === `${name}[]` || /^\[\d+\]$/.test(key.slice(name.length)))) many.push(value);
  }
  if (many.length) return many;
  const one = params.get(name);
  return one === null ? undefined : one.split(",").filter((s) => s !== "");
}

const SEARCH_KEY = /^search\[(\d+)\]\[(field|val|operator|render)\](\[\d*\])?$/;

/** `query` is the request URL or its already parsed query string. */
export function parseListParams(query: string | URLSearchParams, defaultLimit: number): ListParams {
  const params = typeof query === "string" ? new URL(query).searchParams : query;
  // One pass over the query string: search items, the list form of initValue, and the first
  // value of every other name (what `params.get` would answer).
  const byIndex = new Map<number, Partial<SearchItem> & { vals?: string[] }>();
  const first = new Map<string, string>();
  const initValues: string[] = [];
  for (const [key, value] of params) {
    if (key.startsWith("search[")) {
      const m = SEARCH_KEY.exec(key);
      if (!m) continue;
      const index = Number(m[1]);
      const item = byIndex.get(index) ?? {};
      if (m[2] === "val") {
        if (m[3] !== undefined) (item.vals ??= []).push(value);
        else item.val = value;
      } else {
        item[m[2] as "field" | "operator" | "render"] = value;
      }
      byIndex.set(index, item);
      continue;
    }
    if (key.startsWith("initValue[") && (key === "initValue[]" || /^\[\d+\]$/.test(key.slice(9)))) {
      initValues.push(value);
      continue;
    }
    if (!first.has(key)) first.set(key, value);
  }
  const get = (name: string): string | null => first.get(name) ?? null;
  const search: SearchItem[] = [];
  for (const [, item] of [...byIndex.entries()].sort(([a], [b]) => a - b)) {
    const val = item.vals ?? item.val;
    // Incomplete entries (no field, operator or value) are skipped, as the reference does.
    if (!item.field || !item.operator || val === undefined) continue;
    search.push({ field: item.field, operator: item.operator, val, render: item.render });
  }
  const [orderField, orderDir] = (get("order") ?? "").split(",");
  // `initValue[]=…` or `initValue[0]=…`, else one CSV value; an empty `initValue=` (every
  // BuildAdmin remote select on first open) means no preset.
  const oneInit = get("initValue");
  const initValue = (initValues.length ? initValues : oneInit === null ? undefined : oneInit.split(",").filter((v) => v !== ""))?.filter((v) => v !== "");
  const select = ["1", "true"].includes(get("select") ?? "");
  return {
    page: Math.min(positiveInt(get("page"), 1), MAX_PAGE),
    limit: Math.min(positiveInt(get("limit"), defaultLimit), MAX_LIMIT),
    order: orderField && (orderDir === "asc" || orderDir === "desc") ? { field: orderField, dir: orderDir } : undefined,
    quickSearch: (get("quickSearch") ?? "").trim().slice(0, 100),
    search,
    select,
    initKey: get("initKey") || undefined,
    initValue: initValue?.length ? initValue.slice(0, MAX_INIT_VALUES) : undefined,
    initOperator: (get("initOperator") ?? "in").toUpperCase(),
    isTree: !["0", "false"].includes(get("isTree") ?? ""),
    raw: params,
  };
}

/** `ids[]=1&ids[]=2`, `ids=1,2` or a JSON body `{ids: [...]}`; any id not written plainly refuses the call. */
export function parseIds(url: string, body?: unknown): string[] {
  const fromQuery = listValue(new URL(url).searchParams, "ids");
  const fromBody = body && typeof body === "object" && Array.isArray((body as { ids?: unknown }).ids) ? (body as { ids: unknown[] }).ids : undefined;
  const given = (fromQuery ?? fromBody ?? []).filter((id) => id !== "").slice(0, 1000);
  return [...new Set(requireIds(given).map(String))];
}
