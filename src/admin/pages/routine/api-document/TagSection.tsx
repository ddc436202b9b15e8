// The calls of one tag (a module, or a group of shared calls) under a disclosure button.
import { useId } from "react";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import type { TagGroup } from "./document";
import { OperationItem } from "./OperationItem";
import type { Text } from "./text";

export function TagSection({ group, open, onToggle, text }: { group: TagGroup; open: boolean; onToggle: () => void; text: Text }) {
  const panel = useId();
  return (
    <section className="rounded-xl border bg-background shadow-xs" data-tag={group.name}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronRight aria-hidden="true" className={cn("size-4 shrink-0 text-muted-foreground transition-transform", open && "rotate-90")} />
          <span className="font-mono text-sm font-semibold">{group.name}</span>
          {group.description && <span className="min-w-0 truncate text-sm text-muted-foreground">{group.description}</span>}
          <span className="ml-auto shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground tabular-nums">{group.operations.length === 1 ? text("callInGroup") : text("callsInGroup", { count: group.operations.length })}</span>
        </button>
      </h2>
      <div id={panel} hidden={!open}>
        {open && (
          <ul className="space-y-2 px-4 pb-4">
            {group.operations.map((operation) => (
              <OperationItem key={operation.id} operation={operation} text={text} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
