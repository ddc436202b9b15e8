// The list state of a generic page lives in the URL, in the API's own format (STYLE §3):
// page, limit, order, quickSearch and search[i][field|operator|val]. Defaults are left out,
// and any change of filter, search or order goes back to page 1.
import { setListFilters } from "@shared/list-url";
import type { Operator } from "@shared/module/types";

export interface Filter {
  field: string;
  operator: Operator;
  val: string | string[];
}

export interface ListOrder {
  field: string;
  dir: "asc" | "desc";
}

export interface ListState {
  page: number;
  limit: number;
  order?: ListOrder;
  quickSearch: string;
  filters: Filter[];
}

export function parseListState(search: string, defaultLimit: number): ListState {
  const params = new URLSearchParams(search);
  const byIndex = new Map<number, Partial<Filter> & { vals?: string[] }>();
  for (const [key, value] of params) {
    const m = /^search\[(\d+)\]\[(field|operator|val)\](\[\])?$/.exec(key);
    if (!m) continue;
    const item = byIndex.get(Number(m[1])) ?? {};
    if (m[2] === "val") {
      if (m[3]) (item.vals ??= []).push(value);
      else item.val = value;
    } else if (m[2] === "field") item.field = value;
    else item.operator = value as Operator;
    byIndex.set(Number(m[1]), item);
  }
  const filters = [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, f]) => ({ field: f.field ?? "", operator: f.operator ?? "eq", val: f.vals ?? f.val ?? "" }))
    .filter((f) => f.field);
  const [field, dir] = (params.get("order") ?? "").split(",");
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: Number.isInteger(limit) && limit > 0 ? limit : defaultLimit,
    order: field && (dir === "asc" || dir === "desc") ? { field, dir } : undefined,
    quickSearch: params.get("quickSearch") ?? "",
    filters,
  };
}

export function serializeListState(state: ListState, defaultLimit: number): string {
  const params = new URLSearchParams();
  if (state.page > 1) params.set("page", String(state.page));
  if (state.limit !== defaultLimit) params.set("limit", String(state.limit));
  if (state.order) params.set("order", `${state.order.field},${state.order.dir}`);
  if (state.quickSearch) params.set("quickSearch", state.quickSearch);
  return setListFilters(
    params,
    state.filters.map((filter) => [filter.field, filter.operator, filter.val]),
  ).toString();
}

/** The query the API gets: the URL state with the page size always stated. */
export function listQuery(state: ListState): string {
  return serializeListState(state, -1);
}

/**
 * Locked filters a menu rule gives a generic list (`category_id=11000,24066&audit_status=APPROVED`):
 * one value compares with eq, several with IN. They are sent with every call and never shown in
 * the URL or the filter panel.
 */
export function parsePreset(preset: string | undefined): Filter[] {
  if (!preset) return [];
  return [...new URLSearchParams(preset).entries()]
    .filter(([field, val]) => field && val)
    .map(([field, val]) => {
      const values = val.split(",").filter(Boolean);
      return values.length > 1 ? { field, operator: "IN" as const, val: values } : { field, operator: "eq" as const, val: values[0] ?? "" };
    });
}

/** The filter on `field` (the first, when a URL holds several). */
export const filterOn = (filters: readonly Filter[], field: string): Filter | undefined => filters.find((f) => f.field === field);

/** The filters with the one on `field` replaced by `next` (or dropped), keeping the others' order. */
export function withFilter(filters: readonly Filter[], field: string, next?: Omit<Filter, "field">): Filter[] {
  const others = filters.filter((f) => f.field !== field);
  return next ? [...others, { field, ...next }] : others;
}
