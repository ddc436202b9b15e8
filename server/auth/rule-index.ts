// Menu and permission rules in memory (admin_rule or user_rule): small tables read on every
// request, so they are cached and reloaded after any change (`invalidate`).
import { asc, desc } from "drizzle-orm";
import type { Database } from "@db/client";
import { adminRule, userRule } from "@db/schema";

export type AdminRuleRow = typeof adminRule.$inferSelect;
export type UserRuleRow = typeof userRule.$inferSelect;

/** What a menu tree node says of a rule, for admin and member rules alike (spec §3 menu fields). */
export function menuNodeBase(rule: AdminRuleRow | UserRuleRow) {
  return {
    id: rule.id,
    pid: rule.pid,
    type: rule.type,
    title: rule.title,
    title_en: rule.title_en || rule.title,
    name: rule.name,
    path: rule.path,
    icon: rule.icon,
    menu_type: rule.menu_type,
    url: rule.url,
    component: rule.component,
    extend: rule.extend,
  };
}

export interface RuleIndex<R extends { id: number; name: string; status: string }> {
  /** Enabled rules, ordered weigh desc, id asc (menu order). */
  enabled(): Promise<R[]>;
  byName(name: string): Promise<R | undefined>;
  invalidate(): void;
}

function createIndex<R extends { id: number; name: string; status: string }>(load: () => Promise<R[]>): RuleIndex<R> {
  let cache: Promise<{ list: R[]; names: Map<string, R> }> | undefined;
  const get = () => {
    cache ??= load()
      .then((rows) => ({ list: rows.filter((r) => r.status === "1"), names: new Map(rows.map((r) => [r.name.toLowerCase(), r])) }))
      .catch((error: unknown) => {
        cache = undefined;
        throw error;
      });
    return cache;
  };
  return {
    enabled: async () => (await get()).list,
    byName: async (name) => (await get()).names.get(name.toLowerCase()),
    invalidate: () => {
      cache = undefined;
    },
  };
}

export function createAdminRuleIndex(db: Database): RuleIndex<AdminRuleRow> {
  return createIndex(() => db.select().from(adminRule).orderBy(desc(adminRule.weigh), asc(adminRule.id)));
}

export function createUserRuleIndex(db: Database): RuleIndex<UserRuleRow> {
  return createIndex(() => db.select().from(userRule).orderBy(desc(userRule.weigh), asc(userRule.id)));
}

/** Nests rows under `children` by pid, keeping the given order. */
export function buildTree<R extends { id: number; pid: number }>(rows: R[]): (R & { children?: (R & { children?: unknown })[] })[] {
  type Node = R & { children?: Node[] };
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
