// Where a console page's texts sit in the texts' glob (index.ts), apart so the build's
// route-chunk map (scripts/lib/modulepreload.ts) finds them by the same key.
import type { Lang } from "@shared/i18n";

/** `dashboard`, `en` -> `../pages/dashboard/en.ts`. */
export const pageTextsKey = (page: string, lang: Lang | string) => `../pages/${page}/${lang}.ts`;
