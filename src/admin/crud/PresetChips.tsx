// The locked filters of a preset list (a menu rule such as one category's enterprises), shown
// as chips above the table so the reader knows what the list is limited to.
import { useEffect, useState } from "react";
import { Lock } from "lucide-react";
import { pick } from "@shared/i18n";
import type { ModuleDeclaration } from "@shared/module/types";
import { consoleLang, t } from "@/i18n/console";
import { optionFor } from "./cells";
import type { Filter } from "../headless/list-state";
import { remoteLabels } from "./remote";

export function PresetChips({ module, filters }: { module: ModuleDeclaration; filters: Filter[] }) {
  const lang = consoleLang();
  const [labels, setLabels] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let stale = false;
    void Promise.all(
      filters.map(async (filter) => {
        const field = module.fields[filter.field];
        const values = Array.isArray(filter.val) ? filter.val : [filter.val];
        if (field?.remote) {
          const map = await remoteLabels(field.remote, values).catch(() => new Map<string, string>());
          return [filter.field, values.map((v) => map.get(String(v)) ?? v)] as const;
        }
        return [filter.field, values.map((v) => {
          const option = optionFor(field?.options, v);
          return option ? pick(option.label, lang) : v;
        })] as const;
      }),
    ).then((entries) => !stale && setLabels(Object.fromEntries(entries)));
    return () => {
      stale = true;
    };
  }, [module, JSON.stringify(filters)]);

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label={t("presetFilters")}>
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        {t("presetFilters")}
      </span>
      {filters.map((filter) => {
        const field = module.fields[filter.field];
        const shown = labels[filter.field] ?? [];
        const first = shown.slice(0, 3).join(lang === "en" ? ", " : "、");
        return (
          <span key={filter.field} className="inline-flex max-w-full items-center gap-1 rounded-md border bg-muted/60 px-2 py-0.5 text-xs">
            <span className="text-muted-foreground">{field ? pick(field.label, lang) : filter.field}:</span>
            <span className="truncate font-medium">
              {first}
              {shown.length > 3 && ` +${shown.length - 3}`}
            </span>
          </span>
        );
      })}
    </div>
  );
}
