// The method of a call and who may call it, as small coloured labels (text colours chosen for
// contrast on both themes).
import { cn } from "@/lib/utils";
import type { Caller } from "./document";
import type { Text } from "./text";

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  delete: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={cn("inline-flex w-16 shrink-0 justify-center rounded px-1.5 py-0.5 font-mono text-xs font-semibold", METHOD_COLOURS[method] ?? "bg-muted text-foreground")}>
      {method.toUpperCase()}
    </span>
  );
}

const CALLER_COLOURS: Record<Caller, string> = {
  public: "border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300",
  member: "border-violet-300 text-violet-800 dark:border-violet-700 dark:text-violet-200",
  admin: "border-blue-300 text-blue-800 dark:border-blue-700 dark:text-blue-200",
  super: "border-orange-300 text-orange-800 dark:border-orange-700 dark:text-orange-200",
};

export function CallerBadge({ caller, text }: { caller: Caller; text: Text }) {
  return <span className={cn("inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap", CALLER_COLOURS[caller])}>{text(`caller_${caller}`)}</span>;
}
