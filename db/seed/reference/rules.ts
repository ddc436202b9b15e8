// Menu and permission rules that ship with the platform, as trees. Seeding inserts the rules
// whose names are missing (parents first) and grants each new rule to the groups it names;
// existing rules — possibly edited by admins — are left alone.
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { adminGroup, adminRule, userRule } from "@db/schema";

export interface RuleSeed {
  name: string;
  title: string;
  title_en: string;
  type?: "menu_dir" | "menu" | "button";
  path?: string;
  icon?: string;
  menu_type?: "tab" | "link" | "iframe";
  url?: string;
  component?: string;
  keepalive?: boolean;
  extend?: "none" | "add_rules_only" | "add_menu_only";
  remark?: string;
  remark_en?: string;
  weigh?: number;
  status?: "0" | "1";
  /** Seeded group ids that receive this rule when it is created. */
  groups?: number[];
  children?: RuleSeed[];
  /** Rules placed beside this one under the same parent (a module's extra pages). */
  siblings?: RuleSeed[];
}

export interface UserRuleSeed {
  name: string;
  title: string;
  title_en: string;
  type: "route" | "menu_dir" | "menu" | "nav_user_menu" | "nav" | "button";
  path?: string;
  icon?: string;
  component?: string;
  no_login_valid?: boolean;
  weigh?: number;
  children?: UserRuleSeed[];
}

export const referenceAdminRules: RuleSeed[] = [
  {
    name: "dashboard",
    title: "控制台",
    title_en: "Dashboard",
    type: "menu",
    path: "dashboard",
    icon: "layout-dashboard",
    component: "dashboard",
    keepalive: true,
    weigh: 999,
    groups: [2, 3, 4],
    children: [{ name: "dashboard/index", title: "查看", title_en: "View", type: "button", groups: [2, 3, 4] }],
  },
];

export const referenceUserRules: UserRuleSeed[] = [
  {
    name: "account",
    title: "我的账户",
    title_en: "My account",
    type: "menu_dir",
    path: "account",
    icon: "user-round",
    weigh: 100,
    children: [
      { name: "account/overview", title: "账户概览", title_en: "Overview", type: "menu", path: "account/overview", icon: "layout-dashboard", component: "overview", weigh: 99 },
      { name: "account/profile", title: "个人资料", title_en: "Profile", type: "menu", path: "account/profile", icon: "id-card", component: "profile", weigh: 98 },
      { name: "account/changePassword", title: "修改密码", title_en: "Change password", type: "menu", path: "account/changePassword", icon: "key-round", component: "changePassword", weigh: 97 },
      { name: "account/integral", title: "积分记录", title_en: "Points", type: "menu", path: "account/integral", icon: "award", component: "integral", weigh: 96 },
      { name: "account/balance", title: "余额记录", title_en: "Balance", type: "menu", path: "account/balance", icon: "wallet", component: "balance", weigh: 95 },
      { name: "account/checkIn", title: "每日签到", title_en: "Daily check-in", type: "menu", path: "account/checkIn", icon: "calendar-check", component: "checkIn", weigh: 94 },
    ],
  },
  {
    name: "guide",
    title: "导游服务",
    title_en: "Guide services",
    type: "menu_dir",
    path: "guide",
    icon: "id-card",
    weigh: 90,
    children: [{ name: "guide/card", title: "导游证", title_en: "Guide card", type: "menu", path: "guide/card", icon: "badge-check", component: "guideCard", weigh: 90 }],
  },
  {
    name: "complaint",
    title: "投诉与建议",
    title_en: "Complaints",
    type: "menu_dir",
    path: "complaint",
    icon: "message-square-warning",
    weigh: 85,
    children: [{ name: "complaint/mine", title: "我的投诉", title_en: "My complaints", type: "menu", path: "complaint/mine", icon: "message-square-warning", component: "complaints", weigh: 90 }],
  },
  {
    name: "order",
    title: "订单服务",
    title_en: "Orders",
    type: "menu_dir",
    path: "order",
    icon: "receipt",
    weigh: 82,
    // Migration 0018 turns the earlier API-only permission of the same name into this menu.
    children: [{ name: "order/mine", title: "我的订单", title_en: "My orders", type: "menu", path: "order/mine", icon: "receipt", component: "orders", weigh: 90 }],
  },
  {
    name: "contract",
    title: "旅游合同",
    title_en: "Tour contracts",
    type: "menu_dir",
    path: "contract",
    icon: "scroll-text",
    weigh: 80,
    children: [{ name: "contract/mine", title: "我的合同", title_en: "My contracts", type: "menu", path: "contract/mine", icon: "scroll-text", component: "contracts", weigh: 90 }],
  },
  { name: "ajax/upload", title: "上传文件", title_en: "Upload files", type: "button", weigh: 0 },
];

async function grant(db: Database, groupIds: number[], ruleId: number) {
  for (const groupId of groupIds) {
    const [group] = await db.select().from(adminGroup).where(eq(adminGroup.id, groupId)).limit(1);
    if (!group || group.rules === "*") continue;
    const ids = group.rules.split(",").filter(Boolean);
    if (!ids.includes(String(ruleId))) {
      await db.update(adminGroup).set({ rules: [...ids, String(ruleId)].join(",") }).where(eq(adminGroup.id, groupId));
    }
  }
}

/** Inserts missing admin rules; returns how many were added. */
export async function seedAdminRules(db: Database, seeds: RuleSeed[], pid = 0): Promise<number> {
  let added = 0;
  for (const [index, seed] of seeds.entries()) {
    const [existing] = await db.select({ id: adminRule.id }).from(adminRule).where(eq(adminRule.name, seed.name)).limit(1);
    let id = existing?.id;
    if (id === undefined) {
      const [row] = await db
        .insert(adminRule)
        .values({
          pid,
          type: seed.type ?? (seed.children ? "menu_dir" : "menu"),
          title: seed.title,
          title_en: seed.title_en,
          name: seed.name,
          path: seed.path ?? "",
          icon: seed.icon ?? "",
          menu_type: seed.type === "button" ? null : (seed.menu_type ?? "tab"),
          url: seed.url ?? "",
          component: seed.component ?? "",
          keepalive: seed.keepalive ?? false,
          extend: seed.extend ?? "none",
          remark: seed.remark ?? "",
          remark_en: seed.remark_en ?? "",
          weigh: seed.weigh ?? (seed.type === "button" ? 0 : 100 - index),
          status: seed.status ?? "1",
        })
        .returning({ id: adminRule.id });
      id = row?.id;
      if (id === undefined) continue;
      added++;
      if (seed.groups?.length) await grant(db, seed.groups, id);
    }
    if (seed.children) added += await seedAdminRules(db, seed.children, id);
  }
  return added;
}

export async function seedUserRules(db: Database, seeds: UserRuleSeed[], pid = 0): Promise<number> {
  let added = 0;
  for (const seed of seeds) {
    const [existing] = await db.select({ id: userRule.id }).from(userRule).where(eq(userRule.name, seed.name)).limit(1);
    let id = existing?.id;
    if (id === undefined) {
      const [row] = await db
        .insert(userRule)
        .values({
          pid,
          type: seed.type,
          title: seed.title,
          title_en: seed.title_en,
          name: seed.name,
          path: seed.path ?? "",
          icon: seed.icon ?? "",
          component: seed.component ?? "",
          no_login_valid: seed.no_login_valid ?? false,
          weigh: seed.weigh ?? 0,
        })
        .returning({ id: userRule.id });
      id = row?.id;
      if (id === undefined) continue;
      added++;
    }
    if (seed.children) added += await seedUserRules(db, seed.children, id);
  }
  return added;
}
