// Controller and action path segments are case-insensitive (issue 22; reference §1.1: the
// framework the spec was written against resolves `/admin/Index/login` like `/admin/index/login`).
// Elysia's router is case-sensitive, so an API path that matches no route exactly but matches
// one when case is ignored is answered as that route's own path: the request is dispatched
// again under the route's spelling, before routing, so bodies are still unread. Exact paths,
// the common case, cost one Set lookup.
import type { RequestMeta } from "./context";

interface RouteSource {
  routes: { path: string }[];
  handle(request: Request): Promise<Response>;
}

/** One route pattern split into segments; `null` marks a parameter segment (`:controller`). */
type Pattern = (string | null)[];

export interface PathCase {
  /** Called once the app holds every route. */
  bind(app: RouteSource): void;
  /** The route's own spelling of `path` when it differs only in case, else undefined. */
  canonical(path: string): string | undefined;
  /** Answers `request` as if it had been sent to `path`; `meta` carries over (no second throttle hit). */
  redispatch(request: Request, path: string, meta: RequestMeta): Promise<Response>;
  /** The meta of a re-dispatched request, set before it reaches the kernel again. */
  carried(request: Request): RequestMeta | undefined;
}

export function createPathCase(): PathCase {
  let source: RouteSource | undefined;
  let exact: Set<string> | undefined;
  let folded: Map<string, string> | undefined;
  let patterns: Pattern[] = [];
  const carried = new WeakMap<Request, RequestMeta>();

  const index = () => {
    exact = new Set();
    folded = new Map();
    patterns = [];
    const ambiguous = new Set<string>();
    for (const { path } of source?.routes ?? []) {
      if (path.includes(":") || path.includes("*")) {
        patterns.push(path.split("/").map((segment) => (segment.startsWith(":") || segment === "*" ? null : segment)));
        continue;
      }
      exact.add(path);
      const key = path.toLowerCase();
      const seen = folded.get(key);
      if (seen !== undefined && seen !== path) ambiguous.add(key);
      folded.set(key, path);
    }
    // Two routes that differ only in case keep their exact spellings and nothing else.
    for (const key of ambiguous) folded.delete(key);
  };

  const fromPatterns = (path: string): string | undefined => {
    const segments = path.split("/");
    let candidate: string | undefined;
    for (const pattern of patterns) {
      if (pattern.length !== segments.length) continue;
      let same = true;
      let alike = true;
      for (let i = 0; i < pattern.length && alike; i++) {
        const literal = pattern[i];
        if (literal === null || literal === undefined) continue;
        const segment = segments[i] as string;
        if (literal !== segment) {
          same = false;
          alike = literal.toLowerCase() === segment.toLowerCase();
        }
      }
      if (same) return undefined;
      if (alike && candidate === undefined) candidate = pattern.map((literal, i) => literal ?? segments[i]).join("/");
    }
    return candidate;
  };

  return {
    bind(app) {
      source = app;
      exact = undefined;
    },
    canonical(path) {
      if (!source) return undefined;
      if (!exact) index();
      if (exact?.has(path)) return undefined;
      const hit = folded?.get(path.toLowerCase());
      if (hit !== undefined) return hit === path ? undefined : hit;
      return fromPatterns(path);
    },
    redispatch(request, path, meta) {
      const url = new URL(meta.url);
      url.pathname = path;
      const next = new Request(url, request);
      carried.set(next, { ...meta, url });
      return (source as RouteSource).handle(next);
    },
    carried(request) {
      return carried.get(request);
    },
  };
}
