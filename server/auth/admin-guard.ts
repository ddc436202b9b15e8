// Login and permission gate for admin calls (spec §6, reference §4.3), as one Elysia macro:
//   { admin: true }            logged in and holding the node named by the path
//                              (`/admin/auth.Admin/index` -> `auth/admin/index`); enterprise
//                              accounts also need an approved enterprise (601/602)
//   { admin: "login" }         logged in, no node (init payload, ajax helpers)
//   { admin: "super" }         logged in as a super admin (system maintenance: clearing caches)
//   { admin: "auth/x/y" }      logged in and holding that node
//   { admin: "super" }         logged in as a super admin (terminal settings)
//   { adminPublic: true }      no login (login, logout) — still written to the admin log
// Every admin write (non-GET) is written to the admin log after the response, unless the engine
// wrote its row inside the write's own transaction (logInside).
import { Elysia } from "elysia";
import { ApiError } from "../kernel/errors";
import { Code } from "../kernel/envelope";
import { answeredValue } from "../kernel/compression";
import { httpKernelContext, metaOf } from "../kernel/context";
import type { AppServices } from "../services";
import type { AdminAccess } from "./admin-access";
import type { AdminLogEntry, AdminLogExecutor } from "./admin-log";
import { personalFieldNames } from "./log-privacy";
import { adminTokenOf } from "./request-tokens";

export type { AdminRow } from "./admin-access";
import type { AdminRow } from "./admin-access";

export interface AdminContext {
  id: number;
  row: AdminRow;
  access: AdminAccess;
  sessionId: string;
}

interface LogContext {
  request: Request;
  path: string;
  body: unknown;
  responseValue?: unknown;
}

export type AdminLevel = true | "login" | "super" | (string & {});

/** Calls whose admin-log row was committed with the write itself (see `logInside`). */
const loggedInside = new WeakSet<Request>();

/** The admin-log row of a call (undefined for reads), as written after the response. */
export function adminLogEntry(services: Pick<AppServices, "config" | "modules">, ctx: LogContext, who?: AdminContext): AdminLogEntry | undefined {
  const { request, path } = ctx;
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return undefined;
  // The request's own URL: the route's path even when the caller wrote it in another case.
  const url = new URL(request.url);
  const body = ctx.body && typeof ctx.body === "object" ? ctx.body : {};
  const username = who?.row.username ?? (typeof (body as { username?: unknown }).username === "string" ? String((body as { username: string }).username) : "");
  // A successful login names the admin only in its answer.
  const loggedIn = (answeredValue(request, ctx.responseValue) as { code?: number; data?: { userInfo?: { id?: number } } } | undefined)?.data?.userInfo?.id;
  const node = nodeFromPath(path, services.config.adminPrefix);
  return {
    adminId: who?.id ?? (typeof loggedIn === "number" ? loggedIn : 0),
    username: username || "Unknown",
    node,
    method: request.method,
    url: url.pathname + url.search,
    data: { ...Object.fromEntries(url.searchParams), ...(body as object) },
    personal: personalFieldNames(services.modules),
    ip: metaOf(request).ip,
    useragent: request.headers.get("user-agent") ?? "",
    title: node === "index/login" ? { zh: "登录", en: "Login" } : node === "index/logout" ? { zh: "注销", en: "Logout" } : undefined,
  };
}

/**
 * Writes a call's admin-log row through `executor` (the write's open transaction): the row and
 * the change commit together or not at all, in one commit. Once the transaction has committed,
 * `committed()` tells the guard not to write the row again after the response.
 */
export function logInside(services: Pick<AppServices, "config" | "modules" | "adminLog">, ctx: LogContext, who: AdminContext | undefined) {
  return {
    async write(executor: AdminLogExecutor): Promise<void> {
      const entry = adminLogEntry(services, ctx, who);
      if (entry) await services.adminLog.write(entry, executor);
    },
    committed(): void {
      loggedInside.add(ctx.request);
    },
  };
}

/** Nodes of the paths seen so far (every permission check asks; the answer never changes). */
const nodes = new Map<string, string>();

/** `/admin/auth.Admin/index` -> `auth/admin/index` (reference §1.1: lower-cased, dots to slashes). */
export function nodeFromPath(path: string, prefix: string): string {
  const key = `${prefix}\u0000${path}`;
  let node = nodes.get(key);
  if (node === undefined) {
    // Route paths are few; a flood of made-up paths only empties the cache now and then.
    if (nodes.size >= 2000) nodes.clear();
    node = nodeOf(path, prefix);
    nodes.set(key, node);
  }
  return node;
}

function nodeOf(path: string, prefix: string): string {
  const rest = path.startsWith(`/${prefix}/`) ? path.slice(prefix.length + 2) : path.replace(/^\/+/, "");
  return rest.replace(/\/+$/, "").replace(/\./g, "/").toLowerCase();
}

/** The access level a route declares, kept in its OpenAPI tags so tests can list them. */
export const accessTag = (level: true | string) =>
  level === true ? "access:node" : level === "login" ? "access:login" : level === "super" ? "access:super" : `access:node:${level}`;

export const needLogin = () => new ApiError("pleaseLoginFirst", undefined, Code.loginState, { type: "need login" });

export function adminGuard(services: AppServices) {
  const { sessions, adminAccess, adminLog, config, log } = services;

  /** The admin of a known login, or 303 when the account is gone or disabled. */
  const authenticateId = async (adminId: number, sessionId: string): Promise<AdminContext> => {
    const row = await adminAccess.row(adminId);
    if (!row || row.status !== "1") throw needLogin();
    return { id: row.id, row, access: await adminAccess.get(row.id), sessionId };
  };

  /** Resolves the admin behind the request's token, or throws 409 / 303. */
  const authenticate = async (request: Request): Promise<AdminContext> => {
    const resolved = await sessions.resolve("admin", adminTokenOf(request));
    if (resolved.status === "expired") throw new ApiError("tokenExpired", undefined, Code.tokenExpired);
    if (resolved.status === "none") throw needLogin();
    return authenticateId(resolved.userId, resolved.sessionId);
  };

  /**
   * The admin behind a call to `path` that needs `level`, or the error that refuses it (303,
   * 409, 401, 410, 601/602). One home for the macro below and the kernel's direct GET routes.
   */
  const admit = async (request: Request, path: string, level: AdminLevel): Promise<AdminContext> => {
    const who = await authenticate(request);
    await services.maintenance.check(who.access.super);
    if (level === "super") {
      if (!who.access.super) throw new ApiError("noPermission", undefined, Code.noPermission, []);
    } else if (level !== "login") {
      const node = level === true ? nodeFromPath(path, config.adminPrefix) : level.toLowerCase();
      if (!who.access.super && !who.access.nodes.has(node)) throw new ApiError("noPermission", undefined, Code.noPermission, []);
      // Every call that needs a node is a business call: 601/602 for unregistered enterprises.
      await services.enterpriseGate.check(who);
    }
    return who;
  };

  const writeLog = async (ctx: LogContext, who?: AdminContext) => {
    // Written already, inside the write's own transaction (engine adds, edits and deletes).
    if (loggedInside.has(ctx.request)) return;
    const entry = adminLogEntry(services, ctx, who);
    if (!entry) return;
    await adminLog.write(entry).catch((error: unknown) => log.error("Could not write the admin log", { error: error instanceof Error ? error : String(error) }));
  };

  /** A successful admin write is a live event for pages on every node (routes/admin/live-events.ts). */
  const publishChange = async (request: Request, path: string, responseValue: unknown) => {
    if (request.method === "GET" || request.method === "HEAD" || (responseValue as { code?: number } | undefined)?.code !== 1) return;
    await services.cluster.events
      .publish("change", { node: nodeFromPath(path, config.adminPrefix) })
      .catch((error: unknown) => log.warn("Could not publish a live event", { error: String(error) }));
  };

  /**
   * What follows an admin write once it is answered (the macro's after-response hook, and the
   * kernel's direct routes): its admin-log row unless written inside, and on success a live event.
   */
  const afterWrite = async (ctx: LogContext, who?: AdminContext): Promise<void> => {
    await writeLog(ctx, who);
    await publishChange(ctx.request, ctx.path, ctx.responseValue);
  };

  const plugin = new Elysia({ name: "admin-guard" }).use(httpKernelContext).macro({
    admin: (level: AdminLevel) => ({
      detail: { tags: [accessTag(level)] },
      async resolve({ request, path }) {
        return { admin: await admit(request, path, level) };
      },
      // Hooks name the context values they read: Elysia parses only what its hooks mention, and a
      // context passed whole makes it parse everything (query, cookies) on every call.
      afterResponse({ request, path, body, responseValue, admin }: LogContext & { admin?: AdminContext }) {
        // A read leaves no log row and no live event: nothing to wait for after it.
        if (request.method === "GET" || request.method === "HEAD") return;
        return afterWrite({ request, path, body, responseValue }, admin);
      },
    }),
    adminPublic: {
      detail: { tags: ["access:public"] },
      /** Who is calling, when a valid admin token is sent (so logout is logged under them). */
      async resolve({ request }) {
        const caller = await authenticate(request).catch(() => null);
        return { adminCaller: caller };
      },
      async afterResponse({ request, path, body, responseValue, adminCaller }: LogContext & { adminCaller?: AdminContext | null }) {
        await writeLog({ request, path, body, responseValue }, adminCaller ?? undefined);
      },
    },
  });
  return Object.assign(plugin, { authenticate, authenticateId, admit, afterWrite });
}

export type AdminGuard = ReturnType<typeof adminGuard>;
