// The module registry of one app: the declared modules (SERVER_MODULES) plus the generated
// ones, whose designs live in `crud_module`. Loaded at start and after every generation or
// removal, so a generated module is served at once, without a restart. A generated module
// whose table no longer fits its design (dropped, or changed by a migration) is left out and
// reported, never served half-right and never a reason for the server not to start.
import { asc } from "drizzle-orm";
import type { DatabaseHandle } from "@db/client";
import { crudModule } from "@db/schema";
import { declarationFromDesign } from "@/modules/generator/declaration";
import { checkDesign, kindsForColumn, type ColumnType, type ModuleDesign } from "@/modules/generator/design";
import { pick } from "@/lib/i18n";
import type { ModuleDeclaration } from "@/modules/types";
import type { ServerModule } from "../crud/types";
import type { Logger } from "../kernel/log";
import { translate } from "../lang";
import { SERVER_MODULES, tableByName as declaredTable } from "../modules";
import { tableColumns, tableExists } from "./introspect";
import { runtimeTable } from "./runtime-table";

export interface GeneratedModule extends ServerModule {
  id: number;
  design: ModuleDesign;
  createdTable: boolean;
  logId: number;
}

export interface BrokenModule {
  key: string;
  table: string;
  reason: string;
}

type CrudModuleRow = typeof crudModule.$inferSelect;

export function createModuleRegistry(database: DatabaseHandle, log: Logger) {
  let generated = new Map<string, GeneratedModule>();
  let broken: BrokenModule[] = [];
  let version = 0;
  const declared = new Map(SERVER_MODULES.map((m) => [m.declaration.key.toLowerCase(), m]));

  /** The module a row describes, or why it cannot be served. */
  const build = async (row: CrudModuleRow): Promise<GeneratedModule | string> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.design);
    } catch {
      return "the stored design is not readable";
    }
    if (!(await tableExists(database.client, row.table_name))) return translate("en", "genTableMissing");
    const { columns, pk } = await tableColumns(database.client, row.table_name);
    const types = new Map<string, ColumnType>(columns.map((c) => [c.name, c.type]));
    const checked = checkDesign(parsed, { columns: types });
    if (!checked.ok) {
      const [path, problem] = Object.entries(checked.errors)[0] ?? ["design", { key: "badFormat" as const }];
      return `${path}: ${translate("en", problem.key, problem.params)}`;
    }
    const design = checked.design;
    if (design.table !== row.table_name || design.key.toLowerCase() !== row.key.toLowerCase()) return "the design does not match its row";
    if (design.pk !== pk) return translate("en", "genPkRequired");
    for (const field of design.fields) {
      const type = types.get(field.name);
      if (!type) return translate("en", "genColumnMissing", { column: field.name });
      if (field.name !== design.pk && !kindsForColumn(type).includes(field.kind)) return `${field.name}: ${translate("en", "genKindNotForColumn", { type })}`;
    }
    const updates = design.fields.filter((f) => f.auto === "update").map((f) => f.name);
    return {
      id: row.id,
      design,
      createdTable: row.created_table,
      logId: row.log_id,
      declaration: declarationFromDesign(design),
      table: runtimeTable(design.table, columns, updates),
    };
  };

  const reload = async (): Promise<void> => {
    const rows = await database.db.select().from(crudModule).orderBy(asc(crudModule.id));
    const next = new Map<string, GeneratedModule>();
    const problems: BrokenModule[] = [];
    for (const row of rows) {
      const result = await build(row);
      if (typeof result === "string") {
        problems.push({ key: row.key, table: row.table_name, reason: result });
        log.warn(translate("en", "genBrokenModule", { module: row.key, reason: result }));
      } else if (!declared.has(row.key.toLowerCase())) {
        next.set(row.key.toLowerCase(), result);
      }
    }
    generated = next;
    broken = problems;
    version++;
  };

  return {
    reload,
    /** Any served module by controller key (case-insensitive). */
    find(key: string): ServerModule | undefined {
      const lower = key.toLowerCase();
      return declared.get(lower) ?? generated.get(lower);
    },
    findGenerated(key: string): GeneratedModule | undefined {
      return generated.get(key.toLowerCase());
    },
    generated(): GeneratedModule[] {
      return [...generated.values()];
    },
    /** Declared modules first, then generated ones. */
    all(): ServerModule[] {
      return [...SERVER_MODULES, ...generated.values()];
    },
    /** The module serving a table, if any. */
    servingTable(table: string): ServerModule | undefined {
      return [...SERVER_MODULES, ...generated.values()].find((m) => m.declaration.table === table);
    },
    /** Drizzle table by name: platform tables, then generated modules' tables. */
    tableByName(name: string) {
      return declaredTable(name) ?? [...generated.values()].find((m) => m.declaration.table === name)?.table;
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
