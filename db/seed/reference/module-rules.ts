// Menu rules, permission buttons and security rules derived from the module declarations, so
// adding a module never means writing seed rows by hand.
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { securityDataRecycle, securitySensitiveData } from "@db/schema";
import { moduleActions, moduleNodeBase, piiFields } from "@shared/module/field-kinds";
import type { CrudAction, MenuDirectory, MenuPlacement, ModuleDeclaration, SeedRole } from "@shared/module/types";
import type { RuleSeed } from "./rules";

export const ROLE_GROUPS: Record<SeedRole, number> = { supervisor: 2, operator: 3, enterprise: 4, association: 5 };

const ACTION_TITLES: Record<CrudAction, { title: string; title_en: string }> = {
  index: { title: "查看", title_en: "View" },
  add: { title: "添加", title_en: "Add" },
  edit: { title: "编辑", title_en: "Edit" },
  del: { title: "删除", title_en: "Delete" },
  sortable: { title: "排序", title_en: "Sort" },
};

function moduleRule(module: ModuleDeclaration & { menu: MenuPlacement }): RuleSeed {
  const groups = (module.menu.grants ?? []).map((role) => ROLE_GROUPS[role]);
  const partial = Object.entries(module.menu.grantActions ?? {}) as [SeedRole, readonly string[]][];
  /** Groups that get a button: every granted role, and the partly granted roles that list it. */
  const buttonGroups = (action: string) => [...groups, ...partial.filter(([, actions]) => actions.includes(action)).map(([role]) => ROLE_GROUPS[role])];
  const buttons: RuleSeed[] = moduleActions(module).map((action) => ({
    name: `${module.menu.path}/${action}`,
    ...ACTION_TITLES[action],
    type: "button",
    groups: buttonGroups(action),
  }));
  for (const [action, extra] of Object.entries(module.extraActions ?? {})) {
    buttons.push({ name: `${module.menu.path}/${action}`, title: extra.label["zh-cn"], title_en: extra.label.en, type: "button", groups: buttonGroups(action) });
  }
  // A workflow's staff moves are buttons too (its owner moves go through the module's own pages).
  for (const [name, transition] of Object.entries(module.workflow?.transitions ?? {})) {
    if (transition.by === "staff") buttons.push({ name: `${module.menu.path}/${name}`, title: transition.label["zh-cn"], title_en: transition.label.en, type: "button", groups: buttonGroups(name) });
  }
  if (piiFields(module).length > 0) {
    buttons.push({ name: `${module.menu.path}/pii`, title: "查看完整个人信息", title_en: "Reveal personal data", type: "button", groups: buttonGroups("pii") });
  }
  const pages: RuleSeed[] = (module.menu.pages ?? []).map((page) => ({
    name: page.path,
    title: page.title["zh-cn"],
    title_en: page.title.en,
    type: "menu",
    path: page.path,
    icon: page.icon ?? module.menu.icon,
    component: page.component,
    keepalive: true,
    extend: page.hidden ? "add_rules_only" : "none",
    weigh: page.weigh ?? 0,
    groups: page.grants ? page.grants.map((role) => ROLE_GROUPS[role]) : groups,
  }));
  return {
    name: module.menu.path,
    title: module.title["zh-cn"],
    title_en: module.title.en,
    type: "menu",
    path: module.menu.path,
    icon: module.menu.icon,
    component: module.menu.component ?? `crud:${module.key}`,
    keepalive: module.menu.keepalive ?? true,
    remark: module.menu.remark?.["zh-cn"],
    remark_en: module.menu.remark?.en,
    weigh: module.menu.weigh,
    // Partly granted roles get buttons only, and the menu when they list "menu".
    groups: [...groups, ...partial.filter(([, actions]) => actions.includes("menu")).map(([role]) => ROLE_GROUPS[role])],
    children: buttons,
    siblings: pages,
  };
}

/** Directories with their modules, in the shape seedAdminRules inserts. */
export function moduleRuleSeeds(directories: readonly MenuDirectory[], modules: readonly ModuleDeclaration[]): RuleSeed[] {
  const byDir = new Map<string, RuleSeed>();
  for (const dir of directories) {
    byDir.set(dir.name, { name: dir.name, title: dir.title["zh-cn"], title_en: dir.title.en, type: "menu_dir", path: dir.name, icon: dir.icon, weigh: dir.weigh, children: [] });
  }
  const roots: RuleSeed[] = [];
  for (const module of modules) {
    if (!module.menu) continue;
    const { siblings = [], ...rule } = moduleRule(module as ModuleDeclaration & { menu: MenuPlacement });
    const parent = byDir.get(module.menu.parent);
    for (const item of [rule, ...siblings]) {
      if (parent) {
        parent.children?.push(item);
        // A directory is granted to every role that gets one of its menus.
        parent.groups = [...new Set([...(parent.groups ?? []), ...(item.groups ?? [])])];
      } else roots.push(item);
    }
  }
  for (const dir of directories) {
    const seed = byDir.get(dir.name);
    if (!seed) continue;
    const parent = dir.parent ? byDir.get(dir.parent) : undefined;
    if (parent) {
      parent.children?.push(seed);
      parent.groups = [...new Set([...(parent.groups ?? []), ...(seed.groups ?? [])])];
    } else roots.push(seed);
  }
  return roots;
}

/** Recycle and sensitive-data rules for the modules that ask for them (inserted when missing). */
export async function seedSecurityRules(db: Database, modules: readonly ModuleDeclaration[]): Promise<void> {
  for (const module of modules) {
    const controllerAs = moduleNodeBase(module);
    if (module.recycle) {
      const [existing] = await db.select({ id: securityDataRecycle.id }).from(securityDataRecycle).where(eq(securityDataRecycle.controller_as, controllerAs));
      if (!existing) {
        await db.insert(securityDataRecycle).values({
          name: module.title["zh-cn"],
          controller: `${module.key.replace(/\./g, "/")}.ts`,
          controller_as: controllerAs,
          data_table: module.table,
          primary_key: module.pk ?? "id",
        });
      }
    }
    const watched = Object.entries(module.fields).filter(([, field]) => field.sensitive && field.column !== false);
    if (watched.length > 0) {
      const [existing] = await db.select({ id: securitySensitiveData.id }).from(securitySensitiveData).where(eq(securitySensitiveData.controller_as, controllerAs));
      if (!existing) {
        await db.insert(securitySensitiveData).values({
          name: module.title["zh-cn"],
          controller: `${module.key.replace(/\./g, "/")}.ts`,
          controller_as: controllerAs,
          data_table: module.table,
          primary_key: module.pk ?? "id",
          data_fields: JSON.stringify(Object.fromEntries(watched.map(([name, field]) => [field.column ?? name, field.label["zh-cn"]]))),
        });
      }
    }
  }
}
