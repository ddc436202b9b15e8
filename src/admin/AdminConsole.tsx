// The admin console: one React island with a client router (DESIGN §6). It needs a token,
// loads the init payload, then keeps the location, the tabs and the page title in step:
// menu paths open tabs, `/admin` goes to the first menu, unknown paths go through
// `/admin/loading/<json>` and end on /404 if they still match nothing (spec §2).
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { LogOut, RotateCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { pick } from "@shared/i18n";
import { showLoginNotice } from "@/lib/login-device";
import { setNavigator } from "@/lib/request";
import { $adminInfo } from "@/stores/admin-info";
import { adminBase, $siteConfig } from "@/stores/site-config";
import { StatusView } from "./components/views";
import { ConsoleLayout } from "./layout/ConsoleLayout";
import { INIT_CALL } from "./boot/early-calls";
import { loadChromeAfterFirstData } from "./layout/deferred-chrome";
import { logout } from "./layout/logout";
import { consoleLang, t } from "@/i18n/console";
import { $location, consoleUrl, navigate, startLocationSync } from "./router/location";
import { preloadPageFor } from "./pages/registry";
import { $modulePaths, firstMenuPath, loadModulePaths, matchRoute } from "./router/routes";
import { $init, loadInit, type AdminInit } from "./stores/init";
import { $tabs, openTab, rememberSearch } from "./stores/tabs";

/** Spec §2: the loading block goes away at most 1000 ms after the console is ready. */
const LOADING_BLOCK_MS = 1000;

function LoadingBlock({ leaving }: { leaving: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`fixed inset-0 z-[1200] flex flex-col items-center justify-center gap-4 bg-background transition-opacity duration-300 ${leaving ? "pointer-events-none opacity-0" : "opacity-100"}`}
    >
      <img src="/static/favicon.svg" alt="" className="size-14 animate-pulse rounded-2xl" />
      <p className="text-sm text-muted-foreground">{t("loadingConsole")}</p>
    </div>
  );
}

/** Where the location should go, or the tab it shows. */
function followLocation(init: AdminInit): void {
  const { path, search } = $location.get();
  const match = matchRoute(path, init.menus);
  switch (match.kind) {
    case "home": {
      const first = firstMenuPath(init.menus);
      if (first) navigate(consoleUrl(first), { replace: true });
      return;
    }
    case "loading": {
      const target = match.target;
      if (!target) {
        const first = firstMenuPath(init.menus);
        navigate(consoleUrl(first ?? ""), { replace: true });
        return;
      }
      const base = adminBase();
      const inner = target.path.startsWith(`${base}/`) ? target.path.slice(base.length + 1) : target.path.replace(/^\/+/, "");
      const again = matchRoute(inner, init.menus);
      if (again.kind === "unknown" && again.pending) {
        void loadModulePaths().catch(() => $modulePaths.set(new Set()));
        return;
      }
      if (again.kind === "unknown" || again.kind === "loading") {
        location.replace("/404");
        return;
      }
      navigate(consoleUrl(inner, new URLSearchParams(target.query).toString()), { replace: true });
      return;
    }
    case "unknown": {
      if (match.pending) {
        // Settled once the module paths are in: $modulePaths changing runs this again.
        void loadModulePaths().catch(() => $modulePaths.set(new Set()));
        return;
      }
      const query = Object.fromEntries(new URLSearchParams(search));
      navigate(consoleUrl(`loading/${encodeURIComponent(JSON.stringify({ path: `${adminBase()}/${path}`, query }))}`), { replace: true });
      return;
    }
    default: {
      const menu = match.kind === "page" || match.kind === "iframe" ? match.menu : undefined;
      const title = menu
        ? { "zh-cn": menu.title, en: menu.title_en }
        : match.kind === "builtin"
          ? match.title
          : { "zh-cn": "无访问权限", en: "No access permission" };
      const keepalive = Boolean(menu?.keepalive);
      const existing = $tabs.get().tabs.find((tab) => tab.path === path);
      if (existing && existing.search !== search) rememberSearch(path, search);
      openTab({ path, search, title: title["zh-cn"], titleEn: title.en || title["zh-cn"], keepalive });
    }
  }
}

// As soon as this module runs (not after React's first render and paint): the init payload
// (its answer is usually already on its way from the shell's head) and the current page's code
// and texts, side by side.
if (typeof window !== "undefined") {
  setNavigator((path) => navigate(path));
  if ($adminInfo.get().token) {
    preloadPageFor($location.get().path);
    void loadInit();
  }
}

export default function AdminConsole() {
  const init = useStore($init);
  const location = useStore($location);
  const tabs = useStore($tabs);
  const modulePaths = useStore($modulePaths);
  const [blockLeaving, setBlockLeaving] = useState(false);
  const [blockGone, setBlockGone] = useState(false);

  useEffect(() => {
    const stop = startLocationSync();
    if (!$adminInfo.get().token) {
      const to = `${window.location.pathname}${window.location.search}`;
      window.location.replace(`${adminBase()}/login?to=${encodeURIComponent(to)}`);
      return stop;
    }
    void loadInit();
    return stop;
  }, []);

  // Failed sign-in attempts since the last login (login protection), once.
  useEffect(() => {
    if (init.status === "ready") showLoginNotice();
  }, [init.status]);

  useEffect(() => {
    if (init.status !== "ready") return;
    $siteConfig.set({ ...$siteConfig.get(), siteName: init.data.siteConfig.siteName, version: init.data.siteConfig.version });
    followLocation(init.data);
  }, [init, location, modulePaths]);

  // Menus, tooltips and dialogs load once the page's first data is on screen.
  const ready = init.status === "ready";
  useEffect(() => {
    if (ready) loadChromeAfterFirstData(`${adminBase()}${INIT_CALL}`);
  }, [ready]);

  useEffect(() => {
    if (init.status !== "ready" || blockGone) return;
    setBlockLeaving(true);
    const timer = setTimeout(() => setBlockGone(true), Math.min(LOADING_BLOCK_MS, 400));
    return () => clearTimeout(timer);
  }, [init.status, blockGone]);

  // Spec §2: the page title is the route's title, ' - ', the site name.
  useEffect(() => {
    const tab = tabs.tabs.find((item) => item.path === tabs.active);
    const site = $siteConfig.get().siteName;
    if (tab) document.title = `${pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, consoleLang())} - ${site}`;
  }, [tabs]);

  if (init.status === "failed") {
    return (
      <StatusView icon={<TriangleAlert />} title={t("pageErrorTitle")} text={init.message}>
        <Button onClick={() => void loadInit(true)}>
          <RotateCw aria-hidden="true" />
          {t("retry")}
        </Button>
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t("logout")}
        </Button>
      </StatusView>
    );
  }
  return (
    <>
      {init.status === "ready" && <ConsoleLayout menus={init.data.menus} />}
      {!blockGone && <LoadingBlock leaving={blockLeaving} />}
    </>
  );
}
