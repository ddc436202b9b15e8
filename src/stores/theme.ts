// Dark mode, shared by every page and kept across visits. The inline script in the page head
// applies it before the first paint; this store keeps it in step afterwards.
import { persistentAtom } from "@nanostores/persistent";

export const DARK_STORAGE_KEY = "ui:dark";

export const $isDark = persistentAtom<boolean>(DARK_STORAGE_KEY, false, {
  encode: (value) => String(value),
  decode: (value) => value === "true",
});

export function applyTheme(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
}

export function toggleDark(): void {
  $isDark.set(!$isDark.get());
}

if (typeof document !== "undefined") {
  $isDark.subscribe(applyTheme);
}
