// Tabbed views (spec §2, persisted per spec §9): one tab per console page (by path), the
// query it last showed, which one is active, and the tab full-screen mode.
import { atom } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";
import { moved, type NavigationProblem } from "../router/navigation-problems";

export interface TabItem {
  /** Console path without query: the tab's identity. */
  path: string;
  /** The query string the page last showed (its list state). */
  search: string;
  title: string;
  titleEn: string;
  keepalive: boolean;
  /** Bumped by "refresh" to remount the page. */
  version?: number;
}

export interface TabsState {
  tabs: TabItem[];
  active: string;
}

const EMPTY: TabsState = { tabs: [], active: "" };

export const $tabs = persistentAtom<TabsState>("ba:tabs", EMPTY, {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      const parsed = JSON.parse(value) as TabsState;
      return Array.isArray(parsed.tabs) ? parsed : EMPTY;
    } catch {
      return EMPTY;
    }
  },
});

export const $tabFullScreen = atom(false);

export function openTab(tab: Omit<TabItem, "version">): void {
  const state = $tabs.get();
  const existing = state.tabs.find((t) => t.path === tab.path);
  const tabs = existing ? state.tabs.map((t) => (t.path === tab.path ? { ...t, ...tab } : t)) : [...state.tabs, tab];
  $tabs.set({ tabs, active: tab.path });
}

export function rememberSearch(path: string, search: string): void {
  const state = $tabs.get();
  if (!state.tabs.some((t) => t.path === path && t.search !== search)) return;
  $tabs.set({ ...state, tabs: state.tabs.map((t) => (t.path === path ? { ...t, search } : t)) });
}

/** Closes a tab; returns the tab to show next when the closed one was active. */
export function closeTab(path: string): TabItem | undefined {
  const state = $tabs.get();
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index < 0) return undefined;
  const tabs = state.tabs.filter((t) => t.path !== path);
  const wasActive = state.active === path;
  const next = wasActive ? (tabs[index] ?? tabs[index - 1]) : undefined;
  $tabs.set({ tabs, active: wasActive ? (next?.path ?? "") : state.active });
  return next;
}

/** Moves a tab one place left or right; answers the problem at either end (spec §8). */
export function moveTab(path: string, delta: -1 | 1): NavigationProblem | undefined {
  const state = $tabs.get();
  const next = moved(state.tabs, state.tabs.findIndex((t) => t.path === path), delta);
  if (typeof next === "string") return next;
  $tabs.set({ ...state, tabs: next });
  return undefined;
}

export function closeOtherTabs(path: string): void {
  $tabs.set({ tabs: $tabs.get().tabs.filter((t) => t.path === path), active: path });
}

export function closeAllTabs(): void {
  $tabs.set(EMPTY);
}

export function refreshTab(path: string): void {
  const state = $tabs.get();
  $tabs.set({ ...state, tabs: state.tabs.map((t) => (t.path === path ? { ...t, version: (t.version ?? 0) + 1 } : t)) });
}
