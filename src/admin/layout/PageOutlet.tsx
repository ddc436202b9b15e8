// Shows the active tab's page. Pages of keep-alive tabs stay mounted (hidden) so their state
// survives switching tabs; "refresh" remounts a page.
import { Suspense, useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { SearchX } from "lucide-react";
import { pick } from "@shared/i18n";
import { loadPageTexts, t } from "@/i18n/console";
import { $init } from "../stores/init";
import { $tabs, type TabItem } from "../stores/tabs";
import { matchRoute } from "../router/routes";
import { pageFor } from "../pages/registry";
import { IframeView } from "./IframeView";
import { NoPermissionView, PageErrorBoundary, Spinner, StatusView } from "../components/views";
import { consoleLang } from "@/i18n/console";

function TabPage({ tab, active }: { tab: TabItem; active: boolean }) {
  const init = useStore($init);
  const [textsReady, setTextsReady] = useState<string | undefined>();
  const menus = init.status === "ready" ? init.data.menus : [];
  const match = matchRoute(tab.path, menus);
  const page = match.kind === "page" ? pageFor(match.component) : match.kind === "builtin" ? pageFor(match.component) : undefined;

  useEffect(() => {
    if (!page?.texts) return;
    void loadPageTexts(page.texts).then(() => setTextsReady(page.texts));
  }, [page?.texts]);

  if (match.kind === "noPermission") return <NoPermissionView />;
  if (match.kind === "iframe") return <IframeView url={match.url} title={tab.title} />;
  if (!page?.Page) return <StatusView icon={<SearchX />} title={t("notFoundTitle")} text={t("notFoundText")} />;
  if (page.texts && textsReady !== page.texts) return <Spinner />;
  const title = pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, consoleLang());
  return (
    <PageErrorBoundary resetKey={`${tab.path}:${tab.version ?? 0}`}>
      <Suspense fallback={<Spinner />}>
        <page.Page
          key={tab.version ?? 0}
          path={tab.path}
          search={tab.search}
          active={active}
          menu={match.kind === "page" ? match.menu : undefined}
          title={title}
          moduleKey={page.moduleKey}
          preset={page.preset}
        />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function PageOutlet() {
  const { tabs, active } = useStore($tabs);
  return (
    <>
      {tabs
        .filter((tab) => tab.path === active || tab.keepalive)
        .map((tab) => (
          <section key={tab.path} hidden={tab.path !== active} aria-label={tab.title} className="min-h-full">
            <TabPage tab={tab} active={tab.path === active} />
          </section>
        ))}
    </>
  );
}
