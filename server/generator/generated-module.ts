// A generated module from its row in `crud_module`: the stored design checked against the live
// table, turned into a declaration and a Drizzle table built from the columns SQLite reports —
// or the reason it cannot be served.
import type { DatabaseHandle } from "@db/client";
import type { crudModule } from "@db/schema";
import { declarationFromDesign } from "@shared/generator/declaration";
import { checkDesign, kindsForColumn, type ColumnType, type ModuleDesign } from "@shared/generator/design";
import type { ServerModule } from "../engine/types";
import { translate } from "../lang";
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

/** The module a row describes, or why it cannot be served. */
export async function buildGeneratedModule(database: DatabaseHandle, row: CrudModuleRow): Promise<GeneratedModule | string> {
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
}
