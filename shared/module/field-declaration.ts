// The shape of a field declaration (DESIGN §4): what a module's field holds and how it is
// listed, filtered, validated and edited; also the inputs a workflow transition asks for.
// Browser-safe: no server imports, no side effects. `types.ts` re-exports it all.
import type { ExpiryRule } from "@shared/datetime";
import type { PiiKind } from "@shared/pii";
import type { LocalizedText } from "@shared/i18n";
import type { PatternName } from "@shared/validate";
import type { TagColor } from "./tag-color";

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
