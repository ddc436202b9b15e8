// Tab actions shared by the tab bar and its context menu.
import { consoleUrl, navigate } from "../router/location";
import { $tabs, closeTab, type TabItem } from "../stores/tabs";

export const tabUrl = (tab: TabItem) => consoleUrl(tab.path, tab.search);

/** Closes a tab; closing the active one moves to its neighbour (or home). */
export function closeAndMove(path: string): void {
  const wasActive = $tabs.get().active === path;
  const next = closeTab(path);
  if (wasActive) navigate(next ? tabUrl(next) : consoleUrl(""));
}
