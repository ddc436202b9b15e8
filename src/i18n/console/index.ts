// The console's translator: the chrome dictionary of the page's language, plus the dictionaries
// of pages of their own, loaded with the page (spec §2: page language files are loaded per route,
// from src/i18n/pages/<page>/<lang>.ts).
import { atom } from "nanostores";
import { useStore } from "@nanostores/react";
import { format, type Lang } from "@shared/i18n";
import { validationEn, validationZhCn } from "@shared/validate/messages";
import { pageLang } from "@/stores/lang";
import { commonEn } from "./en";
import { pageTextsKey } from "./page-texts-key";
import { commonZhCn } from "./zh-cn";

export type CommonKey = keyof typeof commonEn;
type Dictionary = Record<string, string>;

const common: Record<Lang, Dictionary> = { en: { ...validationEn, ...commonEn }, "zh-cn": { ...validationZhCn, ...commonZhCn } };

const pageLoaders = import.meta.glob<{ default: Dictionary }>("../pages/*/*.ts");

/** Page dictionaries loaded so far, by page name. */
export const $pageTexts = atom<Record<string, Dictionary>>({});

export const consoleLang = (): Lang => pageLang();

/** Whether a page has a dictionary of its own. */
export const hasPageTexts = (page: string): boolean => Boolean(pageLoaders[pageTextsKey(page, "en")]);

/** Loads the dictionary of a page in the current language (once). */
export async function loadPageTexts(page: string): Promise<void> {
  if ($pageTexts.get()[page]) return;
  const loader = pageLoaders[pageTextsKey(page, consoleLang())];
  // A page without a dictionary of its own is marked loaded too (it uses the console's texts).
  const module = loader ? await loader() : { default: {} };
  $pageTexts.set({ ...$pageTexts.get(), [page]: module.default });
}

export function t(key: CommonKey | (string & {}), params?: Record<string, string | number>): string {
  return format(common[consoleLang()][key] ?? key, params);
}

/** Translator for a page: its own keys first, then the console's. */
export function usePageText(page?: string) {
  const pages = useStore($pageTexts);
  const own = page ? pages[page] : undefined;
  return (key: string, params?: Record<string, string | number>) => format(own?.[key] ?? common[consoleLang()][key] ?? key, params);
}
