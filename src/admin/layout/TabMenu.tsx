// The context menu of a console tab (spec §2): refresh, close, close others, close all and tab
// full-screen. Part of the deferred chrome (chrome.tsx): until it loads, tabs are plain.
import type { ReactNode } from "react";
import { Maximize2, RotateCw, X, XCircle } from "lucide-react";
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuSeparator, ContextMenuTrigger } from "@/components/ui/context-menu";
import { t } from "../lang";
import { consoleUrl, navigate } from "../router/location";
import { $tabFullScreen, closeAllTabs, closeOtherTabs, refreshTab, type TabItem } from "../stores/tabs";
import { closeAndMove, tabUrl } from "./tab-actions";

export function TabContextMenu({ tab, children }: { tab: TabItem; children: ReactNode }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{children}</ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={() => refreshTab(tab.path)}>
          <RotateCw aria-hidden="true" />
          {t("refreshTab")}
        </ContextMenuItem>
        <ContextMenuItem onSelect={() => closeAndMove(tab.path)}>
          <X aria-hidden="true" />
          {t("closeTab")}
        </ContextMenuItem>
        <ContextMenuItem
          onSelect={() => {
            closeOtherTabs(tab.path);
            navigate(tabUrl(tab));
          }}
        >
          <XCircle aria-hidden="true" />
          {t("closeOtherTabs")}
        </ContextMenuItem>
        <ContextMenuItem
          onSelect={() => {
            closeAllTabs();
            navigate(consoleUrl(""));
          }}
        >
          <XCircle aria-hidden="true" />
          {t("closeAllTabs")}
        </ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem
          onSelect={() => {
            navigate(tabUrl(tab));
            $tabFullScreen.set(true);
          }}
        >
          <Maximize2 aria-hidden="true" />
          {t("tabFullScreen")}
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}
