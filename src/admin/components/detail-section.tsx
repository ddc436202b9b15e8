// The parts of the console's detail pages (a ticket, a guide, a tour group, an enterprise): a
// section named by its heading, a section listing rows in a table or saying there are none, the
// facts of the record as a term list, the way back to the list, and what the page says when its
// record did not arrive.
import type { ReactNode } from "react";
import { ArrowLeft, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/console";
import { cn } from "@/lib/utils";
import { consoleUrl, navigate } from "../router/location";
import { StatusView } from "./views";

/** A button back to a list page (`to` is the console path, e.g. `guide/guide`). */
export function BackToList({ label, to, size }: { label: string; to: string; size?: "sm" | "default" }) {
  return (
    <Button variant="outline" size={size} onClick={() => navigate(consoleUrl(to))}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * The record did not arrive: not found, outside the user's area, or the request failed (the
 * request layer has said why). Says so, offers to try again and, when `back` is given, the list.
 */
export function DetailUnavailable({ icon, title, text, onRetry, back }: { icon: ReactNode; title: string; text: string; onRetry: () => unknown; back?: { label: string; to: string } }) {
  return (
    <StatusView icon={icon} title={title} text={text}>
      <Button variant="outline" onClick={() => void onRetry()}>
        <RefreshCw aria-hidden="true" />
        {t("retry")}
      </Button>
      {back && <BackToList label={back.label} to={back.to} size="default" />}
    </StatusView>
  );
}

/** The record's facts as a term list, two columns from small screens up. */
export function DetailFacts({ facts, className, valueClassName }: { facts: readonly (readonly [string, ReactNode])[]; className?: string; valueClassName?: string }) {
  return (
    <dl className={cn("mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2", className)}>
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="w-24 shrink-0 text-muted-foreground">{term}</dt>
          <dd className={cn("min-w-0 font-medium", valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
