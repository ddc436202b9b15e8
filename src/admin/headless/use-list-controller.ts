// The data logic of a list page, without its look (react-admin's useListController and refine's
// useTable are the models): the list state in the API's own wire format, kept in the URL with
// defaults left out and the page reset on any filter, search, size or order change; the rows,
// each call cancelling the one it supersedes; the labels of linked records; the selection; and,
// for a module with a workflow, the rows per state under the other filters (its tabs' counts).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { RowSelectionState } from "@tanstack/react-table";
import { api } from "@/lib/request";
import type { ModuleDeclaration } from "@shared/module/types";
import { consoleUrl } from "../router/location";
import { linkedLabels, type LinkedLabels } from "../crud/remote";
import { listQuery, parseListState, serializeListState, withFilter, type Filter, type ListOrder, type ListState } from "./list-state";

export type Row = Record<string, unknown>;

/** A workflow queue's counts (`counts=1`): rows per state, and past their time limit. */
export interface WorkflowCounts {
  states: Record<string, number>;
  overdue: number;
  overdueByState: Record<string, number>;
}

interface ListAnswer {
  list: Row[];
  total: number;
  remark?: string;
  workflow?: WorkflowCounts;
}

export interface ListControllerOptions {
  module: ModuleDeclaration;
  /** The list state as the tab's query string (the URL's, when the tab is on screen). */
  search: string;
  /** Locked filters of a preset list: sent with every call, never written to the URL. */
  preset?: readonly Filter[];
  /** Keeps a new list state (the URL, the tab). */
  onChange?: (search: string) => void;
}

export interface ListController {
  state: ListState;
  rows: Row[];
  total: number;
  remark: string;
  loading: boolean;
  failed: boolean;
  labels: LinkedLabels;
  /** Present for workflow modules once the first answer arrived. */
  counts?: WorkflowCounts;
  selection: RowSelectionState;
  selectedIds: string[];
  setSelection: (selection: RowSelectionState) => void;
  refresh: () => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setOrder: (order: ListOrder | undefined) => void;
  setQuickSearch: (text: string) => void;
  setFilters: (filters: Filter[]) => void;
  /** Sets (or, without `next`, drops) the filter on one field. */
  setFilter: (field: string, next?: Omit<Filter, "field">) => void;
}

interface Loaded {
  rows: Row[];
  total: number;
  remark: string;
  counts?: WorkflowCounts;
  labels: LinkedLabels;
}

const NOTHING: Loaded = { rows: [], total: 0, remark: "", labels: {} };

export function useListController({ module, search, preset = [], onChange }: ListControllerOptions): ListController {
  const defaultLimit = module.pageSize ?? 10;
  const [query, setQuery] = useState(search);
  // What this list last wrote: a different `search` comes from outside (a link, the menu).
  const written = useRef(search);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setQuery(search);
  }, [search]);
  const keep = useRef(onChange);
  keep.current = onChange;

  const state = useMemo(() => parseListState(query, defaultLimit), [query, defaultLimit]);
  const [loaded, setLoaded] = useState<Loaded>(NOTHING);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [selection, setSelection] = useState<RowSelectionState>({});

  // Preset filters go with every call, after the user's own.
  const wire = listQuery({ ...state, filters: [...state.filters, ...preset] }) + (module.workflow ? "&counts=1" : "");

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    api<ListAnswer>({ url: consoleUrl(`${module.key}/index?${wire}`), signal: controller.signal, cancelDuplicate: false })
      .then(async (res) => {
        const labels = await linkedLabels(module.fields, res.data.list);
        if (controller.signal.aborted) return;
        setLoaded({ rows: res.data.list, total: res.data.total, remark: res.data.remark ?? "", counts: res.data.workflow, labels });
        setSelection({});
      })
      .catch(() => !controller.signal.aborted && setFailed(true))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [module, wire, version]);

  const write = useCallback(
    (next: ListState) => {
      const serialized = serializeListState(next, defaultLimit);
      written.current = serialized;
      setQuery(serialized);
      keep.current?.(serialized);
    },
    [defaultLimit],
  );

  return {
    state,
    ...loaded,
    loading,
    failed,
    selection,
    selectedIds: Object.keys(selection).filter((id) => selection[id]),
    setSelection,
    refresh: () => setVersion((n) => n + 1),
    setPage: (page) => write({ ...state, page }),
    setLimit: (limit) => write({ ...state, limit, page: 1 }),
    setOrder: (order) => write({ ...state, order, page: 1 }),
    setQuickSearch: (quickSearch) => write({ ...state, quickSearch, page: 1 }),
    setFilters: (filters) => write({ ...state, filters, page: 1 }),
    setFilter: (field, next) => write({ ...state, filters: withFilter(state.filters, field, next), page: 1 }),
  };
}
