// Which console page a path shows (spec §2 redirect rules): menus from the admin's rules,
// the loading and iframe routes, the 401 view for modules they may not use, and "unknown"
// for the rest (which goes through loading to /404). Telling "no permission" from "unknown"
// needs the paths of the declared modules: they are known from the module folders' names
// (crud/modules.ts), without loading any declaration.
import { atom } from "nanostores";
import { declaredModulePaths } from "../crud/modules";
import { flattenMenus, type MenuNode } from "../stores/init";

/** Lower-cased menu paths of every declared module (known at once: the module folders' names). */
export const $modulePaths = atom<Set<string> | undefined>(declaredModulePaths());

/** The module paths (already known; kept as a promise for callers that wait for them). */
export function loadModulePaths(): Promise<Set<string>> {
  const paths = $modulePaths.get() ?? declaredModulePaths();
  $modulePaths.set(paths);
  return Promise.resolve(paths);
}

export type RouteMatch =
  | { kind: "home" }
  | { kind: "loading"; target?: { path: string; query: Record<string, string> } }
  | { kind: "iframe"; url: string; menu?: MenuNode }
  | { kind: "page"; menu: MenuNode; component: string }
  | { kind: "builtin"; component: string; title: { "zh-cn": string; en: string } }
  | { kind: "noPermission" }
  /** `pending`: the module paths are not loaded yet, so this may still be "noPermission". */
  | { kind: "unknown"; pending?: boolean };

/** Console pages that exist for every admin, whatever the menus say. */
const BUILTIN: Record<string, { component: string; title: { "zh-cn": string; en: string } }> = {
  ticketdetail: { component: "ticketdetail", title: { "zh-cn": "门票详情", en: "Ticket details" } },
};

export function parseLoadingTarget(raw: string): { path: string; query: Record<string, string> } | undefined {
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { path?: unknown; query?: unknown };
    if (typeof parsed.path !== "string") return undefined;
    const query = parsed.query && typeof parsed.query === "object" ? (parsed.query as Record<string, string>) : {};
    return { path: parsed.path, query };
  } catch {
    return undefined;
  }
}

export function matchRoute(path: string, menus: MenuNode[]): RouteMatch {
  const lower = path.toLowerCase();
  if (lower === "") return { kind: "home" };
  if (lower === "loading" || lower.startsWith("loading/")) return { kind: "loading", target: parseLoadingTarget(path.slice("loading/".length)) };
  if (lower.startsWith("iframe/")) return { kind: "iframe", url: path.slice("iframe/".length) };
  const all = flattenMenus(menus);
  const menu = all.find((m) => m.type === "menu" && m.path.toLowerCase() === lower && m.extend !== "add_menu_only");
  if (menu) {
    if (menu.menu_type === "iframe") return { kind: "iframe", url: menu.url, menu };
    return { kind: "page", menu, component: menu.component || "crud" };
  }
  const builtin = BUILTIN[lower];
  if (builtin) return { kind: "builtin", ...builtin };
  const modules = $modulePaths.get();
  if (!modules) return { kind: "unknown", pending: true };
  if (modules.has(lower)) return { kind: "noPermission" };
  return { kind: "unknown" };
}

/** The first page the admin may open (landing page after login). */
export function firstMenuPath(menus: MenuNode[]): string | undefined {
  return flattenMenus(menus).find((m) => m.type === "menu" && m.menu_type !== "link" && m.extend !== "add_menu_only")?.path;
}
