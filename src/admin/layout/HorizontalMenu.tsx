// Streamline layout: the menu across the header; directories open as drop-downs.
import { ChevronDown } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { t } from "@/i18n/console";
import { Icon } from "../components/icons";
import { navigateByUser, showNavigationProblem } from "../router/location";
import { menuProblem } from "../router/navigation-problems";
import type { MenuNode } from "../stores/init";
import { menuHref, menuTitle, visibleMenus } from "./MenuTree";

function leaves(node: MenuNode): MenuNode[] {
  return node.type === "menu_dir" ? (node.children ?? []).flatMap(leaves) : [node];
}

export function HorizontalMenu({ menus, activePath }: { menus: MenuNode[]; activePath: string }) {
  const active = activePath.toLowerCase();
  const item = "flex h-9 items-center gap-1.5 rounded-md px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 hover:bg-accent";
  const open = (node: MenuNode) => {
    const problem = menuProblem(node);
    if (problem) return showNavigationProblem(problem);
    if (node.menu_type === "link") window.open(node.url, "_blank", "noopener");
    else navigateByUser(menuHref(node));
  };
  return (
    <nav aria-label={t("mainMenu")} className="flex min-w-0 items-center gap-1 overflow-x-auto">
      {visibleMenus(menus).map((node) =>
        node.type === "menu_dir" ? (
          <DropdownMenu key={node.id}>
            <DropdownMenuTrigger className={cn(item, leaves(node).some((l) => l.path.toLowerCase() === active) && "font-medium text-primary")}>
              <Icon name={node.icon} className="size-4" />
              {menuTitle(node)}
              <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {leaves(node).length === 0 && <DropdownMenuItem onSelect={() => showNavigationProblem("noChildMenu")}>—</DropdownMenuItem>}
              {leaves(node).map((leaf) => (
                <DropdownMenuItem key={leaf.id} onSelect={() => open(leaf)} className={cn(leaf.path.toLowerCase() === active && "font-medium text-primary")}>
                  <Icon name={leaf.icon} />
                  {menuTitle(leaf)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : (
          <button key={node.id} type="button" className={cn(item, node.path.toLowerCase() === active && "font-medium text-primary")} onClick={() => open(node)}>
            <Icon name={node.icon} className="size-4" />
            {menuTitle(node)}
          </button>
        ),
      )}
    </nav>
  );
}
