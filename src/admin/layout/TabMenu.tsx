// The context menu of a console tab (spec §2): refresh, move left or right, close, close others,
// close all and tab full-screen. Part of the deferred chrome (chrome.tsx): a tab right-clicked
// before it loads opens this menu when it does (deferContextMenu).
import type { ReactNode } from "react";
import { ArrowLeft, ArrowRight, Maximize2, RotateCw, X, XCircle } from "lucide-react";
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuSeparator, ContextMenuTrigger } from "@/components/ui/context-menu";
import { t } from "@/i18n/console";
import { consoleUrl, navigate, showNavigationProblem } from "../router/location";
import type { NavigationProblem } from "../router/navigation-problems";
import { $tabFullScreen, closeAllTabs, closeOtherTabs, moveTab, refreshTab, type TabItem } from "../stores/tabs";
import { closeAndMove, tabUrl } from "./tab-actions";

/** A move past either end is refused with its message (spec §8). */
const reportMove = (problem: NavigationProblem | undefined) => problem && showNavigationProblem(problem);

export function TabContextMenu({ tab, children }: { tab: TabItem; children: ReactNode }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{children}</ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={() => refreshTab(tab.path)}>
          <RotateCw aria-hidden="true" />
          {t("refreshTab")}
        </ContextMenuItem>
        <ContextMenuItem onSelect={() => reportMove(moveTab(tab.path, -1))}>
          <ArrowLeft aria-hidden="true" />
          {t("moveTabLeft")}
        </ContextMenuItem>
        <ContextMenuItem onSelect={() => reportMove(moveTab(tab.path, 1))}>
          <ArrowRight aria-hidden="true" />
          {t("moveTabRight")}
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
