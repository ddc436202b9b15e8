// The module store: the packages on offer (folders and zips under MODULE_STORE_DIR, default
// `module-store/`, packed and checked the same way as an uploaded archive) and the installed
// ones. Installing checks the package (package.ts), its dependencies and conflicts (tables,
// module keys, menu paths), runs its migrations and seed rows in one transaction, then serves
// its modules at once through the code generator's registry. Disabling switches the modules'
// menus and permission rules off; uninstalling removes them and keeps the tables and their
// rows (a reinstall finds them again) unless the admin purges them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { adminRule, crudLog, crudModule, storeModule } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { pick } from "@shared/i18n";
import { L } from "@shared/module/labels";
import { nodeBaseOfKey } from "@shared/generator/design";
import { createGenerator } from "../generator/service";
import { tableExists } from "../generator/introspect";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";
import { checkMigration, PackageError, readPackage, type PackageContents } from "./package";

export const storeDir = () => resolve(process.env.MODULE_STORE_DIR || "module-store");

/** A folder packed into a zip in memory (so offered folders pass the same checks as uploads). */
function packFolder(dir: string, name: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string, prefix: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${entry}/`);
      else files[`${prefix}${entry}`] = new Uint8Array(readFileSync(full));
    }
  };
  walk(dir, `${name}/`);
  return zipSync(files);
}

export function offeredArchive(file: string): Uint8Array | undefined {
  if (!/^[a-z][a-z0-9-]{1,39}(\.zip)?$/.test(file)) return undefined;
  const path = join(storeDir(), file);
  if (!existsSync(path)) return undefined;
  return statSync(path).isDirectory() ? packFolder(path, file) : new Uint8Array(readFileSync(path));
}

const refuse = (error: unknown): never => {
  if (error instanceof PackageError) throw new ApiError(L(`模块包不能安装：${error.reason["zh-cn"]}`, `The package cannot be installed: ${error.reason.en}`));
  throw error;
};

export function createModuleStore(services: AppServices) {
  const { db } = services;
  const generator = createGenerator(services);

  async function offered(lang: Lang) {
    const dir = storeDir();
    const installed = new Map((await db.select().from(storeModule)).map((r) => [r.name, r]));
    const list = [];
    for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
      const archive = offeredArchive(file);
      if (!archive) continue;
      try {
        const { manifest } = readPackage(archive);
        const row = installed.get(manifest.name);
        list.push({ file, name: manifest.name, version: manifest.version, title: pick(manifest.title, lang), description: pick(manifest.description, lang), installed: row ? row.status : "", installed_version: row?.version ?? "", modules: manifest.modules.map((m) => String(m.key)) });
      } catch {
        // A broken package on offer is left out of the list (installing it names the reason).
      }
    }
    for (const row of installed.values()) {
      if (!list.some((p) => p.name === row.name)) {
        const manifest = JSON.parse(row.manifest) as { modules?: { key?: string }[]; description?: { "zh-cn": string; en: string } };
        list.push({ file: "", name: row.name, version: row.version, title: lang === "en" && row.title_en ? row.title_en : row.title, description: manifest.description ? pick(manifest.description, lang) : "", installed: row.status, installed_version: row.version, modules: (manifest.modules ?? []).map((m) => String(m.key)) });
      }
    }
    return list;
  }

  async function conflicts(contents: PackageContents, reuseTables: boolean) {
    const { manifest } = contents;
    for (const dependency of manifest.dependencies) {
      const [found] = await db.select().from(storeModule).where(eq(storeModule.name, dependency.name));
      if (!found || found.status !== "enabled") throw new PackageError(L(`需要先安装并启用模块 ${dependency.name}`, `Install and enable ${dependency.name} first`));
    }
    if (!reuseTables) {
      for (const table of manifest.tables) if (await tableExists(services.database.client, table)) throw new PackageError(L(`数据表 ${table} 已存在`, `The table ${table} exists already`));
    }
    for (const design of manifest.modules) {
      const key = String(design.key);
      if (services.modules.find(key)) throw new PackageError(L(`模块 ${key} 已存在`, `A module ${key} exists already`));
      if (await services.adminRules.byName(nodeBaseOfKey(key))) throw new PackageError(L(`菜单路径 ${nodeBaseOfKey(key)} 已被占用`, `The menu path ${nodeBaseOfKey(key)} is taken`));
    }
  }

  async function install(archive: Uint8Array, actor: { adminId: number; lang: Lang }) {
    let contents: PackageContents;
    try {
      contents = readPackage(archive);
    } catch (error) {
      return refuse(error);
    }
    const { manifest } = contents;
    const [previous] = await db.select().from(storeModule).where(eq(storeModule.name, manifest.name));
    if (previous && previous.status !== "uninstalled") throw new ApiError(L("模块 {name} 已安装", "{name} is installed already"), { name: manifest.name });
    // Tables an uninstall kept come back with their rows: migrations and seed are not run again.
    const reuse = Boolean(previous) && (await Promise.all(manifest.tables.map((t) => tableExists(services.database.client, t)))).every(Boolean);
    try {
      await conflicts(contents, reuse);
    } catch (error) {
      return refuse(error);
    }
    const statements = manifest.migrations.flatMap((path) => {
      try {
        return checkMigration(contents.read(path), manifest.tables);
      } catch (error) {
        return refuse(error);
      }
    });
    const seed = manifest.seed ? (JSON.parse(contents.read(manifest.seed)) as Record<string, Record<string, unknown>[]>) : {};
    if (!reuse) {
      await db.transaction(async (tx) => {
        for (const statement of statements) await tx.run(sql.raw(statement));
        for (const [table, rows] of Object.entries(seed)) {
          if (!manifest.tables.includes(table)) throw new ApiError(L("种子数据只能写入本包的数据表", "Seed rows may only go into the package's tables"));
          for (const row of rows) {
            const columns = Object.keys(row);
            if (columns.some((c) => !/^[a-z][a-z0-9_]{0,39}$/.test(c))) throw new ApiError(L("种子数据的列名不正确", "A seed column name is invalid"));
            await tx.run(sql`INSERT INTO ${sql.identifier(table)} (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)}) VALUES (${sql.join(columns.map((c) => sql`${row[c] as string | number | null}`), sql`, `)})`);
          }
        }
      });
    }
    const made: string[] = [];
    try {
      for (const design of manifest.modules) made.push((await generator.generate(design, actor)).key);
    } catch (error) {
      await removeModules(made, actor);
      if (!reuse) for (const table of manifest.tables) await db.run(sql.raw(`DROP TABLE IF EXISTS "${table}"`));
      throw error;
    }
    const values = { name: manifest.name, title: manifest.title["zh-cn"], title_en: manifest.title.en, version: manifest.version, manifest: JSON.stringify(manifest), checksum: contents.checksum, status: "enabled" as const, installed_by: actor.adminId };
    if (previous) await db.update(storeModule).set(values).where(eq(storeModule.id, previous.id));
    else await db.insert(storeModule).values(values);
    return { name: manifest.name, modules: made, menuPaths: made.map(nodeBaseOfKey), reused: reuse };
  }

  async function removeModules(keys: string[], actor: { lang: Lang; adminId: number }) {
    if (!keys.length) return;
    const logs = await db.select({ id: crudLog.id }).from(crudLog).where(and(inArray(crudLog.module, keys), eq(crudLog.status, "success")));
    if (logs.length) await generator.remove(logs.map((l) => l.id), false, actor);
  }

  async function installedRow(name: string) {
    const [row] = await db.select().from(storeModule).where(eq(storeModule.name, name));
    if (!row || row.status === "uninstalled") throw new ApiError(L("模块 {name} 未安装", "{name} is not installed"), { name });
    return row;
  }

  const keysOf = (row: typeof storeModule.$inferSelect) => ((JSON.parse(row.manifest) as { modules: { key: string }[] }).modules ?? []).map((m) => m.key);

  async function setEnabled(name: string, enabled: boolean) {
    const row = await installedRow(name);
    const dependants = (await db.select().from(storeModule).where(eq(storeModule.status, "enabled"))).filter((r) => (JSON.parse(r.manifest) as { dependencies?: { name: string }[] }).dependencies?.some((d) => d.name === name));
    if (!enabled && dependants.length) throw new ApiError(L("模块 {other} 依赖此模块，请先停用它", "{other} depends on it; disable that first"), { other: dependants.map((d) => d.name).join(", ") });
    const bases = keysOf(row).map(nodeBaseOfKey);
    if (bases.length) await db.update(adminRule).set({ status: enabled ? "1" : "0" }).where(or(...bases.flatMap((base) => [eq(adminRule.name, base), like(adminRule.name, `${base}/%`)])));
    await db.update(storeModule).set({ status: enabled ? "enabled" : "disabled" }).where(eq(storeModule.id, row.id));
    services.adminRules.invalidate();
    services.adminAccess.invalidate();
    services.cluster.changes.bump("rules");
  }

  async function uninstall(name: string, purge: boolean, actor: { lang: Lang; adminId: number }) {
    const row = await installedRow(name);
    const dependants = (await db.select().from(storeModule).where(inArray(storeModule.status, ["enabled", "disabled"]))).filter((r) => (JSON.parse(r.manifest) as { dependencies?: { name: string }[] }).dependencies?.some((d) => d.name === name));
    if (dependants.length) throw new ApiError(L("模块 {other} 依赖此模块，请先卸载它", "{other} depends on it; uninstall that first"), { other: dependants.map((d) => d.name).join(", ") });
    await removeModules(keysOf(row), actor);
    // Generated-module rows of this package that never logged (none expected) go too.
    await db.delete(crudModule).where(inArray(crudModule.key, keysOf(row).length ? keysOf(row) : [""]));
    const tables = (JSON.parse(row.manifest) as { tables: string[] }).tables.filter((t) => t.startsWith("ext_"));
    if (purge) {
      for (const table of tables) await db.run(sql.raw(`DROP TABLE IF EXISTS "${table}"`));
      await db.delete(storeModule).where(eq(storeModule.id, row.id));
    } else {
      await db.update(storeModule).set({ status: "uninstalled" }).where(eq(storeModule.id, row.id));
    }
    await services.modules.reload();
    services.cluster.changes.bump("modules");
    return { name, purged: purge, tables };
  }

  return { offered, install, setEnabled, uninstall };
}
