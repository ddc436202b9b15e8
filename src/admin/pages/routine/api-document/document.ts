// The OpenAPI document as the API page reads it: its operations in a flat list (with their tag
// and who may call them), the search over path, summary and tag, and any JSON Schema turned
// into table rows (nested objects and array items by dotted name).

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export type Caller = "public" | "member" | "admin" | "super";

interface RawOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  "x-caller"?: Caller;
  "x-node"?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<string, Record<string, RawOperation>>;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  caller: Caller;
  node?: string;
  parameters: Parameter[];
  body?: JsonSchema;
  response?: { description: string; schema?: JsonSchema };
}

export interface TagGroup {
  name: string;
  description: string;
  operations: Operation[];
}

const METHOD_ORDER = ["get", "post", "put", "delete"];

/** A `$ref` to a component schema resolved (one level: the document uses them for the envelope). */
function resolve(doc: ApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.replace("#/components/schemas/", "")];
}

/** Every operation, grouped by tag in name order (the document's tag descriptions beside them). */
export function tagGroups(doc: ApiDocument): TagGroup[] {
  const described = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description ?? ""]));
  const groups = new Map<string, TagGroup>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of METHOD_ORDER) {
      const raw = methods[method];
      if (!raw) continue;
      const tag = raw.tags?.[0] ?? "";
      const response = raw.responses?.["200"];
      const operation: Operation = {
        id: raw.operationId ?? `${method}_${path}`,
        method,
        path,
        tag,
        summary: raw.summary ?? "",
        caller: raw["x-caller"] ?? "public",
        node: raw["x-node"],
        parameters: raw.parameters ?? [],
        body: resolve(doc, raw.requestBody?.content?.["application/json"]?.schema),
        response: response ? { description: response.description ?? "", schema: resolve(doc, response.content?.["application/json"]?.schema) } : undefined,
      };
      let group = groups.get(tag);
      if (!group) groups.set(tag, (group = { name: tag, description: described.get(tag) ?? "", operations: [] }));
      group.operations.push(operation);
    }
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** The groups whose name or description, or whose operations' path or summary, hold every word of the query. */
export function searchGroups(groups: TagGroup[], query: string): TagGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const hit = (text: string) => words.every((word) => text.includes(word));
  const found: TagGroup[] = [];
  for (const group of groups) {
    const tagText = `${group.name} ${group.description}`.toLowerCase();
    const operations = group.operations.filter((op) => hit(`${tagText} ${op.method} ${op.path} ${op.summary}`.toLowerCase()));
    if (operations.length) found.push({ ...group, operations });
  }
  return found;
}

export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  constraints: Constraint[];
}

/** `integer | string`, `array<string>` … */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeOf))].join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type;
  if (type === "array") return `array<${typeOf(schema.items)}>`;
  return type ?? "any";
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export type ConstraintKey = "minimum" | "maximum" | "minLength" | "maxLength" | "minItems" | "maxItems" | "format" | "pattern" | "enum";

/** A check a value must pass; `items` when it applies to each item of an array. */
export interface Constraint {
  key: ConstraintKey;
  value: string;
  items?: boolean;
}

const CONSTRAINT_KEYS: ConstraintKey[] = ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems", "format", "pattern"];

/** The checks a value (and each item of an array) must pass. */
export function constraintsOf(schema: JsonSchema | undefined, items = false): Constraint[] {
  if (!schema) return [];
  const out: Constraint[] = [];
  for (const key of CONSTRAINT_KEYS) if (schema[key] !== undefined) out.push({ key, value: show(schema[key]), items });
  if (schema.enum) out.push({ key: "enum", value: schema.enum.map(show).join(", "), items });
  for (const part of schema.anyOf ?? []) out.push(...constraintsOf(part, items));
  if (schema.items && !schema.items.properties) out.push(...constraintsOf(schema.items, true));
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(`${c.items}${c.key}${c.value}`) && seen.add(`${c.items}${c.key}${c.value}`));
}

/** An object schema as rows; nested objects and the items of arrays of objects follow their parent. */
export function schemaRows(schema: JsonSchema | undefined, prefix = ""): SchemaRow[] {
  if (!schema?.properties) return [];
  const rows: SchemaRow[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const full = `${prefix}${name}`;
    rows.push({
      name: full,
      type: typeOf(property),
      required: Boolean(schema.required?.includes(name)),
      description: property.description ?? "",
      constraints: constraintsOf(property),
    });
    if (property.properties) rows.push(...schemaRows(property, `${full}.`));
    if (property.items?.properties) rows.push(...schemaRows(property.items, `${full}[].`));
  }
  return rows;
}

/** Query and path parameters as rows. */
export function parameterRows(parameters: Parameter[]): (SchemaRow & { in: string })[] {
  return parameters.map((p) => ({ name: p.name, in: p.in, type: typeOf(p.schema), required: Boolean(p.required), description: p.description ?? p.schema?.description ?? "", constraints: constraintsOf(p.schema) }));
}
