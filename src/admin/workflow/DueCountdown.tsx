// The running time limit of a workflow record as a countdown: the date, and days left, or how
// many days it is overdue (in red, with an alarm icon, so colour is not the only sign).
import { AlarmClock } from "lucide-react";
import { formatDateTime } from "@shared/datetime";
import { cn } from "@/lib/utils";
import { t } from "@/i18n/console";

const DAY = 86_400;

/** Whole days from now to `due` (negative when past), as a person counts them. */
export function daysUntil(due: number, now = Date.now() / 1000): number {
  const left = (due - now) / DAY;
  return left >= 0 ? Math.ceil(left) : -Math.max(1, Math.ceil(-left));
}

export function DueCountdown({ due, overdue, className }: { due: unknown; overdue?: unknown; className?: string }) {
  if (typeof due !== "number" || !due) return <span className="text-muted-foreground">—</span>;
  const days = daysUntil(due);
  const late = overdue === true || days < 0;
  const text = late ? t("overdueBy", { days: Math.abs(days) || 1 }) : days === 0 ? t("dueToday") : t("daysLeft", { days });
  return (
    <span className={cn("inline-flex items-center gap-1.5 whitespace-nowrap", className)}>
      <time dateTime={new Date(due * 1000).toISOString()} className="tabular-nums text-muted-foreground">
        {formatDateTime(due, undefined, false)}
      </time>
      <span className={cn("inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium", late ? "bg-destructive/10 text-danger-text" : days <= 2 ? "bg-warning/20 text-foreground" : "bg-muted text-foreground")}>
        {late && <AlarmClock className="size-3.5" aria-hidden="true" />}
        {text}
      </span>
    </span>
  );
}
