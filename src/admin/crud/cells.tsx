// How a value looks in a list cell, by field kind: badges for options, thumbnails for images,
// formatted times and money, labels for remote ids.
import { pick } from "@shared/i18n";
import { expiryOf, formatDateTime, type ExpiryRule } from "@shared/datetime";
import { cn } from "@/lib/utils";
import type { FieldDeclaration, FieldOption, TagColor } from "@shared/module/types";
import { Icon } from "../components/icons";
import { consoleLang, t } from "../lang";

const TAG_STYLES: Record<TagColor, string> = {
  default: "bg-muted text-foreground",
  primary: "bg-primary/12 text-primary",
  success: "bg-success/15 text-success",
  warning: "bg-warning/20 text-foreground",
  danger: "bg-destructive/12 text-destructive",
  info: "bg-chart-2/15 text-foreground",
};

export function Tag({ option }: { option: FieldOption }) {
  return (
    <span className={cn("inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap", TAG_STYLES[option.color ?? "default"])}>
      {pick(option.label, consoleLang())}
    </span>
  );
}

const IMAGE_SUFFIX = /\.(jpe?g|png|gif|webp|bmp)$/i;

/** The suffix of a stored file's URL (`…/x.pdf?v=1` -> `pdf`). */
export function urlSuffix(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  const last = path.slice(path.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
}

/** Icon of a file type, drawn by the server (public variant: no token in image URLs). */
export const suffixIconUrl = (suffix: string) => `/api/ajax/buildSuffixSvg?suffix=${encodeURIComponent(suffix || "file")}`;

/** A stored file in a list: images as thumbnails, other files as their type icon, both opening the file. */
export function FilePreview({ url }: { url: string }) {
  const image = IMAGE_SUFFIX.test(url.split(/[?#]/)[0] ?? "");
  const name = decodeURIComponent(url.split(/[?#]/)[0]?.split("/").pop() ?? url);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={name} className="inline-flex w-fit items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring/50">
      <img
        src={image ? url : suffixIconUrl(urlSuffix(url))}
        alt={image ? name : `${urlSuffix(url).toUpperCase() || "FILE"} ${name}`}
        loading="lazy"
        className={cn("size-10 shrink-0 rounded-md border", image ? "bg-muted object-cover" : "border-transparent object-contain")}
      />
    </a>
  );
}

const EXPIRY_COLORS = { expired: "danger", urgent: "warning", notice: "info" } as const;

/** An expiry date with how far off it is: expired, urgent or coming up (nothing when far off). */
export function ExpiryDate({ date, rule }: { date: string; rule: ExpiryRule }) {
  const expiry = expiryOf(date, formatDateTime(new Date(), undefined, false), rule);
  const label =
    !expiry || expiry.state === "valid"
      ? undefined
      : expiry.state === "expired"
        ? t("expiredDaysAgo", { days: -expiry.days })
        : expiry.days === 0
          ? t("expiresToday")
          : t("expiresInDays", { days: expiry.days });
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap">
      <time className="tabular-nums">{date}</time>
      {expiry && label && expiry.state !== "valid" && (
        <Tag option={{ value: expiry.state, label: { "zh-cn": label, en: label }, color: EXPIRY_COLORS[expiry.state] }} />
      )}
    </span>
  );
}

export function optionFor(options: readonly FieldOption[] | undefined, value: unknown): FieldOption | undefined {
  return options?.find((o) => String(o.value) === String(value));
}

export function CellValue({
  field,
  value,
  options,
  remote,
  row,
}: {
  field: FieldDeclaration;
  value: unknown;
  options?: readonly FieldOption[];
  remote?: Map<string, string>;
  row?: Record<string, unknown>;
}) {
  if (value === null || value === undefined || value === "") return <span className="text-muted-foreground">—</span>;
  switch (field.kind) {
    case "switch":
    case "select":
    case "radio": {
      const option = optionFor(options, value);
      return option ? <Tag option={option} /> : <span>{String(value)}</span>;
    }
    case "multiSelect":
    case "checkbox":
    case "tags":
      return (
        <span className="flex flex-wrap gap-1">
          {(Array.isArray(value) ? value : [value]).map((v) => {
            const option = optionFor(options, v);
            return option ? <Tag key={String(v)} option={option} /> : <Tag key={String(v)} option={{ value: String(v), label: { "zh-cn": String(v), en: String(v) } }} />;
          })}
        </span>
      );
    case "datetime":
      return <time className="whitespace-nowrap tabular-nums">{formatDateTime(value as number)}</time>;
    case "date":
      return typeof field.list === "object" && field.list.expiry ? <ExpiryDate date={String(value)} rule={field.list.expiry} /> : <time className="whitespace-nowrap tabular-nums">{String(value)}</time>;
    case "money":
      return <span className="tabular-nums">¥{String(value)}</span>;
    case "number":
    case "integer":
    case "weigh":
      return <span className="tabular-nums">{String(value)}</span>;
    case "area": {
      // The server sends the division's full name beside the code (`<field>_text`).
      const name = Object.entries(row ?? {}).find(([key, text]) => key.endsWith("_text") && typeof text === "string" && text && row?.[key.slice(0, -5)] === value)?.[1];
      return <span className="whitespace-nowrap">{typeof name === "string" ? name : String(value)}</span>;
    }
    case "image":
      return <img src={String(value)} alt="" loading="lazy" className="size-9 rounded-md border object-cover" />;
    case "images":
      return (
        <span className="flex gap-1">
          {(value as string[]).slice(0, 3).map((src) => (
            <img key={src} src={src} alt="" loading="lazy" className="size-9 rounded-md border object-cover" />
          ))}
        </span>
      );
    case "file":
    case "files":
      return (
        <span className="flex flex-col gap-1">
          {(Array.isArray(value) ? value : [value]).map((href) => (
            <FilePreview key={String(href)} url={String(href)} />
          ))}
        </span>
      );
    case "icon":
      return <Icon name={String(value)} className="size-4" />;
    case "color":
      return <span className="inline-block size-4 rounded border" style={{ background: String(value) }} title={String(value)} />;
    case "remoteSelect":
      // 0 is "none" for id references (an attachment uploaded by a member has admin_id 0).
      if (value === 0 || value === "0") return <span className="text-muted-foreground">—</span>;
      return <span className="whitespace-nowrap">{remote?.get(String(value)) ?? String(value)}</span>;
    case "remoteMultiSelect": {
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
    }
    case "json":
      return <code className="line-clamp-2 text-xs break-all">{typeof value === "string" ? value : JSON.stringify(value)}</code>;
    case "richtext":
      return <span className="line-clamp-2">{String(value).replace(/<[^>]+>/g, " ")}</span>;
    default:
      return (
        <span className="block max-w-xs truncate whitespace-nowrap" title={String(value)}>
          {String(value)}
        </span>
      );
  }
}
