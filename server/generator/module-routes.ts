// Routes of generated modules. Declared modules get fixed routes at start (crud/routes.ts);
// generated ones come and go while the server runs, so one set of parameter routes looks the
// module up in the registry on every call. Fixed routes win over these in Elysia's router, and
// a path naming no generated module (or an action it lacks) answers the usual 404 before any
// login check, exactly as an unknown path would.
import { Elysia, NotFoundError } from "elysia";
import { moduleActions, piiFields, primaryKey } from "@shared/module/field-kinds";
import type { CrudAction } from "@shared/module/types";
import type { AdminGuard } from "../auth/admin-guard";
import type { CrudEngine } from "../engine/engine";
import { parseIds } from "../engine/list-params";
import { crudContext, type AdminRouteContext } from "../engine/request-context";
import type { ServerModule } from "../engine/types";
import type { AppServices } from "../services";

export function generatedModuleRoutes(services: AppServices, guard: AdminGuard, engine: CrudEngine) {
  const entryFor = (controller: string, action: CrudAction): ServerModule => {
    const entry = services.modules.findGenerated(controller);
    if (!entry || !moduleActions(entry.declaration).includes(action)) throw new NotFoundError();
    return entry;
  };
  const transform = (action: CrudAction) => ({ params }: { params: Record<string, string> }) => {
    entryFor(params.controller ?? "", action);
  };
  const context = (c: AdminRouteContext) => crudContext(services, c);

  /** A generated module with personal-data fields, for its reveal call. */
  const piiEntryFor = (controller: string): ServerModule => {
    const entry = services.modules.findGenerated(controller);
    if (!entry || piiFields(entry.declaration).length === 0) throw new NotFoundError();
    return entry;
  };

  return new Elysia({ prefix: `/${services.config.adminPrefix}` })
    .use(guard)
    .post("/:controller/pii", async (c) => c.ok(await engine.reveal(piiEntryFor(c.params.controller), context(c), c.body)), {
      admin: true,
      transform: ({ params }: { params: Record<string, string> }) => void piiEntryFor(params.controller ?? ""),
    })
    .get("/:controller/index", async (c) => c.ok(await engine.list(entryFor(c.params.controller, "index"), context(c), c.request.url)), { admin: true, transform: transform("index") })
    .get(
      "/:controller/edit",
      async (c) => c.ok({ row: await engine.read(entryFor(c.params.controller, "edit"), context(c), new URL(c.request.url).searchParams.get("id")) }),
      { admin: true, transform: transform("edit") },
    )
    .post(
      "/:controller/edit",
      async (c) => {
        await engine.update(entryFor(c.params.controller, "edit"), context(c), c.body);
        return c.ok(null, "updateSuccessful");
      },
      { admin: true, transform: transform("edit") },
    )
    .post(
      "/:controller/add",
      async (c) => {
        const entry = entryFor(c.params.controller, "add");
        const row = await engine.create(entry, context(c), c.body);
        return c.ok({ id: row[primaryKey(entry.declaration)] }, "addedSuccessfully");
      },
      { admin: true, transform: transform("add") },
    )
    .delete(
      "/:controller/del",
      async (c) => {
        const count = await engine.remove(entryFor(c.params.controller, "del"), context(c), parseIds(c.request.url, c.body));
        return c.ok({ count }, "deletedSuccessfully", { count });
      },
      { admin: true, transform: transform("del") },
    )
    .post(
      "/:controller/sortable",
      async (c) => {
        const body = (c.body ?? {}) as { id?: unknown; targetId?: unknown };
        await engine.sortable(entryFor(c.params.controller, "sortable"), context(c), body.id, body.targetId);
        return c.ok(null, "sortSaved");
      },
      { admin: true, transform: transform("sortable") },
    );
}
