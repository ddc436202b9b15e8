// The table lookups of spec §7 for the code generator (any caller holding the generator's view
// node: they reveal the schema, so they are not open to every admin as in the reference). The
// generator's own actions are those of its modules (modules/crud/Crud, modules/crud/Log).
import { Elysia } from "elysia";
import type { AdminGuard } from "../auth/admin-guard";
import type { AppServices } from "../services";
import { checkConnection, checkTable, connectionList, tableFieldList, tableList } from "./lookups";

const VIEW = "crud/crud/index";

const queryList = (url: string, name: string) => {
  const params = new URL(url).searchParams;
  return [...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean);
};

export function generatorRoutes(services: AppServices, guard: AdminGuard) {
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
    );
}
