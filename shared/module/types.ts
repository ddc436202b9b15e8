// The shape of a module declaration (DESIGN §4, STYLE §1): one plain object per business
// module from which the server builds its routes, permission nodes, menu rules, filters and
// validation, and the console builds its list, filters and forms. Browser-safe: no server
// imports, no side effects.
import type { ExpiryRule } from "@shared/datetime";
import type { PiiKind } from "@shared/pii";
import type { LocalizedText } from "@shared/i18n";
import type { PatternName } from "@shared/validate";
import type { TagColor } from "./tag-color";
import type { WorkflowDeclaration } from "./workflow";

/** Filter operators of the list API (DESIGN §3). */
export const OPERATORS = [
  "eq",
  "ne",
  "gt",
  "egt",
  "lt",
  "elt",
  "LIKE",
  "NOT LIKE",
  "IN",
  "NOT IN",
  "RANGE",
  "NOT RANGE",
  "NULL",
  "NOT NULL",
  "FIND_IN_SET",
] as const;
export type Operator = (typeof OPERATORS)[number];

/**
 * What a field holds and how it is shown and edited.
 * - string/textarea/password/richtext: text (richtext is sanitised on the server)
 * - number/integer: numbers; money: integer cents in the database, yuan ("12.34") on the wire
 * - switch: two values from `options` (default '0'/'1'); select/radio: one of `options`
 * - multiSelect/checkbox/tags: several values, stored comma-separated
 * - date: yyyy-mm-dd text; datetime: unix seconds
 * - image/file: one stored path; images/files: comma-separated paths
 * - remoteSelect/remoteMultiSelect: ids of rows of another module (`remote`)
 * - icon/color: text; area: GB/T 2260 code; weigh: sort weight
 */
export type FieldKind =
  | "string"
  | "textarea"
  | "richtext"
  | "password"
  | "number"
  | "integer"
  | "money"
  | "switch"
  | "select"
  | "radio"
  | "multiSelect"
  | "checkbox"
  | "tags"
  | "date"
  | "datetime"
  | "image"
  | "images"
  | "file"
  | "files"
  | "remoteSelect"
  | "remoteMultiSelect"
  | "icon"
  | "color"
  | "area"
  | "weigh"
  | "json";

export type { TagColor };

export interface FieldOption {
  value: string | number;
  label: LocalizedText;
  color?: TagColor;
}

export interface RemoteSource {
  /** Module key of the rows to pick from, e.g. `auth.Group`. */
  module: string;
  /** Field of those rows shown as the label. */
  label: string;
  /** Field stored as the value (default: their primary key). */
  value?: string;
  /** Extra query sent to the remote list (e.g. `{ isTree: true }`). */
  params?: Record<string, string | number | boolean>;
  /** A console page that shows the picked row (`<open>?id=<value>`): the list cell links there. */
  open?: string;
}

export interface FieldRules {
  required?: boolean;
  /** Length for text, value for numbers, count for lists. */
  min?: number;
  max?: number;
  pattern?: PatternName;
}

export interface ListColumn {
  sortable?: boolean;
  /** Pixels; the column is flexible when unset. */
  width?: number;
  /** Off in the column chooser by default (the user can turn it on). */
  hidden?: boolean;
  /** Status fields may be switched straight from the list (needs the edit node). */
  inlineSwitch?: boolean;
  /** Date fields that end something (licences, certificates): the cell counts down to the date. */
  expiry?: ExpiryRule;
}

export interface FormOptions {
  /** A different input for the same kind: `tree` shows remote rows as a checkbox tree. */
  widget?: "tree";
  /** Shown on the add form (default true). */
  add?: boolean;
  /** Shown on the edit form (default true). */
  edit?: boolean;
  /** Required on add only (passwords). */
  requiredOnAdd?: boolean;
  placeholder?: LocalizedText;
  help?: LocalizedText;
  /** Takes the whole row of a two-column form. */
  wide?: boolean;
  readonly?: boolean;
  /** Shown only while another field of the form holds one of these values (category-specific details). */
  when?: { field: string; in: readonly (string | number)[] };
}

export interface FieldDeclaration {
  kind: FieldKind;
  label: LocalizedText;
  /** Database column (default: the field's key). `false`: a virtual field the module's server hooks handle. */
  column?: string | false;
  rules?: FieldRules;
  options?: readonly FieldOption[];
  /** Options come from this dictionary (dictionary.name). */
  dict?: string;
  remote?: RemoteSource;
  /** Shown in the list (default true for non-virtual, non-secret fields). */
  list?: boolean | ListColumn;
  /** Operators offered in the filter panel (first is the default); false: not filterable. */
  filter?: false | readonly Operator[];
  /** Shown in forms (default true except for generated fields). */
  form?: boolean | FormOptions;
  /** Value used by the add form. */
  default?: string | number | boolean | null;
  /** Changes are written to the sensitive-data log (DESIGN §7). */
  sensitive?: boolean;
  /**
   * Personal data (ID number, phone): lists, rows and edit forms carry it masked; holders of the
   * module's `pii` node reveal one value at a time (`POST <key>/pii`), each reveal in the admin log.
   */
  pii?: PiiKind;
  /** No two rows may share the value (checked before insert/update, with a field message). */
  unique?: boolean;
  /** Never sent to clients (password hashes). */
  secret?: boolean;
  /**
   * The field holding this text in English. English readers see that text in lists (when it is
   * not empty), and list filters on this field match what they see.
   */
  english?: string;
}

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
