// What an admin may do: the union of the rules of their enabled groups (`*` = super), the
// supervise/operations flags of those groups, and their enterprise. Cached per admin for a
// short while; any change to admins, groups or rules calls `invalidate`.
import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Database } from "@db/client";
import { admin, adminGroup, adminGroupAccess } from "@db/schema";
import type { AdminRuleRow, RuleIndex } from "./rule-index";

export interface AdminAccess {
  groups: { id: number; name: string; name_en: string; pid: number }[];
  /** Rule ids granted by the groups (empty for super admins, who hold every rule). */
  ruleIds: Set<number>;
  super: boolean;
  supervise: boolean;
  operations: boolean;
  /** An enterprise account (a group flagged `enterprise`): business calls need its approved enterprise. */
  enterprise: boolean;
  /** Lower-cased names of every enabled rule the admin holds. */
  nodes: Set<string>;
  /**
   * Jurisdiction (属地): the GB/T 2260 area the admin supervises — their own binding, else the
   * area all their groups share — or undefined for the whole platform (super admins always).
   */
  area?: number;
}

/** The smallest division containing every code (460203 + 460205 -> 460200; 460203 + 469002 -> 460000). */
export function commonArea(codes: number[]): number | undefined {
  if (codes.length === 0) return undefined;
  for (const [width, unit] of [[6, 1], [4, 100], [2, 10000]] as const) {
    const head = Math.floor((codes[0] as number) / unit);
    if (codes.every((code) => Math.floor(code / unit) === head)) return width === 6 ? head : head * unit;
  }
  return undefined;
}

const CACHE_MS = 30_000;

const { password: _password, ...publicColumns } = getTableColumns(admin);
export type AdminRow = Omit<typeof admin.$inferSelect, "password">;

export function parseRuleIds(rules: string): { all: boolean; ids: number[] } {
  const parts = rules.split(",").map((s) => s.trim()).filter(Boolean);
  if (parts.includes("*")) return { all: true, ids: [] };
  return { all: false, ids: parts.map(Number).filter((n) => Number.isInteger(n) && n > 0) };
}

export function createAdminAccess(db: Database, rules: RuleIndex<AdminRuleRow>) {
  const cache = new Map<number, { at: number; access: Promise<AdminAccess> }>();
  const rows = new Map<number, { at: number; row: Promise<AdminRow | undefined> }>();

  const load = async (adminId: number): Promise<AdminAccess> => {
    const groups = await db
      .select({
        id: adminGroup.id,
        pid: adminGroup.pid,
        name: adminGroup.name,
        name_en: adminGroup.name_en,
        rules: adminGroup.rules,
        supervise: adminGroup.supervise,
        operations: adminGroup.operations,
        enterprise: adminGroup.enterprise,
        region_code: adminGroup.region_code,
      })
      .from(adminGroupAccess)
      .innerJoin(adminGroup, eq(adminGroup.id, adminGroupAccess.group_id))
      .where(and(eq(adminGroupAccess.uid, adminId), eq(adminGroup.status, "1")))
      .orderBy(adminGroup.id);
    let isSuper = false;
    const ruleIds = new Set<number>();
    for (const group of groups) {
      const parsed = parseRuleIds(group.rules);
      if (parsed.all) isSuper = true;
      for (const id of parsed.ids) ruleIds.add(id);
    }
    const [own] = await db.select({ region_code: admin.region_code }).from(admin).where(eq(admin.id, adminId));
    // A group without an area gives the whole platform; bound groups give the area they share.
    const groupAreas = groups.map((g) => g.region_code);
    const area = isSuper ? undefined : own?.region_code || (groupAreas.length && !groupAreas.includes(0) ? commonArea(groupAreas) : undefined);
    const enabled = await rules.enabled();
    const nodes = new Set(enabled.filter((r) => isSuper || ruleIds.has(r.id)).map((r) => r.name.toLowerCase()));
    return {
      groups: groups.map(({ id, pid, name, name_en }) => ({ id, pid, name, name_en })),
      ruleIds: isSuper ? new Set() : ruleIds,
      super: isSuper,
      supervise: isSuper || groups.some((g) => g.supervise),
      operations: isSuper || groups.some((g) => g.operations),
      enterprise: !isSuper && groups.some((g) => g.enterprise) && !groups.some((g) => g.supervise),
      nodes,
      area,
    };
  };

  return {
    get(adminId: number): Promise<AdminAccess> {
      const hit = cache.get(adminId);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.access;
      const access = load(adminId);
      access.catch(() => cache.delete(adminId));
      cache.set(adminId, { at: Date.now(), access });
      return access;
    },
    /** The admin's account row (without the password hash), cached like their access. */
    row(adminId: number): Promise<AdminRow | undefined> {
      const hit = rows.get(adminId);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.row;
      const row = db
        .select(publicColumns)
        .from(admin)
        .where(eq(admin.id, adminId))
        .limit(1)
        .then((found) => found[0]);
      row.catch(() => rows.delete(adminId));
      if (rows.size > 10_000) rows.clear();
      rows.set(adminId, { at: Date.now(), row });
      return row;
    },
    /** Drops cached access and rows (all admins, or one) after any change to them. */
    invalidate(adminId?: number) {
      if (adminId === undefined) {
        cache.clear();
        rows.clear();
      } else {
        cache.delete(adminId);
        rows.delete(adminId);
      }
    },
  };
}

export type AdminAccessService = ReturnType<typeof createAdminAccess>;

/** Groups whose ids are given, for checks that need them by id. */
export async function groupsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(adminGroup).where(inArray(adminGroup.id, ids));
}
