// A workflow record's trail, newest first: each move or note by its declared name, the state it
// led to, who made it and when, with its opinion and missing items. Also the state badge and the
// missing-items box, which the queue, the review and the record's own pages share.
import type { ReactNode } from "react";
import { formatDateTime } from "@shared/datetime";
import { pick } from "@shared/i18n";
import { stateOf, type WorkflowDeclaration } from "@shared/module/workflow";
import { cn } from "@/lib/utils";
import { consoleLang, t } from "@/i18n/console";
import { Tag } from "../crud/cells";

export interface TrailEntry {
  id: number;
  entity_type?: string;
  action: string;
  from_status: string;
  to_status: string;
  opinion: string;
  missing_items: string[];
  operator_name: string;
  create_time: number;
}

/** A trail entry's name: the transition's label, else the workflow's note of that name. */
export function actionLabel(workflow: WorkflowDeclaration, action: string): string {
  const text = workflow.transitions[action]?.label ?? workflow.notes?.[action];
  return text ? pick(text, consoleLang()) : action;
}

export function StateTag({ workflow, value }: { workflow: WorkflowDeclaration; value: unknown }) {
  const state = stateOf(workflow, value);
  return state ? <Tag option={state} /> : <span>{String(value ?? "")}</span>;
}

export function MissingItems({ items, className }: { items: readonly string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <div className={cn("mt-1.5 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm", className)}>
      <p className="font-medium">{t("missingItems")}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const DOT: Record<string, string> = { success: "bg-success", danger: "bg-destructive", warning: "bg-warning" };

export function Trail({ workflow, records, entityOf }: { workflow: WorkflowDeclaration; records: readonly TrailEntry[]; entityOf?: (entry: TrailEntry) => ReactNode }) {
  if (records.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t("trailEmpty")}</p>;
  return (
    <ol className="relative ml-2 border-l pl-5">
      {[...records].reverse().map((r) => (
        <li key={r.id} className="relative pb-5 last:pb-0">
          <span className={cn("absolute top-1.5 -left-[1.63rem] size-2.5 rounded-full ring-4 ring-background", DOT[stateOf(workflow, r.to_status)?.color ?? ""] ?? "bg-primary")} aria-hidden="true" />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{actionLabel(workflow, r.action)}</span>
            {entityOf && <span className="text-xs text-muted-foreground">{entityOf(r)}</span>}
            <StateTag workflow={workflow} value={r.to_status} />
          </div>
          <p className="mt-0.5 text-xs text-muted-foreground">
            <time className="tabular-nums">{formatDateTime(r.create_time)}</time>
            {r.operator_name && ` · ${t("byOperator", { name: r.operator_name })}`}
          </p>
          {r.opinion && (
            <p className="mt-1.5 rounded-md bg-muted/60 px-3 py-2 text-sm break-words whitespace-pre-wrap">
              <span className="text-muted-foreground">{t("opinionPrefix")}</span>
              {r.opinion}
            </p>
          )}
          <MissingItems items={r.missing_items} />
        </li>
      ))}
    </ol>
  );
}
