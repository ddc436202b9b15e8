// The request function every page uses, wired to the stores, the toasts and the location.
import { $adminInfo, clearAdminInfo, setAdminTokens } from "@/stores/admin-info";
import { pageLang } from "@/stores/lang";
import { $memberInfo, clearMemberInfo, setMemberTokens } from "@/stores/member-info";
import { adminBase } from "@/stores/site-config";
import { toast } from "../toast";
import { createRequest, type RequestEnvironment } from "./client";
import { takeEarlyCall } from "./early";

export { RequestError, type Envelope, type RequestOptions } from "./client";

let navigateHook: ((path: string) => void) | undefined;
let loadingHook: ((count: number) => void) | undefined;

/** The console routes in-app instead of reloading; pages without a router leave it unset. */
export function setNavigator(navigate: (path: string) => void): void {
  navigateHook = navigate;
}

export function setLoadingListener(listener: (count: number) => void): void {
  loadingHook = listener;
}

const settledListeners = new Set<(method: string, url: string) => void>();

/** Hears of every call that has its answer; returns the function that stops listening. */
export function setRequestListener(listener: (method: string, url: string) => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export const browserEnvironment: RequestEnvironment = {
  lang: pageLang,
  adminBase,
  area: () => {
    const base = adminBase();
    return location.pathname === base || location.pathname.startsWith(`${base}/`) ? "admin" : "user";
  },
  tokens: (kind) => {
    const info = kind === "admin" ? $adminInfo.get() : $memberInfo.get();
    return info.token ? { token: info.token, refreshToken: info.refresh_token ?? "" } : undefined;
  },
  storeTokens: (kind, pair) => (kind === "admin" ? setAdminTokens(pair.token, pair.refreshToken) : setMemberTokens(pair.token, pair.refreshToken)),
  clearTokens: (kind) => (kind === "admin" ? clearAdminInfo() : clearMemberInfo()),
  notify: (kind, message) => toast(kind, message),
  navigate: (path) => (navigateHook ? navigateHook(path) : location.assign(path)),
  onLoadingChange: (count) => loadingHook?.(count),
  onSettled: (method, url) => {
    for (const listener of [...settledListeners]) listener(method, url);
  },
  early: takeEarlyCall,
};

export const api = createRequest(browserEnvironment);

/**
 * Downloads a file a call answers (a contract PDF): GET with the page's token, saved under the
 * name of the answer's Content-Disposition. An error envelope is shown like any failed call.
 */
export async function downloadFile(url: string, params: Record<string, string | number> = {}): Promise<void> {
  const kind = browserEnvironment.area();
  const pair = browserEnvironment.tokens(kind);
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const headers: Record<string, string> = { "think-lang": browserEnvironment.lang(), server: "true" };
  if (pair?.token) headers[kind === "admin" ? "batoken" : "ba-user-token"] = pair.token;
  const response = await fetch(search ? `${url}?${search}` : url, { headers, credentials: "same-origin" });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || type.includes("application/json")) {
    const body = (await response.json().catch(() => undefined)) as { msg?: string } | undefined;
    browserEnvironment.notify("error", body?.msg || response.statusText);
    return;
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "download");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
