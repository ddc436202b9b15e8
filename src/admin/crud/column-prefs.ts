// Which columns each admin shows per module, kept in the browser.
import { persistentAtom } from "@nanostores/persistent";

export const $columnPrefs = persistentAtom<Record<string, Record<string, boolean>>>("ba:columns", {}, {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      return JSON.parse(value) as Record<string, Record<string, boolean>>;
    } catch {
      return {};
    }
  },
});

export function setColumnVisible(moduleKey: string, column: string, visible: boolean): void {
  const all = $columnPrefs.get();
  $columnPrefs.set({ ...all, [moduleKey]: { ...all[moduleKey], [column]: visible } });
}
