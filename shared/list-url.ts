// The console lists' filters in a URL (`search[i][field]`, `search[i][operator]`,
// `search[i][val]` or, for several values, `search[i][val][]`): the lists keep their state in it
// (src/admin/headless/list-state.ts) and the server reads it (server/engine/list-params.ts);
// links to a filtered list (the dashboard's work cards, the agency dashboard's bars) are written
// with it too.

/** One filter: the field, the operator (eq, IN, RANGE, …) and its value or values. */
export type ListFilter = readonly [field: string, operator: string, value: string | readonly string[]];

/** Adds the filters to `params` in the lists' URL format. */
export function setListFilters(params: URLSearchParams, filters: readonly ListFilter[]): URLSearchParams {
  filters.forEach(([field, operator, value], i) => {
    params.set(`search[${i}][field]`, field);
    params.set(`search[${i}][operator]`, operator);
    if (typeof value === "string") params.set(`search[${i}][val]`, value);
    else for (const v of value) params.append(`search[${i}][val][]`, v);
  });
  return params;
}

/** A console list path with its filters and, optionally, its order (`field,asc|desc`). */
export function listLink(path: string, filters: readonly ListFilter[], order?: string): string {
  const params = new URLSearchParams();
  if (order) params.set("order", order);
  return `${path}?${setListFilters(params, filters).toString()}`;
}
