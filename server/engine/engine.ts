// The generic CRUD engine (DESIGN §3-§4): list with filters, order, quick search and paging
// in SQL; read; add and edit with the declaration's validation; delete with the recycle bin;
// sortable weight swaps. Data scope and module hooks apply to every step, so an enterprise
// account can never reach another enterprise's rows whatever screen it uses.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { selectCells } from "@db/select-cells";
import { pick } from "@shared/i18n";
import { validate } from "@shared/validate";
import { fromWire, moduleNodeBase, primaryKey } from "@shared/module/field-kinds";
import { buildTree } from "../auth/rule-index";
import { ApiError, FieldValidationError } from "../kernel/errors";
import { requireId, requireIds } from "../kernel/ids";
import { withDependents } from "../recycle/cascade";
import { checkAreaFields, describeAreas } from "./area-check";
import { booleanColumns, columnFor, decodePublicRows, englishColumn, fillNotNull, publicColumns, publicSelectionText, renderQuery, showEnglish, toWireRow } from "./columns";
import { insertReturning } from "./compiled-writes";
import { countCacheOf } from "./count-cache";
import { compileFilter } from "./filters";
import { checkJurisdictionWrite, namesArea } from "./jurisdiction";
import { fullTextOwner, indexRow, markMatches, unindexRows } from "./full-text";
import { addRunningLimits, isStateFilter, overdueFilter, stateCounts, type WorkflowCounts } from "./workflow/queue";
import { parseListParams } from "./list-params";
import { dataScope, pkColumn, quickSearch, renderedOrder, unfiltered } from "./list-sql";
import { keepUnchangedPersonalData, maskPersonalData } from "./personal-data";
import { labelsOf, rulesOf, toValues, uniqueCheck } from "./write-checks";
import type { SecurityLog } from "./security-log";
import { type CrudContext, type DeleteNote, type Row, type ServerModule, type Transaction } from "./types";

export interface ListResult {
  list: Row[];
  total: number;
  remark: string;
  /** Workflow modules asked for `counts=1`: rows per state and overdue, under the other filters. */
  workflow?: WorkflowCounts;
}

export { compiledModules } from "./columns";
export { keepUnchangedPersonalData, maskPersonalData } from "./personal-data";
export { RICHTEXT_POLICY } from "./write-checks";

export function createCrudEngine(security: SecurityLog) {
  const remarkOf = async (entry: ServerModule, ctx: CrudContext) => {
    const path = entry.declaration.menu?.path;
    const rule = path ? await ctx.services.adminRules.byName(path) : undefined;
    return rule ? pick({ "zh-cn": rule.remark, en: rule.remark_en || rule.remark }, ctx.lang) : "";
  };

  const findInScope = async (entry: ServerModule, ctx: CrudContext, ids: unknown[], executor: Transaction | CrudContext["services"]["db"] = ctx.services.db) => {
    if (ids.length === 0) return [];
    return executor
      .select()
      .from(entry.table)
      .where(and(inArray(pkColumn(entry), ids as (string | number)[]), ...(await dataScope(entry, ctx))));
  };

  const actorOf = (ctx: CrudContext) => ({ adminId: ctx.admin.id, ip: ctx.ip, useragent: ctx.useragent });

  return {
    /** `query`: the request URL or its parsed query string (`ctx.query`). */
    async list(entry: ServerModule, ctx: CrudContext, query: string | URLSearchParams): Promise<ListResult> {
      const module = entry.declaration;
      const params = parseListParams(query, module.pageSize ?? 10);
      const timeZone = await ctx.services.siteConfig.timeZone();
      const conditions: (SQL | undefined)[] = [...(await dataScope(entry, ctx)), quickSearch(entry, params.quickSearch)];
      const filterColumn = (f: string) => (ctx.lang === "en" ? englishColumn(entry, f) : undefined) ?? columnFor(entry, f);
      const workflow = module.workflow;
      const now = workflow ? ctx.services.clock.now() : 0;
      // A queue's state filter is kept apart: its tabs count every state under the other filters.
      const stateConditions: SQL[] = [];
      for (const item of params.search) {
        const condition = (workflow && overdueFilter(entry, workflow, item, now)) || compileFilter(item, { module, column: filterColumn, timeZone });
        if (workflow && condition && isStateFilter(workflow, item)) stateConditions.push(condition);
        else conditions.push(condition);
      }
      let unpaged = false;
      if (params.initValue) {
        const key = params.initKey ?? primaryKey(module);
        const column = columnFor(entry, key);
        if (!column || (key !== primaryKey(module) && !module.fields[key])) throw new ApiError("unknownFilterField", { field: key });
        conditions.push(params.initOperator === "NOT IN" ? sql`${column} NOT IN ${params.initValue}` : inArray(column, params.initValue));
        unpaged = true;
      }
      const tree = module.tree && params.isTree && !params.select && !params.initValue;
      const others = conditions.filter((c): c is SQL => c !== undefined);
      const where = and(...others, ...stateConditions);
      const db = ctx.services.db;
      // The two statements every list screen runs: the conditions from Drizzle, rendered once for
      // both; the select list and the order rendered once per module (and sort field); rows read
      // as plain cells.
      const filtered = where ? renderQuery(sql`from ${entry.table} where ${where}`) : unfiltered(entry);
      // The total is kept while the tables it counts are unchanged (count-cache.ts).
      const total = await countCacheOf(db.$client).total({ sql: `select count(*) ${filtered.sql}`, params: filtered.params });
      const order = renderedOrder(entry, params);
      const paged = !(tree || unpaged);
      const pageQuery = {
        sql: `select ${publicSelectionText(entry)} ${filtered.sql} order by ${order.sql}${paged ? " limit ? offset ?" : ""}`,
        params: paged ? [...filtered.params, ...order.params, params.limit, (params.page - 1) * params.limit] : [...filtered.params, ...order.params],
      };
      const booleans = booleanColumns(entry);
      const rows = decodePublicRows(entry, await selectCells(db.$client, pageQuery)).map((row) => toWireRow(module, row, booleans, true));
      if (workflow) addRunningLimits(workflow, rows, now);
      await describeAreas(ctx.services.areas, module, rows, ctx.lang);
      await entry.hooks?.decorate?.(ctx, rows);
      if (ctx.lang === "en") showEnglish(module, rows);
      maskPersonalData(module, rows);
      if (params.quickSearch && module.fullText) markMatches(module, rows, params.quickSearch);
      const list = tree && module.tree ? (buildTree(rows.map((r) => ({ ...r, id: Number(r.id), pid: Number(r[module.tree?.pid ?? "pid"] ?? 0) }))) as Row[]) : rows;
      const result: ListResult = { list, total, remark: await remarkOf(entry, ctx) };
      if (workflow && params.raw.get("counts") === "1") result.workflow = await stateCounts(entry, workflow, others.length ? and(...others) : undefined, now, db);
      return result;
    },

    /** A workflow module's rows per state and overdue, within the caller's scope (dashboards). */
    async workflowCounts(entry: ServerModule, ctx: CrudContext): Promise<WorkflowCounts | undefined> {
      const workflow = entry.declaration.workflow;
      if (!workflow) return undefined;
      const scope = await dataScope(entry, ctx);
      return stateCounts(entry, workflow, scope.length ? and(...scope) : undefined, ctx.services.clock.now(), ctx.services.db);
    },

    async read(entry: ServerModule, ctx: CrudContext, id: unknown): Promise<Row> {
      const [raw] = await findInScope(entry, ctx, [requireId(id)]);
      if (!raw) throw new ApiError("recordNotFound");
      const visible = Object.fromEntries(Object.keys(publicColumns(entry)).map((k) => [k, (raw as Row)[k]]));
      const row = toWireRow(entry.declaration, visible, booleanColumns(entry));
      if (entry.declaration.workflow) addRunningLimits(entry.declaration.workflow, [row], ctx.services.clock.now());
      await describeAreas(ctx.services.areas, entry.declaration, [row], ctx.lang);
      await entry.hooks?.decorate?.(ctx, [row]);
      maskPersonalData(entry.declaration, [row]);
      return row;
    },

    /** The full value of one personal-data field of one row in scope (the route needs `<path>/pii`). */
    async reveal(entry: ServerModule, ctx: CrudContext, body: unknown): Promise<{ value: unknown }> {
      const { id, field } = (body && typeof body === "object" ? body : {}) as { id?: unknown; field?: unknown };
      const declared = typeof field === "string" ? entry.declaration.fields[field] : undefined;
      if (!declared?.pii || declared.column === false || id === undefined || id === null || id === "") throw new ApiError("parameterError");
      const [raw] = (await findInScope(entry, ctx, [requireId(id)])) as Row[];
      if (!raw) throw new ApiError("recordNotFound");
      return { value: raw[declared.column ?? (field as string)] ?? "" };
    },

    async create(entry: ServerModule, ctx: CrudContext, body: unknown): Promise<Row> {
      const module = entry.declaration;
      if (!body || typeof body !== "object") throw new ApiError("emptyBody");
      // An account confined to its enterprise's rows adds them for its enterprise: the scope field
      // is its own before the rules are checked (the console's form does not show it).
      const scoped = module.dataScope && ctx.admin.row.enterprise_id && !ctx.admin.access.super && !ctx.admin.access.supervise;
      const result = validate(rulesOf(module, "add"), scoped && module.dataScope ? { ...(body as Row), [module.dataScope.field]: ctx.admin.row.enterprise_id } : body);
      if (!result.ok) throw new FieldValidationError(result.errors, labelsOf(module));
      const input = result.value as Row;
      await checkAreaFields(ctx.services.areas, module, input);
      const values = toValues(entry, input);
      const booleans = booleanColumns(entry);
      for (const [name, field] of Object.entries(module.fields)) {
        const column = field.column === false ? undefined : (field.column ?? name);
        if (!column || values[column] !== undefined || field.default === undefined || !rulesOf(module, "add")[name]) continue;
        const value = fromWire(field, field.default);
        values[column] = booleans.has(column) ? value === "1" || value === 1 || value === true : value;
      }
      const scope = module.dataScope;
      if (scope && ctx.admin.row.enterprise_id && !ctx.admin.access.super && !ctx.admin.access.supervise) {
        const column = module.fields[scope.field]?.column;
        values[column === false || column === undefined ? scope.field : column] = ctx.admin.row.enterprise_id;
      }
      const created = await ctx.services.db.transaction(async (tx) => {
        await uniqueCheck(entry, tx, values, undefined);
        // Checked before the hook when the form names the area, and again after it: a hook may
        // derive the area (a guide takes its affiliation's).
        if (namesArea(entry, values)) await checkJurisdictionWrite(entry, ctx, values, undefined, tx);
        await entry.hooks?.beforeSave?.(ctx, values, input, undefined, tx);
        await checkJurisdictionWrite(entry, ctx, values, undefined, tx);
        fillNotNull(entry, values);
        // The table's INSERT ... RETURNING compiled once (compiled-writes.ts); Drizzle's builder
        // only for values it alone can render.
        const row = (await insertReturning(tx, entry.table, values)) ?? ((await tx.insert(entry.table).values(values).returning()) as Row[])[0];
        if (!row) throw new Error("insert returned no row");
        await entry.hooks?.afterSave?.(ctx, row, input, undefined, tx);
        const indexed = fullTextOwner(ctx.services.modules, module.table);
        if (indexed) await indexRow(tx, indexed.declaration, Number(row[primaryKey(module)]), row);
        await ctx.audit?.write(tx);
        return row;
      });
      ctx.audit?.committed();
      await entry.hooks?.afterCommit?.(ctx, created, input, undefined);
      ctx.services.modules.tableChanged(module.table, ctx);
      return created;
    },

    async update(entry: ServerModule, ctx: CrudContext, body: unknown): Promise<Row> {
      const module = entry.declaration;
      const pk = primaryKey(module);
      const given = body && typeof body === "object" ? (body as Row)[pk] : undefined;
      if (given === undefined || given === null || given === "") throw new ApiError("parameterError");
      const id = requireId(given, pk);
      const [existing] = (await findInScope(entry, ctx, [id])) as Row[];
      if (!existing) throw new ApiError("recordNotFound");
      const result = validate(rulesOf(module, "edit"), keepUnchangedPersonalData(module, body as Row, existing), { partial: true });
      if (!result.ok) throw new FieldValidationError(result.errors, labelsOf(module));
      const input = result.value as Row;
      await checkAreaFields(ctx.services.areas, module, input);
      const values = toValues(entry, input);
      const scope = module.dataScope;
      if (scope && ctx.admin.row.enterprise_id && !ctx.admin.access.super && !ctx.admin.access.supervise) {
        delete values[module.fields[scope.field]?.column || scope.field];
      }
      const updated = await ctx.services.db.transaction(async (tx) => {
        await uniqueCheck(entry, tx, values, existing[pk]);
        if (namesArea(entry, values)) await checkJurisdictionWrite(entry, ctx, values, existing, tx);
        await entry.hooks?.beforeSave?.(ctx, values, input, existing, tx);
        await checkJurisdictionWrite(entry, ctx, values, existing, tx);
        fillNotNull(entry, values);
        let row = existing;
        if (Object.keys(values).length > 0) {
          await security.changes(tx, moduleNodeBase(module), module.table, existing, values, actorOf(ctx));
          const [saved] = (await tx.update(entry.table).set(values).where(eq(pkColumn(entry), existing[pk] as string | number)).returning()) as Row[];
          if (!saved) throw new ApiError("recordNotFound");
          row = saved;
        }
        await entry.hooks?.afterSave?.(ctx, row, input, existing, tx);
        const indexed = fullTextOwner(ctx.services.modules, module.table);
        if (indexed) await indexRow(tx, indexed.declaration, Number(row[pk]), row);
        await ctx.audit?.write(tx);
        return row;
      });
      ctx.audit?.committed();
      await entry.hooks?.afterCommit?.(ctx, updated, input, existing);
      ctx.services.modules.tableChanged(module.table, ctx);
      return updated;
    },

    async remove(entry: ServerModule, ctx: CrudContext, ids: string[]): Promise<number> {
      return (await this.removeWithNote(entry, ctx, ids)).count;
    },

    /** Deletes in one transaction; `note` is the module's own message about what followed. */
    async removeWithNote(entry: ServerModule, ctx: CrudContext, ids: string[]): Promise<{ count: number; note?: DeleteNote }> {
      if (ids.length === 0) throw new ApiError("parameterError");
      const module = entry.declaration;
      const pk = primaryKey(module);
      const removed = await ctx.services.db.transaction(async (tx) => {
        let rows = (await findInScope(entry, ctx, requireIds(ids), tx)) as Row[];
        if (entry.hooks?.beforeDelete) rows = await entry.hooks.beforeDelete(ctx, rows, tx);
        if (rows.length === 0) return [];
        // Rows that go with these (ON DELETE CASCADE, and the module's own) are kept with them.
        const dependents = entry.hooks?.dependents;
        const tables = ctx.services.modules.tableByName;
        const snapshots = await withDependents(tx, module.table, rows, { client: ctx.services.db.$client, tables, extra: dependents && ((row) => dependents(tx, row)) });
        await security.snapshot(tx, moduleNodeBase(module), module.table, snapshots, actorOf(ctx));
        await tx.delete(entry.table).where(inArray(pkColumn(entry), rows.map((r) => r[pk] as string | number)));
        await entry.hooks?.afterDelete?.(ctx, rows, tx);
        const indexed = fullTextOwner(ctx.services.modules, module.table);
        if (indexed) await unindexRows(tx, indexed.declaration, rows.map((r) => Number(r[pk])));
        await ctx.audit?.write(tx);
        return rows;
      });
      if (removed.length === 0) throw new ApiError("noRowsDeleted");
      ctx.audit?.committed();
      ctx.services.modules.tableChanged(module.table, ctx);
      const note = (await entry.hooks?.afterDeleteCommit?.(ctx, removed)) ?? undefined;
      return { count: removed.length, note };
    },

    /** Swaps the weights of two rows; equal weights are first spread out by primary key. */
    async sortable(entry: ServerModule, ctx: CrudContext, id: unknown, targetId: unknown): Promise<void> {
      const module = entry.declaration;
      const weighName = module.weighField;
      const weigh = weighName ? columnFor(entry, weighName) : undefined;
      if (!weigh || !weighName) throw new ApiError("parameterError");
      if (id === undefined || targetId === undefined) throw new ApiError("parameterError");
      id = requireId(id);
      targetId = requireId(targetId, "targetId");
      if (id === targetId) throw new ApiError("parameterError");
      const pk = primaryKey(module);
      const scope = await dataScope(entry, ctx);
      await ctx.services.db.transaction(async (tx) => {
        let rows = (await findInScope(entry, ctx, [id, targetId], tx)) as Row[];
        if (rows.length !== 2) throw new ApiError("recordNotFound");
        const weighColumn = module.fields[weighName]?.column || weighName;
        if (rows[0]?.[weighColumn] === rows[1]?.[weighColumn]) {
          await tx.update(entry.table).set({ [weighColumn]: sql`${pkColumn(entry)}` }).where(and(...scope));
          rows = (await findInScope(entry, ctx, [id, targetId], tx)) as Row[];
        }
        const [a, b] = rows as [Row, Row];
        await tx.update(entry.table).set({ [weighColumn]: b[weighColumn] }).where(eq(pkColumn(entry), a[pk] as string | number));
        await tx.update(entry.table).set({ [weighColumn]: a[weighColumn] }).where(eq(pkColumn(entry), b[pk] as string | number));
      });
      ctx.services.modules.tableChanged(module.table, ctx);
    },
  };
}

export type CrudEngine = ReturnType<typeof createCrudEngine>;

