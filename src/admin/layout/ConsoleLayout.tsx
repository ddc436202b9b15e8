// The three layouts (spec §2, §9): Default (floating side menu, 70 px header with tabs),
// Classic (attached side menu, 50 px coloured header carrying the tabs) and Streamline
// (menu across a 60 px header, tabs below). Tab full-screen shows only the page.
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Menu, Minimize2, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { TooltipProvider } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { $siteConfig } from "@/stores/site-config";
import { t } from "@/i18n/console";
import { $location } from "../router/location";
import type { MenuNode } from "../stores/init";
import { $layout, HEADER_HEIGHT, menuWidth, updateLayout } from "../stores/layout";
import { $tabFullScreen } from "../stores/tabs";
import { HeaderControls } from "./HeaderControls";
import { HorizontalMenu } from "./HorizontalMenu";
import { LayoutSettings } from "./LayoutSettings";
import { MenuTree } from "./MenuTree";
import { PageOutlet } from "./PageOutlet";
import { ProgressBar } from "./ProgressBar";
import { Sidebar } from "./Sidebar";
import { TabsBar } from "./TabsBar";
import { UserMenu } from "./UserMenu";

function useSmallScreen(): boolean {
  const query = "(max-width: 767px)";
  const [small, setSmall] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setSmall(list.matches);
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return small;
}

export function ConsoleLayout({ menus }: { menus: MenuNode[] }) {
  const layout = useStore($layout);
  const location = useStore($location);
  const fullScreen = useStore($tabFullScreen);
  const site = useStore($siteConfig);
  const small = useSmallScreen();
  const [settings, setSettings] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const mode = small && layout.layoutMode === "Streamline" ? "Default" : layout.layoutMode;
  const classic = mode === "Classic";
  const height = HEADER_HEIGHT[mode];
  const width = small ? 0 : menuWidth(layout, small);

  if (fullScreen) {
    return (
      <TooltipProvider delayDuration={300}>
        <ProgressBar />
        <main className="min-h-screen bg-background p-4">
          <button
            type="button"
            onClick={() => $tabFullScreen.set(false)}
            className="fixed top-3 right-3 z-40 flex items-center gap-1.5 rounded-md border bg-background/90 px-3 py-1.5 text-sm shadow-sm hover:bg-accent"
          >
            <Minimize2 className="size-4" aria-hidden="true" />
            {t("exitFullScreen")}
          </button>
          <PageOutlet />
        </main>
      </TooltipProvider>
    );
  }

  const collapseButton = small ? (
    <button type="button" aria-label={t("openMenu")} onClick={() => setDrawer(true)} className="flex size-9 items-center justify-center rounded-md hover:bg-accent">
      <Menu className="size-5" aria-hidden="true" />
    </button>
  ) : mode !== "Streamline" ? (
    <button
      type="button"
      aria-label={layout.menuCollapse ? t("expandMenu") : t("collapseMenu")}
      aria-pressed={layout.menuCollapse}
      onClick={() => updateLayout({ menuCollapse: !layout.menuCollapse })}
      className={cn("flex size-9 shrink-0 items-center justify-center rounded-md", classic ? "text-primary-foreground hover:bg-white/15" : "text-muted-foreground hover:bg-accent")}
    >
      {layout.menuCollapse ? <PanelLeftOpen className="size-5" aria-hidden="true" /> : <PanelLeftClose className="size-5" aria-hidden="true" />}
    </button>
  ) : null;

  return (
    <TooltipProvider delayDuration={300}>
      <ProgressBar />
      <div className="flex h-screen overflow-hidden bg-muted/40" data-layout={mode}>
        {mode !== "Streamline" && !small && <Sidebar menus={menus} activePath={location.path} layout={layout} width={width} />}
        <div className="flex min-w-0 flex-1 flex-col">
          <header
            style={{ height }}
            className={cn(
              "flex shrink-0 items-center gap-2 px-3",
              classic && "bg-primary text-primary-foreground",
              mode === "Default" && "m-3 mb-0 rounded-xl border bg-background shadow-sm",
              mode === "Streamline" && "border-b bg-background",
            )}
          >
            {collapseButton}
            {mode === "Streamline" ? (
              <>
                <span className="flex shrink-0 items-center gap-2 pr-2 font-semibold">
                  <img src="/static/favicon.svg" alt="" className="size-8 rounded-lg" />
                  <span className="hidden max-w-56 truncate text-sm lg:inline">{site.siteName}</span>
                </span>
                <div className="min-w-0 flex-1">
                  <HorizontalMenu menus={menus} activePath={location.path} />
                </div>
              </>
            ) : (
              <TabsBar variant={classic ? "onHeader" : "plain"} />
            )}
            <HeaderControls onHeader={classic} onSettings={() => setSettings(true)} />
            <UserMenu onHeader={classic} />
          </header>
          {mode === "Streamline" && (
            <div className="shrink-0 border-b bg-background px-3">
              <TabsBar variant="plain" />
            </div>
          )}
          <main id="console-main" className="min-h-0 flex-1 overflow-y-auto p-3 md:p-4">
            <PageOutlet />
          </main>
        </div>
      </div>
      <LayoutSettings open={settings} onOpenChange={setSettings} />
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent side="left" className="w-64 p-3" closeLabel={t("close")}>
          <SheetTitle className="px-2 text-sm">{site.siteName}</SheetTitle>
          <SheetDescription className="sr-only">menu</SheetDescription>
          <div className="overflow-y-auto">
            <MenuTree menus={menus} activePath={location.path} collapsed={false} dark={false} onNavigate={() => setDrawer(false)} />
          </div>
        </SheetContent>
      </Sheet>
    </TooltipProvider>
  );
}
