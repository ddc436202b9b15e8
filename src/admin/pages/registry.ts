// Console pages by component name (the `component` of a menu rule), found by convention: the
// page of component `routine/config` is `pages/routine/config.page.tsx`, its texts
// `src/i18n/pages/routine.config/<lang>.ts`. `crud:<module key>` is the generic list page of a
// module (workflow queues included). Each page loads when first opened (spec §2: per-route lazy
// pages), with its language file.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { hasPageTexts } from "@/i18n/console";
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

type Page = LazyExoticComponent<ComponentType<PageProps>>;

const files = import.meta.glob<{ default: ComponentType<PageProps> }>("./**/*.page.tsx");

/** `./routine/config.page.tsx` -> `routine/config`. */
const componentOf = (file: string) => file.slice(2, -".page.tsx".length);

const PAGES = new Map<string, Page>(Object.entries(files).map(([file, load]) => [componentOf(file), lazy(load)]));

const CrudPage: Page = lazy(() => import("../crud/CrudPage"));

export function pageFor(component: string): { Page?: Page; moduleKey?: string; preset?: string; texts?: string } {
  if (component.startsWith("crud:")) {
    const [moduleKey, preset] = component.slice(5).split("?");
    return { Page: CrudPage, moduleKey, preset: preset || undefined };
  }
  const Page = PAGES.get(component);
  const texts = component.replace(/\//g, ".");
  return { Page, texts: Page && hasPageTexts(texts) ? texts : undefined };
}
