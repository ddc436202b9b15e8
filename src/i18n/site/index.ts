import { format, type Lang } from "@shared/i18n";
import { siteEn } from "./en";
import { siteZhCn } from "./zh-cn";

export type SiteKey = keyof typeof siteEn;

const site = { en: siteEn, "zh-cn": siteZhCn } as const;

/** Translator for the public pages; used at build time, so it ships no JavaScript. */
export function siteText(lang: Lang) {
  return (key: SiteKey, params?: Record<string, string | number>) => format(site[lang][key], params);
}
