// Focus goes back to what opened a dialog, sheet or confirmation when it closes (by Escape,
// Cancel or ×). Radix returns focus to a `Trigger`; our dialogs are opened by state from row
// buttons, menus and toolbars, so without this focus fell to the page's body. The element that
// had focus when the dialog opened is remembered and focused again if it is still on the page.
import { useRef } from "react";

type FocusEventHandler = (event: Event) => void;

export function useReturnFocus(own: { onOpenAutoFocus?: FocusEventHandler; onCloseAutoFocus?: FocusEventHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
}
