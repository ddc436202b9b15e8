// What the console hands every page it shows in a tab (pages/registry.ts loads them).
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
