// No lost work: while a form holds changes that are not saved, closing it (Escape, a click
// outside, Cancel, ×) asks "Discard changes?" first, leaving the console by the browser's back
// is refused (spec §8 "guard intercepted") and closing or reloading the browser tab asks the
// browser's own question.
import { useCallback, useEffect, type ReactNode } from "react";
import { t } from "@/i18n/console";
import { addNavigationGuard } from "../router/location";
import { useConfirm } from "./confirm";

export function useDiscardGuard(dirty: boolean): { requestClose: (close: () => void) => void; dialog: ReactNode } {
  const { confirm, dialog } = useConfirm();
  useEffect(() => {
    if (!dirty) return;
    const removeGuard = addNavigationGuard(() => false);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    addEventListener("beforeunload", beforeUnload);
    return () => {
      removeGuard();
      removeEventListener("beforeunload", beforeUnload);
    };
  }, [dirty]);
  const requestClose = useCallback(
    (close: () => void) => {
      if (!dirty) return close();
      void confirm({ title: t("discardTitle"), text: t("discardText"), destructive: true, confirmLabel: t("discard"), cancelLabel: t("keepEditing") }).then((yes) => {
        if (yes) close();
      });
    },
    [dirty, confirm],
  );
  return { requestClose, dialog };
}
