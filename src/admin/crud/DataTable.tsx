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
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight, GripVertical, Pencil, Trash2 } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Switch } from "@/components/ui/switch";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { listColumn, primaryKey } from "@shared/module/field-kinds";
import type { FieldDeclaration, FieldOption, ModuleDeclaration } from "@shared/module/types";
import { Icon } from "../components/icons";
import { consoleLang, t } from "../lang";
import { CellValue } from "./kind-widgets";

type Row = Record<string, unknown>;

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature, rowExpandingFeature, expandedRowModel: createExpandedRowModel() });
const helper = createColumnHelper<typeof features, Row>();

export interface TableActions {
  canEdit: boolean;
  canDelete: boolean;
  canSort: boolean;
  extra: { name: string; label: string; icon?: string; destructive?: boolean }[];
  onEdit(row: Row): void;
  onDelete(row: Row): void;
  onSwitch(row: Row, field: string, value: unknown): void;
  onMove(id: unknown, targetId: unknown): void;
  onExtra(action: string, row: Row): void;
}

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
  loading: boolean;
  empty: ReactNode;
}

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
    list.push(
      helper.display({
        id: "_select",
        header: ({ table }) => (
          <Checkbox
            aria-label={t("selectAll")}
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? "indeterminate" : false}
            onCheckedChange={(value) => table.toggleAllRowsSelected(value === true)}
          />
        ),
        cell: ({ row }) => <Checkbox aria-label={t("selectRow")} checked={row.getIsSelected()} onCheckedChange={(value) => row.toggleSelected(value === true)} />,
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
    for (const [name, field] of Object.entries(module.fields) as [string, FieldDeclaration][]) {
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
            const content =
              column.inlineSwitch && actions.canEdit && field.kind === "switch" ? (
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
          cell: ({ row }) => (
            <div className="flex items-center justify-end gap-1">
              {actions.extra.map((extra) => (
                <button
                  key={extra.name}
                  type="button"
                  onClick={() => actions.onExtra(extra.name, row.original)}
                  className={cn("inline-flex h-7 items-center gap-1 rounded px-2 text-xs", extra.destructive ? "text-destructive hover:bg-destructive/10" : "text-primary hover:bg-primary/10")}
                >
                  {extra.icon && <Icon name={extra.icon} className="size-3.5" />}
                  {extra.label}
                </button>
              ))}
              {actions.canEdit && (
                <button type="button" aria-label={`${t("edit")} #${String(row.original[pk])}`} title={t("edit")} onClick={() => actions.onEdit(row.original)} className="rounded p-1.5 text-primary hover:bg-primary/10">
                  <Pencil className="size-4" aria-hidden="true" />
                </button>
              )}
              {actions.canDelete && (
                <button type="button" aria-label={`${t("delete")} #${String(row.original[pk])}`} title={t("delete")} onClick={() => actions.onDelete(row.original)} className="rounded p-1.5 text-destructive hover:bg-destructive/10">
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </div>
          ),
        }),
      );
    }
    return list;
  }, [module, actions, props.order, props.options, props.remote, lang]);

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
  return (
    <div className={cn("relative overflow-x-auto rounded-lg border bg-background", props.loading && "opacity-70")} aria-busy={props.loading}>
      <table className="w-full caption-bottom text-sm">
        <thead className="bg-muted/50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  style={{ width: (header.column.columnDef.meta as { width?: number } | undefined)?.width }}
                  className={cn("h-10 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground", (header.id === "_select" || header.id === "_drag") && "w-10 px-2", header.id === "_actions" && "text-right")}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {visibleRows.map((row) => (
            <tr
              key={row.id}
              data-state={row.getIsSelected() ? "selected" : undefined}
              draggable={actions.canSort && Boolean(module.weighField)}
              onDragStart={() => setDragging(row.id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, row.id)}
              className={cn("border-b transition-colors last:border-0 hover:bg-muted/40 data-[state=selected]:bg-primary/5", dragging === row.id && "opacity-50")}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cn("px-3 py-2 align-middle whitespace-nowrap", (cell.column.id === "_select" || cell.column.id === "_drag") && "px-2")}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
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
