// The GB/T 2260 area tree (table `area`), held in memory: a few thousand rows read on the first
// call and kept until `invalidate()` (cache clearing, or an edit of the table). Serves the
// cascading picker (`ajax/area`), paths for display and the check that a code exists.
import { asc } from "drizzle-orm";
import type { Database } from "@db/client";
import { area } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { areaNameEn, isAreaGrouping } from "./area-english";

export interface AreaOption {
  value: number;
  label: string;
  /** 1 province, 2 city, 3 district. */
  level: number;
  /**
   * True for divisions without children (districts, cities without districts). Not called
   * `children`: cascaders (BuildAdmin's among them) read `children` as the array of child nodes.
   */
  leaf: boolean;
  /** A grouping level of the standard ("市辖区", "省直辖县级行政区划"), not a place. */
  grouping?: true;
}

interface AreaNode {
  id: number;
  pid: number;
  name: string;
  level: number;
  mergename: string;
}

interface AreaIndex {
  byId: Map<number, AreaNode>;
  byParent: Map<number, AreaNode[]>;
}

export function createAreaService(db: Database) {
  let cache: Promise<AreaIndex> | undefined;
  const load = async (): Promise<AreaIndex> => {
    const rows = await db.select({ id: area.id, pid: area.pid, name: area.name, level: area.level, mergename: area.mergename }).from(area).orderBy(asc(area.id));
    const byId = new Map<number, AreaNode>();
    const byParent = new Map<number, AreaNode[]>();
    for (const row of rows) {
      byId.set(row.id, row);
      const siblings = byParent.get(row.pid) ?? [];
      siblings.push(row);
      byParent.set(row.pid, siblings);
    }
    return { byId, byParent };
  };
  const index = () =>
    (cache ??= load().catch((error: unknown) => {
      cache = undefined;
      throw error;
    }));
  const fullNameIn = (idx: AreaIndex, code: number, lang: Lang): string => {
    if (lang !== "en") return idx.byId.get(code)?.mergename ?? "";
    const names: string[] = [];
    for (let node = idx.byId.get(code); node; node = node.pid ? idx.byId.get(node.pid) : undefined) {
      if (!isAreaGrouping(node.name)) names.push(areaNameEn(node.name));
    }
    return names.join(", ");
  };
  const label = (node: AreaNode, lang: Lang) => (lang === "en" ? areaNameEn(node.name) : node.name);
  const option = (idx: AreaIndex, node: AreaNode, lang: Lang): AreaOption => ({
    value: node.id,
    label: label(node, lang),
    level: node.level,
    leaf: (idx.byParent.get(node.id)?.length ?? 0) === 0,
    ...(isAreaGrouping(node.name) ? { grouping: true as const } : {}),
  });

  return {
    /** Provinces; a province's cities; a city's districts (spec §7 `ajax/area`). */
    async options(query: { province?: number; city?: number }, lang: Lang = "zh-cn"): Promise<AreaOption[]> {
      const idx = await index();
      let parent = 0;
      if (query.province !== undefined) {
        parent = query.province;
        if (idx.byId.get(query.province)?.level !== 1) return [];
        if (query.city !== undefined) {
          if (idx.byId.get(query.city)?.pid !== query.province) return [];
          parent = query.city;
        }
      }
      return (idx.byParent.get(parent) ?? []).map((node) => option(idx, node, lang));
    },
    /** From the province down to `code` (empty when the code is unknown). */
    async path(code: number, lang: Lang = "zh-cn"): Promise<AreaOption[]> {
      const idx = await index();
      const out: AreaOption[] = [];
      let node = idx.byId.get(code);
      while (node) {
        out.unshift(option(idx, node, lang));
        node = node.pid ? idx.byId.get(node.pid) : undefined;
      }
      return out;
    },
    async exists(code: number): Promise<boolean> {
      return (await index()).byId.has(code);
    },
    /**
     * The place's full name for display, e.g. "海南省 三亚市 吉阳区"; in English smallest first,
     * "Jiyang District, Sanya City, Hainan Province". Grouping levels are left out.
     */
    async fullName(code: number | null | undefined, lang: Lang = "zh-cn"): Promise<string> {
      if (!code) return "";
      return fullNameIn(await index(), code, lang);
    },
    /** `fullName` for many codes: the table is awaited once, then every name is looked up at once. */
    async fullNames(lang: Lang = "zh-cn"): Promise<(code: number | null | undefined) => string> {
      const idx = await index();
      return (code) => (code ? fullNameIn(idx, code, lang) : "");
    },
    /** Codes at or below `code` (a province or city covers its districts), for region filters. */
    async within(code: number): Promise<number[]> {
      const idx = await index();
      const out: number[] = [];
      const stack = [code];
      while (stack.length) {
        const current = stack.pop() as number;
        if (idx.byId.has(current)) out.push(current);
        for (const child of idx.byParent.get(current) ?? []) stack.push(child.id);
      }
      return out;
    },
    invalidate() {
      cache = undefined;
    },
  };
}

export type AreaService = ReturnType<typeof createAreaService>;
