// The SQL of a generic list (DESIGN §3): what the caller may reach of a module (data scope,
// jurisdiction, the module's own limits), its ORDER BY (the running time limit of a queue,
// relevance of a full-text search, dates without a value last) and the quick search, each
// rendered once per module where it can be.
import { asc, desc, eq, notInArray, or, sql, type SQL } from "drizzle-orm";
import { primaryKey } from "@shared/module/field-kinds";
import { FIELD_KINDS } from "@shared/module/kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { WORKFLOW_FIELDS, type WorkflowDeclaration } from "@shared/module/workflow";
import { ApiError } from "../kernel/errors";
import { columnFor, renderQuery } from "./columns";
import { fullTextCondition, fullTextRank } from "./full-text";
import { jurisdictionCondition } from "./jurisdiction";
import { likeContains } from "./like";
import type { ListParams } from "./list-params";
import { oncePer } from "./once-per";
import type { CrudContext, ServerModule } from "./types";
import { dueExpression } from "./workflow/queue";

/** What the caller may reach of a module: their enterprise's rows, their area's, the module's own limits. */
export const dataScope = async (entry: ServerModule, ctx: CrudContext): Promise<SQL[]> => {
  const conditions: SQL[] = [];
  const { dataScope: scope, workflow } = entry.declaration;
  const { access, row } = ctx.admin;
  if (scope && (row.enterprise_id || access.enterprise) && !access.super && !access.supervise) {
    const column = columnFor(entry, scope.field);
    // An enterprise account without its enterprise sees nothing (never everything).
    if (column) conditions.push(row.enterprise_id ? eq(column, row.enterprise_id) : sql`0`);
  } else if (workflow?.ownerOnly?.length) {
    // Not confined to its own rows: the owner's states (drafts) are not the caller's business.
    const state = columnFor(entry, workflow.field);
    if (state) conditions.push(notInArray(state, [...workflow.ownerOnly]));
  }
  const area = jurisdictionCondition(entry, ctx);
  if (area) conditions.push(area);
  const extra = await entry.hooks?.scope?.(ctx);
  if (extra) conditions.push(extra);
  return conditions;
};

export const pkColumn = (entry: ServerModule) => {
  const column = columnFor(entry, primaryKey(entry.declaration));
  if (!column) throw new Error(`module ${entry.declaration.key} has no primary key column`);
  return column;
};

const orderBy = (entry: ServerModule, params: ListParams): SQL[] => {
  const pk = pkColumn(entry);
  const pkName = primaryKey(entry.declaration);
  const order: SQL[] = [];
  const defaultOrder = entry.declaration.defaultOrder ?? [[pkName, "desc"]];
  const workflow = entry.declaration.workflow;
  // A queue by its running time limit: rows with one first, the soonest first.
  const byDue = (dir: "asc" | "desc") => {
    const due = dueExpression(entry, workflow as WorkflowDeclaration);
    order.push(sql`${due} IS NULL`, dir === "asc" ? asc(due) : desc(due));
  };
  // A full-text quick search without a chosen order: the most relevant first.
  const rank = !params.order && params.quickSearch && entry.declaration.fullText ? fullTextRank(entry.declaration, pk, params.quickSearch) : undefined;
  if (rank) order.push(asc(rank));
  if (params.order && workflow && params.order.field === WORKFLOW_FIELDS.due) {
    byDue(params.order.dir);
  } else if (params.order) {
    const field = entry.declaration.fields[params.order.field];
    const column = field || params.order.field === pkName ? columnFor(entry, params.order.field) : undefined;
    if (!column || field?.secret) throw new ApiError("unknownSortField", { field: params.order.field });
    // Dates (yyyy-mm-dd text) without a value come last either way: the soonest expiry first,
    // not the empty ones. Only there: the extra term keeps an index from giving the order, which
    // on a large table (members by join time) turns a page read into a sort of every row.
    if (field && FIELD_KINDS[field.kind].emptyLast) order.push(sql`(${column} is null or ${column} = '')`);
    order.push(params.order.dir === "asc" ? asc(column) : desc(column));
  } else {
    for (const [field, dir] of defaultOrder) {
      if (workflow && field === WORKFLOW_FIELDS.due) {
        byDue(dir);
        continue;
      }
      const column = columnFor(entry, field);
      if (column) order.push(dir === "asc" ? asc(column) : desc(column));
    }
  }
  // The key breaks ties last, unless the order already names it.
  const byKey = params.order ? params.order.field === pkName : defaultOrder.some(([field]) => field === pkName);
  if (!byKey) order.push(desc(pk));
  return order;
};

/** The ORDER BY of a list, rendered once per module declaration and sort field. */
const orderCache = new WeakMap<ModuleDeclaration, Map<string, { sql: string; params: unknown[] }>>();
export const renderedOrder = (entry: ServerModule, params: ListParams) => {
  // A full-text quick search orders by relevance to its own words: never kept.
  if (!params.order && params.quickSearch && entry.declaration.fullText) return renderQuery(sql.join(orderBy(entry, params), sql`, `));
  let byField = orderCache.get(entry.declaration);
  if (!byField) orderCache.set(entry.declaration, (byField = new Map()));
  const key = params.order ? `${params.order.field} ${params.order.dir}` : "";
  let rendered = byField.get(key);
  if (!rendered) {
    rendered = renderQuery(sql.join(orderBy(entry, params), sql`, `));
    byField.set(key, rendered);
  }
  return rendered;
};

/** `from <table>` of a list without conditions, rendered once per table. */
const fromTable = oncePer((table: ServerModule["table"]) => renderQuery(sql`from ${table}`));
export const unfiltered = (entry: ServerModule) => fromTable(entry.table);

export const quickSearch = (entry: ServerModule, text: string): SQL | undefined => {
  if (!text) return undefined;
  const parts: SQL[] = [];
  for (const field of entry.declaration.quickSearch ?? []) {
    const column = columnFor(entry, field);
    if (!column) continue;
    const kind = entry.declaration.fields[field]?.kind;
    if ((kind && FIELD_KINDS[kind].exactSearch) || field === primaryKey(entry.declaration)) {
      if (/^\d+$/.test(text)) parts.push(eq(column, Number(text)));
    } else {
      parts.push(likeContains(column, text));
    }
  }
  const matched = entry.declaration.fullText ? fullTextCondition(entry.declaration, pkColumn(entry), text) : undefined;
  if (matched) parts.push(matched);
  return parts.length ? or(...parts) : sql`0`;
};
