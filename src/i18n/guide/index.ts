import { format, type Lang } from "@shared/i18n";
import { guideEn } from "./en";
import { guideZhCn } from "./zh-cn";

export type GuideKey = keyof typeof guideEn;
export const guideMessages = { en: guideEn, "zh-cn": guideZhCn } as const;

/** Translator for the guide pages, at build time. */
export function guideText(lang: Lang) {
  return (key: GuideKey, params?: Record<string, string | number>) => format(guideMessages[lang][key], params);
}
