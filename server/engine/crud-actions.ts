// The actions every module gets from the engine (DESIGN §3): GET index, GET/POST edit, POST add,
// DELETE del, POST sortable, POST pii for modules with personal data, and a workflow's moves and
// review (workflow/actions.ts). Only the actions a
// module declares exist; a module's own action of the same name and method replaces the
// engine's (bespoke screens such as site configuration).
import { rule } from "@shared/validate";
import { moduleActions, piiFields, primaryKey } from "@shared/module/field-kinds";
import { action, reply, type MountedAction } from "./define";
import { parseIds } from "./list-params";
import type { ServerModule } from "./types";

export type { MountedAction };
import { workflowActions } from "./workflow/actions";

const index = action({ method: "GET", handle: (ctx) => ctx.engine.list(ctx.entry, ctx, ctx.query) });

const read = action({
  method: "GET",
  query: { id: rule.string({ required: true, max: 64 }) },
  handle: async (ctx, { query }) => ({ row: await ctx.engine.read(ctx.entry, ctx, query.id) }),
});

const update = action({
  handle: async (ctx) => {
    await ctx.engine.update(ctx.entry, ctx, ctx.rawBody);
    return reply(null, "updateSuccessful");
  },
});

const add = action({
  handle: async (ctx) => {
    const row = await ctx.engine.create(ctx.entry, ctx, ctx.rawBody);
    return reply({ id: row[primaryKey(ctx.entry.declaration)] }, "addedSuccessfully");
  },
});

const del = action({
  method: "DELETE",
  handle: async (ctx) => {
    const { count, note } = await ctx.engine.removeWithNote(ctx.entry, ctx, parseIds(ctx.request.url, ctx.rawBody));
    return note ? reply({ count, ...note.params }, note.key, note.params) : reply({ count }, "deletedSuccessfully", { count });
  },
});

const sortable = action({
  handle: async (ctx) => {
    const body = (ctx.rawBody ?? {}) as { id?: unknown; targetId?: unknown };
    await ctx.engine.sortable(ctx.entry, ctx, body.id, body.targetId);
    return reply(null, "sortSaved");
  },
});

// A POST, so every reveal is in the admin log (who, which row, which field).
const pii = action({ handle: (ctx) => ctx.engine.reveal(ctx.entry, ctx, ctx.rawBody) });

/** Every action of a module, as mounted: the engine's CRUD actions, then the module's own. */
export function mountedActions(entry: ServerModule): MountedAction[] {
  // Bespoke modules (site configuration, own profile) bring every action themselves.
  const declared = new Set(entry.declaration.custom ? [] : moduleActions(entry.declaration));
  const mounted: MountedAction[] = [];
  if (declared.has("index")) mounted.push({ name: "index", method: "GET", action: index });
  if (declared.has("edit")) mounted.push({ name: "edit", method: "GET", action: read }, { name: "edit", method: "POST", action: update });
  if (declared.has("add")) mounted.push({ name: "add", method: "POST", action: add });
  if (declared.has("del")) mounted.push({ name: "del", method: "DELETE", action: del });
  if (declared.has("sortable")) mounted.push({ name: "sortable", method: "POST", action: sortable });
  if (!entry.declaration.custom && piiFields(entry.declaration).length > 0) mounted.push({ name: "pii", method: "POST", action: pii });
  mounted.push(...workflowActions(entry));
  for (const [name, own] of Object.entries(entry.actions ?? {})) {
    const method = own.method ?? "POST";
    const at = mounted.findIndex((m) => m.name === name && m.method === method);
    if (at >= 0) mounted.splice(at, 1);
    mounted.push({ name, method, action: own });
  }
  return mounted;
}
