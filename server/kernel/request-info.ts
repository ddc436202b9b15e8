// Facts about a request that every layer needs: its language, the client IP, whether it is
// an API call (spec §7: `server` header/query) and a short id for log correlation.
import { DEFAULT_LANG, langFromAcceptLanguage, normalizeLang, type Lang } from "@shared/i18n";

/** Language of server messages: `lang` query, `think-lang` header, Accept-Language, zh-cn. */
export function requestLang(request: Request, url: URL = new URL(request.url)): Lang {
  return (
    normalizeLang(queryValue(url, "lang")) ??
    normalizeLang(request.headers.get("think-lang")) ??
    langFromAcceptLanguage(request.headers.get("accept-language")) ??
    DEFAULT_LANG
  );
}

/**
 * One query parameter, without parsing the query when it cannot be there (most calls carry no
 * `lang`; parsing a list call's query for it cost about 3 % of the call). A `%` may spell the
 * name, so a query with one is always parsed.
 */
function queryValue(url: URL, name: string): string | null {
  const search = url.search;
  return search.includes(name) || search.includes("%") ? url.searchParams.get(name) : null;
}

/** Language of a page: `lang` query, then the `think_lang` cookie the language switch sets. */
export function pageLang(request: Request, url: URL): Lang {
  return normalizeLang(url.searchParams.get("lang")) ?? normalizeLang(cookie(request, "think_lang")) ?? DEFAULT_LANG;
}

export function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** What gives a request's peer address (Bun's server). */
export interface IpSource {
  requestIP(request: Request): { address: string } | null;
}

export function clientIp(request: Request, server: IpSource | null | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
    const real = request.headers.get("x-real-ip")?.trim();
    if (real) return real;
  }
  const address = server?.requestIP(request)?.address;
  if (!address) return "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** API call or page? `/api/*` always; under the admin prefix, a `server` flag or a non-GET. */
export function isApiRequest(request: Request, url: URL, adminPrefix: string): boolean {
  const path = url.pathname;
  if (path === "/api" || path.startsWith("/api/")) return true;
  if (path === `/${adminPrefix}` || path.startsWith(`/${adminPrefix}/`)) {
    if (request.method !== "GET" && request.method !== "HEAD") return true;
    return request.headers.has("server") || url.searchParams.has("server");
  }
  return false;
}

let counter = 0;
/** Short, unique within a process run, sortable by time: good enough to find a log line. */
export function newRequestId(): string {
  counter = (counter + 1) % 0x10000;
  return `${Date.now().toString(36)}-${counter.toString(36).padStart(3, "0")}${Math.floor(Math.random() * 0x1000).toString(36)}`;
}
