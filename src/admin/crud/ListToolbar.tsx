// The bar above a generic list: refresh, add, delete the chosen rows, the module's own actions,
// the quick search, the filter panel's switch and the column chooser.
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Columns3, Filter as FilterIcon, Plus, RefreshCw, Search, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { pick } from "@shared/i18n";
import { listColumn } from "@shared/module/field-kinds";
import type { ModuleDeclaration } from "@shared/module/types";
import { consoleLang, t } from "@/i18n/console";
import { Icon } from "../components/icons";
import type { ListController } from "../headless/use-list-controller";
import { $columnPrefs, setColumnVisible } from "./column-prefs";
import type { ToolbarAction } from "./use-row-actions";

interface Props {
  module: ModuleDeclaration;
  list: ListController;
  canAdd: boolean;
  canDelete: boolean;
  actions: ToolbarAction[];
  filtersShown: boolean;
  onToggleFilters: () => void;
  onAdd: () => void;
  onDelete: (ids: string[]) => void;
  onAction: (name: string, ids: string[]) => void;
}

export function ListToolbar({ module, list, canAdd, canDelete, actions, filtersShown, onToggleFilters, onAdd, onDelete, onAction }: Props) {
  const lang = consoleLang();
  const prefs = useStore($columnPrefs)[module.key] ?? {};
  const [quick, setQuick] = useState(list.state.quickSearch);
  useEffect(() => setQuick(list.state.quickSearch), [list.state.quickSearch]);
  const selected = list.selectedIds;
  const quickFields = (module.quickSearch ?? []).map((f) => (module.fields[f] ? pick(module.fields[f].label, lang) : f)).join(" / ");
  // Filters the panel holds (a queue's state filter shows as its selected tab instead).
  const filterCount = list.state.filters.filter((f) => module.fields[f.field] && f.field !== module.workflow?.field).length;
  const listable = Object.entries(module.fields).filter(([, field]) => listColumn(field));

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-background p-2">
      <Button variant="outline" size="sm" onClick={list.refresh} aria-label={t("refresh")} title={t("refresh")}>
        <RefreshCw className={list.loading ? "animate-spin" : undefined} aria-hidden="true" />
      </Button>
      {canAdd && (
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      )}
      {canDelete && (
        <Button variant="outline" size="sm" disabled={selected.length === 0} onClick={() => onDelete(selected)} className="text-destructive">
          <Trash2 aria-hidden="true" />
          {t("deleteSelected")}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action.name}
          variant="outline"
          size="sm"
          disabled={action.selected && selected.length === 0}
          onClick={() => onAction(action.name, selected)}
          className={action.destructive ? "text-destructive" : undefined}
        >
          {action.icon && <Icon name={action.icon} />}
          {action.label}
        </Button>
      ))}
      {selected.length > 0 && <span className="text-xs text-muted-foreground">{t("selectedCount", { count: selected.length })}</span>}
      <div className="ml-auto flex items-center gap-2">
        {quickFields && (
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              list.setQuickSearch(quick.trim());
            }}
            className="relative"
          >
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              type="search"
              aria-label={t("search")}
              value={quick}
              placeholder={t("quickSearchPlaceholder", { fields: quickFields })}
              onChange={(e) => setQuick(e.target.value)}
              className="h-8 w-48 pl-8 sm:w-64"
            />
          </form>
        )}
        {Object.values(module.fields).some((f) => f.filter !== false) && (
          <Button variant={filtersShown ? "secondary" : "outline"} size="sm" aria-expanded={filtersShown} onClick={onToggleFilters}>
            <FilterIcon aria-hidden="true" />
            {t("filter")}
            {filterCount > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{filterCount}</span>}
          </Button>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label={t("columns")} title={t("columns")}>
              <Columns3 aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-h-80">
            {listable.map(([name, field]) => (
              <DropdownMenuCheckboxItem
                key={name}
                checked={prefs[name] ?? !listColumn(field)?.hidden}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(value) => setColumnVisible(module.key, name, value)}
              >
                {pick(field.label, lang)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
