// Building blocks of list cells: option badges, stored-file previews, expiry countdowns. Which
// one a field uses is said by its kind (kind-widgets.tsx).
import { pick } from "@shared/i18n";
import { expiryOf, formatDateTime, type ExpiryRule } from "@shared/datetime";
import { cn } from "@/lib/utils";
import type { FieldDeclaration, FieldOption, TagColor } from "@shared/module/types";
import { Icon } from "../components/icons";
import { consoleLang, t } from "@/i18n/console";

const TAG_STYLES: Record<TagColor, string> = {
  default: "bg-muted text-foreground",
  primary: "bg-primary/12 text-primary",
  success: "bg-success/15 text-success-text",
  warning: "bg-warning/20 text-foreground",
  danger: "bg-destructive/12 text-danger-text",
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
