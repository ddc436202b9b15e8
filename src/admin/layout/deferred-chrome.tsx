// Loads the console chrome (chrome.tsx) after the first page data is painted, so the init
// call, the page's code and its data never wait for menus, tooltips and dialogs (DESIGN §9,
// issue 20). "First data" is the first API GET after the init payload that completes; the
// chrome loads at the first idle moment after the next frame (the data is painted by then). It
// also loads on the admin's first key or pointer press, and at the latest CHROME_DEADLINE_MS
// after the init payload arrived.
//
// The chrome wraps elements that are already on screen (a tab in its context menu, a collapsed
// menu link in its tooltip): React builds them anew when it arrives. An admin may have focused
// one by then (Tab, or a key pressed on a tab just after a page load), so focus moves to the
// element built in its place (`install`), in the same task: no key can fall between. A tab's
// context menu asked for before then opens when the chrome arrives (`deferContextMenu`).
import type { MouseEvent as ReactMouseEvent } from "react";
import { atom } from "nanostores";
import { flushSync } from "react-dom";
import { useStore } from "@nanostores/react";
import { cn } from "@/lib/utils";
import { setRequestListener } from "@/lib/request";

export type Chrome = typeof import("./chrome");

const $chrome = atom<Chrome | undefined>(undefined);
let requested = false;

export const CHROME_DEADLINE_MS = 1500;

/** Starts loading the chrome (once; a failed load is tried again on the next call). */
export function loadChrome(): void {
  if (requested) return;
  requested = true;
  import("./chrome").then(
    (module) => install(module),
    () => {
      requested = false;
    },
  );
}

/**
 * Where an element sits: the nearest element with an id at or above it (its anchor), and its
 * index among its parent's children level by level below that anchor. Anchored at an id, not at
 * the body, so an element that comes or goes elsewhere in the same render (the route's progress
 * bar before the whole layout, a portal) does not move the place.
 */
function placeOf(element: Element): { anchor: string; path: number[] } | undefined {
  const path: number[] = [];
  let node = element;
  while (!node.id) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return { anchor: node.id, path };
}

const atPlace = ({ anchor, path }: { anchor: string; path: number[] }) =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], document.getElementById(anchor) ?? undefined);

/** A context menu asked for before the chrome arrived: where, and at which point. */
let pendingMenu: { place: { anchor: string; path: number[] }; x: number; y: number } | undefined;

const forgetMenu = () => {
  pendingMenu = undefined;
};

/**
 * For an element whose context menu comes with the chrome (a tab): a right click (or the menu
 * key) before the chrome arrived keeps the browser's own menu away and opens ours where it was
 * asked for once the chrome is there. The admin's next press (a click elsewhere, Escape) drops it.
 */
export function deferContextMenu(event: ReactMouseEvent<Element>): void {
  const place = event.target instanceof Element ? placeOf(event.target) : undefined;
  if (!place) return;
  event.preventDefault();
  pendingMenu = { place, x: event.clientX, y: event.clientY };
  addEventListener("pointerdown", forgetMenu, { once: true, capture: true });
  addEventListener("keydown", forgetMenu, { once: true, capture: true });
  loadChrome();
}

/**
 * Renders the chrome at once and, when that replaced the focused element, focuses its twin:
 * the chrome's wrappers add no element of their own (their triggers are `asChild`), so the
 * twin is the element of the same kind (and id) at the same place under the same anchor. A
 * context menu asked for meanwhile is then opened on the twin of the element it was asked on.
 */
function install(module: Chrome): void {
  const focused = document.activeElement;
  const place = focused instanceof HTMLElement && focused !== document.body ? placeOf(focused) : undefined;
  flushSync(() => $chrome.set(module));
  refocus(focused, place);
  const menu = pendingMenu;
  pendingMenu = undefined;
  const target = menu && atPlace(menu.place);
  if (menu && target) target.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, button: 2, clientX: menu.x, clientY: menu.y, view: window }));
}

function refocus(focused: Element | null, place: { anchor: string; path: number[] } | undefined): void {
  if (!place || !(focused instanceof HTMLElement) || focused.isConnected) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  const twin = atPlace(place);
  if (twin instanceof HTMLElement && twin.tagName === focused.tagName && twin.id === focused.id) twin.focus({ preventScroll: true });
}

/** The chrome once loaded. */
export function useChrome(): Chrome | undefined {
  return useStore($chrome);
}

/** Call when the init payload has arrived: arranges the chrome's loading as described above. */
export function loadChromeAfterFirstData(initUrl: string): void {
  if (requested) return;
  // After the answer: the next frame, then the first idle moment (React has rendered and the
  // browser painted by then); browsers without idle callbacks wait a little instead.
  const whenIdle = typeof requestIdleCallback === "function" ? (run: () => void) => requestIdleCallback(run, { timeout: 500 }) : (run: () => void) => setTimeout(run, 50);
  const afterPaint = () => requestAnimationFrame(() => whenIdle(loadChrome));
  const stopListening = setRequestListener((method, url) => {
    if (method !== "GET" || url.split("?")[0] === initUrl) return;
    stopListening();
    afterPaint();
  });
  const early = () => {
    stopListening();
    loadChrome();
  };
  addEventListener("pointerdown", early, { once: true, capture: true });
  addEventListener("keydown", early, { once: true, capture: true });
  setTimeout(early, CHROME_DEADLINE_MS);
}

const standIn = (onHeader: boolean) => cn("rounded-md", onHeader ? "text-primary-foreground/60" : "text-muted-foreground/60");

/** The header buttons' space while the chrome loads (inert, hidden from assistive technology). */
export function HeaderControlsStandIn({ onHeader, buttons }: { onHeader: boolean; buttons: number }) {
  return (
    <div className="flex items-center gap-0.5" aria-hidden="true">
      {Array.from({ length: buttons }, (_, i) => (
        <span key={i} className={cn("flex size-9 items-center justify-center", standIn(onHeader))}>
          <span className="size-[18px] rounded-sm bg-current opacity-15" />
        </span>
      ))}
    </div>
  );
}

/** The user menu's button while the chrome loads. */
export function UserMenuStandIn({ onHeader, name, avatar }: { onHeader: boolean; name: string; avatar?: string }) {
  return (
    <div className={cn("flex items-center gap-2 px-2 py-1 text-sm", standIn(onHeader))} aria-hidden="true">
      {avatar ? (
        <img src={avatar} alt="" className="size-7 rounded-full object-cover" />
      ) : (
        <span className={cn("flex size-7 items-center justify-center rounded-full text-xs font-semibold", onHeader ? "bg-white/25 text-white" : "bg-primary/15 text-primary")}>{name.slice(0, 1).toUpperCase()}</span>
      )}
      {/* The name is real text, so it keeps the real button's colour (readable while the rest is dimmed). */}
      <span className={cn("hidden max-w-32 truncate md:inline", onHeader ? "text-primary-foreground" : "text-foreground")}>{name}</span>
    </div>
  );
}
