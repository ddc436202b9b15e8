// The engine's per-call context from an admin route's Elysia context: who, in which language,
// from where, and the query string.
import type { Lang } from "@shared/i18n";
import type { AdminContext } from "../auth/admin-guard";
import { metaOf } from "../kernel/context";
import type { AppServices } from "../services";
import type { CrudContext } from "./types";

export interface AdminRouteContext {
  admin: AdminContext;
  lang: Lang;
  ip: string;
  request: Request;
}

export function crudContext(services: AppServices, c: AdminRouteContext): CrudContext {
  return {
    services,
    admin: c.admin,
    lang: c.lang,
    ip: c.ip,
    useragent: c.request.headers.get("user-agent") ?? "",
    query: metaOf(c.request).url.searchParams,
  };
}
