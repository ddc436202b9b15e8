// The side menu of the Default and Classic layouts (spec §9 widths: 200, 64 collapsed).
import { useStore } from "@nanostores/react";
import { cn } from "@/lib/utils";
import { $siteConfig } from "@/stores/site-config";
import { t } from "@/i18n/console";
import { consoleUrl, navigate } from "../router/location";
import type { MenuNode } from "../stores/init";
import type { LayoutConfig } from "../stores/layout";
import { MenuTree } from "./MenuTree";

interface Props {
  menus: MenuNode[];
  activePath: string;
  layout: LayoutConfig;
  width: number;
  onNavigate?: () => void;
}

export function Sidebar({ menus, activePath, layout, width, onNavigate }: Props) {
  const site = useStore($siteConfig);
  const collapsed = layout.menuCollapse && width <= 64;
  const dark = layout.menuTheme === "dark";
  const floating = layout.layoutMode === "Default";
  return (
    <aside
      id="console-sidebar"
      aria-label={t("mainMenu")}
      style={{ width }}
      className={cn(
        "flex h-full shrink-0 flex-col overflow-hidden transition-[width] duration-200",
        dark ? "bg-[oklch(0.24_0.03_250)] text-white" : "bg-sidebar text-sidebar-foreground",
        floating ? "m-3 mr-0 h-[calc(100%-1.5rem)] rounded-xl border shadow-sm" : "border-r",
      )}
    >
      <a
        href={consoleUrl("")}
        onClick={(event) => {
          event.preventDefault();
          navigate(consoleUrl(""));
        }}
        className={cn("flex min-h-14 shrink-0 items-center gap-2.5 px-4 py-2 font-semibold outline-none", collapsed && "justify-center px-0")}
      >
        <img src="/static/favicon.svg" alt="" className="size-8 shrink-0 rounded-lg" />
        {/* Two lines at most (a long English name took six): the whole name is the link's text and its tooltip. */}
        <span title={site.siteName} className={cn("line-clamp-2 min-w-0 text-sm leading-tight wrap-break-word", collapsed && "sr-only")}>
          {site.siteName}
        </span>
      </a>
      <div className="flex-1 overflow-y-auto px-2 pb-4 [scrollbar-width:thin]">
        <MenuTree menus={menus} activePath={activePath} collapsed={collapsed} dark={dark} onNavigate={onNavigate} />
      </div>
    </aside>
  );
}
