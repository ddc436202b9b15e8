// Routes of the code generator: the table lookups of spec §7 (any caller holding the
// generator's view node: they reveal the schema, so they are not open to every admin as in the
// reference), the generator screen's data, check and generate, and the log's details and
// removal actions.
import { Elysia } from "elysia";
import { eq } from "drizzle-orm";
import { crudLog } from "@db/schema";
import { pick } from "@/lib/i18n";
import type { AdminGuard } from "../auth/admin-guard";
import { parseIds } from "../crud/list-params";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";
import { checkConnection, checkTable, connectionList, tableFieldList, tableList } from "./lookups";
import { createGenerator } from "./service";

const VIEW = "crud/crud/index";
const GENERATE = "crud/crud/generate";

const queryList = (url: string, name: string) => {
  const params = new URL(url).searchParams;
  return [...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean);
};

export function generatorRoutes(services: AppServices, guard: AdminGuard) {
  const generator = createGenerator(services);
  const prefix = `/${services.config.adminPrefix}`;
  const bool = (value: unknown, fallback: boolean) => (value === undefined || value === "" ? fallback : !["0", "false"].includes(String(value)));

  return new Elysia()
    .use(guard)
    .get(
      `${prefix}/ajax/getDatabaseConnectionList`,
      ({ query, ok }) => ok(connectionList(services, typeof query.quickSearch === "string" ? query.quickSearch : "")),
      { admin: VIEW },
    )
    .get(
      `${prefix}/ajax/getTableList`,
      async ({ query, request, lang, ok }) => {
        checkConnection(query.connection);
        return ok(await tableList(services, lang, { quickSearch: typeof query.quickSearch === "string" ? query.quickSearch : "", excludeTable: queryList(request.url, "excludeTable") }));
      },
      { admin: VIEW },
    )
    .get(
      `${prefix}/ajax/getTablePk`,
      async ({ query, ok }) => {
        checkConnection(query.connection);
        const table = await checkTable(services, query.table);
        const { pk } = await tableFieldList(services, table, true, "en");
        return ok({ pk });
      },
      { admin: VIEW },
    )
    .get(
      `${prefix}/ajax/getTableFieldList`,
      async ({ query, lang, ok }) => {
        checkConnection(query.connection);
        const table = await checkTable(services, query.table);
        return ok(await tableFieldList(services, table, bool(query.clean, true), lang));
      },
      { admin: VIEW },
    )
    .get(
      `${prefix}/crud.Crud/index`,
      async ({ lang, ok }) => {
        const rules = await services.adminRules.enabled();
        return ok({
          modules: services.modules.generated().map((m) => ({ key: m.declaration.key, title: pick(m.declaration.title, lang), table: m.declaration.table, menuPath: m.declaration.menu.path, createdTable: m.createdTable, logId: m.logId })),
          broken: services.modules.broken(),
          directories: rules.filter((r) => r.type === "menu_dir").map((r) => ({ name: r.name, title: pick({ "zh-cn": r.title, en: r.title_en || r.title }, lang) })),
        });
      },
      { admin: true },
    )
    .post(
      `${prefix}/crud.Crud/check`,
      async ({ body, lang, ok }) => {
        await generator.check(body, lang);
        return ok(null);
      },
      { admin: GENERATE },
    )
    .post(
      `${prefix}/crud.Crud/generate`,
      async ({ body, lang, admin, ok }) => {
        const result = await generator.generate(body, { adminId: admin.id, lang });
        return ok(result, "genGenerated", { module: result.key });
      },
      { admin: true },
    )
    .get(
      `${prefix}/crud.Log/info`,
      async ({ query, ok }) => {
        const [row] = await services.db.select().from(crudLog).where(eq(crudLog.id, Number(query.id) || 0));
        if (!row) throw new ApiError("recordNotFound");
        const parse = (text: string) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return text;
          }
        };
        return ok({ row: { ...row, table: parse(row.table), fields: parse(row.fields) } });
      },
      { admin: true },
    )
    .post(
      `${prefix}/crud.Log/remove`,
      async ({ request, body, lang, admin, ok }) => {
        const result = await generator.remove(parseIds(request.url, body).map(Number).filter(Number.isInteger), false, { adminId: admin.id, lang });
        return ok(result, "genRemoved", { module: result.removed.join(", ") });
      },
      { admin: true },
    )
    .post(
      `${prefix}/crud.Log/removeWithTable`,
      async ({ request, body, lang, admin, ok }) => {
        const result = await generator.remove(parseIds(request.url, body).map(Number).filter(Number.isInteger), true, { adminId: admin.id, lang });
        if (result.dropped.length) return ok(result, "genRemovedWithTable", { module: result.removed.join(", "), table: result.dropped.join(", ") });
        return ok(result, "genRemoved", { module: result.removed.join(", ") });
      },
      { admin: true },
    );
}

