// GET routes the kernel answers itself, before Elysia's router (issue 20). A module's reads
// (lists above all) are the platform's most frequent calls; Elysia's per-request machinery
// (routing, context, macro resolve, after-response hooks, response mapping) cost about as much
// as a small table's SQL. A direct route runs the very same checks and handler as its Elysia
// route (which stays registered: HEAD, the route list, the API document), and the kernel turns
// its value into the same answer: the call's headers, JSON compression, the error mapping.
import type { RequestMeta } from "./context";

/** Answers one call: the route's value (a plain value is sent as JSON, a Response as it is). */
export type DirectHandler = (request: Request, meta: RequestMeta) => Promise<unknown>;

export interface DirectRoutes {
  /** `path` exactly as the route spells it (the kernel folds case before looking up). */
  get(path: string, handler: DirectHandler): void;
  /** The handler of a GET to `path`, if one was added. */
  find(path: string): DirectHandler | undefined;
}

export function createDirectRoutes(): DirectRoutes {
  const gets = new Map<string, DirectHandler>();
  return {
    get(path, handler) {
      gets.set(path, handler);
    },
    find(path) {
      return gets.get(path);
    },
  };
}
