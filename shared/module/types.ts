// The shape of a module declaration (DESIGN §4, STYLE §1): one plain object per business
// module from which the server builds its routes, permission nodes, menu rules, filters and
// validation, and the console builds its list, filters and forms. Browser-safe: no server
// imports, no side effects. Its fields are declared in `field-declaration.ts`.
import type { LocalizedText } from "@shared/i18n";
import type { FieldDeclaration } from "./field-declaration";
import type { WorkflowDeclaration } from "./workflow";

export { OPERATORS } from "./field-declaration";
export type { FieldDeclaration, FieldKind, FieldOption, FieldRules, FormOptions, ListColumn, Operator, RemoteSource, TagColor } from "./field-declaration";

export type CrudAction = "index" | "add" | "edit" | "del" | "sortable";

export interface MenuPlacement {
  /** Name of the parent menu directory (a rule name such as `auth`), or "" for the top level. */
  parent: string;
  /** Route path under the admin prefix and rule name, e.g. `auth/admin`. */
  path: string;
  icon: string;
  weigh: number;
  remark?: LocalizedText;
  keepalive?: boolean;
  /** Console page that shows it; default the generic list page (`crud`). */
  component?: string;
  /** Seeded roles that get this menu and all its buttons on first start. */
  grants?: readonly SeedRole[];
  /**
   * Seeded roles that get only these buttons (actions or extra actions); `"menu"` in the list
   * gives them the menu item too (otherwise their pages come from `pages`).
   */
  grantActions?: Partial<Record<SeedRole, readonly string[]>>;
  /** Further console pages of the module (menu rules of their own, e.g. a detail page). */
  pages?: readonly ModulePage[];
}

/** A console page a module brings besides its list. */
export interface ModulePage {
  /** Route path and rule name, e.g. `enterprise/detail`. */
  path: string;
  /** Console page component (registered in the console's page registry). */
  component: string;
  title: LocalizedText;
  icon?: string;
  weigh?: number;
  /** Reachable by route only (links and row actions), not listed in the menu. */
  hidden?: boolean;
  grants?: readonly SeedRole[];
}

/** The roles a new installation starts with (seeded admin groups). */
export type SeedRole = "supervisor" | "operator" | "enterprise" | "association";

export interface ModuleDeclaration {
  /** Controller path used in URLs: `/admin/<key>/index`, e.g. `auth.Admin`. */
  key: string;
  title: LocalizedText;
  /** Database table. */
  table: string;
  pk?: string;
  fields: Readonly<Record<string, FieldDeclaration>>;
  /** Fields searched by the quick-search box (LIKE). */
  quickSearch?: readonly string[];
  /**
   * Fields kept in the full-text index (`search_index`, FTS5 with Chinese character pairs): the
   * quick search matches them there too and ranks by relevance; the first field is the title
   * (weighs most). HTML fields are indexed as their text.
   */
  fullText?: readonly string[];
  /** Default order, e.g. `[["weigh", "desc"], ["id", "asc"]]`. */
  defaultOrder?: readonly (readonly [string, "asc" | "desc"])[];
  actions?: readonly CrudAction[];
  /** Field swapped by `sortable` (drag to reorder). */
  weighField?: string;
  /** Deleted rows are kept in the recycle bin (security_data_recycle). */
  recycle?: boolean;
  /**
   * Rows belong to an enterprise: enterprise accounts see and change only their own
   * (`field` holds the enterprise id); supervisors and super admins see all.
   */
  dataScope?: { field: string };
  /**
   * Jurisdiction (属地管理): what puts a row in an administrative area — a GB/T 2260 code field,
   * or a link field to a module that has one (a guide through its agency). Admins bound to an
   * area see, count and change only rows inside it; a guessed id outside it is "not found".
   */
  jurisdiction?: Jurisdiction;
  /** Rows form a tree by `pid`; the list returns the whole tree without paging. */
  tree?: { pid: string; label: string };
  /** Its console menu; none for modules whose calls serve pages of their own (self-registration). */
  menu?: MenuPlacement;
  /** Form presentation. */
  form?: { size?: "md" | "lg" | "xl"; columns?: 1 | 2 };
  /** Rows per page by default. */
  pageSize?: number;
  /**
   * The server routes are the module's own (bespoke screens such as site configuration); the
   * declaration still gives the menu, permission buttons and labels.
   */
  custom?: boolean;
  /** The record moves through states by declared transitions (shared/module/workflow.ts). */
  workflow?: WorkflowDeclaration;
  /** Extra actions handled by the module's own routes (permission buttons): name -> action. */
  extraActions?: Readonly<Record<string, ExtraAction>>;
}

/** A module's own action, shown as a button (and granted as a permission button). */
export interface ExtraAction {
  label: LocalizedText;
  confirm?: LocalizedText;
  icon?: string;
  /**
   * `selected` (default): posts `{ids}` of the chosen rows (and is offered on each row);
   * `all`: acts on the module as a whole (a toolbar button that needs no selection).
   */
  scope?: "selected" | "all";
  /** Shown in red, like delete. */
  destructive?: boolean;
  /** The row action opens this console page with `?id=<primary key>` instead of posting. */
  open?: string;
  /**
   * With `open`, a link to the record a row is about: the page gets this field of the row
   * (`group_id` of an alert) instead of the primary key; rows where it is empty have no button.
   */
  field?: string;
  /**
   * With `open` naming another module's list: the page opens filtered on this field of its own
   * (`id` = the row's `field`) rather than with `?id=`.
   */
  filter?: string;
  /**
   * The row action downloads a file: `GET <key>/<name>?id=<primary key>` with the caller's token,
   * saved under the name the answer gives (Content-Disposition). The action answers a Response.
   */
  download?: boolean;
  /** `false` keeps it off the generic list (a button of the module's own pages). */
  inList?: boolean;
}

/** A module's area field, or a link to the module whose area a row takes. */
export type Jurisdiction = { field: string } | { via: string; module: string };

export function defineModule<const M extends ModuleDeclaration>(module: M): M {
  return module;
}

/** Directory menus the modules hang under. */
export interface MenuDirectory {
  name: string;
  title: LocalizedText;
  icon: string;
  weigh: number;
  parent?: string;
}
