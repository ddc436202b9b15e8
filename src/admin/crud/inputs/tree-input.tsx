// Permissions as a checkbox tree (groups' rules): checking a node checks its children;
// a parent shows mixed when only some are chosen. The chosen set includes parents of
// chosen children, which the server stores as they are.
import { useEffect, useMemo, useState } from "react";
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

  const render = (list: Node[], depth: number) => (
    <ul role={depth === 0 ? "tree" : "group"} aria-describedby={depth === 0 ? props.describedBy : undefined} className={cn(depth > 0 && "ml-5")}>
      {list.map((node) => {
        const open = !closed.has(node.id);
        return (
          <li key={node.id} role="treeitem" aria-expanded={node.children.length ? open : undefined} aria-selected={state(node) === true}>
            <div className="flex items-center gap-1.5 py-0.5">
              {node.children.length ? (
                <button
                  type="button"
                  aria-label={open ? t("collapseRow") : t("expandRow")}
                  onClick={() => {
                    const next = new Set(closed);
                    if (open) next.add(node.id);
                    else next.delete(node.id);
                    setClosed(next);
                  }}
                  className="rounded p-0.5 hover:bg-accent"
                >
                  <ChevronRight className={cn("size-3.5 transition-transform", open && "rotate-90")} aria-hidden="true" />
                </button>
              ) : (
                <span className="w-4.5" />
              )}
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={state(node)} disabled={props.disabled} onCheckedChange={(value) => toggle(node, value === true)} />
                {node.label}
              </label>
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
