// The open pages as tabs (spec §2): click to switch, close, and a context menu with refresh,
// close, close others, close all and tab full-screen (TabMenu.tsx, with the deferred chrome).
// Arrow keys, Home and End move between tabs, Delete closes one (the × beside each tab is for
// the mouse: a tab list holds tabs only); each tab controls its page's panel (PageOutlet).
import type { KeyboardEvent } from "react";
import { useStore } from "@nanostores/react";
import { X } from "lucide-react";
import { pick } from "@shared/i18n";
import { cn } from "@/lib/utils";
import { consoleLang, t } from "@/i18n/console";
import { navigate } from "../router/location";
import { $tabs } from "../stores/tabs";
import { deferContextMenu, useChrome } from "./deferred-chrome";
import { closeAndMove, tabUrl } from "./tab-actions";

export { closeAndMove } from "./tab-actions";

/** Ids tying a tab to the panel of its page. */
export const tabDomId = (path: string) => `tab-${path}`;
export const panelDomId = (path: string) => `panel-${path}`;

export function TabsBar({ variant }: { variant: "plain" | "onHeader" }) {
  const { tabs, active } = useStore($tabs);
  const chrome = useChrome();
  const lang = consoleLang();
  const onKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === "Delete") {
      event.preventDefault();
      const neighbour = tabs[index + 1] ?? tabs[index - 1];
      closeAndMove(tabs[index]?.path ?? "");
      if (neighbour) requestAnimationFrame(() => document.getElementById(tabDomId(neighbour.path))?.focus());
      return;
    }
    const step: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index + tabs.length - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in step)) return;
    const next = tabs[(step[event.key] as number) % tabs.length];
    if (next) {
      event.preventDefault();
      navigate(tabUrl(next));
      document.getElementById(tabDomId(next.path))?.focus();
    }
  };
  return (
    <nav aria-label={t("tabs")} className="min-w-0 flex-1 overflow-x-auto [scrollbar-width:thin]">
      <ul role="tablist" className="flex items-center gap-1 py-1">
        {tabs.map((tab, index) => {
          const selected = tab.path === active;
          const item = (
            <div
              onContextMenu={chrome ? undefined : deferContextMenu}
              className={cn(
                "group flex h-8 items-center gap-1 rounded-md pr-1 pl-3 text-sm transition-colors",
                variant === "onHeader"
                  ? selected
                    ? "bg-white/95 text-primary shadow-sm dark:bg-background dark:text-foreground"
                    : "text-primary-foreground/85 hover:bg-white/15"
                  : selected
                    ? "bg-primary/10 font-medium text-primary"
                    : "text-muted-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              <a
                id={tabDomId(tab.path)}
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? panelDomId(tab.path) : undefined}
                aria-keyshortcuts="Delete"
                tabIndex={selected ? 0 : -1}
                href={tabUrl(tab)}
                className="max-w-48 truncate outline-none focus-visible:underline"
                title={pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, lang)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(tabUrl(tab));
                }}
                onKeyDown={(event) => onKey(event, index)}
              >
                {pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, lang)}
              </a>
              <span
                aria-hidden="true"
                title={`${t("closeTab")} ${pick({ "zh-cn": tab.title, en: tab.titleEn || tab.title }, lang)}`}
                className="flex size-5 cursor-pointer items-center justify-center rounded opacity-60 hover:bg-black/10 hover:opacity-100 dark:hover:bg-white/10"
                onClick={() => closeAndMove(tab.path)}
              >
                <X className="size-3.5" />
              </span>
            </div>
          );
          return (
            <li key={tab.path} role="presentation" className="shrink-0">
              {chrome ? <chrome.TabContextMenu tab={tab}>{item}</chrome.TabContextMenu> : item}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
