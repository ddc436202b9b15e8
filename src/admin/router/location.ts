// The console's client router: the current location as a store, history navigation, and the
// admin base path. Everything under the admin prefix is routed here without page loads.
import { atom } from "nanostores";
import { toast } from "@/lib/toast";
import { adminBase } from "@/stores/site-config";
import { t } from "@/i18n/console";
import { NAVIGATION_MESSAGES, routeProblem, type NavigationProblem } from "./navigation-problems";

export interface ConsoleLocation {
  /** Path under the admin prefix, without it: "auth/admin", "loading/…", "". */
  path: string;
  /** The query string, without "?". */
  search: string;
}

function read(): ConsoleLocation {
  const base = adminBase();
  const raw = location.pathname.startsWith(`${base}/`) ? location.pathname.slice(base.length + 1) : "";
  let path = raw.replace(/\/+$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path; it will not match a route
  }
  return { path, search: location.search.replace(/^\?/, "") };
}

export const $location = atom<ConsoleLocation>(typeof location === "undefined" ? { path: "", search: "" } : read());

export function consoleUrl(path: string, search = ""): string {
  const clean = path.replace(/^\/+/, "");
  return `${adminBase()}${clean ? `/${clean}` : ""}${search ? `?${search.replace(/^\?/, "")}` : ""}`;
}

/** Admin pages that are pages of their own, not console routes (spec §2). */
const STANDALONE = ["login", "newlogin", "maintenance", "screendata/index", "enterprise/enterprise/register"];

function isStandalone(pathname: string): boolean {
  const rest = pathname.slice(adminBase().length + 1).replace(/\/+$/, "").toLowerCase();
  return STANDALONE.includes(rest);
}

/** Guards that may refuse leaving the current view (a form with unsaved changes). */
const guards = new Set<() => boolean>();

/** Adds a guard (`allow` answers false to refuse); answers the function that removes it. */
export function addNavigationGuard(allow: () => boolean): () => void {
  guards.add(allow);
  return () => {
    guards.delete(allow);
  };
}

const refusedByGuard = () => [...guards].some((allow) => !allow());

/** Shows a navigation error of spec §8 as a warning. */
export function showNavigationProblem(problem: NavigationProblem): void {
  toast("warning", t(NAVIGATION_MESSAGES[problem]));
}

/** A navigation the user asked for (a menu click): its problem, if any, is shown. */
export function navigateByUser(to: string): void {
  const problem = navigate(to);
  if (problem) showNavigationProblem(problem);
}

/** Navigates inside the console; other pages (and other sites) load normally. */
export function navigate(to: string, options: { replace?: boolean } = {}): NavigationProblem | undefined {
  const problem = routeProblem(to, location.pathname + location.search, location.origin);
  if (problem === "invalidRoute") return problem;
  if (refusedByGuard()) return "guardIntercepted";
  const url = new URL(to, location.origin);
  const base = adminBase();
  if (url.origin !== location.origin || !(url.pathname === base || url.pathname.startsWith(`${base}/`)) || isStandalone(url.pathname)) {
    // The login page brings the admin back to where they were.
    if (isStandalone(url.pathname) && /\/login$/i.test(url.pathname) && !url.searchParams.has("to")) {
      url.searchParams.set("to", location.pathname + location.search);
    }
    if (options.replace) location.replace(url.toString());
    else location.assign(url.toString());
    return undefined;
  }
  const next = url.pathname + url.search;
  if (next === location.pathname + location.search) return "alreadyThere";
  if (options.replace) history.replaceState(null, "", next);
  else history.pushState(null, "", next);
  $location.set(read());
  return undefined;
}

/** Replaces only the query string of the current page (list state). */
export function setSearch(search: string): void {
  const next = `${location.pathname}${search ? `?${search}` : ""}`;
  history.replaceState(null, "", next);
  $location.set(read());
}

export function startLocationSync(): () => void {
  const update = () => {
    // Back/forward while a guard refuses: stay (the address goes back to this view).
    if (refusedByGuard()) {
      const { path, search } = $location.get();
      history.pushState(null, "", consoleUrl(path, search));
      showNavigationProblem("guardIntercepted");
      return;
    }
    $location.set(read());
  };
  addEventListener("popstate", update);
  return () => removeEventListener("popstate", update);
}

/** Spec §2: links starting with these schemes are external. */
export function isExternal(url: string): boolean {
  return /^(https?|ftp|mailto|tel):/i.test(url);
}
