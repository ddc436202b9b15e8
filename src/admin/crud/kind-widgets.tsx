// The console's half of the field-kind registry (shared/module/kinds.ts): for each kind, the
// input of its forms, the look of its list cells and the value input of its filters. A new kind
// is one entry here and one there; no other console file switches on kinds.
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@shared/datetime";
import { formOptions } from "@shared/module/field-kinds";
import type { FieldDeclaration, FieldKind, FieldOption } from "@shared/module/types";
import { Icon } from "../components/icons";
import { t } from "@/i18n/console";
import { consoleUrl, navigateByUser } from "../router/location";
import { ExpiryDate, FilePreview, optionFor, Tag } from "./cells";
import { AreaInput } from "./inputs/area-input";
import {
  CheckboxesInput,
  ColorInput,
  DateInput,
  DateTimeInput,
  JsonInput,
  NumberInput,
  RadioInput,
  SelectInput,
  SwitchInput,
  TagsInput,
  TextareaInput,
  TextInput,
  type InputProps,
} from "./inputs/basic";
import { IconInput } from "./inputs/icon-input";
import { RemoteSelectInput } from "./inputs/remote-select";
import { RichTextInput } from "./inputs/richtext";
import { TreeInput } from "./inputs/tree-input";
import { UploadInput } from "./inputs/upload";

export interface KindInputProps extends InputProps {
  field: FieldDeclaration;
  options: readonly FieldOption[];
}

export interface KindCellProps {
  field: FieldDeclaration;
  value: unknown;
  options?: readonly FieldOption[];
  remote?: Map<string, string>;
  row?: Record<string, unknown>;
}

/** A filter value for an equality or set operator: `value` is the query text (or texts). */
export interface KindFilterProps {
  id: string;
  field: FieldDeclaration;
  multiple: boolean;
  value: string | string[];
  onChange: (value: string | string[]) => void;
}

interface KindWidgets {
  input(props: KindInputProps): ReactNode;
  cell(props: KindCellProps): ReactNode;
  /** The filter's value input; none: options as choices, else a text box. */
  filter?(props: KindFilterProps): ReactNode;
  /** The input type of both ends of a RANGE filter (default: number). */
  range?: "number" | "date" | "datetime-local";
}

const plain = ({ value }: KindCellProps) => (
  <span className="block max-w-xs truncate whitespace-nowrap" title={String(value)}>
    {String(value)}
  </span>
);
const numeric = ({ value }: KindCellProps) => <span className="tabular-nums">{String(value)}</span>;
const choice = ({ value, options }: KindCellProps) => {
  const option = optionFor(options, value);
  return option ? <Tag option={option} /> : <span>{String(value)}</span>;
};
const choices = ({ value, options }: KindCellProps) => (
  <span className="flex flex-wrap gap-1">
    {(Array.isArray(value) ? value : [value]).map((v) => {
      const option = optionFor(options, v);
      return <Tag key={String(v)} option={option ?? { value: String(v), label: { "zh-cn": String(v), en: String(v) } }} />;
    })}
  </span>
);
const thumbnails = ({ value }: KindCellProps) => (
  <span className="flex gap-1">
    {(Array.isArray(value) ? (value as string[]) : [String(value)]).slice(0, 3).map((src) => (
      <img key={src} src={src} alt="" loading="lazy" className="size-9 rounded-md border object-cover" />
    ))}
  </span>
);
const fileLinks = ({ value }: KindCellProps) => (
  <span className="flex flex-col gap-1">
    {(Array.isArray(value) ? value : [value]).map((href) => (
      <FilePreview key={String(href)} url={String(href)} />
    ))}
  </span>
);
const upload = (kind: "image" | "images" | "file" | "files") => (props: KindInputProps) => <UploadInput {...props} kind={kind} />;

/** Local date-time text <-> unix seconds as query text. */
const toInputDate = (seconds: string) => {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000 - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 16) : "";
};
const fromInputDate = (value: string) => (value ? String(Math.floor(new Date(value).getTime() / 1000)) : "");
export const rangeValue = { toInputDate, fromInputDate };

const remoteFilter = ({ id, field, multiple, value, onChange }: KindFilterProps) => {
  if (!field.remote) return undefined;
  const current = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <RemoteSelectInput id={id} source={field.remote} multiple={multiple} value={multiple ? current : (current[0] ?? null)} onChange={(v) => onChange(Array.isArray(v) ? v.map(String) : v === null ? "" : String(v))} />
  );
};

export const KIND_WIDGETS: Readonly<Record<FieldKind, KindWidgets>> = {
  string: { input: (p) => <TextInput {...p} />, cell: plain },
  textarea: { input: (p) => <TextareaInput {...p} />, cell: plain },
  richtext: { input: (p) => <RichTextInput {...p} />, cell: ({ value }) => <span className="line-clamp-2">{String(value).replace(/<[^>]+>/g, " ")}</span> },
  password: { input: (p) => <TextInput {...p} type="password" />, cell: plain },
  integer: { input: (p) => <NumberInput {...p} />, cell: numeric },
  number: { input: (p) => <NumberInput {...p} step="0.01" />, cell: numeric },
  money: { input: (p) => <NumberInput {...p} step="0.01" />, cell: ({ value }) => <span className="tabular-nums">¥{String(value)}</span> },
  switch: { input: (p) => <SwitchInput {...p} />, cell: choice },
  select: { input: (p) => <SelectInput {...p} />, cell: choice },
  radio: { input: (p) => <RadioInput {...p} />, cell: choice },
  multiSelect: { input: (p) => <CheckboxesInput {...p} />, cell: choices },
  checkbox: { input: (p) => <CheckboxesInput {...p} />, cell: choices },
  tags: { input: (p) => <TagsInput {...p} />, cell: choices },
  date: {
    input: (p) => <DateInput {...p} />,
    cell: ({ field, value }) =>
      typeof field.list === "object" && field.list.expiry ? <ExpiryDate date={String(value)} rule={field.list.expiry} /> : <time className="whitespace-nowrap tabular-nums">{String(value)}</time>,
    range: "date",
  },
  datetime: {
    input: (p) => <DateTimeInput {...p} />,
    cell: ({ value }) => <time className="whitespace-nowrap tabular-nums">{formatDateTime(value as number)}</time>,
    filter: ({ id, value, onChange }) => <Input id={id} type="datetime-local" value={toInputDate(String(value))} onChange={(e) => onChange(fromInputDate(e.target.value))} className="h-8" />,
    range: "datetime-local",
  },
  image: { input: upload("image"), cell: ({ value }) => <img src={String(value)} alt="" loading="lazy" className="size-9 rounded-md border object-cover" /> },
  images: { input: upload("images"), cell: thumbnails },
  file: { input: upload("file"), cell: fileLinks },
  files: { input: upload("files"), cell: fileLinks },
  icon: { input: (p) => <IconInput {...p} />, cell: ({ value }) => <Icon name={String(value)} className="size-4" /> },
  color: { input: (p) => <ColorInput {...p} />, cell: ({ value }) => <span className="inline-block size-4 rounded border" style={{ background: String(value) }} title={String(value)} /> },
  weigh: { input: (p) => <NumberInput {...p} />, cell: numeric },
  remoteSelect: {
    input: (p) => (p.field.remote ? <RemoteSelectInput {...p} source={p.field.remote} /> : <NumberInput {...p} />),
    // 0 is "none" for id references (an attachment uploaded by a member has admin_id 0).
    cell: ({ field, value, remote }) => {
      if (value === 0 || value === "0") return <span className="text-muted-foreground">—</span>;
      const text = remote?.get(String(value)) ?? String(value);
      const page = field.remote?.open;
      if (!page || value === null || value === undefined || value === "") return <span className="whitespace-nowrap">{text}</span>;
      // The picked row's own page, opened inside the console (a plain link for a new tab).
      const href = consoleUrl(page, `id=${encodeURIComponent(String(value))}`);
      return (
        <a
          href={href}
          className="whitespace-nowrap text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring/50"
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            event.stopPropagation();
            navigateByUser(href);
          }}
        >
          {text}
        </a>
      );
    },
    filter: remoteFilter,
  },
  remoteMultiSelect: {
    input: (p) => {
      if (!p.field.remote) return null;
      return formOptions(p.field).widget === "tree" ? <TreeInput {...p} source={p.field.remote} /> : <RemoteSelectInput {...p} source={p.field.remote} multiple />;
    },
    cell: ({ value, remote, row }) => {
      if (row?.all_rules) return <span className="text-primary">{t("allPermissions")}</span>;
      const ids = Array.isArray(value) ? value : [];
      if (ids.length === 0) return <span className="text-muted-foreground">{t("noPermissions")}</span>;
      const names = ids.map((id) => remote?.get(String(id)) ?? String(id));
      return (
        <span className="line-clamp-2" title={names.join(", ")}>
          {names.slice(0, 3).join(", ")}
          {names.length > 3 && ` +${names.length - 3}`}
        </span>
      );
    },
    filter: remoteFilter,
  },
  area: {
    input: (p) => <AreaInput {...p} labelledBy={`${p.id}-label`} />,
    // The server sends the division's full name beside the code (`<field>_text`).
    cell: ({ value, row }) => {
      const name = Object.entries(row ?? {}).find(([key, text]) => key.endsWith("_text") && typeof text === "string" && text && row?.[key.slice(0, -5)] === value)?.[1];
      return <span className="whitespace-nowrap">{typeof name === "string" ? name : String(value)}</span>;
    },
    // A province or city covers its districts (the server compares by division).
    filter: ({ id, multiple, value, onChange }) => {
      if (multiple) return undefined;
      const code = Array.isArray(value) ? value[0] : value;
      return <AreaInput id={id} value={code ? Number(code) : null} onChange={(v) => onChange(v === null ? "" : String(v))} dense />;
    },
  },
  json: { input: (p) => <JsonInput {...p} />, cell: ({ value }) => <code className="line-clamp-2 text-xs break-all">{typeof value === "string" ? value : JSON.stringify(value)}</code> },
};

/** How a value looks in a list cell, by field kind ("—" when empty). */
export function CellValue(props: KindCellProps) {
  const { value, field } = props;
  if (value === null || value === undefined || value === "") return <span className="text-muted-foreground">—</span>;
  return <>{KIND_WIDGETS[field.kind].cell(props)}</>;
}
