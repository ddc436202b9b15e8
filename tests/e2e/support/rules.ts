// Ids of permission rules by name, for tests that build a group with a few chosen nodes. The flat
// rule list is paged (at most 200 rows a page) and the platform has more rules than one page holds,
// so this reads page after page until every name is found or the list ends.
type Get = (path: string) => Promise<Record<string, unknown>>;

export async function ruleIdsByName(get: Get, names: string[]): Promise<number[]> {
  const wanted = new Set(names);
  const ids: number[] = [];
  for (let page = 1; wanted.size > 0; page++) {
    const data = await get(`/admin/auth.Rule/index?isTree=0&limit=200&page=${page}`);
    const rows = data.list as { id: number; name: string }[];
    for (const row of rows) if (wanted.delete(row.name)) ids.push(row.id);
    if (rows.length < 200) break;
  }
  if (wanted.size > 0) throw new Error(`no such rule: ${[...wanted].join(", ")}`);
  return ids;
}
