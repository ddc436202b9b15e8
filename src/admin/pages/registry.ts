// Console pages by component name (the `component` of a menu rule). `crud:<module key>` is the
// generic list page of a declared module; everything else is a page of its own, loaded when
// first opened (spec §2: per-route lazy pages), with its language file. The page of the address
// the console opens with starts loading at once, beside the init call (preloadPageFor).
import type { ComponentType } from "react";
import { loadPageTexts } from "../lang";
import type { MenuNode } from "../stores/init";

export interface PageProps {
  /** Console path of the tab (`auth/admin`). */
  path: string;
  /** The tab's query string (list state). */
  search: string;
  /** Whether the tab is the one on screen. */
  active: boolean;
  menu?: MenuNode;
  title: string;
  /** For generic module pages: the module key. */
  moduleKey?: string;
  /** For generic module pages: locked filters from the menu rule (`crud:<key>?field=v1,v2`). */
  preset?: string;
}

type PageModule = { default: ComponentType<PageProps> };
type Page = ComponentType<PageProps>;

const LOADERS: Record<string, () => Promise<PageModule>> = {
  dashboard: () => import("./Dashboard"),
  "routine/config": () => import("./SiteConfigPage"),
  "routine/adminInfo": () => import("./ProfilePage"),
  "enterprise/detail": () => import("./EnterpriseDetailPage"),
  "enterprise/audit": () => import("./AuditPage"),
  "crud/crud": () => import("./generator/CodeGeneratorPage"),
  "complaint/case": () => import("../complaint/CasePage"),
  "complaint/intake": () => import("../complaint/IntakePage"),
};

const CRUD = "crud";
const textsOf = (name: string) => name.replace(/\//g, ".");
const loadCrudPage = () => import("../crud/CrudPage");

const loading = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, Page>();
const failed = new Set<string>();

/** Starts (once) loading a page's code; `crud` is the generic list page. */
export function loadPage(name: string): Promise<PageModule> | undefined {
  const loader = name === CRUD ? loadCrudPage : LOADERS[name];
  if (!loader) return undefined;
  let promise = loading.get(name);
  if (!promise) {
    failed.delete(name);
    promise = loader();
    promise.then(
      (module) => loaded.set(name, module.default),
      () => {
        loading.delete(name);
        failed.add(name);
      },
    );
    loading.set(name, promise);
  }
  return promise;
}

/** Whether the last attempt to load the page's code failed (offline, or a new deployment). */
export function pageLoadFailed(name: string): boolean {
  return failed.has(name);
}

/** The page's component once its code has loaded (rendering it then never suspends). */
export function loadedPage(name: string): Page | undefined {
  return loaded.get(name);
}

/** The first menu of every seeded role, where `/admin` lands. */
const HOME = "dashboard";

/**
 * Before the init payload says which page a path shows, guess from the path alone: `/admin`
 * lands on the dashboard, a page of its own is registered under its path (`dashboard`), and
 * every other menu page is the generic list. Loading it now overlaps with the init call; a
 * wrong guess costs one chunk.
 */
export function preloadPageFor(path: string): string | undefined {
  const name = path === "" ? HOME : LOADERS[path] ? path : !path.startsWith("loading") && !path.startsWith("iframe/") ? CRUD : undefined;
  if (name) loadPage(name);
  if (name && LOADERS[name]) loadPageTexts(textsOf(name)).catch(() => undefined);
  return name;
}

export function pageFor(component: string): { page?: string; moduleKey?: string; preset?: string; texts?: string } {
  if (component.startsWith("crud:")) {
    const [moduleKey, preset] = component.slice(5).split("?");
    return { page: CRUD, moduleKey, preset: preset || undefined };
  }
  if (!LOADERS[component]) return {};
  return { page: component, texts: textsOf(component) };
}
