// Layout configuration (spec §3 UI config, persisted per spec §9): layout mode, menu width and
// collapse, sidebar colours. Dark mode and language are site-wide stores.
import { persistentAtom } from "@nanostores/persistent";

export type LayoutMode = "Default" | "Classic" | "Streamline";

export interface LayoutConfig {
  layoutMode: LayoutMode;
  menuWidth: number;
  menuCollapse: boolean;
  /** Sidebar colours: follow the theme, or a dark sidebar in light mode. */
  menuTheme: "light" | "dark";
}

export const DEFAULT_LAYOUT: LayoutConfig = { layoutMode: "Default", menuWidth: 200, menuCollapse: false, menuTheme: "light" };

/** Spec §9: header heights used in layout calculations. */
export const HEADER_HEIGHT: Record<LayoutMode, number> = { Default: 70, Classic: 50, Streamline: 60 };
export const COLLAPSED_MENU_WIDTH = 64;

export const $layout = persistentAtom<LayoutConfig>("ba:layout", DEFAULT_LAYOUT, {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      return { ...DEFAULT_LAYOUT, ...(JSON.parse(value) as Partial<LayoutConfig>) };
    } catch {
      return DEFAULT_LAYOUT;
    }
  },
});

export function updateLayout(patch: Partial<LayoutConfig>): void {
  $layout.set({ ...$layout.get(), ...patch });
}

/** Spec §9: 200 px, 64 px collapsed, 0 when shrunk (small screens) and collapsed. */
export function menuWidth(config: LayoutConfig, shrink: boolean): number {
  if (config.menuCollapse) return shrink ? 0 : COLLAPSED_MENU_WIDTH;
  return config.menuWidth;
}
