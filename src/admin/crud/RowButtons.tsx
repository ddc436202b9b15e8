// The buttons at the end of a list row: the module's row actions (a queue's Review first), edit
// and delete, each named for the row it acts on so a screen reader says which row ("Review
// Sanya Travel", "Edit Sanya Travel").
import { Pencil, Trash2 } from "lucide-react";
import { cn } from "@/lib/utils";
import { t } from "@/i18n/console";
import { Icon } from "../components/icons";

type Row = Record<string, unknown>;

/** A button on each row; `ariaLabel` names the row it acts on ("Review Sanya Travel"). */
export interface RowAction {
  name: string;
  label: string | ((row: Row) => string);
  ariaLabel?: (row: Row) => string;
  icon?: string;
  destructive?: boolean;
  /** A filled button: the row's main action. */
  primary?: (row: Row) => boolean;
  /** Whether the row has the button (a link to a record the row may not name). */
  shown?: (row: Row) => boolean;
}

export interface TableActions {
  /** Rows can be chosen (there is something to do with a selection). */
  canSelect: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canSort: boolean;
  extra: RowAction[];
  /** A short name of a row for its buttons' labels. */
  rowName: (row: Row) => string;
  onEdit(row: Row): void;
  onDelete(row: Row): void;
  onSwitch(row: Row, field: string, value: unknown): void;
  onMove(id: unknown, targetId: unknown): void;
  onExtra(action: string, row: Row): void;
}

export function RowButtons({ row, actions }: { row: Row; actions: TableActions }) {
  const name = actions.rowName(row);
  return (
    <div className="flex items-center justify-end gap-1">
      {actions.extra.filter((extra) => extra.shown?.(row) ?? true).map((extra) => {
        const label = typeof extra.label === "function" ? extra.label(row) : extra.label;
        const primary = extra.primary?.(row);
        return (
          <button
            key={extra.name}
            type="button"
            aria-label={extra.ariaLabel?.(row)}
            onClick={() => actions.onExtra(extra.name, row)}
            className={cn(
              "inline-flex h-7 items-center gap-1 rounded px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
              primary ? "bg-primary font-medium text-primary-foreground hover:bg-primary/90" : extra.destructive ? "text-destructive hover:bg-destructive/10" : "text-primary hover:bg-primary/10",
            )}
          >
            {extra.icon && <Icon name={extra.icon} className="size-3.5" />}
            {label}
          </button>
        );
      })}
      {actions.canEdit && (
        <button type="button" aria-label={`${t("edit")} ${name}`} title={t("edit")} onClick={() => actions.onEdit(row)} className="rounded p-1.5 text-primary hover:bg-primary/10">
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      )}
      {actions.canDelete && (
        <button type="button" aria-label={`${t("delete")} ${name}`} title={t("delete")} onClick={() => actions.onDelete(row)} className="rounded p-1.5 text-destructive hover:bg-destructive/10">
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
