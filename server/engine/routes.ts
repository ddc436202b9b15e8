// The one route factory of modules: every action of every module (the engine's CRUD actions and
// the module's own, crud-actions.ts) is `<method> /<admin prefix>/<module key>/<action>`,
// guarded by its declared access, its body and query checked against its rules, its answer
// put in the envelope. Declared modules get fixed routes at start (fast, and listed for the
// permission matrix and the API document); generated modules come and go while the server
// runs, so one set of parameter routes looks their actions up on every call. Fixed routes win
// in Elysia's router, and a path naming no generated module (or an action it lacks) answers the
// usual 404 before any login check, exactly as an unknown path would. A declared module's GET
// actions behind a login, and its POST actions sent JSON, are also direct routes: the kernel
// answers them before Elysia's router, with the same guard check, handler and after-write work
// (kernel/direct-routes.ts).
import { Elysia, NotFoundError } from "elysia";
import type { Infer, Rules } from "@shared/validate";
import { validate } from "@shared/validate";
import type { AdminContext, AdminGuard, AdminLevel } from "../auth/admin-guard";
import { format, pick } from "@shared/i18n";
import { metaOf, successIn } from "../kernel/context";
import { readJsonBody, type DirectRoutes } from "../kernel/direct-routes";
import { Code, envelope } from "../kernel/envelope";
import { FieldValidationError } from "../kernel/errors";
import type { MessageKey, MessageParams } from "../lang";
import type { AppServices } from "../services";
import { mountedActions, type MountedAction } from "./crud-actions";
import type { ActionAccess, ActionContext, ModuleAction, PublicActionContext, Reply } from "./define";
import type { CrudEngine } from "./engine";
import { crudContext } from "./request-context";
import type { ServerModule } from "./types";
import type { WorkflowMachine } from "./workflow/machine";

interface CallContext {
  admin?: AdminContext;
  adminCaller?: AdminContext | null;
  lang: ActionContext["lang"];
  ip: string;
  request: Request;
  body: unknown;
  ok: <T>(data: T, msgKey?: MessageKey, params?: MessageParams) => unknown;
}

/** The guard macro options of an access level. */
function guardOf(access: ActionAccess | undefined): { admin: AdminLevel } | { adminPublic: true } {
  if (access === undefined || access === "node") return { admin: true };
  if (access === "public") return { adminPublic: true };
  if (typeof access === "object") return { admin: access.node.toLowerCase() };
  return { admin: access };
}

/** A query string as an object: `ids[]=1&ids[]=2` and `ids[0]=1` become lists. */
function queryObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const name = /^(.+?)\[\d*\]$/.exec(key)?.[1];
    if (!name) {
      out[key] = value;
      continue;
    }
    // `a=1&a[]=2`: the list form wins, with the plain value kept in it.
    const current = out[name];
    out[name] = Array.isArray(current) ? [...current, value] : current === undefined ? [value] : [current, value];
  }
  return out;
}

function check<R extends Rules>(rules: R | undefined, input: unknown, labels: ModuleAction["labels"], partial = false): Infer<R> {
  if (!rules) return {} as Infer<R>;
  const checked = validate(rules, input ?? {}, { partial });
  if (!checked.ok) {
    const named = Object.fromEntries(Object.entries(rules).flatMap(([name, r]) => (r.label ? [[name, r.label]] : [])));
    throw new FieldValidationError(checked.errors, { ...named, ...labels });
  }
  return checked.value as Infer<R>;
}

const isReply = (value: unknown): value is Reply => typeof value === "object" && value !== null && (value as Reply).reply === true;

export function moduleRoutes(services: AppServices, guard: AdminGuard, engine: CrudEngine, workflows: WorkflowMachine, direct?: DirectRoutes) {
  const prefix = `/${services.config.adminPrefix}`;

  /** Runs one action for one call: input checked, handler run, answer enveloped. */
  const run = async (entry: ServerModule, mounted: MountedAction, c: CallContext) => {
    const admin = c.admin ?? c.adminCaller ?? null;
    const base = crudContext(services, { admin: admin as AdminContext, lang: c.lang, ip: c.ip, request: c.request, body: c.body });
    const ctx: ActionContext = { ...base, services, entry, engine, workflows, request: c.request, rawBody: c.body };
    const { action } = mounted;
    const input = {
      body: check(action.body, c.body, action.labels, action.partial),
      query: action.query ? check(action.query, queryObject(metaOf(c.request).url.searchParams), action.labels) : {},
    };
    const result = await action.handle(ctx as ActionContext & PublicActionContext, input);
    if (result instanceof Response) return result;
    if (!isReply(result)) return c.ok(result ?? null);
    const { message } = result;
    return typeof message === "string" ? c.ok(result.data, message, result.params) : envelope(Code.success, format(pick(message, c.lang), result.params), result.data);
  };

  const app = new Elysia({ name: "module-routes" }).use(guard);

  // Declared modules: fixed routes.
  for (const entry of services.modules.all().filter((m) => !services.modules.findGenerated(m.declaration.key))) {
    for (const mounted of mountedActions(entry)) {
      const path = `${prefix}/${entry.declaration.key}/${mounted.name}`;
      // Handlers name what they read: a context passed whole makes Elysia parse everything.
      const handler =
        mounted.method === "GET"
          ? ({ admin, adminCaller, lang, ip, request, ok }: CallContext) => run(entry, mounted, { admin, adminCaller, lang, ip, request, body: undefined, ok })
          : ({ admin, adminCaller, lang, ip, request, body, ok }: CallContext) => run(entry, mounted, { admin, adminCaller, lang, ip, request, body, ok });
      const access = guardOf(mounted.action.access);
      const hooks = { ...access, detail: { summary: `${entry.declaration.key}/${mounted.name}` } };
      if (mounted.method === "GET" && "admin" in access) {
        const level = access.admin;
        direct?.get(path, async (request, meta) => {
          const admin = await guard.admit(request, path, level);
          return run(entry, mounted, { admin, lang: meta.lang, ip: meta.ip, request, body: undefined, ok: successIn(meta.lang) });
        });
      }
      if (mounted.method === "POST" && "admin" in access) {
        const level = access.admin;
        direct?.post(path, async (request, meta) => {
          // In the router's order: the body first (a malformed one is refused before the login
          // check), then the guard, the action, and after the answer what follows every write.
          let body: unknown;
          let admin: AdminContext | undefined;
          let responseValue: unknown;
          try {
            body = await readJsonBody(request);
            admin = await guard.admit(request, path, level);
            responseValue = await run(entry, mounted, { admin, lang: meta.lang, ip: meta.ip, request, body, ok: successIn(meta.lang) });
            return responseValue;
          } finally {
            setImmediate(() => void guard.afterWrite({ request, path, body, responseValue }, admin));
          }
        });
      }
      if (mounted.method === "GET") app.get(path, handler as never, hooks as never);
      else if (mounted.method === "DELETE") app.delete(path, handler as never, hooks as never);
      else app.post(path, handler as never, hooks as never);
    }
  }

  // Generated modules: looked up on every call (404 before any login check when unknown).
  const generatedAction = (controller: string, name: string, method: string) => {
    const entry = services.modules.findGenerated(controller);
    // Controller and action segments are matched regardless of case (the module lookup already is).
    const lower = name.toLowerCase();
    const mounted = entry ? mountedActions(entry).find((m) => m.name.toLowerCase() === lower && m.method === method) : undefined;
    if (!entry || !mounted) throw new NotFoundError();
    return { entry, mounted };
  };
  const transform = ({ params, request }: { params: Record<string, string>; request: Request }) => {
    generatedAction(params.controller ?? "", params.action ?? "", request.method);
  };
  const generated = ({ params, admin, lang, ip, request, body, ok }: CallContext & { params: Record<string, string> }) => {
    const { entry, mounted } = generatedAction(params.controller ?? "", params.action ?? "", request.method);
    return run(entry, mounted, { admin, lang, ip, request, body, ok });
  };
  for (const method of ["GET", "POST", "DELETE"] as const) {
    const hooks = { admin: true, transform } as never;
    if (method === "GET") app.get(`${prefix}/:controller/:action`, generated as never, hooks);
    else if (method === "DELETE") app.delete(`${prefix}/:controller/:action`, generated as never, hooks);
    else app.post(`${prefix}/:controller/:action`, generated as never, hooks);
  }
  return app;
}
