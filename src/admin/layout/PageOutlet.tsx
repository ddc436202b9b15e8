// Shows the active tab's page. Pages of keep-alive tabs stay mounted (hidden) so their state
// survives switching tabs; "refresh" remounts a page. A page whose code cannot load shows the
// error view with its retry.
import { Suspense, useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { SearchX } from "lucide-react";
import { pick } from "@shared/i18n";
import { $pageTexts, loadPageTexts, t } from "@/i18n/console";
import { $init } from "../stores/init";
import { $tabs, type TabItem } from "../stores/tabs";
import { $modulePaths, loadModulePaths, matchRoute } from "../router/routes";
import { loadedPage, loadPage, pageFor, pageLoadFailed } from "../pages/registry";
import { IframeView } from "./IframeView";
import { panelDomId, tabDomId } from "./TabsBar";
import { LoadFailedView, NoPermissionView, PageErrorBoundary, Spinner, StatusView } from "../components/views";
import { consoleLang } from "@/i18n/console";

/** The page's component once its code is loaded, whether loading failed, and a retry. */
function usePage(name: string | undefined) {
  const [, setTick] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const Page = name ? loadedPage(name) : undefined;
  useEffect(() => {
    if (!name || Page) return;
    let live = true;
    const settle = () => live && setTick((n) => n + 1);
    loadPage(name)?.then(settle, settle);
    return () => {
      live = false;
    };
  }, [name, Page, attempt]);
  return { Page, failed: Boolean(name && !Page && pageLoadFailed(name)), retry: () => setAttempt((n) => n + 1) };
}

function TabPage({ tab, active }: { tab: TabItem; active: boolean }) {
  const init = useStore($init);
  const texts = useStore($pageTexts);
  const menus = init.status === "ready" ? init.data.menus : [];
  useStore($modulePaths);
  const match = matchRoute(tab.path, menus);
  const page = match.kind === "page" ? pageFor(match.component) : match.kind === "builtin" ? pageFor(match.component) : undefined;
  // Rendered directly once loaded (no Suspense): a suspended first render would hold the page
  // back for React's fallback throttle (300 ms) even when its code arrives at once.
  const { Page, failed, retry } = usePage(page?.page);

  useEffect(() => {
    if (page?.texts) void loadPageTexts(page.texts);
  }, [page?.texts]);
  const pending = match.kind === "unknown" && match.pending;
  useEffect(() => {
    if (pending) void loadModulePaths().catch(() => undefined);
  }, [pending]);

  if (match.kind === "noPermission") return <NoPermissionView />;
  if (pending) return <Spinner />;
  if (match.kind === "iframe") return <IframeView url={match.url} title={tab.title} />;
  if (!page?.page) return <StatusView icon={<SearchX />} title={t("notFoundTitle")} text={t("notFoundText")} />;
  if (failed) return <LoadFailedView onRetry={retry} />;
  if (!Page || (page.texts && !texts[page.texts])) return <Spinner />;
  const title = pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, consoleLang());
  return (
    <Page
      key={tab.version ?? 0}
      path={tab.path}
      search={tab.search}
      active={active}
      menu={match.kind === "page" ? match.menu : undefined}
      title={title}
      moduleKey={page.moduleKey}
      preset={page.preset}
    />
  );
}

function TabBoundary({ tab, active }: { tab: TabItem; active: boolean }) {
  return (
    <PageErrorBoundary resetKey={`${tab.path}:${tab.version ?? 0}`}>
      {/* Only for pages that suspend inside themselves; the page's own code never suspends here. */}
      <Suspense fallback={<Spinner />}>
        <TabPage tab={tab} active={active} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Each page is the panel of its tab, headed by one h1 (the page's title, for screen readers
 * and the page outline; the visible title is the selected tab). Pages use h2 and below.
 */
export function PageOutlet() {
  const { tabs, active } = useStore($tabs);
  const lang = consoleLang();
  return (
    <>
      {tabs
        .filter((tab) => tab.path === active || tab.keepalive)
        .map((tab) => (
          <section key={tab.path} id={panelDomId(tab.path)} role="tabpanel" aria-labelledby={tabDomId(tab.path)} hidden={tab.path !== active} className="min-h-full">
            <h1 className="sr-only">{pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, lang)}</h1>
            <TabBoundary tab={tab} active={tab.path === active} />
          </section>
        ))}
    </>
  );
}
