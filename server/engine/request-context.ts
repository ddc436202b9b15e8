// The engine's per-call context from an admin route's Elysia context: who, in which language,
// from where, and the query string; for a write, how to log it inside its own transaction.
import type { Lang } from "@shared/i18n";
import { logInside, type AdminContext } from "../auth/admin-guard";
import { metaOf } from "../kernel/context";
import type { AppServices } from "../services";
import type { CrudContext } from "./types";

export interface AdminRouteContext {
  admin: AdminContext;
  lang: Lang;
  ip: string;
  request: Request;
  /** The parsed body of a write (its admin-log row is written inside the write's transaction). */
  body?: unknown;
}

export function crudContext(services: AppServices, c: AdminRouteContext): CrudContext {
  return {
    services,
    admin: c.admin,
    lang: c.lang,
    ip: c.ip,
    useragent: c.request.headers.get("user-agent") ?? "",
    query: metaOf(c.request).url.searchParams,
    audit: c.request.method === "GET" || c.request.method === "HEAD" ? undefined : logInside(services, { request: c.request, path: metaOf(c.request).url.pathname, body: c.body }, c.admin ?? undefined),
  };
}
