// The generic list page of a declared module: everything on it comes from the declaration.
// The list state is the URL (reload and share work); buttons the admin may not use are not
// rendered (spec §6).
import { useCallback, useEffect, useMemo, useState } from "react";
import { useStore } from "@nanostores/react";
import { Columns3, Filter as FilterIcon, Plus, RefreshCw, Search, SearchX, Trash2 } from "lucide-react";
import type { RowSelectionState } from "@tanstack/react-table";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { pick } from "@shared/i18n";
import { api } from "@/lib/request";
import { listColumn, moduleActions, moduleNodeBase, primaryKey } from "@shared/module/field-kinds";
import type { FieldOption, ModuleDeclaration } from "@shared/module/types";
import { useHasNode } from "../components/auth";
import { Icon } from "../components/icons";
import { Spinner, StatusView } from "../components/views";
import { consoleLang, t } from "../lang";
import { consoleUrl, navigate, setSearch } from "../router/location";
import { rememberSearch } from "../stores/tabs";
import { refreshInit } from "../stores/init";
import type { PageProps } from "../pages/registry";
import { $columnPrefs, setColumnVisible } from "./column-prefs";
import { DataTable, type TableActions } from "./DataTable";
import { dictionaryOptions } from "./dictionary";
import { FilterPanel } from "./FilterPanel";
import { parseListState, parsePreset, listQuery, serializeListState, type Filter, type ListState } from "./list-state";
import { PresetChips } from "./PresetChips";
import { Pagination } from "./Pagination";
import { RecordForm } from "./RecordForm";
import { DetailDialog } from "./DetailDialog";
import { forgetRemote, remoteLabels } from "./remote";
import { useConsoleModule } from "./modules";

type Row = Record<string, unknown>;

interface Confirm {
  title: string;
  text: string;
  destructive: boolean;
  run: () => Promise<unknown>;
}

function useOptions(module: ModuleDeclaration) {
  const [options, setOptions] = useState<Record<string, readonly FieldOption[] | undefined>>(() =>
    Object.fromEntries(Object.entries(module.fields).map(([name, field]) => [name, field.options])),
  );
  useEffect(() => {
    for (const [name, field] of Object.entries(module.fields)) {
      if (field.dict) void dictionaryOptions(field.dict).then((list) => setOptions((current) => ({ ...current, [name]: list })));
    }
  }, [module]);
  return options;
}

function CrudList({ module, path, search, active, preset }: { module: ModuleDeclaration; path: string; search: string; active: boolean; preset: Filter[] }) {
  const has = useHasNode();
  const base = moduleNodeBase(module);
  const actions = moduleActions(module);
  const can = (action: string) => actions.includes(action as never) && has(`${base}/${action}`);
  const defaultLimit = module.pageSize ?? 10;
  const [query, setQuery] = useState(search);
  const state = useMemo(() => parseListState(query, defaultLimit), [query, defaultLimit]);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [remark, setRemark] = useState("");
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [showFilters, setShowFilters] = useState(state.filters.length > 0);
  const [quick, setQuick] = useState(state.quickSearch);
  const [formTarget, setFormTarget] = useState<null | string | number | undefined>(undefined);
  const [detail, setDetail] = useState<string | number>();
  const [confirm, setConfirm] = useState<Confirm>();
  const [remote, setRemote] = useState<Record<string, Map<string, string>>>({});
  const prefs = useStore($columnPrefs)[module.key] ?? {};
  const options = useOptions(module);
  const lang = consoleLang();
  const pk = primaryKey(module);

  /** Writes the list state to the URL (defaults left out) and the tab. */
  const update = useCallback(
    (next: ListState) => {
      const serialized = serializeListState(next, defaultLimit);
      setQuery(serialized);
      if (active) setSearch(serialized);
      rememberSearch(path, serialized);
    },
    [active, path, defaultLimit],
  );

  useEffect(() => {
    let stale = false;
    setLoading(true);
    setFailed(false);
    // Preset filters of the menu rule go with every call, after the user's own.
    const query = new URLSearchParams(listQuery({ ...state, filters: [...state.filters, ...preset] }));
    api<{ list: Row[]; total: number; remark: string }>({ url: consoleUrl(`${module.key}/index?${query.toString()}`) })
      .then(async (res) => {
        if (stale) return;
        setRows(res.data.list);
        setTotal(res.data.total);
        setRemark(res.data.remark);
        setSelection({});
        const labels: Record<string, Map<string, string>> = {};
        const flat = (list: Row[]): Row[] => list.flatMap((r) => [r, ...(Array.isArray(r.children) ? flat(r.children as Row[]) : [])]);
        for (const [name, field] of Object.entries(module.fields)) {
          if (!field.remote || !listColumn(field)) continue;
          const ids = flat(res.data.list).flatMap((r) => (Array.isArray(r[name]) ? (r[name] as unknown[]) : [r[name]])).filter((v) => v !== null && v !== undefined && v !== "" && v !== 0);
          if (ids.length) labels[name] = await remoteLabels(field.remote, ids as (string | number)[]);
        }
        if (!stale) setRemote(labels);
      })
      .catch(() => !stale && setFailed(true))
      .finally(() => !stale && setLoading(false));
    return () => {
      stale = true;
    };
  }, [listQuery(state), reload, module.key, JSON.stringify(preset)]);

  const refresh = () => setReload((n) => n + 1);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const remove = (ids: string[]) =>
    setConfirm({
      title: t("delete"),
      text: t(module.recycle ? "deleteConfirm" : "deleteConfirmNoRecycle", { count: ids.length }),
      destructive: true,
      run: () =>
        api({ url: consoleUrl(`${module.key}/del`), method: "DELETE", params: { ids }, showSuccessMessage: true }).then(() => {
          forgetRemote(module.key);
          refresh();
        }),
    });

  const extra = Object.entries(module.extraActions ?? {})
    .filter(([name, action]) => action.inList !== false && has(`${base}/${name.toLowerCase()}`))
    .map(([name, action]) => ({
      name,
      label: pick(action.label, lang),
      icon: action.icon,
      confirm: action.confirm,
      open: action.open,
      scope: action.scope ?? "selected",
      destructive: action.destructive ?? false,
    }));

  /** Runs a module action on rows (`ids`) or, for actions on the whole module, on none. */
  const runExtra = (name: string, ids: (string | number)[]) => {
    if (name === "info") {
      setDetail(ids[0]);
      return;
    }
    const action = extra.find((e) => e.name === name);
    if (action?.open) {
      navigate(consoleUrl(action.open, `id=${encodeURIComponent(String(ids[0] ?? ""))}`));
      return;
    }
    const data = action?.scope === "all" ? {} : { ids };
    const call = () =>
      api<{ menusChanged?: boolean } | null>({ url: consoleUrl(`${module.key}/${name}`), method: "POST", data, showSuccessMessage: true }).then((res) => {
        // Actions that add or remove menus (the code generator's log) say so; the menu follows.
        if (res.data?.menusChanged) void refreshInit().catch(() => undefined);
        refresh();
      });
    if (action?.confirm) setConfirm({ title: action.label, text: pick(action.confirm, lang), destructive: action.destructive, run: call });
    else void call().catch(() => undefined);
  };

  const tableActions: TableActions = {
    canEdit: can("edit"),
    canDelete: can("del"),
    canSort: can("sortable") && !state.order,
    extra: extra.filter((e) => e.scope === "selected").map(({ name, label, icon, destructive }) => ({ name, label, icon, destructive })),
    onEdit: (row) => setFormTarget(row[pk] as string | number),
    onDelete: (row) => remove([String(row[pk])]),
    onSwitch: (row, field, value) => {
      void api({ url: consoleUrl(`${module.key}/edit`), method: "POST", data: { [pk]: row[pk], [field]: value }, showSuccessMessage: true })
        .then(refresh)
        .catch(() => undefined);
    },
    onMove: (id, targetId) => {
      void api({ url: consoleUrl(`${module.key}/sortable`), method: "POST", data: { id, targetId } })
        .then(refresh)
        .catch(() => undefined);
    },
    onExtra: (action, row) => runExtra(action, [row[pk] as string | number]),
  };

  const quickFields = (module.quickSearch ?? []).map((f) => (module.fields[f] ? pick(module.fields[f].label, lang) : f)).join(" / ");
  const filterCount = state.filters.length;
  const listable = Object.entries(module.fields).filter(([, field]) => listColumn(field));

  return (
    <div className="space-y-3">
      {remark && <p className="rounded-md border border-primary/20 bg-primary/5 px-4 py-2 text-sm text-muted-foreground">{remark}</p>}
      <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-background p-2">
        <Button variant="outline" size="sm" onClick={refresh} aria-label={t("refresh")} title={t("refresh")}>
          <RefreshCw className={loading ? "animate-spin" : undefined} aria-hidden="true" />
        </Button>
        {can("add") && (
          <Button size="sm" onClick={() => setFormTarget(null)}>
            <Plus aria-hidden="true" />
            {t("add")}
          </Button>
        )}
        {can("del") && (
          <Button variant="outline" size="sm" disabled={selectedIds.length === 0} onClick={() => remove(selectedIds)} className="text-destructive">
            <Trash2 aria-hidden="true" />
            {t("deleteSelected")}
          </Button>
        )}
        {extra
          .filter((e) => e.name !== "info" && !e.open)
          .map((e) => (
            <Button
              key={e.name}
              variant="outline"
              size="sm"
              disabled={e.scope === "selected" && selectedIds.length === 0}
              onClick={() => runExtra(e.name, selectedIds)}
              className={e.destructive ? "text-destructive" : undefined}
            >
              {e.icon && <Icon name={e.icon} />}
              {e.label}
            </Button>
          ))}
        {selectedIds.length > 0 && <span className="text-xs text-muted-foreground">{t("selectedCount", { count: selectedIds.length })}</span>}
        <div className="ml-auto flex items-center gap-2">
          {quickFields && (
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                update({ ...state, quickSearch: quick.trim(), page: 1 });
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
            <Button variant={showFilters ? "secondary" : "outline"} size="sm" aria-expanded={showFilters} onClick={() => setShowFilters(!showFilters)}>
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
      {preset.length > 0 && <PresetChips module={module} filters={preset} />}
      {showFilters && <FilterPanel module={module} filters={state.filters} hidden={preset.map((f) => f.field)} onApply={(filters) => update({ ...state, filters, page: 1 })} />}
      {failed ? (
        <StatusView icon={<RefreshCw />} title={t("loadFailed")} text="">
          <Button onClick={refresh}>{t("retry")}</Button>
        </StatusView>
      ) : (
        <DataTable
          module={module}
          rows={rows}
          visible={prefs}
          order={state.order}
          onOrder={(order) => update({ ...state, order, page: 1 })}
          selection={selection}
          onSelection={setSelection}
          options={options}
          remote={remote}
          actions={tableActions}
          loading={loading}
          empty={
            <div className="px-4 py-12 text-center">
              <p className="font-medium">{t("noData")}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t("noDataHint")}</p>
            </div>
          }
        />
      )}
      {!module.tree && <Pagination page={state.page} limit={state.limit} total={total} onPage={(page) => update({ ...state, page })} onLimit={(limit) => update({ ...state, limit, page: 1 })} />}
      <RecordForm module={module} target={formTarget} onClose={() => setFormTarget(undefined)} onSaved={() => {
        forgetRemote(module.key);
        refresh();
      }} />
      <DetailDialog module={module} id={detail} onClose={() => setDetail(undefined)} />
      <AlertDialog open={Boolean(confirm)} onOpenChange={(open) => !open && setConfirm(undefined)}>
        <AlertDialogContent>
          <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
          <AlertDialogDescription>{confirm?.text}</AlertDialogDescription>
          <div className="flex justify-end gap-2">
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction destructive={confirm?.destructive} onClick={() => void confirm?.run().catch(() => undefined)}>
              {t("confirm")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

export default function CrudPage({ moduleKey, path, search, active, preset }: PageProps) {
  const { module, ready } = useConsoleModule(moduleKey);
  const locked = useMemo(() => parsePreset(preset), [preset]);
  if (!module) return ready ? <StatusView icon={<SearchX />} title={t("notFoundTitle")} text={t("notFoundText")} /> : <Spinner />;
  return <CrudList module={module} path={path} search={search} active={active} preset={locked} />;
}
