// One console menu per enterprise category (spec: "enterprise lists by category_id"), kept in
// step with the category table: each opens the registry's generic list with the category (and
// its sub-categories) as a locked filter, under the directory of the category's sector. New
// menus go to every group that holds the registry's own menu. Run by the reference seed and
// after every change of a category.
import { and, eq, inArray, like, notInArray } from "drizzle-orm";
import type { Database } from "@db/client";
import { adminGroup, adminRule, enterpriseCategory } from "@db/schema";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

export const CATEGORY_MENU_PREFIX = "enterprise/list/";
const REGISTRY_MENU = "enterprise/enterprise";
const DIRECTORIES = { tourism: "enterprise/tourism", culture: "enterprise/culture" } as const;

const ICONS: Record<number, string> = {
  11000: "plane", 12000: "mountain", 13000: "hotel", 14000: "house", 16000: "bus", 17000: "sailboat", 18000: "utensils",
  19000: "drama", 21000: "mic-vocal", 22000: "gamepad-2", 24000: "library", 25000: "shopping-bag",
};

/** The console page of a category's list: the registry with a locked filter (approved rows). */
export function categoryListComponent(ids: number[]): string {
  return `crud:enterprise.Enterprise?category_id=${ids.join(",")}&audit_status=APPROVED`;
}

export async function syncCategoryMenus(db: Executor): Promise<void> {
  const categories = await db.select().from(enterpriseCategory);
  const names = categories.map((c) => `${CATEGORY_MENU_PREFIX}${c.id}`);
  const rules = await db.select().from(adminRule).where(like(adminRule.name, `${CATEGORY_MENU_PREFIX}%`));
  const stale = rules.filter((r) => !names.includes(r.name)).map((r) => r.id);
  if (stale.length) await db.delete(adminRule).where(inArray(adminRule.id, stale));

  const parents = await db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule).where(inArray(adminRule.name, [REGISTRY_MENU, ...Object.values(DIRECTORIES)]));
  const parentId = (name: string) => parents.find((p) => p.name === name)?.id;
  const registryId = parentId(REGISTRY_MENU);
  const groups = registryId === undefined ? [] : (await db.select().from(adminGroup)).filter((g) => g.rules !== "*" && !g.enterprise && g.rules.split(",").includes(String(registryId)));
  const granted: number[] = [];

  for (const category of categories) {
    const directory = parentId(DIRECTORIES[category.family]);
    if (directory === undefined) continue;
    const ids = [category.id, ...categories.filter((c) => c.pid === category.id).map((c) => c.id)];
    const values = {
      pid: directory,
      type: "menu" as const,
      title: category.name,
      title_en: category.name_en,
      path: `${CATEGORY_MENU_PREFIX}${category.id}`,
      icon: ICONS[category.id] ?? (category.pid ? "tag" : "building-2"),
      menu_type: "tab" as const,
      component: categoryListComponent(ids),
      keepalive: true,
      // Parents first, then their children; 24000 and its twelve keep their number order.
      weigh: (100_000 - (category.pid || category.id)) * 100 - (category.pid ? category.id - category.pid : 0),
      status: category.status,
    };
    const existing = rules.find((r) => r.name === values.path);
    if (existing) {
      await db.update(adminRule).set(values).where(eq(adminRule.id, existing.id));
    } else {
      const [created] = await db.insert(adminRule).values({ ...values, name: values.path }).returning({ id: adminRule.id });
      if (created) granted.push(created.id);
    }
  }
  if (granted.length === 0 || groups.length === 0) return;
  for (const group of groups) {
    const current = group.rules.split(",").filter(Boolean);
    const extra = [...Object.values(DIRECTORIES).map(parentId), ...granted].filter((id): id is number => id !== undefined).map(String);
    const next = [...new Set([...current, ...extra])];
    if (next.length !== current.length) await db.update(adminGroup).set({ rules: next.join(",") }).where(and(eq(adminGroup.id, group.id), notInArray(adminGroup.rules, ["*"])));
  }
}
