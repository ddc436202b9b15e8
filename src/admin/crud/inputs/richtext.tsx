// Rich text: the Tiptap editor (inputs/tiptap-editor.tsx), loaded the first time a form shows a
// rich-text field so the console's first paint does not carry it. The server sanitises whatever
// arrives.
import { lazy, Suspense } from "react";
import { t } from "@/i18n/console";
import type { InputProps } from "./basic";

const TiptapEditor = lazy(() => import("./tiptap-editor"));

export function RichTextInput(props: InputProps) {
  return (
    <Suspense fallback={<div className="flex min-h-48 items-center justify-center rounded-md border text-sm text-muted-foreground">{t("editorLoading")}</div>}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
