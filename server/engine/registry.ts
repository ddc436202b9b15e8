// The module registry of one app: every module the engine serves, declared or generated, with
// its declaration, its Drizzle table and its server part. Declared modules come from their
// folders (catalog.ts, plus `server.ts` beside each declaration); generated ones from
// their designs in `crud_module`, read at start and after every generation or removal, so a
// generated module is served at once, without a restart. A generated module whose table no
// longer fits its design is left out and reported, never served half-right and never a reason
// for the server not to start.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import type { DatabaseHandle } from "@db/client";
import { crudModule } from "@db/schema";
import { DECLARED_MODULES, folderOf } from "./catalog";
import { pick } from "@shared/i18n";
import type { ModuleDeclaration } from "@shared/module/types";
import { buildGeneratedModule, type BrokenModule, type GeneratedModule } from "../generator/generated-module";
import type { Logger } from "../kernel/log";
import { translate } from "../lang";
import type { ServerPart } from "./define";
import { platformTable } from "./tables";
import type { ChangeContext, ServerModule } from "./types";

export type { BrokenModule, GeneratedModule };

let declaredOnce: Promise<ServerModule[]> | undefined;

/** The declared modules with their tables and server parts (loaded once per process). */
export function declaredModules(): Promise<ServerModule[]> {
  declaredOnce ??= Promise.all(
    DECLARED_MODULES.map(async (declaration) => {
      const table = platformTable(declaration.table);
      if (!table) throw new Error(`module ${declaration.key}: no table named ${declaration.table}`);
      const file = join(folderOf(declaration.key), "server.ts");
      const part = existsSync(file) ? ((await import(file)) as { default?: ServerPart }).default : undefined;
      return { declaration, table, hooks: part?.hooks, actions: part?.actions, transitions: part?.transitions, review: part?.review, tick: part?.tick } satisfies ServerModule;
    }),
  );
  return declaredOnce;
}

export function createModuleRegistry(database: DatabaseHandle, log: Logger) {
  let declared: ServerModule[] = [];
  let declaredByKey = new Map<string, ServerModule>();
  let generated = new Map<string, GeneratedModule>();
  let broken: BrokenModule[] = [];
  let version = 0;

  const reload = async (): Promise<void> => {
    if (declared.length === 0) {
      declared = await declaredModules();
      declaredByKey = new Map(declared.map((m) => [m.declaration.key.toLowerCase(), m]));
    }
    const rows = await database.db.select().from(crudModule).orderBy(asc(crudModule.id));
    const next = new Map<string, GeneratedModule>();
    const problems: BrokenModule[] = [];
    for (const row of rows) {
      const result = await buildGeneratedModule(database, row);
      if (typeof result === "string") {
        problems.push({ key: row.key, table: row.table_name, reason: result });
        log.warn(translate("en", "genBrokenModule", { module: row.key, reason: result }));
      } else if (!declaredByKey.has(row.key.toLowerCase())) {
        next.set(row.key.toLowerCase(), result);
      }
    }
    generated = next;
    broken = problems;
    served = undefined;
    version++;
  };

  // Kept until the next reload: every admin write asks for it (tableChanged, full-text owner).
  let served: ServerModule[] | undefined;
  const all = (): ServerModule[] => (served ??= [...declared, ...generated.values()]);

  return {
    reload,
    /** Any served module by controller key (case-insensitive, as paths are). */
    find(key: string): ServerModule | undefined {
      const lower = key.toLowerCase();
      return declaredByKey.get(lower) ?? generated.get(lower);
    },
    /** A module the platform always loads (a declared one another module relies on); throws when it is not. */
    get(key: string): ServerModule {
      const module = this.find(key);
      if (!module) throw new Error(`module ${key} is not loaded`);
      return module;
    },
    findGenerated(key: string): GeneratedModule | undefined {
      return generated.get(key.toLowerCase());
    },
    generated(): GeneratedModule[] {
      return [...generated.values()];
    },
    /** Declared modules first, then generated ones. */
    all,
    /** The module serving a table, if any (the first declared one when several share it). */
    servingTable(table: string): ServerModule | undefined {
      return all().find((m) => m.declaration.table === table);
    },
    /**
     * After a committed write to `table` (a CRUD call, a workflow move, a module's own action,
     * a rollback or a restore): runs the `changed` hook of every module declared over that
     * table, not only of the module that was called (the registry, the audit desk and
     * registration share `enterprise`). The one place these hooks are run from.
     */
    tableChanged(table: string, ctx: ChangeContext): void {
      for (const m of all()) if (m.declaration.table === table) m.hooks?.changed?.(ctx);
    },
    /** Drizzle table by name: platform tables, then generated modules' tables. */
    tableByName(name: string) {
      return platformTable(name) ?? [...generated.values()].find((m) => m.declaration.table === name)?.table;
    },
    /** Declarations of the generated modules (the console loads these with the init payload). */
    declarations(): ModuleDeclaration[] {
      return [...generated.values()].map((m) => m.declaration);
    },
    broken(): BrokenModule[] {
      return broken;
    },
    /** Changes on every reload (caches that derive from the registry compare it). */
    get version() {
      return version;
    },
    /** A module's title in a language (for messages). */
    titleOf(key: string, lang: "zh-cn" | "en"): string {
      const module = this.find(key);
      return module ? pick(module.declaration.title, lang) : key;
    },
  };
}

export type ModuleRegistry = ReturnType<typeof createModuleRegistry>;
