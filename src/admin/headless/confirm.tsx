// Asking before something that cannot simply be undone (a delete, a rejection): a dialog that
// traps focus and gives it back to the button that asked, and a hook that turns it into a
// promise — `if (await confirm({...})) …`.
import { useCallback, useRef, useState, type ReactNode } from "react";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { t } from "@/i18n/console";

export interface ConfirmOptions {
  title: string;
  text: string;
  /** Red confirm button (deleting, refusing). */
  destructive?: boolean;
  /** The confirm button's text (default "Confirm"). */
  confirmLabel?: string;
  /** The cancel button's text (default "Cancel"). */
  cancelLabel?: string;
}

export function ConfirmDialog({ options, onAnswer }: { options?: ConfirmOptions; onAnswer: (yes: boolean) => void }) {
  return (
    <AlertDialog open={Boolean(options)} onOpenChange={(open) => !open && onAnswer(false)}>
      <AlertDialogContent>
        <AlertDialogTitle>{options?.title}</AlertDialogTitle>
        <AlertDialogDescription>{options?.text}</AlertDialogDescription>
        <div className="flex justify-end gap-2">
          <AlertDialogCancel>{options?.cancelLabel ?? t("cancel")}</AlertDialogCancel>
          <AlertDialogAction destructive={options?.destructive} onClick={() => onAnswer(true)}>
            {options?.confirmLabel ?? t("confirm")}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** `confirm(options)` resolves true when confirmed; render `dialog` once in the page. */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions>();
  const resolver = useRef<(yes: boolean) => void>(undefined);
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );
  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = undefined;
    setOptions(undefined);
  };
  return { confirm, dialog: <ConfirmDialog options={options} onAnswer={answer} /> };
}
