// Permissions as a checkbox tree (groups' rules): checking a node checks its children;
// a parent shows mixed when only some are chosen. One tab stop; arrows, Space and Enter work it
// as a WAI-ARIA tree. The chosen set includes parents of
// chosen children, which the server stores as they are.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ChevronRight } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import type { RemoteSource } from "@shared/module/types";
import { consoleLang, t } from "@/i18n/console";
import { remoteTree } from "../remote";
import type { InputProps } from "./basic";

interface Node {
  id: number;
  label: string;
  children: Node[];
}

function toNodes(rows: Record<string, unknown>[], source: RemoteSource): Node[] {
  return rows.map((row) => {
    const label = String(row[source.label] ?? row.id);
    const en = typeof row[`${source.label}_en`] === "string" && row[`${source.label}_en`] ? String(row[`${source.label}_en`]) : label;
    return { id: Number(row.id), label: pick({ "zh-cn": label, en }, consoleLang()), children: toNodes((row.children as Record<string, unknown>[]) ?? [], source) };
  });
}

const descendants = (node: Node): number[] => node.children.flatMap((c) => [c.id, ...descendants(c)]);

export function TreeInput(props: InputProps & { source: RemoteSource }) {
  const [nodes, setNodes] = useState<Node[]>([]);
  const [closed, setClosed] = useState<Set<number>>(new Set());
  useEffect(() => {
    void remoteTree(props.source).then((rows) => setNodes(toNodes(rows, props.source)));
  }, [props.source.module]);
  const chosen = useMemo(() => new Set((Array.isArray(props.value) ? props.value : []).map(Number)), [props.value]);

  const toggle = (node: Node, on: boolean) => {
    const next = new Set(chosen);
    for (const id of [node.id, ...descendants(node)]) {
      if (on) next.add(id);
      else next.delete(id);
    }
    // Parents stay chosen while any child is.
    const fix = (list: Node[]): boolean =>
      list.reduce((any, n) => {
        const childChosen = fix(n.children);
        if (childChosen) next.add(n.id);
        else if (n.children.length && !on) next.delete(n.id);
        return any || next.has(n.id);
      }, false);
    fix(nodes);
    props.onChange([...next]);
  };

  const state = (node: Node): boolean | "indeterminate" => {
    if (node.children.length === 0) return chosen.has(node.id);
    const all = descendants(node);
    const count = all.filter((id) => chosen.has(id)).length;
    if (count === 0) return chosen.has(node.id) ? "indeterminate" : false;
    return count === all.length ? true : "indeterminate";
  };

  // The keyboard (WAI-ARIA tree): one tab stop, the arrows move between the visible rows, Right
  // opens a branch or steps into it, Left closes it or steps to the parent, Space or Enter
  // checks, Home and End jump. Rows carry aria-checked (mixed for a partly chosen branch).
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const treeRef = useRef<HTMLUListElement>(null);
  const visible = useMemo(() => {
    const rows: { node: Node; parent?: Node }[] = [];
    const walk = (list: Node[], parent?: Node) => {
      for (const node of list) {
        rows.push({ node, parent });
        if (!closed.has(node.id)) walk(node.children, node);
      }
    };
    walk(nodes);
    return rows;
  }, [nodes, closed]);
  const active = visible.some((row) => row.node.id === current) ? current : visible[0]?.node.id;
  const focusRow = (id: number | undefined) => {
    if (id === undefined) return;
    setCurrent(id);
    requestAnimationFrame(() => treeRef.current?.querySelector<HTMLElement>(`[data-tree-id="${id}"]`)?.focus());
  };
  const setOpen = (node: Node, open: boolean) => {
    const next = new Set(closed);
    if (open) next.delete(node.id);
    else next.add(node.id);
    setClosed(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = visible.findIndex((row) => row.node.id === active);
    const row = visible[index];
    if (!row) return;
    const { node } = row;
    const open = !closed.has(node.id);
    let handled = true;
    switch (event.key) {
      case "ArrowDown":
        focusRow(visible[Math.min(index + 1, visible.length - 1)]?.node.id);
        break;
      case "ArrowUp":
        focusRow(visible[Math.max(index - 1, 0)]?.node.id);
        break;
      case "Home":
        focusRow(visible[0]?.node.id);
        break;
      case "End":
        focusRow(visible[visible.length - 1]?.node.id);
        break;
      case "ArrowRight":
        if (node.children.length && !open) setOpen(node, true);
        else if (node.children.length) focusRow(node.children[0]?.id);
        break;
      case "ArrowLeft":
        if (node.children.length && open) setOpen(node, false);
        else focusRow(row.parent?.id);
        break;
      case " ":
      case "Enter":
        if (!props.disabled) toggle(node, state(node) !== true);
        break;
      default:
        handled = false;
    }
    if (handled) {
      // Enter checks a row; it must not also submit the form (or close the dialog).
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const render = (list: Node[], depth: number) => (
    <ul
      ref={depth === 0 ? treeRef : undefined}
      role={depth === 0 ? "tree" : "group"}
      aria-labelledby={depth === 0 ? `${props.id}-label` : undefined}
      aria-describedby={depth === 0 ? props.describedBy : undefined}
      aria-multiselectable={depth === 0 ? true : undefined}
      onKeyDown={depth === 0 ? onKeyDown : undefined}
      className={cn(depth > 0 && "ml-5")}
    >
      {list.map((node) => {
        const open = !closed.has(node.id);
        const checked = state(node);
        return (
          <li
            key={node.id}
            role="treeitem"
            data-tree-id={node.id}
            tabIndex={node.id === active ? 0 : -1}
            aria-expanded={node.children.length ? open : undefined}
            aria-checked={checked === "indeterminate" ? "mixed" : checked}
            aria-label={node.label}
            onFocus={(event) => {
              if (event.target === event.currentTarget) setCurrent(node.id);
            }}
            className="rounded-sm outline-none focus-visible:[&>div]:ring-[3px] focus-visible:[&>div]:ring-ring/50"
          >
            <div className="flex items-center gap-1.5 rounded-sm py-0.5">
              {node.children.length ? (
                <button
                  type="button"
                  tabIndex={-1}
                  aria-hidden="true"
                  onClick={() => setOpen(node, !open)}
                  className="rounded p-0.5 hover:bg-accent"
                >
                  <ChevronRight className={cn("size-3.5 transition-transform", open && "rotate-90")} aria-hidden="true" />
                </button>
              ) : (
                <span className="w-4.5" />
              )}
              <span className="flex items-center gap-2 text-sm" onClick={() => !props.disabled && toggle(node, checked !== true)}>
                <Checkbox checked={checked} disabled={props.disabled} tabIndex={-1} aria-hidden="true" onClick={(event) => event.preventDefault()} />
                {node.label}
              </span>
            </div>
            {open && node.children.length > 0 && render(node.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div id={props.id} className="max-h-80 overflow-y-auto rounded-md border p-2">
      <div className="mb-1 flex gap-3 border-b pb-1 text-xs">
        <button type="button" className="text-primary hover:underline" onClick={() => setClosed(new Set())}>
          {t("treeExpandAll")}
        </button>
        <button type="button" className="text-primary hover:underline" onClick={() => setClosed(new Set(nodes.flatMap((n) => [n.id, ...descendants(n)])))}>
          {t("treeCollapseAll")}
        </button>
        <span className="ml-auto text-muted-foreground">{t("selectedCount", { count: chosen.size })}</span>
      </div>
      {render(nodes, 0)}
    </div>
  );
}
