// Routes the kernel answers itself, before Elysia's router (issue 20). A module's reads (lists
// above all) are the platform's most frequent calls, its adds and edits the most frequent
// writes; Elysia's per-request machinery (routing, context, body parsing, macro resolve,
// after-response hooks, response mapping) cost about as much as a small table's SQL. A direct
// route runs the very same checks and handler as its Elysia route (which stays registered:
// HEAD, other body types, the route list, the API document), and the kernel turns its value
// into the same answer: the call's headers, JSON compression, the error mapping.
//
// A direct POST takes only a JSON body (what the console sends); a form, a file or a text body
// goes through the router, whose parsers read it. The body is parsed as Elysia parses it: a
// content type whose thirteenth character is `j` (`application/json…`) is read as JSON, and a
// body that is not JSON is the router's parse error (`readJsonBody`).
import { ParseError } from "elysia";
import type { RequestMeta } from "./context";

/** Answers one call: the route's value (a plain value is sent as JSON, a Response as it is). */
export type DirectHandler = (request: Request, meta: RequestMeta) => Promise<unknown>;

export interface DirectRoutes {
  /** A GET route; `path` exactly as the route spells it (the kernel folds case before looking up). */
  get(path: string, handler: DirectHandler): void;
  /** A POST route for JSON bodies (read with `readJsonBody`). */
  post(path: string, handler: DirectHandler): void;
  /** The handler of this call to `path`, if one was added and takes it. */
  find(request: Request, path: string): DirectHandler | undefined;
}

/** Elysia's test for its JSON parser: a body, and the content type's thirteenth character is `j`. */
const hasJsonBody = (request: Request): boolean => (request.headers.get("content-type") ?? "").charCodeAt(12) === 106 && request.body !== null;

/** The JSON body of a direct POST; a body that is not JSON throws the router's parse error. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch (error) {
    throw new ParseError(error as Error);
  }
}

export function createDirectRoutes(): DirectRoutes {
  const gets = new Map<string, DirectHandler>();
  const posts = new Map<string, DirectHandler>();
  return {
    get(path, handler) {
      gets.set(path, handler);
    },
    post(path, handler) {
      posts.set(path, handler);
    },
    find(request, path) {
      if (request.method === "GET") return gets.get(path);
      return request.method === "POST" && hasJsonBody(request) ? posts.get(path) : undefined;
    },
  };
}
