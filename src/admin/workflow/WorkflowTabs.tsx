// A workflow queue's state tabs and its "overdue only" switch. The tabs are real ARIA tabs
// (arrow keys, Home and End move between them, the list is their panel), "all" first, then the
// states the workflow calls pending, then the rest, each with how many rows it holds under the
// other filters and how many of those are overdue. Owner-only states (drafts) get a tab only
// when the caller has rows in them.
import { useRef, type KeyboardEvent } from "react";
import { AlarmClock } from "lucide-react";
import { Switch } from "@/components/ui/switch";
import { pick } from "@shared/i18n";
import type { WorkflowDeclaration } from "@shared/module/workflow";
import { cn } from "@/lib/utils";
import { consoleLang, t } from "@/i18n/console";
import type { WorkflowCounts } from "../headless/use-list-controller";

interface Props {
  workflow: WorkflowDeclaration;
  counts?: WorkflowCounts;
  /** The chosen state; undefined: all. */
  current?: string;
  onSelect: (state: string | undefined) => void;
  overdue: boolean;
  onOverdue: (on: boolean) => void;
  /** Ids: the tabs' prefix, and the panel (the list) they control. */
  idPrefix: string;
  panelId: string;
}

/** The tab id of a state (or of "all"), for the panel's aria-labelledby. */
export const tabId = (prefix: string, state: string | undefined) => `${prefix}-tab-${state ?? "all"}`;

export function WorkflowTabs({ workflow, counts, current, onSelect, overdue, onOverdue, idPrefix, panelId }: Props) {
  const lang = consoleLang();
  const list = useRef<HTMLDivElement>(null);
  const pending = workflow.pending ?? [];
  const ordered = [...workflow.states].sort((a, b) => {
    const pa = pending.indexOf(a.value);
    const pb = pending.indexOf(b.value);
    return (pa < 0 ? pending.length : pa) - (pb < 0 ? pending.length : pb);
  });
  const total = counts ? Object.values(counts.states).reduce((sum, n) => sum + n, 0) : undefined;
  const tabs: { value?: string; label: string; count?: number; late?: number }[] = [
    { value: undefined, label: t("allStates"), count: total, late: counts?.overdue },
    ...ordered
      // An owner-only state (drafts) has a tab only for a caller who has rows in it (the owner).
      .filter((s) => !workflow.ownerOnly?.includes(s.value) || s.value === current || (counts?.states[s.value] ?? 0) > 0)
      .map((s) => ({ value: s.value, label: pick(s.label, lang), count: counts?.states[s.value], late: counts?.overdueByState[s.value] })),
  ];
  const at = Math.max(0, tabs.findIndex((tab) => tab.value === current));

  const onKey = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: at + 1 > last ? 0 : at + 1, ArrowLeft: at - 1 < 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]?.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div ref={list} role="tablist" aria-label={t("workflowStates")} onKeyDown={onKey} className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-muted p-[3px]">
        {tabs.map((tab, i) => {
          const selected = i === at;
          return (
            <button
              key={tab.value ?? "all"}
              id={tabId(idPrefix, tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring",
                selected ? "bg-background text-foreground shadow-sm" : "text-foreground/75 hover:text-foreground",
              )}
            >
              {tab.label}
              {tab.count !== undefined && <span className="rounded-full bg-foreground/8 px-1.5 text-xs tabular-nums">{tab.count}</span>}
              {tab.late ? (
                <span className="inline-flex items-center gap-0.5 rounded-full bg-destructive/10 px-1.5 text-xs text-danger-text tabular-nums">
                  <AlarmClock className="size-3" aria-hidden="true" />
                  <span className="sr-only">{t("overdueCount", { count: tab.late })}</span>
                  <span aria-hidden="true">{tab.late}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <Switch checked={overdue} onCheckedChange={onOverdue} />
        {t("overdueOnly")}
        {counts && counts.overdue > 0 && <span className="rounded-full bg-destructive/10 px-1.5 text-xs text-danger-text tabular-nums">{counts.overdue}</span>}
      </label>
    </div>
  );
}
