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
