// Console pages by component name (the `component` of a menu rule). `crud:<module key>` is the
// generic list page of a declared module; everything else is a page of its own, loaded when
// first opened (spec §2: per-route lazy pages), with its language file.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
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

const PAGES: Record<string, Page> = {
  dashboard: lazy(() => import("./Dashboard")),
  "routine/config": lazy(() => import("./SiteConfigPage")),
  "routine/adminInfo": lazy(() => import("./ProfilePage")),
  "enterprise/detail": lazy(() => import("./EnterpriseDetailPage")),
  "enterprise/audit": lazy(() => import("./AuditPage")),
  "crud/crud": lazy(() => import("./generator/CodeGeneratorPage")),
  "complaint/case": lazy(() => import("../complaint/CasePage")),
  "complaint/intake": lazy(() => import("../complaint/IntakePage")),
};

const CrudPage: Page = lazy(() => import("../crud/CrudPage"));

export function pageFor(component: string): { Page?: Page; moduleKey?: string; preset?: string; texts?: string } {
  if (component.startsWith("crud:")) {
    const [moduleKey, preset] = component.slice(5).split("?");
    return { Page: CrudPage, moduleKey, preset: preset || undefined };
  }
  const Page = PAGES[component];
  return { Page, texts: Page ? component.replace(/\//g, ".") : undefined };
}
