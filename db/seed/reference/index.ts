// Reference data every installation needs (DESIGN §5). Idempotent: run at every start, it
// only adds what is missing and never changes what admins have edited.
import { count } from "drizzle-orm";
import type { Database } from "@db/client";
import type { MenuDirectory, ModuleDeclaration } from "@shared/module/types";
import { admin, adminGroup, adminGroupAccess, config, userGroup } from "@db/schema";
import { randomPassword } from "../random";
import { referenceConfig } from "./config";
import { referenceGroups, SUPER_GROUP_ID } from "./groups";
import { moduleRuleSeeds, seedSecurityRules } from "./module-rules";
import { seedAreas } from "./areas";
import { syncCategoryMenus } from "./category-menus";
import { seedEnterpriseCategories } from "./enterprise-categories";
import { referenceAdminRules, referenceUserRules, seedAdminRules, seedUserRules } from "./rules";
import { seedWorkCalendar } from "./work-calendar";
import { seedRefundRules } from "./refund-rules";
import { seedContractTemplates } from "./contract-templates";
import { seedSmsTemplates } from "./sms-templates";
import { seedWechatConfig } from "./wechat";

export interface ReferenceSeedOptions {
  /** The declared modules and their menu directories (server/engine/catalog.ts). */
  catalog: { modules: readonly ModuleDeclaration[]; directories: readonly MenuDirectory[] };
  adminUsername: string;
  /** Initial super admin password; a random one is generated when absent. */
  adminPassword?: string;
}

export interface ReferenceSeedResult {
  /** Set only when this run created the super admin. */
  createdAdmin?: { username: string; password: string; generated: boolean };
}

export async function seedReference(db: Database, options: ReferenceSeedOptions): Promise<ReferenceSeedResult> {
  const existingConfig = new Set((await db.select({ name: config.name }).from(config)).map((r) => r.name.toLowerCase()));
  const missingConfig = referenceConfig.filter((row) => !existingConfig.has(row.name.toLowerCase()));
  if (missingConfig.length > 0) await db.insert(config).values(missingConfig);

  const [groups] = await db.select({ n: count() }).from(adminGroup);
  if ((groups?.n ?? 0) === 0) await db.insert(adminGroup).values(referenceGroups);

  await seedAdminRules(db, [...referenceAdminRules, ...moduleRuleSeeds(options.catalog.directories, options.catalog.modules)]);
  await seedUserRules(db, referenceUserRules);
  await seedSecurityRules(db, options.catalog.modules);
  await seedAreas(db);
  await seedEnterpriseCategories(db);
  await syncCategoryMenus(db);
  await seedWorkCalendar(db);
  await seedRefundRules(db);
  await seedContractTemplates(db);
  await seedSmsTemplates(db);
  await seedWechatConfig(db);

  const [memberGroups] = await db.select({ n: count() }).from(userGroup);
  if ((memberGroups?.n ?? 0) === 0) await db.insert(userGroup).values({ id: 1, name: "默认分组", name_en: "Default group", rules: "*" });

  const [admins] = await db.select({ n: count() }).from(admin);
  if ((admins?.n ?? 0) > 0) return {};

  const generated = !options.adminPassword;
  const password = options.adminPassword ?? randomPassword();
  const hash = await Bun.password.hash(password, { algorithm: "argon2id" });
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(admin)
      .values({ username: options.adminUsername, nickname: "Admin", password: hash, motto: "" })
      .returning({ id: admin.id });
    if (!created) throw new Error("could not create the super admin");
    await tx.insert(adminGroupAccess).values({ uid: created.id, group_id: SUPER_GROUP_ID });
  });
  return { createdAdmin: { username: options.adminUsername, password, generated } };
}

/** True before the first start has created anything (no admin account yet). */
export async function isFreshDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(admin);
  return (row?.n ?? 0) === 0;
}
