// The titled cards of the console's detail pages (a ticket, a guide, a tour group): a section
// named by its heading, and a section listing rows in a table or saying there are none.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function DetailSection({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={cn("rounded-xl border bg-card p-5 shadow-xs", className)} aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface DetailColumn {
  /** The header's text (read by screen readers only when `hidden`). */
  label: string;
  className?: string;
  hidden?: boolean;
}

/** A titled card with a table of `rows` (one `<tr>` each from `row`), or `empty` when there are none. */
export function DetailTable<T>({ id, title, empty, columns, rows, row }: { id: string; title: ReactNode; empty: ReactNode; columns: readonly DetailColumn[]; rows: readonly T[]; row: (item: T) => ReactNode }) {
  return (
    <DetailSection id={id} title={title}>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn("py-1 font-normal", column.className)}>
                  {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">{rows.map(row)}</tbody>
        </table>
      )}
    </DetailSection>
  );
}
