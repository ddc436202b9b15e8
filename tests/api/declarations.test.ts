// Each module declaration against its table and the rest of the registry: fields name real
// columns, required fields cannot be NULL, references point at declared modules, and the
// menu path gives the permission nodes the routes check.
import { describe, expect, test } from "bun:test";
import { getTableColumns, getTableName } from "drizzle-orm";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";
import { ICON_NAMES } from "@/admin/components/icons";
import { DECLARED_MODULES as MODULES, findDeclared as findModule, MENU_DIRECTORIES } from "@server/engine/catalog";
import { filterOperators, moduleNodeBase, primaryKey } from "@shared/module/field-kinds";
import { OPERATORS } from "@shared/module/types";
import { INTERNAL_TABLES } from "@server/generator/introspect";
import { platformTable as tableByName } from "@server/engine/tables";
import { WORKFLOW_FIELDS } from "@shared/module/workflow";

describe("declarations match their tables", () => {
  for (const module of MODULES) {
    test(module.key, () => {
      const table = tableByName(module.table);
      expect(table, `table ${module.table}`).toBeDefined();
      const columns = getTableColumns(table as NonNullable<typeof table>) as Record<string, SQLiteColumn>;
      expect(columns[primaryKey(module)], "primary key").toBeDefined();
      for (const [name, field] of Object.entries(module.fields)) {
        if (field.column === false) continue;
        const column = columns[field.column ?? name];
        expect(column, `${module.key}.${name} has a column`).toBeDefined();
        if (field.rules?.required && column) {
          expect(column.notNull, `${module.key}.${name} is required, so its column is NOT NULL`).toBe(true);
        }
        for (const op of filterOperators(field)) expect(OPERATORS).toContain(op);
        if (field.remote) expect(findModule(field.remote.module), `${module.key}.${name} -> ${field.remote.module}`).toBeDefined();
        if (field.options) expect(field.options.length).toBeGreaterThan(0);
        if (field.english) expect(module.fields[field.english]?.kind, `${module.key}.${name} English twin is a text field`).toBe(field.kind);
        expect(field.label["zh-cn"].length * field.label.en.length, `${module.key}.${name} labelled in both languages`).toBeGreaterThan(0);
        const expiry = typeof field.list === "object" ? field.list.expiry : undefined;
        if (expiry) {
          expect(field.kind, `${module.key}.${name} counts down to a date`).toBe("date");
          expect(expiry.urgentDays, `${module.key}.${name} is urgent only after it is coming up`).toBeLessThan(expiry.noticeDays);
        }
      }
      for (const name of module.quickSearch ?? []) expect(columns[module.fields[name]?.column || name], `quick search ${name}`).toBeDefined();
      // A workflow's queue orders by its running time limit: a CASE over the state and the limits' columns.
      const ordered = (name: string) => (module.workflow && name === WORKFLOW_FIELDS.due ? [module.workflow.field, ...(module.workflow.limits ?? []).map((l) => l.column)] : [name]);
      for (const [name] of module.defaultOrder ?? []) for (const column of ordered(name)) expect(columns[column], `order ${name}: ${column}`).toBeDefined();
      if (module.weighField) expect(module.fields[module.weighField], "weigh field declared").toBeDefined();
      if (module.dataScope) expect(columns[module.dataScope.field], "data scope column").toBeDefined();
      if (module.tree) expect(columns[module.tree.pid], "tree pid column").toBeDefined();
    });

    test(`${module.key}: the columns it orders, scopes, links and nests by are indexed`, () => {
      const table = tableByName(module.table);
      if (!table) throw new Error(`no table ${module.table}`);
      const indexed = new Set(getTableConfig(table).indexes.flatMap((i) => i.config.columns.map((c) => ("name" in c ? c.name : ""))));
      indexed.add(primaryKey(module));
      const wanted = new Set<string>();
      for (const [name] of module.defaultOrder ?? []) wanted.add(module.workflow && name === WORKFLOW_FIELDS.due ? module.workflow.field : name);
      if (module.dataScope) wanted.add(module.dataScope.field);
      if (module.tree) wanted.add(module.tree.pid);
      for (const [name, field] of Object.entries(module.fields)) if (field.kind === "remoteSelect" && field.column !== false) wanted.add(field.column || name);
      for (const column of wanted) expect(indexed.has(column), `${module.table}.${column} is in an index`).toBe(true);
    });
  }
});

describe("the registry is consistent", () => {
  test("module keys are unique regardless of case", () => {
    const keys = MODULES.map((m) => m.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("each menu path is the module key as a permission node, under a known directory", () => {
    const dirs = new Set(MENU_DIRECTORIES.map((d) => d.name));
    for (const module of MODULES) {
      expect(module.title["zh-cn"] && module.title.en, module.key).toBeTruthy();
      // Modules without a menu serve pages of their own and need no permission node (self-registration).
      if (!module.menu) continue;
      expect(module.menu.path.toLowerCase(), module.key).toBe(moduleNodeBase(module));
      if (module.menu.parent) expect(dirs.has(module.menu.parent), `${module.key} parent ${module.menu.parent}`).toBe(true);
    }
  });

  test("every platform table is served by a module or kept from the code generator", () => {
    // Tables a feature keeps to itself must be in INTERNAL_TABLES, or the generator would offer a
    // CRUD on them (an editable audit trail…). `area` may be given a module by the generator.
    const offered = new Set(["area"]);
    const served = new Set(MODULES.map((m) => m.table));
    const tables = (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => typeof v === "object" && v !== null && Symbol.for("drizzle:IsDrizzleTable") in v);
    for (const table of tables) {
      const name = getTableName(table);
      expect(served.has(name) || INTERNAL_TABLES.has(name) || offered.has(name), `${name} is served, internal or offered`).toBe(true);
    }
  });

  test("every row action that opens a page names a console page; a row link's field is the row's, its filter the target list's", () => {
    const pages = new Map<string, (typeof MODULES)[number] | undefined>();
    for (const module of MODULES) {
      if (module.menu) pages.set(module.menu.path, module);
      for (const page of module.menu?.pages ?? []) pages.set(page.path, undefined);
    }
    let links = 0;
    for (const module of MODULES) {
      for (const [name, action] of Object.entries(module.extraActions ?? {})) {
        if (!action.open) {
          expect(action.field ?? action.filter, `${module.key}.${name}: field and filter go with open`).toBeUndefined();
          continue;
        }
        expect(pages.has(action.open), `${module.key}.${name} opens ${action.open}`).toBe(true);
        if (action.field) {
          links++;
          expect(module.fields[action.field], `${module.key}.${name} link field ${action.field}`).toBeDefined();
        }
        if (action.filter) {
          const target = pages.get(action.open);
          expect(target, `${module.key}.${name}: a filter needs a module's list`).toBeDefined();
          expect(filterOperators(target?.fields[action.filter] ?? { kind: "string", label: { "zh-cn": "", en: "" }, filter: false }), `${module.key}.${name} filters ${action.open} on ${action.filter}`).toContain("eq");
        }
      }
    }
    // The alert inboxes link their rows to the group and to the contract.
    expect(findModule("travel.Alert")?.extraActions?.group).toMatchObject({ open: "travel/group-detail", field: "group_id" });
    expect(findModule("contract.Alert")?.extraActions?.contract).toMatchObject({ open: "contract/contract", field: "contract_id", filter: "id" });
    expect(links).toBeGreaterThanOrEqual(2);
  });

  test("every menu and directory icon is one the console can draw", () => {
    const icons = new Set(ICON_NAMES);
    for (const module of MODULES) if (module.menu) expect(icons.has(module.menu.icon), `${module.key} icon ${module.menu.icon}`).toBe(true);
    for (const dir of MENU_DIRECTORIES) expect(icons.has(dir.icon), `directory ${dir.name} icon ${dir.icon}`).toBe(true);
  });
});
