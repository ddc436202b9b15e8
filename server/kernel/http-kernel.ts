// The request pipeline every call goes through (DESIGN §2-3): request id, CORS, page-or-API
// dispatch, body-size guard, GET throttle (per account when signed in, else per IP), per-request
// language/IP, the direct routes (direct-routes.ts) and the error mapper. The server's fetch
// is the front door (`frontDoor`, started by serve.ts): it runs that gate itself and hands only
// the calls it does not answer to Elysia. Calls that reach the app another way (`app.handle`, a
// path re-dispatched under its route's spelling) get the same gate from the Elysia hook.
import { Elysia, NotFoundError, ParseError } from "elysia";
import type { AppConfig } from "../config";
import { translate } from "../lang";
import type { PageServer } from "../pages/page-server";
import { httpKernelContext, metaOf, requestMeta, type RequestMeta } from "./context";
import { corsHeaders, isOriginAllowed } from "./cors";
import { compressedJson } from "./compression";
import type { DirectHandler, DirectRoutes } from "./direct-routes";
import { Code, envelope, envelopeResponse } from "./envelope";
import { mapError } from "./error-mapper";
import type { Logger } from "./log";
import { clientIp, isApiRequest, newRequestId, pageLang, requestLang, type IpSource } from "./request-info";
import type { PathCase } from "./path-case";
import { createThrottle, type Throttle } from "./throttle";
import { hasValidUrl, requestUrl } from "./request-url";

/** Paths served by the static-file routes rather than the page server. */
const ASSET_PREFIXES = ["/_astro/", "/static/", "/storage/"];

export interface KernelOptions {
  config: AppConfig;
  log: Logger;
  pages: PageServer;
  /** The GET throttle for calls without a signed-in identity (per client IP per minute); shared across nodes when given. */
  throttle?: Throttle;
  /**
   * The GET throttle for signed-in calls, per account (per minute): a whole office behind one
   * address is many accounts, and one account is limited wherever it calls from.
   */
  accountThrottle?: Throttle;
  /** The account a call is signed in as (a genuinely signed token), as a throttle key; else undefined. */
  accountOf?: (request: Request) => Promise<string | undefined>;
  /** Case-insensitive controller and action segments (bound to the app by createApp). */
  paths?: PathCase;
  /** Routes answered here, before Elysia's router (filled by the module routes). */
  direct?: DirectRoutes;
}

const stringHeaders = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function httpKernel({
  config,
  log,
  pages,
  paths,
  throttle = createThrottle(config.getThrottlePerMinute),
  accountThrottle = createThrottle(config.accountThrottlePerMinute),
  accountOf,
  direct,
}: KernelOptions) {
  const debug = config.logLevel === "debug";

  /** An error thrown outside Elysia's hooks (a direct route, the front door), answered as the routes' errors are. */
  const answerThrown = (error: unknown, request: Request, info: RequestMeta, headers: Record<string, string>): Response =>
    mapError(error instanceof NotFoundError ? "NOT_FOUND" : error instanceof ParseError ? "PARSE" : "UNKNOWN", error, {
      lang: info.lang,
      requestId: info.requestId,
      path: info.url.pathname,
      method: request.method,
      headers,
      log,
    });

  /** A direct route's answer, as Elysia would have given it: headers, compression, mapped errors. */
  const answerDirect = async (handler: DirectHandler, request: Request, info: RequestMeta, headers: Record<string, string>): Promise<Response> => {
    try {
      const value = await handler(request, info);
      if (value instanceof Response) {
        const merged = new Headers(value.headers);
        for (const [name, v] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, v);
        // A Response's own headers may be immutable (a redirect): the body goes on in a new one.
        return new Response(value.body, { status: value.status, statusText: value.statusText, headers: merged });
      }
      return compressedJson(request, value, headers) ?? new Response(JSON.stringify(value), { headers: { ...headers, "content-type": "application/json;charset=utf-8" } });
    } catch (error) {
      return answerThrown(error, request, info, headers);
    } finally {
      if (debug) log.debug(`${request.method} ${info.url.pathname} (direct) ${(performance.now() - info.started).toFixed(1)}ms`);
    }
  };

  /**
   * The kernel's decision on one call: answered here (a refusal, a page, a direct route), or
   * passed on to the routes. Either way, the headers every answer carries (request id, CORS).
   */
  const gate = async (request: Request, server: IpSource | null | undefined): Promise<{ headers: Record<string, string>; answer?: Response }> => {
    // A request dispatched again under its route's spelling keeps its meta and was already
    // checked for size and counted by the throttle.
    const carried = paths?.carried(request);
    const url = carried?.url ?? requestUrl(request);
    let ip: string | undefined;
    const info: RequestMeta = carried ?? {
      url,
      requestId: newRequestId(),
      lang: requestLang(request, url),
      // Read when first needed (a signed-in GET never needs it): asking the socket costs about
      // 2 % of a list call. The gate reads it before passing a call on to a route (below), so
      // work after the answer (logs) never asks a closed socket; static files need none.
      get ip() {
        return (ip ??= clientIp(request, server, config.trustProxy));
      },
      started: performance.now(),
    };
    requestMeta.set(request, info);
    const origin = request.headers.get("origin");
    const headers: Record<string, string> =
      origin && isOriginAllowed(origin, request.headers.get("host"), config.corsOrigins) ? { "x-request-id": info.requestId, ...corsHeaders(origin) } : { "x-request-id": info.requestId };
    // A Host header that names no host (`Host: a b`): HTTP says 400, and no route could read it.
    if (!(carried || url.href === request.url || hasValidUrl(request))) {
      return { headers, answer: envelopeResponse(envelope(Code.error, translate(info.lang, "badHostHeader"), null), 400, headers) };
    }
    if (request.method === "OPTIONS") return { headers, answer: new Response(null, { status: 204, headers }) };

    if (!isApiRequest(request, url, config.adminPrefix)) {
      if (ASSET_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return { headers };
      if (request.method === "GET" || request.method === "HEAD") {
        const response = await pages.respond(request, url, pageLang(request, url));
        for (const [k, v] of Object.entries(headers)) {
          if (k.toLowerCase() === "vary" && response.headers.has("vary")) response.headers.set("vary", `${v}, ${response.headers.get("vary")}`);
          else response.headers.set(k, v);
        }
        return { headers, answer: response };
      }
      return { headers, answer: envelopeResponse(envelope(Code.error, translate(info.lang, "notFound", { url: url.pathname }), null), 404, headers) };
    }
    if (!carried) {
      const length = Number(request.headers.get("content-length") ?? 0);
      if (length > config.maxBodyBytes) {
        const message = translate(info.lang, "bodyTooLarge", { limit: formatBytes(config.maxBodyBytes) });
        return { headers, answer: envelopeResponse(envelope(Code.error, message, null), 413, headers) };
      }
      if (request.method === "GET" || request.method === "HEAD") {
        const account = accountOf ? await accountOf(request) : undefined;
        const wait = account ? accountThrottle.hit(account) : throttle.hit(info.ip);
        if (wait > 0) {
          const refusal = envelope(Code.error, translate(info.lang, "throttled", { seconds: wait }), { retryAfter: wait });
          return { headers, answer: envelopeResponse(refusal, 429, { ...headers, "retry-after": String(wait) }) };
        }
      }
      const canonical = paths?.canonical(url.pathname);
      if (canonical !== undefined) return { headers, answer: await paths?.redispatch(request, canonical, info) };
    }
    const handler = direct?.find(request, url.pathname);
    // A write's address is read now, while the socket is surely open: work after the answer
    // (its admin-log row) may want it. So is that of every call passed on to the routes.
    if (request.method !== "GET" || !handler) void info.ip;
    if (handler) return { headers, answer: await answerDirect(handler, request, info, headers) };
    return { headers };
  };

  /** Calls the front door passed on to the routes, with the headers their answers get. */
  const passed = new WeakMap<Request, Record<string, string>>();

  const kernel = new Elysia()
    .onRequest(async ({ request, set, server }) => {
      const headers = passed.get(request);
      if (headers) return void Object.assign(set.headers, headers);
      // A call that did not come through the front door (`app.handle`, a re-dispatched path).
      const decided = await gate(request, server);
      Object.assign(set.headers, decided.headers);
      return decided.answer;
    })
    .use(httpKernelContext)
    .onError({ as: "global" }, ({ code, error, request, path, set }) => {
      const info = metaOf(request);
      const response = mapError(code, error, {
        lang: info.lang,
        requestId: info.requestId,
        path,
        method: request.method,
        headers: { "x-request-id": info.requestId, ...stringHeaders(set.headers) },
        log,
      });
      // Elysia presets 500 for thrown errors; the mapped status is the one that counts.
      set.status = response.status;
      return response;
    });
  // Request timing lines only when asked for: a hook on every request costs a few per cent of a
  // list call.
  if (debug) {
    kernel.onAfterResponse({ as: "global" }, ({ request, path, set }) => {
      const info = requestMeta.get(request);
      if (info) log.debug(`${request.method} ${path} ${set.status ?? 200} ${(performance.now() - info.started).toFixed(1)}ms`);
    });
  }
  /**
   * The server's fetch (kernel/serve.ts): the gate first, without Elysia's per-request machinery
   * (context, hooks, response mapping); only calls it passes on reach the app's routes. An
   * error the gate throws is answered as the routes' errors are.
   */
  const frontDoor =
    (app: { handle(request: Request): Promise<Response> }) =>
    async (request: Request, server: IpSource | null): Promise<Response> => {
      let headers: Record<string, string> = {};
      try {
        const decided = await gate(request, server);
        if (decided.answer) return decided.answer;
        headers = decided.headers;
      } catch (error) {
        const info = metaOf(request);
        return answerThrown(error, request, info, { "x-request-id": info.requestId });
      }
      passed.set(request, headers);
      return app.handle(request);
    };
  return { plugin: kernel, frontDoor };
}
