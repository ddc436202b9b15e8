// Small pieces of the complaint pages: the state tag, the time left on a step (red once it has
// passed), labels of options and moves from the declaration. The forms' dialog frame is in
// form-dialog.tsx: the dashboard's complaint panel shows state tags, and must not load a dialog.
import type { ReactNode } from "react";
import { AlarmClock, Clock } from "lucide-react";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import type { FieldOption, TagColor } from "@shared/module/types";
import { stateOf } from "@shared/module/workflow";
import { cn } from "@/lib/utils";
import { complaintWorkflow } from "@modules/complaint/workflow";
import { consoleLang, usePageText } from "@/i18n/console";

export const PAGE = "complaint.case";
export const useCaseText = () => usePageText(PAGE);

const TAG_STYLES: Record<TagColor, string> = {
  default: "bg-muted text-foreground",
  primary: "bg-primary/12 text-primary",
  success: "bg-success/15 text-success",
  warning: "bg-warning/20 text-foreground",
  danger: "bg-destructive/10 text-red-700 dark:text-red-300",
  info: "bg-chart-2/15 text-foreground",
};

export function ColorTag({ color, children }: { color?: TagColor; children: ReactNode }) {
  return <span className={cn("inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap", TAG_STYLES[color ?? "default"])}>{children}</span>;
}

export function StateTag({ status }: { status: unknown }) {
  const state = stateOf(complaintWorkflow, status);
  return <ColorTag color={state?.color}>{state ? pick(state.label, consoleLang()) : String(status ?? "")}</ColorTag>;
}

export const optionLabel = (options: readonly FieldOption[], value: unknown) => {
  const option = options.find((o) => String(o.value) === String(value));
  return option ? pick(option.label, consoleLang()) : "";
};

/** A move's or a trail note's name as the declaration says it. */
export function actionLabel(name: string): string {
  const lang = consoleLang();
  const transition = complaintWorkflow.transitions[name];
  if (transition) return pick(transition.label, lang);
  const note = complaintWorkflow.notes?.[name];
  return note ? pick(note, lang) : name;
}

const DAY = 86_400;

/** The time left on a step, or how long it has been overdue (red), with the due time. */
export function DueTime({ due, now = Math.floor(Date.now() / 1000), label }: { due: number | null | undefined; now?: number; label?: string }) {
  const text = useCaseText();
  if (!due) return <span className="text-muted-foreground">{text("noRunningLimit")}</span>;
  const left = due - now;
  const overdue = left < 0;
  const days = Math.ceil(Math.abs(left) / DAY);
  return (
    <span data-overdue={overdue || undefined} className={cn("inline-flex flex-wrap items-center gap-1.5", overdue ? "font-medium text-destructive" : days <= 1 ? "font-medium text-foreground" : "text-muted-foreground")}>
      {overdue ? <AlarmClock className="size-4" aria-hidden="true" /> : <Clock className="size-4" aria-hidden="true" />}
      {label && <span>{label}</span>}
      <time className="tabular-nums">{formatDateTime(due, undefined, false)}</time>
      <span className="text-xs">{overdue ? text("overdueBy", { days }) : left < DAY ? text("dueToday") : text("dueIn", { days })}</span>
    </span>
  );
}

/** A labelled form control with its error below it. */
export function Field({ id, label, error, help, children }: { id: string; label: string; error?: string; help?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
