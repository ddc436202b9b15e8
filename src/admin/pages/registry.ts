// Console pages by component name (the `component` of a menu rule), found by convention: the
// page of component `routine/config` is `pages/routine/config.page.tsx`, its texts
// `src/i18n/pages/routine.config/<lang>.ts`. `crud:<module key>` is the generic list page of a
// module (workflow queues included). Each page loads when first opened (spec §2: per-route lazy
// pages), with its language file; the page of the address the console opens with starts loading
// at once, beside the init call (preloadPageFor).
import type { ComponentType } from "react";
import { hasPageTexts, loadPageTexts } from "@/i18n/console";
import { componentOf, textsOf } from "./page-names";
import type { PageProps } from "./page-props";

type PageModule = { default: ComponentType<PageProps> };
type Page = ComponentType<PageProps>;

const files = import.meta.glob<PageModule>("./**/*.page.tsx");

const LOADERS: Record<string, () => Promise<PageModule>> = Object.fromEntries(Object.entries(files).map(([file, load]) => [componentOf(file), load]));

const CRUD = "crud";
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
  if (name && LOADERS[name] && hasPageTexts(textsOf(name))) loadPageTexts(textsOf(name)).catch(() => undefined);
  return name;
}

export function pageFor(component: string): { page?: string; moduleKey?: string; preset?: string; texts?: string } {
  if (component.startsWith("crud:")) {
    const [moduleKey, preset] = component.slice(5).split("?");
    return { page: CRUD, moduleKey, preset: preset || undefined };
  }
  if (!LOADERS[component]) return {};
  const texts = textsOf(component);
  return { page: component, texts: hasPageTexts(texts) ? texts : undefined };
}
