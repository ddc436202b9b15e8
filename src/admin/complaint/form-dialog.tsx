// The dialog frame of the complaint pages' forms (moves, notes). Apart from parts.tsx so that
// the dashboard's complaint panel, which only shows state tags, loads no dialog before its data.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCaseText } from "./parts";

/** A dialog with a form: title, description, body, and Cancel / submit buttons. */
export function FormDialog(props: { open: boolean; title: string; description?: string; submit: string; busy?: boolean; danger?: boolean; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  const text = useCaseText();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-lg" closeLabel={text("cancel")}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            {props.description ? <DialogDescription>{props.description}</DialogDescription> : <DialogDescription className="sr-only">{props.title}</DialogDescription>}
          </DialogHeader>
          {props.children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              {text("cancel")}
            </Button>
            <Button type="submit" variant={props.danger ? "destructive" : "default"} disabled={props.busy}>
              {props.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
