// CREATE TABLE for a new generated table, from a checked design. Identifiers come only from
// names matching the design patterns and are quoted; defaults are numbers or escaped string
// literals of values the field's own rule accepted. No FOREIGN KEYs: a platform migration that
// rebuilds a table (drizzle's SQLite table swap) must never be blocked by a generated table.
import { FIELD_PATTERN, GENERATED_TABLE_PREFIX, KIND_COLUMN, NEW_TABLE_PATTERN, TABLE_PATTERN, type FieldDesign, type ModuleDesign } from "@shared/generator/design";

function ident(name: string): string {
  if (!FIELD_PATTERN.test(name) && !(name.startsWith(GENERATED_TABLE_PREFIX) && NEW_TABLE_PATTERN.test(name.slice(GENERATED_TABLE_PREFIX.length)))) {
    throw new Error(`refusing identifier ${JSON.stringify(name)}`);
  }
  return `"${name}"`;
}

const textLiteral = (value: string) => `'${value.replace(/\0/g, "").replace(/'/g, "''")}'`;

function numberLiteral(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`refusing default ${JSON.stringify(value)}`);
  return String(n);
}

function columnSql(field: FieldDesign, pk: string): string {
  if (field.name === pk) return `${ident(field.name)} integer PRIMARY KEY AUTOINCREMENT NOT NULL`;
  if (field.auto) return `${ident(field.name)} integer DEFAULT (unixepoch()) NOT NULL`;
  const storage = KIND_COLUMN[field.kind];
  if (storage === "TEXT") return `${ident(field.name)} text DEFAULT ${textLiteral(field.default ?? "")} NOT NULL`;
  const type = storage === "INTEGER" ? "integer" : "real";
  if (field.default !== undefined) return `${ident(field.name)} ${type} DEFAULT ${numberLiteral(field.default)} NOT NULL`;
  if (field.kind === "weigh") return `${ident(field.name)} ${type} DEFAULT 0 NOT NULL`;
  return `${ident(field.name)} ${type}${field.required ? " NOT NULL" : ""}`;
}

/** The statements that create the table and the indexes its list needs. */
export function createTableStatements(design: ModuleDesign): string[] {
  if (design.source !== "new") throw new Error("only new tables are created");
  const table = ident(design.table);
  const statements = [`CREATE TABLE ${table} (\n  ${design.fields.map((f) => columnSql(f, design.pk)).join(",\n  ")}\n)`];
  for (const field of design.fields) {
    if (field.name === design.pk) continue;
    const indexName = `${design.table}_${field.name}`.slice(0, 59) + "_idx";
    if (!TABLE_PATTERN.test(indexName)) throw new Error(`refusing index name ${indexName}`);
    const index = `"${indexName}"`;
    if (field.unique) {
      const empty = KIND_COLUMN[field.kind] === "TEXT" ? ` WHERE ${ident(field.name)} <> ''` : ` WHERE ${ident(field.name)} IS NOT NULL`;
      statements.push(`CREATE UNIQUE INDEX ${index} ON ${table} (${ident(field.name)})${empty}`);
    } else if (field.sortable || field.kind === "weigh" || field.auto === "create") {
      statements.push(`CREATE INDEX ${index} ON ${table} (${ident(field.name)})`);
    }
  }
  return statements;
}
