// The three layouts (spec §2, §9): Default (floating side menu, 70 px header with tabs),
// Classic (attached side menu, 50 px coloured header carrying the tabs) and Streamline
// (menu across a 60 px header, tabs below). Tab full-screen shows only the page. Menus,
// tooltips and dialogs of the header come with the deferred chrome (deferred-chrome.tsx).
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Menu, Minimize2, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { cn } from "@/lib/utils";
import { $adminInfo } from "@/stores/admin-info";
import { $siteConfig } from "@/stores/site-config";
import { t } from "@/i18n/console";
import { $location } from "../router/location";
import { $init, type MenuNode } from "../stores/init";
import { $layout, HEADER_HEIGHT, menuWidth, updateLayout } from "../stores/layout";
import { $tabFullScreen } from "../stores/tabs";
import { HeaderControlsStandIn, loadChrome, useChrome, UserMenuStandIn } from "./deferred-chrome";
import { PageOutlet } from "./PageOutlet";
import { ProgressBar } from "./ProgressBar";
import { Sidebar } from "./Sidebar";
import { TabsBar } from "./TabsBar";

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
  const chrome = useChrome();
  const init = useStore($init);
  const admin = useStore($adminInfo);
  const isSuper = init.status === "ready" && Boolean(init.data.adminInfo.super);
  const mode = small && layout.layoutMode === "Streamline" ? "Default" : layout.layoutMode;
  const classic = mode === "Classic";
  const height = HEADER_HEIGHT[mode];
  const width = small ? 0 : menuWidth(layout, small);

  if (fullScreen) {
    return (
      <>
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
      </>
    );
  }

  const collapseButton = small ? (
    <button
      type="button"
      aria-label={t("openMenu")}
      onClick={() => {
        loadChrome();
        setDrawer(true);
      }}
      className="flex size-9 items-center justify-center rounded-md hover:bg-accent"
    >
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

  const name = admin.nickname || admin.username || "";
  return (
    <>
      <a
        href="#console-main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("console-main")?.focus();
        }}
        className="sr-only z-[60] rounded-md bg-background px-4 py-2 text-sm font-medium text-primary shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        {t("skipToContent")}
      </a>
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
                <div className="min-w-0 flex-1">{chrome && <chrome.HorizontalMenu menus={menus} activePath={location.path} />}</div>
              </>
            ) : (
              <TabsBar variant={classic ? "onHeader" : "plain"} />
            )}
            {chrome ? <chrome.HeaderControls onHeader={classic} onSettings={() => setSettings(true)} /> : <HeaderControlsStandIn onHeader={classic} buttons={isSuper ? 6 : 5} />}
            {chrome ? <chrome.UserMenu onHeader={classic} /> : <UserMenuStandIn onHeader={classic} name={name} avatar={admin.avatar} />}
          </header>
          {mode === "Streamline" && (
            <div className="shrink-0 border-b bg-background px-3">
              <TabsBar variant="plain" />
            </div>
          )}
          <main id="console-main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto p-3 outline-none md:p-4">
            <PageOutlet />
          </main>
        </div>
      </div>
      {chrome && <chrome.LayoutSettings open={settings} onOpenChange={setSettings} />}
      {chrome && small && <chrome.MobileMenu open={drawer} onOpenChange={setDrawer} menus={menus} activePath={location.path} title={site.siteName} />}
    </>
  );
}
