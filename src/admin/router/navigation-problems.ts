// The navigation errors of spec §8, decided by plain functions (unit-tested) and shown as a
// warning where they happen: a menu click on the page already open ("already at the target
// position"), a menu of a type the console does not know, a directory with nothing to open, a
// link that is no route, a move of a tab past either end, and a navigation refused by a guard
// (a form with unsaved changes).
import type { MenuNode } from "../stores/init";

export type NavigationProblem = "alreadyThere" | "menuTypeUnknown" | "noChildMenu" | "invalidRoute" | "beyondRange" | "guardIntercepted";

/** The console text of each problem (src/admin/lang/{en,zh-cn}/common.ts). */
export const NAVIGATION_MESSAGES: Record<NavigationProblem, string> = {
  alreadyThere: "navAlreadyThere",
  menuTypeUnknown: "navMenuTypeUnknown",
  noChildMenu: "navNoChildMenu",
  invalidRoute: "navInvalidRoute",
  beyondRange: "navBeyondRange",
  guardIntercepted: "navGuardIntercepted",
};

const MENU_TYPES = new Set(["tab", "link", "iframe"]);

/** What a click on a menu does: its address, or the problem to show. */
export function menuProblem(node: Pick<MenuNode, "type" | "menu_type" | "url" | "children">): NavigationProblem | undefined {
  if (node.type === "menu_dir") return (node.children ?? []).some((child) => child.type !== "button") ? undefined : "noChildMenu";
  if (!MENU_TYPES.has(node.menu_type ?? "")) return "menuTypeUnknown";
  if ((node.menu_type === "link" || node.menu_type === "iframe") && !node.url) return "invalidRoute";
  return undefined;
}

/** Where `to` leads from `current` (path + search), or why it leads nowhere new. */
export function routeProblem(to: string, current: string, origin: string): NavigationProblem | undefined {
  if (!URL.canParse(to, origin)) return "invalidRoute";
  const url = new URL(to, origin);
  return url.origin === origin && url.pathname + url.search === current ? "alreadyThere" : undefined;
}

/** The list with item `index` moved by `delta`, or "beyondRange" past either end. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] | NavigationProblem {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return "beyondRange";
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}
