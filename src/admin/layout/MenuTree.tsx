// The sidebar menu from the rules tree (reference §4.2): directories and menus, without
// buttons, route-only rules or empty directories. Link menus open outside; iframe menus open
// under the iframe route with the URL encoded (spec §2).
import { useState, type MouseEvent } from "react";
import { ChevronRight } from "lucide-react";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { Icon } from "../components/icons";
import { consoleLang } from "@/i18n/console";
import { consoleUrl, isExternal, navigateByUser, showNavigationProblem } from "../router/location";
import { menuProblem } from "../router/navigation-problems";
import { useChrome } from "./deferred-chrome";
import type { MenuNode } from "../stores/init";

/** Menu nodes worth showing (reference §4.2 sidebar rules). */
export function visibleMenus(nodes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.type === "button" || node.extend === "add_rules_only") continue;
    if (node.type === "menu_dir") {
      const children = visibleMenus(node.children ?? []);
      if (children.length) out.push({ ...node, children });
    } else if (node.menu_type === "tab" || ((node.menu_type === "link" || node.menu_type === "iframe") && node.url)) {
      out.push({ ...node, children: undefined });
    }
  }
  return out;
}

export function menuHref(node: MenuNode): string {
  if (node.menu_type === "link") return node.url;
  if (node.menu_type === "iframe") return consoleUrl(`iframe/${encodeURIComponent(node.url)}`);
  return consoleUrl(node.path);
}

export function followMenu(event: MouseEvent<HTMLAnchorElement>, node: MenuNode, onNavigate?: () => void): void {
  if (node.menu_type === "link" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  // Spec §8 navigation errors: an odd menu, or the page already open, say so.
  const problem = menuProblem(node);
  if (problem) return showNavigationProblem(problem);
  navigateByUser(menuHref(node));
  onNavigate?.();
}

export const menuTitle = (node: MenuNode) => pick({ "zh-cn": node.title, en: node.title_en || node.title }, consoleLang());

function containsPath(node: MenuNode, path: string): boolean {
  return node.path.toLowerCase() === path || (node.children ?? []).some((child) => containsPath(child, path));
}

interface Props {
  menus: MenuNode[];
  activePath: string;
  collapsed: boolean;
  dark: boolean;
  onNavigate?: () => void;
}

export function MenuTree({ menus, activePath, collapsed, dark, onNavigate }: Props) {
  const active = activePath.toLowerCase();
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const chrome = useChrome();
  const item = (node: MenuNode, depth: number) => {
    const selected = node.path.toLowerCase() === active;
    const base = cn(
      "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
      dark ? "text-white/75 hover:bg-white/10 hover:text-white" : "text-sidebar-foreground/80 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
      selected && (dark ? "bg-white/15 font-medium text-white" : "bg-sidebar-accent font-medium text-sidebar-primary"),
      collapsed && depth === 0 && "justify-center px-0",
    );
    if (node.type === "menu_dir") {
      const isOpen = open[node.id] ?? containsPath(node, active);
      if (collapsed) {
        return (
          <li key={node.id} className="space-y-0.5">
            {(node.children ?? []).map((child) => item(child, depth))}
          </li>
        );
      }
      return (
        <li key={node.id}>
          <button type="button" className={base} style={{ paddingLeft: 12 + depth * 12 }} aria-expanded={isOpen} onClick={() => setOpen({ ...open, [node.id]: !isOpen })}>
            <Icon name={node.icon} className="size-4 shrink-0" />
            <span className="min-w-0 flex-1 text-left leading-snug wrap-break-word">{menuTitle(node)}</span>
            <ChevronRight className={cn("size-4 shrink-0 transition-transform", isOpen && "rotate-90")} aria-hidden="true" />
          </button>
          {isOpen && <ul className="mt-0.5 space-y-0.5">{(node.children ?? []).map((child) => item(child, depth + 1))}</ul>}
        </li>
      );
    }
    const link = (
      <a
        href={menuHref(node)}
        target={node.menu_type === "link" && isExternal(node.url) ? "_blank" : undefined}
        rel={node.menu_type === "link" ? "noopener noreferrer" : undefined}
        aria-current={selected ? "page" : undefined}
        className={base}
        style={collapsed ? undefined : { paddingLeft: 12 + depth * 12 }}
        onClick={(event) => followMenu(event, node, onNavigate)}
      >
        <Icon name={node.icon} className="size-4 shrink-0" />
        {/* The whole name, on two lines when it needs them: no cut-off names in English. */}
        <span className={cn("min-w-0 leading-snug wrap-break-word", collapsed && "sr-only")}>{menuTitle(node)}</span>
      </a>
    );
    return (
      <li key={node.id}>
        {collapsed && chrome ? <chrome.MenuTooltip title={menuTitle(node)}>{link}</chrome.MenuTooltip> : link}
      </li>
    );
  };
  return <ul className="space-y-0.5">{visibleMenus(menus).map((node) => item(node, 0))}</ul>;
}
