// Generating and removing modules (reference §6 crud/Crud, fixed). A generation is logged as
// `start` first; the table (for new designs), the module row, its menu and button rules and
// its recycle rule are then written in one transaction (SQLite DDL is transactional), and the
// log ends as `success` or `error` with the reason. The registry reloads afterwards, so the
// module is served at once.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { adminGroup, adminRule, crudLog, crudModule, securityDataRecycle, securitySensitiveData } from "@db/schema";
import { moduleRuleSeeds, seedSecurityRules } from "@db/seed/reference/module-rules";
import { seedAdminRules } from "@db/seed/reference/rules";
import { pick, type Lang } from "@shared/i18n";
import { declarationFromDesign } from "@shared/generator/declaration";
import { checkDesign, GENERATED_TABLE_PREFIX, nodeBaseOfKey, TABLE_PATTERN, type ColumnType, type DesignErrors, type ModuleDesign } from "@shared/generator/design";
import { parseRuleIds } from "../auth/admin-access";
import type { Transaction } from "../engine/types";
import { ApiError, FieldValidationError } from "../kernel/errors";
import { translate } from "../lang";
import type { AppServices } from "../services";
import { createTableStatements } from "./ddl";
import { tableColumns, tableExists } from "./introspect";
import { unusableReason } from "./lookups";

export interface Actor {
  adminId: number;
  lang: Lang;
}

/** "fields.2.label.en" -> "Field 3 · label (English)" for the envelope message. */
function labelOfPath(path: string): { "zh-cn": string; en: string } {
  const parts = path.split(".");
  const names: Record<string, { "zh-cn": string; en: string }> = {
    table: { "zh-cn": "数据表", en: "Table" },
    key: { "zh-cn": "控制器", en: "Controller" },
    title: { "zh-cn": "模块名称", en: "Module title" },
    menu: { "zh-cn": "菜单", en: "Menu" },
    parent: { "zh-cn": "上级目录", en: "Parent directory" },
    icon: { "zh-cn": "图标", en: "Icon" },
    weigh: { "zh-cn": "权重", en: "Weight" },
    pk: { "zh-cn": "主键", en: "Primary key" },
    fields: { "zh-cn": "字段", en: "Fields" },
    name: { "zh-cn": "字段名", en: "Column" },
    kind: { "zh-cn": "类型", en: "Type" },
    label: { "zh-cn": "名称", en: "Label" },
    options: { "zh-cn": "选项", en: "Options" },
    default: { "zh-cn": "默认值", en: "Default" },
    max: { "zh-cn": "最大长度", en: "Longest text" },
    "zh-cn": { "zh-cn": "中文", en: "Chinese" },
    en: { "zh-cn": "英文", en: "English" },
  };
  const zh: string[] = [];
  const en: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (/^\d+$/.test(part)) {
      const n = Number(part) + 1;
      zh.push(parts[i - 1] === "fields" ? `第 ${n} 个字段` : `第 ${n} 项`);
      en.push(parts[i - 1] === "fields" ? `field ${n}` : `item ${n}`);
      continue;
    }
    if (part === "fields" && /^\d+$/.test(parts[i + 1] ?? "")) continue;
    zh.push(names[part]?.["zh-cn"] ?? part);
    en.push(names[part]?.en ?? part);
  }
  return { "zh-cn": zh.join(" · "), en: en.join(" · ").replace(/^./, (c) => c.toUpperCase()) };
}

export function designError(errors: DesignErrors): FieldValidationError {
  return new FieldValidationError(errors, Object.fromEntries(Object.keys(errors).map((path) => [path, labelOfPath(path)])));
}

/** Removes rule ids from every admin group that lists them. */
async function dropFromGroups(tx: Transaction, ids: Set<number>) {
  const groups = await tx.select({ id: adminGroup.id, rules: adminGroup.rules }).from(adminGroup).where(ne(adminGroup.rules, "*"));
  for (const group of groups) {
    const before = parseRuleIds(group.rules).ids;
    const after = before.filter((id) => !ids.has(id));
    if (after.length !== before.length) await tx.update(adminGroup).set({ rules: after.join(",") }).where(eq(adminGroup.id, group.id));
  }
}

export function createGenerator(services: AppServices) {
  const { db } = services;

  const afterChange = async () => {
    await services.modules.reload();
    services.cluster.changes.bump("modules");
    services.adminRules.invalidate();
    services.adminAccess.invalidate();
    services.security.invalidate();
  };

  /** Checks the design and everything only the server knows; returns the clean design. */
  const check = async (input: unknown, lang: Lang): Promise<ModuleDesign> => {
    const source = (input as { source?: unknown } | null)?.source === "existing" ? "existing" : "new";
    const rawTable = String((input as { table?: unknown } | null)?.table ?? "").trim();
    let columns: Map<string, ColumnType> | undefined;
    let notNullWithoutDefault: string[] = [];
    const errors: DesignErrors = {};
    if (source === "existing" && TABLE_PATTERN.test(rawTable)) {
      if (!(await tableExists(services.database.client, rawTable))) errors.table = { key: "genTableMissing" };
      else {
        const info = await tableColumns(services.database.client, rawTable);
        const reason = await unusableReason(services, rawTable, lang, { pk: info.pk, pkType: info.columns.find((c) => c.name === info.pk)?.type });
        if (reason) errors.table = { key: "genTableNotUsable", params: { reason } };
        columns = new Map(info.columns.map((c) => [c.name, c.type]));
        notNullWithoutDefault = info.raw.filter((c) => c.notnull && c.dflt_value === null && c.name !== info.pk && c.hidden === 0).map((c) => c.name);
      }
    }
    const checked = checkDesign(input, { columns: columns ?? new Map() });
    if (!checked.ok) throw designError({ ...checked.errors, ...errors });
    if (Object.keys(errors).length) throw designError(errors);
    const design = checked.design;
    if (design.source === "new" && (await tableExists(services.database.client, design.table))) errors.table = { key: "genTableExists" };
    if (design.source === "existing") {
      for (const column of notNullWithoutDefault) {
        const index = design.fields.findIndex((f) => f.name === column);
        const field = design.fields[index];
        if (!field || !field.form || !field.required) errors[index >= 0 ? `fields.${index}.form` : "fields"] = { key: "genColumnNeeded", params: { column } };
      }
    }
    if (services.modules.find(design.key) || ["crud.crud", "crud.log"].includes(design.key.toLowerCase())) errors.key = { key: "genKeyTaken" };
    else {
      const [taken] = await db.select({ id: crudModule.id }).from(crudModule).where(eq(crudModule.key, design.key));
      if (taken) errors.key = { key: "genKeyTaken" };
      else if (await services.adminRules.byName(nodeBaseOfKey(design.key))) errors.key = { key: "genMenuTaken" };
    }
    if (design.menu.parent) {
      const parent = await services.adminRules.byName(design.menu.parent);
      if (!parent || parent.type !== "menu_dir") errors["menu.parent"] = { key: "genUnknownParent" };
    }
    if (Object.keys(errors).length) throw designError(errors);
    return design;
  };

  return {
    /** Validates without writing anything (the console's "check" before generating). */
    check,

    async generate(input: unknown, actor: Actor) {
      const design = await check(input, actor.lang);
      const declaration = declarationFromDesign(design);
      const { fields, ...table } = design;
      const [entry] = await db
        .insert(crudLog)
        .values({ table_name: design.table, table: JSON.stringify(table), fields: JSON.stringify(fields), status: "start", module: design.key, admin_id: actor.adminId })
        .returning({ id: crudLog.id });
      if (!entry) throw new Error("could not write the crud log");
      try {
        await db.transaction(async (tx) => {
          if (design.source === "new") for (const statement of createTableStatements(design)) await tx.run(sql.raw(statement));
          await tx.insert(crudModule).values({
            key: design.key,
            table_name: design.table,
            created_table: design.source === "new",
            design: JSON.stringify(design),
            log_id: entry.id,
            admin_id: actor.adminId,
          });
          const parent = design.menu.parent ? (await tx.select({ id: adminRule.id }).from(adminRule).where(eq(adminRule.name, design.menu.parent)))[0]?.id : 0;
          await seedAdminRules(tx as unknown as Database, moduleRuleSeeds([], [declaration]), parent ?? 0);
          // The recycle rule and the sensitive-data rule, as the reference seed makes them for declared modules.
          await seedSecurityRules(tx as unknown as Database, [declaration]);
          await tx.update(crudLog).set({ status: "success", message: translate(actor.lang, "genGenerated", { module: design.key }) }).where(eq(crudLog.id, entry.id));
        });
      } catch (error) {
        const message = error instanceof ApiError ? (typeof error.key === "string" ? translate(actor.lang, error.key, error.params) : pick(error.key, actor.lang)) : error instanceof Error ? error.message : String(error);
        await db.update(crudLog).set({ status: "error", message: message.slice(0, 1000) }).where(eq(crudLog.id, entry.id));
        throw error;
      } finally {
        await afterChange();
      }
      return { key: design.key, table: design.table, menuPath: nodeBaseOfKey(design.key), logId: entry.id, title: pick(design.title, actor.lang) };
    },

    /** Removes the live modules of these log entries; `dropTable` also drops tables the generator created. */
    async remove(logIds: number[], dropTable: boolean, actor: Actor) {
      const logs = logIds.length ? await db.select({ module: crudLog.module }).from(crudLog).where(inArray(crudLog.id, logIds)) : [];
      const keys = [...new Set(logs.map((l) => l.module).filter(Boolean))];
      const rows = keys.length ? await db.select().from(crudModule).where(inArray(crudModule.key, keys)) : [];
      if (rows.length === 0) throw new ApiError("genNothingToRemove");
      const removed: string[] = [];
      const dropped: string[] = [];
      const kept: string[] = [];
      try {
        await db.transaction(async (tx) => {
          for (const row of rows) {
            const base = nodeBaseOfKey(row.key);
            const all = await tx.select({ id: adminRule.id, pid: adminRule.pid, name: adminRule.name }).from(adminRule);
            const menu = all.find((r) => r.name.toLowerCase() === base);
            const ids = new Set<number>();
            if (menu) {
              const stack = [menu.id];
              while (stack.length) {
                const id = stack.pop() as number;
                ids.add(id);
                for (const child of all) if (child.pid === id && !ids.has(child.id)) stack.push(child.id);
              }
              await tx.delete(adminRule).where(inArray(adminRule.id, [...ids]));
              await dropFromGroups(tx, ids);
            }
            await tx.delete(securityDataRecycle).where(eq(securityDataRecycle.controller_as, base));
            await tx.delete(securitySensitiveData).where(eq(securitySensitiveData.controller_as, base));
            await tx.delete(crudModule).where(eq(crudModule.id, row.id));
            let message = translate(actor.lang, "genRemoved", { module: row.key });
            if (dropTable) {
              const ours = row.created_table && row.table_name.startsWith(GENERATED_TABLE_PREFIX) && TABLE_PATTERN.test(row.table_name);
              const stillUsed = rows.some((other) => other.id !== row.id && other.table_name === row.table_name && !removed.includes(other.key));
              if (ours && !stillUsed) {
                await tx.run(sql.raw(`DROP TABLE IF EXISTS "${row.table_name}"`));
                dropped.push(row.table_name);
                message = translate(actor.lang, "genRemovedWithTable", { module: row.key, table: row.table_name });
              } else {
                kept.push(row.table_name);
                message = `${message}; ${translate(actor.lang, "genTableNotOwned", { table: row.table_name })}`;
              }
            }
            await tx.update(crudLog).set({ status: "delete", message }).where(and(eq(crudLog.module, row.key), eq(crudLog.status, "success")));
            removed.push(row.key);
          }
        });
      } finally {
        await afterChange();
      }
      return { removed, dropped, kept, menusChanged: true };
    },
  };
}

export type Generator = ReturnType<typeof createGenerator>;
