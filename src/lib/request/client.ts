// The one request module (spec §7-§9, DESIGN §6): language and `server` headers, tokens of
// both identities, envelope codes (409 refresh-and-replay, 410, 601, 602, 302, 303, errors),
// HTTP status messages, quiet retries of GETs the server asks to slow down (429), a 10 s timeout
// (none for uploads), cancellation of identical requests
// in flight and a loading overlay counted across requests. Framework-free, so the smallest
// pages can use it; what it shows and where it navigates is injected.
import type { Lang } from "@shared/i18n";
import { requestMessage, statusMessage } from "@/i18n/request";

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface RequestEnvironment {
  lang(): Lang;
  /** `/admin` (or the renamed prefix). */
  adminBase(): string;
  /** Which identity the current page belongs to (spec §6: by the admin prefix). */
  area(): "admin" | "user";
  tokens(kind: "admin" | "user"): TokenPair | undefined;
  storeTokens(kind: "admin" | "user", pair: TokenPair): void;
  clearTokens(kind: "admin" | "user"): void;
  notify(kind: "error" | "success" | "info", message: string): void;
  navigate(path: string): void;
  onLoadingChange?(count: number): void;
  /** Locks shared by the tabs of the browser (Web Locks, `navigator.locks` by default). */
  locks?: Pick<LockManager, "request">;
  /** Told when a call has its answer (any outcome), after the answer was handled. */
  onSettled?(method: string, url: string): void;
  /** A response to this GET the page started before its scripts loaded (early.ts), if any. */
  early?(url: string, token: string | undefined): Promise<Response> | undefined;
}

export interface RequestOptions {
  url: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  params?: Record<string, unknown>;
  /** JSON body, or FormData for uploads. */
  data?: unknown;
  /** Show an error toast for code != 1 (default true). */
  showErrorMessage?: boolean;
  /** Show `msg` as a success toast for code 1 (default false). */
  showSuccessMessage?: boolean;
  /** Count this request in the full-page loading overlay. */
  loading?: boolean;
  /** Cancel an identical request still in flight (default true). */
  cancelDuplicate?: boolean;
  /** Milliseconds; uploads (FormData bodies) have none. */
  timeout?: number;
  signal?: AbortSignal;
}

/** A failed call: the envelope when there was one, else an HTTP/network failure. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown = null,
    readonly status = 200,
    readonly cancelled = false,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;

/** A GET the server asks to slow down (429) is sent again this many times, after the wait it names. */
export const THROTTLE_RETRIES = 4;
/** The longest wait before a retry, whatever the server names (seconds). */
export const THROTTLE_MAX_WAIT_SECONDS = 60;

/** Thrown inside a send when a GET was answered 429 and may be retried quietly. */
class Throttled {
  constructor(readonly seconds: number) {}
}

/** Serialises params the way the API reads them: nested objects and arrays in brackets. */
export function toQuery(params: Record<string, unknown>, prefix = ""): string[] {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === "object") parts.push(...toQuery(item as Record<string, unknown>, `${name}[${i}]`));
        else parts.push(`${encodeURIComponent(`${name}[]`)}=${encodeURIComponent(String(item))}`);
      });
    } else if (typeof value === "object") {
      parts.push(...toQuery(value as Record<string, unknown>, name));
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts;
}

export function createRequest(env: RequestEnvironment) {
  const inFlight = new Map<string, AbortController>();
  let loadingCount = 0;
  const refreshing = new Map<"admin" | "user", Promise<boolean>>();
  /** Until when a "busy, retrying" notice already stands. */
  let quietUntil = 0;

  const setLoading = (delta: number) => {
    loadingCount = Math.max(0, loadingCount + delta);
    env.onLoadingChange?.(loadingCount);
  };

  const headersFor = (isForm: boolean): Record<string, string> => {
    const headers: Record<string, string> = { "think-lang": env.lang(), server: "true" };
    if (!isForm) headers["content-type"] = "application/json";
    const admin = env.tokens("admin");
    const user = env.tokens("user");
    if (admin?.token) headers.batoken = admin.token;
    if (user?.token) headers["ba-user-token"] = user.token;
    return headers;
  };

  /** Single-flight refresh per identity, shared by the tabs of one browser (Web Locks). */
  const refresh = (kind: "admin" | "user", stale: string): Promise<boolean> => {
    const running = refreshing.get(kind);
    if (running) return running;
    const attempt = async (): Promise<boolean> => {
      const pair = env.tokens(kind);
      if (!pair?.refreshToken) return false;
      if (pair.token !== stale) return true; // another tab already refreshed
      const response = await fetch("/api/common/refreshToken", {
        method: "POST",
        headers: { ...headersFor(false), ...(kind === "admin" ? { batoken: pair.token } : { "ba-user-token": pair.token }) },
        body: JSON.stringify({ refreshToken: pair.refreshToken }),
      }).catch(() => undefined);
      const body = (await response?.json().catch(() => undefined)) as Envelope<{ type: string; token: string; refreshToken: string }> | undefined;
      if (body?.code !== 1) return false;
      env.storeTokens(kind, { token: body.data.token, refreshToken: body.data.refreshToken });
      return true;
    };
    const locks = env.locks ?? (typeof navigator !== "undefined" ? navigator.locks : undefined);
    const job = (locks ? locks.request(`token-refresh-${kind}`, attempt) : attempt()).finally(() => refreshing.delete(kind));
    refreshing.set(kind, job);
    return job;
  };

  const loginPath = (kind: "admin" | "user") => (kind === "admin" ? `${env.adminBase()}/login` : "/user/login");

  /** Spec §8 code handling; returns true when the caller should replay the request. */
  const handleCode = async (body: Envelope, options: RequestOptions, sentToken: string | undefined): Promise<boolean> => {
    const kind = env.area();
    switch (body.code) {
      case 409: {
        if (sentToken && (await refresh(kind, sentToken))) return true;
        env.clearTokens(kind);
        env.navigate(loginPath(kind));
        return false;
      }
      case 410:
        env.navigate(`${env.adminBase()}/maintenance?msg=${encodeURIComponent(body.msg)}`);
        return false;
      case 601:
        env.navigate(`${env.adminBase()}/enterprise/enterprise/register?active=2`);
        return false;
      case 602: {
        const id = (body.data as { enterprise_id?: number } | null)?.enterprise_id ?? "";
        env.navigate(`${env.adminBase()}/enterprise/enterprise/register?active=1&enterprise_id=${id}`);
        return false;
      }
      case 302: {
        const data = body.data as { routePath?: string } | null;
        if (data?.routePath) env.navigate(data.routePath);
        return false;
      }
      case 303: {
        const type = (body.data as { type?: string } | null)?.type;
        if (type === "need login") {
          env.clearTokens(kind);
          env.navigate(loginPath(kind));
        } else if (type === "logged in") {
          env.navigate(kind === "admin" ? env.adminBase() : "/user");
        }
        return false;
      }
      default:
        if (options.showErrorMessage !== false && body.msg) env.notify("error", body.msg);
        return false;
    }
  };

  async function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
    const method = options.method ?? "GET";
    const isForm = typeof FormData !== "undefined" && options.data instanceof FormData;
    const query = options.params ? toQuery(options.params).join("&") : "";
    const url = query ? `${options.url}${options.url.includes("?") ? "&" : "?"}${query}` : options.url;
    const body = options.data === undefined || method === "GET" ? undefined : isForm ? (options.data as FormData) : JSON.stringify(options.data);

    const send = async (replayed = false): Promise<Envelope<T>> => {
      const headers = headersFor(isForm);
      const key = options.cancelDuplicate === false || isForm ? "" : [method, url, headers.batoken ?? "", headers["ba-user-token"] ?? "", body ?? ""].join("\u0001");
      if (key) {
        const previous = inFlight.get(key);
        if (previous) previous.abort("duplicate");
      }
      const controller = new AbortController();
      if (key) inFlight.set(key, controller);
      const timeout = isForm ? 0 : (options.timeout ?? REQUEST_TIMEOUT_MS);
      const timer = timeout > 0 ? setTimeout(() => controller.abort("timeout"), timeout) : undefined;
      options.signal?.addEventListener("abort", () => controller.abort("caller"));
      if (options.loading) setLoading(1);
      try {
        let response: Response;
        try {
          const early = method === "GET" && !replayed ? env.early?.(url, headers.batoken) : undefined;
          response = early
            ? await Promise.race([early, new Promise<never>((_, reject) => controller.signal.addEventListener("abort", () => reject(new Error("aborted"))))])
            : await fetch(url, { method, headers, body, signal: controller.signal, credentials: "same-origin" });
        } catch {
          const reason = controller.signal.reason;
          if (reason === "duplicate" || reason === "caller") {
            if (reason === "duplicate") console.debug(requestMessage(env.lang(), "duplicateCancelled"), url);
            throw new RequestError("cancelled", 0, null, 0, true);
          }
          const message =
            reason === "timeout"
              ? requestMessage(env.lang(), "timeout")
              : requestMessage(env.lang(), typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "serverException");
          if (options.showErrorMessage !== false) env.notify("error", message);
          throw new RequestError(message, 0, null, 0);
        }
        const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
        if (!envelope || typeof envelope.code !== "number") {
          const message = statusMessage(env.lang(), response.status, url);
          if (options.showErrorMessage !== false) env.notify("error", message);
          throw new RequestError(message, 0, null, response.status);
        }
        if (envelope.code === 1) {
          if (options.showSuccessMessage) env.notify("success", envelope.msg || requestMessage(env.lang(), "operationSuccessful"));
          return envelope;
        }
        if (response.status === 429 && method === "GET" && throttleRetries < THROTTLE_RETRIES) {
          const named = Number((envelope.data as { retryAfter?: unknown } | null)?.retryAfter ?? response.headers.get("retry-after"));
          throw new Throttled(Math.min(THROTTLE_MAX_WAIT_SECONDS, Number.isFinite(named) && named > 0 ? named : 2 ** throttleRetries));
        }
        const sentToken = env.area() === "admin" ? headers.batoken : headers["ba-user-token"];
        if (!replayed && (await handleCode(envelope, options, sentToken))) return send(true);
        if (replayed && envelope.code === 409) {
          env.clearTokens(env.area());
          env.navigate(loginPath(env.area()));
        }
        throw new RequestError(envelope.msg, envelope.code, envelope.data, response.status);
      } finally {
        if (timer) clearTimeout(timer);
        if (key && inFlight.get(key) === controller) inFlight.delete(key);
        if (options.loading) setLoading(-1);
        env.onSettled?.(method, url);
      }
    };
    // A busy server (or a busy office behind one address) asks to slow down: wait as long as it
    // says (a little longer each time, never past a minute), with a small notice, and send the
    // GET again instead of failing the page. The wait ends early when the caller cancels.
    let throttleRetries = 0;
    const sendPatiently = async (): Promise<Envelope<T>> => {
      for (;;) {
        try {
          return await send();
        } catch (error) {
          if (!(error instanceof Throttled)) throw error;
          throttleRetries++;
          // One notice for the calls a page makes together and their retries, not one each.
          if (options.showErrorMessage !== false && Date.now() >= quietUntil) {
            quietUntil = Date.now() + Math.max(error.seconds * 1000, 10_000);
            env.notify("info", requestMessage(env.lang(), "throttledRetry", { seconds: error.seconds }));
          }
          await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(done, error.seconds * 1000);
            function done() {
              options.signal?.removeEventListener("abort", cancel);
              resolve();
            }
            function cancel() {
              clearTimeout(timer);
              reject(new RequestError("cancelled", 0, null, 0, true));
            }
            if (options.signal?.aborted) cancel();
            else options.signal?.addEventListener("abort", cancel);
          });
        }
      }
    };
    return sendPatiently();
  }

  return request;
}

export type Request = ReturnType<typeof createRequest>;
