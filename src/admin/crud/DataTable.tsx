// The list table of a generic module (TanStack Table v9, server mode): selection, sortable
// headers, inline status switches, tree rows, row actions and drag-to-reorder by weight
// (arrow keys on the handle do the same without a mouse).
import { useMemo, useState, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import {
  columnVisibilityFeature,
  createColumnHelper,
  createExpandedRowModel,
  rowExpandingFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ExpandedState,
  type RowSelectionState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight, GripVertical } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { listColumn, primaryKey } from "@shared/module/field-kinds";
import type { FieldDeclaration, FieldOption, ModuleDeclaration } from "@shared/module/types";
import { Icon } from "../components/icons";
import { consoleLang, t } from "@/i18n/console";
import { CellValue } from "./kind-widgets";
import { RowButtons, type TableActions } from "./RowButtons";
import { useOverflowEdge } from "./use-overflow-edge";

export type { RowAction, TableActions } from "./RowButtons";

type Row = Record<string, unknown>;

// The row actions stay in view when a wide list scrolls sideways (opaque, with an edge).
/**
 * The sticky actions column's left edge: a rule, and while columns are hidden under it a shadow
 * over them. Drawn by pseudo-elements: a cell's box-shadow is not painted in a collapsed table.
 */
const STICKY_EDGE =
  "before:pointer-events-none before:absolute before:inset-y-0 before:left-0 before:w-px before:bg-border after:pointer-events-none after:absolute after:inset-y-0 after:right-full after:w-3 after:bg-linear-to-l after:from-foreground/15 after:to-transparent after:opacity-0 group-data-[hidden-right]/table:after:opacity-100";
const STICKY_HEAD = `sticky right-0 bg-muted text-right ${STICKY_EDGE}`;
const STICKY_CELL = `sticky right-0 bg-background ${STICKY_EDGE} group-hover/row:bg-[color-mix(in_oklab,var(--muted)_40%,var(--background))]`;

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature, rowExpandingFeature, expandedRowModel: createExpandedRowModel() });
const helper = createColumnHelper<typeof features, Row>();

interface Props {
  module: ModuleDeclaration;
  rows: Row[];
  visible: Record<string, boolean>;
  order?: { field: string; dir: "asc" | "desc" };
  onOrder(order: { field: string; dir: "asc" | "desc" } | undefined): void;
  selection: RowSelectionState;
  onSelection(selection: RowSelectionState): void;
  options: Record<string, readonly FieldOption[] | undefined>;
  remote: Record<string, Map<string, string>>;
  actions: TableActions;
  /** Columns shown first, after the primary key (a queue's name, state and time limit). */
  lead?: readonly string[];
  /** Cells drawn by the page instead of by field kind (a workflow's countdown). */
  cells?: Record<string, (row: Row) => ReactNode>;
  loading: boolean;
  empty: ReactNode;
  /** The element's id and the tab naming it, when the table is the panel of tabs. */
  panel?: { id: string; labelledBy?: string };
}

/** How marked matches look in a cell. */
const MARKS = "[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:text-inherit dark:[&_mark]:bg-amber-400/40";

function SortButton({ label, dir, onClick }: { label: string; dir?: "asc" | "desc"; onClick: () => void }) {
  const Arrow = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" onClick={onClick} className="inline-flex items-center gap-1 rounded outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50">
      {label}
      <Arrow className={cn("size-3.5", !dir && "opacity-40")} aria-hidden="true" />
    </button>
  );
}

export function DataTable(props: Props) {
  const { module, rows, actions } = props;
  const pk = primaryKey(module);
  const lang = consoleLang();
  const [expanded, setExpanded] = useState<ExpandedState>(true);
  const [dragging, setDragging] = useState<string>();
  const treeField = module.tree ? Object.keys(module.fields).find((name) => name === module.tree?.label) : undefined;

  const columns = useMemo(() => {
    const list = [];
    if (actions.canSelect) list.push(
      helper.display({
        id: "_select",
        header: ({ table }) => (
          <Checkbox
            aria-label={t("selectAll")}
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? "indeterminate" : false}
            onCheckedChange={(value) => table.toggleAllRowsSelected(value === true)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={actions.rowName(row.original) ? t("selectRowNamed", { name: actions.rowName(row.original) }) : t("selectRow")}
            checked={row.getIsSelected()}
            onCheckedChange={(value) => row.toggleSelected(value === true)}
            // A larger target than the 16 px box, for fingers (WCAG 2.5.8).
            className="relative after:absolute after:-inset-2 pointer-coarse:size-5"
          />
        ),
      }),
    );
    if (actions.canSort && module.weighField) {
      list.push(
        helper.display({
          id: "_drag",
          header: () => <span className="sr-only">{t("dragToSort")}</span>,
          cell: ({ row, table }) => {
            const siblings = row.getParentRow()?.subRows ?? table.getCoreRowModel().rows;
            const index = siblings.findIndex((r) => r.id === row.id);
            const onKey = (event: KeyboardEvent) => {
              const neighbour = event.key === "ArrowUp" ? siblings[index - 1] : event.key === "ArrowDown" ? siblings[index + 1] : undefined;
              if (!neighbour) return;
              event.preventDefault();
              actions.onMove(row.original[pk], neighbour.original[pk]);
            };
            return (
              <button type="button" aria-label={t("dragToSort")} title={t("dragToSort")} onKeyDown={onKey} className="cursor-grab rounded p-1 text-muted-foreground hover:bg-accent active:cursor-grabbing">
                <GripVertical className="size-4" aria-hidden="true" />
              </button>
            );
          },
        }),
      );
    }
    const declared = Object.entries(module.fields) as [string, FieldDeclaration][];
    const rank = (name: string) => (name === pk ? -1 : (props.lead ?? []).includes(name) ? (props.lead ?? []).indexOf(name) : declared.length);
    for (const [name, field] of declared.map((entry, i) => [entry, i] as const).sort(([a, i], [b, j]) => rank(a[0]) - rank(b[0]) || i - j).map(([entry]) => entry)) {
      const column = listColumn(field);
      if (!column) continue;
      const label = pick(field.label, lang);
      list.push(
        helper.accessor((row: Row) => row[name], {
          id: name,
          header: () =>
            column.sortable ? (
              <SortButton
                label={label}
                dir={props.order?.field === name ? props.order.dir : undefined}
                onClick={() => props.onOrder(props.order?.field !== name ? { field: name, dir: "asc" } : props.order.dir === "asc" ? { field: name, dir: "desc" } : undefined)}
              />
            ) : (
              label
            ),
          cell: ({ row }) => {
            const value = row.original[name];
            const own = props.cells?.[name];
            // A full-text quick search: the server marks the matches (escaped text, <mark> only).
            const marked = (row.original._highlight as Record<string, string> | undefined)?.[name];
            const extract = name === module.fullText?.[0] && typeof row.original._excerpt === "string" ? row.original._excerpt : undefined;
            const content = own ? (
              own(row.original)
            ) : marked || extract ? (
              <span className={MARKS}>
                {marked ? <span data-match dangerouslySetInnerHTML={{ __html: marked }} /> : <CellValue field={field} value={value} options={props.options[name]} remote={props.remote[name]} row={row.original} />}
                {extract && <span data-excerpt className="mt-0.5 block max-w-md truncate text-xs text-muted-foreground" dangerouslySetInnerHTML={{ __html: extract }} />}
              </span>
            ) : column.inlineSwitch && actions.canEdit && field.kind === "switch" ? (
                <Switch
                  aria-label={label}
                  checked={String(value) === String(field.options?.[0]?.value ?? "1")}
                  onCheckedChange={(on) => actions.onSwitch(row.original, name, on ? (field.options?.[0]?.value ?? "1") : (field.options?.[1]?.value ?? "0"))}
                />
              ) : (
                <CellValue field={field} value={value} options={props.options[name]} remote={props.remote[name]} row={row.original} />
              );
            if (name !== treeField) return content;
            return (
              <span className="flex items-center gap-1" style={{ paddingLeft: row.depth * 20 }}>
                {row.getCanExpand() ? (
                  <button type="button" aria-label={row.getIsExpanded() ? t("collapseRow") : t("expandRow")} aria-expanded={row.getIsExpanded()} onClick={() => row.toggleExpanded()} className="rounded p-0.5 hover:bg-accent">
                    <ChevronRight className={cn("size-4 transition-transform", row.getIsExpanded() && "rotate-90")} aria-hidden="true" />
                  </button>
                ) : (
                  <span className="w-5" />
                )}
                {typeof row.original.icon === "string" && row.original.icon && <Icon name={row.original.icon} className="size-4 text-muted-foreground" />}
                {content}
              </span>
            );
          },
          meta: { width: column.width },
        }),
      );
    }
    if (actions.canEdit || actions.canDelete || actions.extra.length) {
      list.push(
        helper.display({
          id: "_actions",
          header: () => <span>{t("actions")}</span>,
          cell: ({ row }) => <RowButtons row={row.original} actions={actions} />,
        }),
      );
    }
    return list;
  }, [module, actions, props.order, props.options, props.remote, props.cells, props.lead, lang]);

  const columnVisibility = useMemo(() => {
    const visibility: Record<string, boolean> = {};
    for (const [name, field] of Object.entries(module.fields)) {
      const column = listColumn(field);
      if (column) visibility[name] = props.visible[name] ?? !column.hidden;
    }
    return visibility;
  }, [module, props.visible]);

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row: Row) => String(row[pk]),
    getSubRows: module.tree ? (row: Row) => (Array.isArray(row.children) ? (row.children as Row[]) : undefined) : undefined,
    state: { rowSelection: props.selection, columnVisibility, expanded },
    onRowSelectionChange: (updater) => props.onSelection(typeof updater === "function" ? updater(props.selection) : updater),
    onExpandedChange: (updater) => setExpanded((current) => (typeof updater === "function" ? updater(current) : updater)),
    enableSubRowSelection: false,
  });

  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    if (dragging && dragging !== targetId) actions.onMove(dragging, targetId);
    setDragging(undefined);
  };

  const visibleRows = table.getRowModel().rows;
  const { frame, hiddenRight } = useOverflowEdge<HTMLDivElement>();
  /** `aria-sort` of a column header: sortable columns say how they are sorted now. */
  const ariaSort = (id: string) => {
    const field = module.fields[id];
    if (!field || !listColumn(field)?.sortable) return undefined;
    if (props.order?.field !== id) return "none" as const;
    return props.order.dir === "asc" ? ("ascending" as const) : ("descending" as const);
  };
  return (
    <div
      ref={frame}
      data-hidden-right={hiddenRight || undefined}
      id={props.panel?.id}
      role={props.panel ? "tabpanel" : undefined}
      aria-labelledby={props.panel?.labelledBy}
      tabIndex={props.panel ? -1 : undefined}
      className={cn("group/table relative rounded-lg border bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring/50", props.loading && "opacity-70")}
      aria-busy={props.loading}
    >
      <Table>
        <TableHeader className="bg-muted/50">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  aria-sort={ariaSort(header.id)}
                  style={{ width: (header.column.columnDef.meta as { width?: number } | undefined)?.width }}
                  className={cn((header.id === "_select" || header.id === "_drag") && "w-10 px-2", header.id === "_actions" && STICKY_HEAD)}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {visibleRows.map((row) => (
            <TableRow
              key={row.id}
              data-state={row.getIsSelected() ? "selected" : undefined}
              draggable={actions.canSort && Boolean(module.weighField)}
              onDragStart={() => setDragging(row.id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, row.id)}
              className={cn("group/row", dragging === row.id && "opacity-50")}
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cn("whitespace-nowrap", (cell.column.id === "_select" || cell.column.id === "_drag") && "px-2", cell.column.id === "_actions" && STICKY_CELL)}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {visibleRows.length === 0 && !props.loading && props.empty}
      {visibleRows.length === 0 && props.loading && (
        <div className="space-y-2 p-4" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-8 animate-pulse rounded bg-muted" />
          ))}
        </div>
      )}
    </div>
  );
}
