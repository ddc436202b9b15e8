// The designer's working copy of a module design and the helpers around it: new fields,
// a controller derived from the table name, the options text format, and the shared design
// check with its messages in the console's language.
import { format } from "@shared/i18n";
import { validationEn, validationZhCn } from "@shared/validate/messages";
import { consoleLang } from "@/i18n/console";
import { checkDesign, OPTION_KINDS, type DesignContext, type FieldDesign, type GeneratorKind, type OptionDesign } from "@shared/generator/design";
import { generatorMessagesEn, generatorMessagesZhCn } from "@shared/generator/messages";

/** A field while it is edited: options as text, a stable id for React keys. */
export interface DraftField extends Omit<FieldDesign, "options"> {
  id: string;
  optionsText: string;
  /** The column's type when the table exists (fixes which kinds fit). */
  columnType?: "INTEGER" | "REAL" | "TEXT";
}

export interface Draft {
  source: "new" | "existing";
  /** For new tables: the part after `gen_`. */
  tableName: string;
  key: string;
  keyTouched: boolean;
  titleZh: string;
  titleEn: string;
  parent: string;
  icon: string;
  weigh: string;
  recycle: boolean;
  /** Primary key column (`id` for new tables; the table's own for existing ones). */
  pk: string;
  fields: DraftField[];
}

let seq = 0;
export const draftId = () => `f${++seq}`;

export const formatOptions = (options?: OptionDesign[]) => (options ?? []).map((o) => `${o.value}=${o.label["zh-cn"]}|${o.label.en}`).join("\n");

export function parseOptions(text: string): OptionDesign[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const eq = line.indexOf("=");
      const value = (eq >= 0 ? line.slice(0, eq) : line).trim();
      const [zh = "", en = ""] = (eq >= 0 ? line.slice(eq + 1) : value).split("|").map((s) => s.trim());
      return { value, label: { "zh-cn": zh || value, en: en || zh || value } };
    });
}

export function toDraft(field: FieldDesign, columnType?: DraftField["columnType"]): DraftField {
  const { options, ...rest } = field;
  return { ...rest, id: draftId(), optionsText: formatOptions(options), columnType };
}

export function newField(kind: GeneratorKind = "string", name = ""): DraftField {
  return {
    id: draftId(),
    name,
    kind,
    label: { "zh-cn": "", en: "" },
    required: false,
    list: true,
    sortable: false,
    filter: true,
    form: true,
    quickSearch: false,
    unique: false,
    optionsText: kind === "switch" ? "1=开启|On\n0=关闭|Off" : OPTION_KINDS.has(kind) ? "" : "",
    ...(kind === "string" ? { max: 255 } : {}),
  };
}

const pascal = (text: string) =>
  text
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")
    .replace(/[^A-Za-z0-9]/g, "");

/** `scenic_note` (new) -> `gen.ScenicNote`; `legacy_spot` (existing) -> `legacy.Spot`. */
export function keyFromTable(source: Draft["source"], table: string): string {
  if (source === "new") return table ? `gen.${pascal(table)}` : "";
  const parts = table.split("_").filter(Boolean);
  if (parts.length < 2) return table ? `gen.${pascal(table)}` : "";
  return `${parts[0]}.${pascal(parts.slice(1).join("_"))}`;
}

export const fullTableName = (draft: Draft) => (draft.source === "new" ? `gen_${draft.tableName}` : draft.tableName);

/** The design the server receives. */
export function designOf(draft: Draft) {
  return {
    version: 1,
    source: draft.source,
    table: fullTableName(draft),
    key: draft.key,
    title: { "zh-cn": draft.titleZh, en: draft.titleEn },
    menu: { parent: draft.parent, icon: draft.icon, weigh: draft.weigh === "" ? 0 : Number(draft.weigh) },
    pk: draft.pk,
    recycle: draft.recycle,
    fields: draft.fields.map(({ id: _id, optionsText, columnType: _type, ...field }) => (OPTION_KINDS.has(field.kind) ? { ...field, options: parseOptions(optionsText) } : field)),
  };
}

const messages = {
  en: { ...validationEn, ...generatorMessagesEn } as Record<string, string>,
  "zh-cn": { ...validationZhCn, ...generatorMessagesZhCn } as Record<string, string>,
};

/** The shared design check, with messages in the console's language, by path. */
export function checkDraft(draft: Draft, context: DesignContext): Record<string, string> {
  const result = checkDesign(designOf(draft), context);
  if (result.ok) return {};
  const dict = messages[consoleLang()];
  return Object.fromEntries(Object.entries(result.errors).map(([path, problem]) => [path, format(dict[problem.key] ?? problem.key, problem.params)]));
}
