// The page's translator, shared by its parts.
import type { usePageText } from "@/i18n/console";

export type Text = ReturnType<typeof usePageText>;
export const PAGE_TEXTS = "routine.apiDocument";
