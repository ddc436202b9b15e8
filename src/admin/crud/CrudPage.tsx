// The generic list page of a module: everything on it comes from the declaration, the data
// logic from the list controller (the list state is the URL: reload and share work). A module
// with a workflow is a queue: state tabs with counts, "overdue only", the running time limit
// as a countdown and a review dialog on each row.
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { RefreshCw, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FieldOption, ModuleDeclaration } from "@shared/module/types";
import { WORKFLOW_FIELDS, type WorkflowDeclaration } from "@shared/module/workflow";
import { t } from "@/i18n/console";
import { Spinner, StatusView } from "../components/views";
import { filterOn, parsePreset, type Filter } from "../headless/list-state";
import { useConfirm } from "../headless/confirm";
import { useListController, type Row } from "../headless/use-list-controller";
import type { PageProps } from "../pages/page-props";
import { setSearch } from "../router/location";
import { rememberSearch } from "../stores/tabs";
import { DueCountdown } from "../workflow/DueCountdown";
import { ReviewDialog, type ReviewTarget } from "../workflow/ReviewDialog";
import { tabId, WorkflowTabs } from "../workflow/WorkflowTabs";
import { $columnPrefs } from "./column-prefs";
import { DataTable } from "./DataTable";
import { DetailDialog } from "./DetailDialog";
import { dictionaryOptions } from "./dictionary";
import { FilterPanel } from "./FilterPanel";
import { ListToolbar } from "./ListToolbar";
import { useConsoleModule } from "./modules";
import { Pagination } from "./Pagination";
import { PresetChips } from "./PresetChips";
import { RecordForm } from "./RecordForm";
import { forgetRemote } from "./remote";
import { nameField, useRowActions } from "./use-row-actions";

/** Declared options of every field, with dictionary fields' options once they arrive. */
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

const countdown = { [WORKFLOW_FIELDS.due]: (row: Row) => <DueCountdown due={row[WORKFLOW_FIELDS.due]} overdue={row[WORKFLOW_FIELDS.overdue]} /> };

function CrudList({ module, path, search, active, preset }: { module: ModuleDeclaration; path: string; search: string; active: boolean; preset: Filter[] }) {
  const list = useListController({
    module,
    search,
    preset,
    onChange: (serialized) => {
      if (active) setSearch(serialized);
      rememberSearch(path, serialized);
    },
  });
  const [formTarget, setFormTarget] = useState<null | string | number | undefined>(undefined);
  const [detail, setDetail] = useState<string | number>();
  const [review, setReview] = useState<ReviewTarget>();
  // The panel opens by itself for filters of its own (a queue's state filter is its tabs).
  const [showFilters, setShowFilters] = useState(list.state.filters.some((f) => module.fields[f.field] && f.field !== module.workflow?.field));
  const prefs = useStore($columnPrefs)[module.key] ?? {};
  const options = useOptions(module);
  const { confirm, dialog } = useConfirm();
  const actions = useRowActions(module, list, {
    confirm,
    onEdit: setFormTarget,
    onDetail: setDetail,
    onReview: (row, name) => setReview({ id: row.id as string | number, name }),
  });
  const workflow = module.workflow;
  const panelId = `list-${module.key.replace(/\W/g, "-")}`;
  const state = workflow ? filterOn(list.state.filters, workflow.field) : undefined;
  const current = state?.operator === "eq" && typeof state.val === "string" ? state.val : undefined;
  // A queue reads "what, where it stands, how long is left" first.
  const lead = useMemo(() => (workflow ? [nameField(module) ?? "", workflow.field, WORKFLOW_FIELDS.due] : undefined), [module]);
  const saved = () => {
    forgetRemote(module.key);
    list.refresh();
  };
  // After a move the reviewed row may leave the list with the button focus went back to: the
  // list itself takes focus then, so the keyboard user is not left on the page's body.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || list.loading) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) document.getElementById(panelId)?.focus();
  }, [list.loading]);

  return (
    <div className="space-y-3">
      {list.remark && <p className="rounded-md border border-primary/20 bg-primary/5 px-4 py-2 text-sm text-muted-foreground">{list.remark}</p>}
      <ListToolbar
        module={module}
        list={list}
        canAdd={actions.canAdd}
        canDelete={actions.table.canDelete}
        actions={actions.toolbar}
        filtersShown={showFilters}
        onToggleFilters={() => setShowFilters(!showFilters)}
        onAdd={() => setFormTarget(null)}
        onDelete={actions.remove}
        onAction={actions.run}
      />
      {workflow && (
        <WorkflowTabs
          workflow={workflow}
          counts={list.counts}
          current={current}
          onSelect={(value) => list.setFilter(workflow.field, value ? { operator: "eq", val: value } : undefined)}
          overdue={filterOn(list.state.filters, WORKFLOW_FIELDS.overdue)?.val === "1"}
          onOverdue={(on) => list.setFilter(WORKFLOW_FIELDS.overdue, on ? { operator: "eq", val: "1" } : undefined)}
          idPrefix={panelId}
          panelId={panelId}
        />
      )}
      {preset.length > 0 && <PresetChips module={module} filters={preset} />}
      {showFilters && (
        <FilterPanel
          module={module}
          filters={list.state.filters}
          hidden={preset.map((f) => f.field)}
          // Filters on fields the panel does not hold (the queue's "overdue") stay as they are.
          onApply={(filters) => list.setFilters([...filters, ...list.state.filters.filter((f) => !module.fields[f.field])])}
        />
      )}
      {list.failed ? (
        <StatusView icon={<RefreshCw />} title={t("loadFailed")} text="">
          <Button onClick={list.refresh}>{t("retry")}</Button>
        </StatusView>
      ) : (
        <DataTable
          module={module}
          rows={list.rows}
          visible={prefs}
          order={list.state.order}
          onOrder={list.setOrder}
          selection={list.selection}
          onSelection={list.setSelection}
          options={options}
          remote={list.labels}
          actions={actions.table}
          cells={workflow ? countdown : undefined}
          lead={lead}
          loading={list.loading}
          panel={workflow ? { id: panelId, labelledBy: tabId(panelId, current) } : undefined}
          empty={
            <div className="px-4 py-12 text-center">
              <p className="font-medium">{t("noData")}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t("noDataHint")}</p>
            </div>
          }
        />
      )}
      {!module.tree && <Pagination page={list.state.page} limit={list.state.limit} total={list.total} onPage={list.setPage} onLimit={list.setLimit} />}
      <RecordForm module={module} target={formTarget} onClose={() => setFormTarget(undefined)} onSaved={saved} />
      <DetailDialog module={module} id={detail} onClose={() => setDetail(undefined)} />
      {workflow && (
        <ReviewDialog
          module={module as ModuleDeclaration & { workflow: WorkflowDeclaration }}
          target={review}
          onClose={() => setReview(undefined)}
          onMoved={() => {
            refocus.current = true;
            list.refresh();
          }}
        />
      )}
      {dialog}
    </div>
  );
}

export default function CrudPage({ moduleKey, path, search, active, preset }: PageProps) {
  const { module, ready } = useConsoleModule(moduleKey);
  const locked = useMemo(() => parsePreset(preset), [preset]);
  if (!module) return ready ? <StatusView icon={<SearchX />} title={t("notFoundTitle")} text={t("notFoundText")} /> : <Spinner />;
  return <CrudList module={module} path={path} search={search} active={active} preset={locked} />;
}
