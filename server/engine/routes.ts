// Routes of a generic module (DESIGN §3): GET index, GET/POST edit, POST add, DELETE del,
// POST sortable, each guarded by its permission node (`auth/admin/edit` for
// `/admin/auth.Admin/edit`). Only the actions a module declares exist.
import { Elysia } from "elysia";
import { moduleActions, piiFields } from "@shared/module/field-kinds";
import type { AdminGuard } from "../auth/admin-guard";
import type { AppServices } from "../services";
import type { CrudEngine } from "./engine";
import { parseIds } from "./list-params";
import { crudContext, type AdminRouteContext } from "./request-context";
import type { ServerModule } from "./types";

export function crudRoutes(services: AppServices, guard: AdminGuard, engine: CrudEngine, entry: ServerModule) {
  const actions = new Set(moduleActions(entry.declaration));
  const context = (c: AdminRouteContext) => crudContext(services, c);
  const app = new Elysia({ prefix: `/${services.config.adminPrefix}/${entry.declaration.key}` }).use(guard);
  if (actions.has("index")) {
    // The handler names what it reads: a context passed whole makes Elysia parse everything.
    app.get("/index", async ({ admin, lang, ip, request, ok }) => {
      const ctx = context({ admin, lang, ip, request });
      return ok(await engine.list(entry, ctx, ctx.query));
    }, { admin: true });
  }
  if (piiFields(entry.declaration).length > 0) {
    // A POST, so every reveal is in the admin log (who, which row, which field).
    app.post("/pii", async (c) => c.ok(await engine.reveal(entry, context(c), c.body)), { admin: true });
  }
  if (actions.has("edit")) {
    app
      .get("/edit", async (c) => c.ok({ row: await engine.read(entry, context(c), new URL(c.request.url).searchParams.get("id")) }), { admin: true })
      .post(
        "/edit",
        async (c) => {
          await engine.update(entry, context(c), c.body);
          return c.ok(null, "updateSuccessful");
        },
        { admin: true },
      );
  }
  if (actions.has("add")) {
    app.post(
      "/add",
      async (c) => {
        const row = await engine.create(entry, context(c), c.body);
        return c.ok({ id: row[entry.declaration.pk ?? "id"] }, "addedSuccessfully");
      },
      { admin: true },
    );
  }
  if (actions.has("del")) {
    app.delete(
      "/del",
      async (c) => {
        const { count, note } = await engine.removeWithNote(entry, context(c), parseIds(c.request.url, c.body));
        return note ? c.ok({ count, ...note.params }, note.key, note.params) : c.ok({ count }, "deletedSuccessfully", { count });
      },
      { admin: true },
    );
  }
  if (actions.has("sortable")) {
    app.post(
      "/sortable",
      async (c) => {
        const body = (c.body ?? {}) as { id?: unknown; targetId?: unknown };
        await engine.sortable(entry, context(c), body.id, body.targetId);
        return c.ok(null, "sortSaved");
      },
      { admin: true },
    );
  }
  return app;
}
