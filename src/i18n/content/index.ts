import { format, type Lang } from "@shared/i18n";
import { contentEn } from "./en";
import { contentZhCn } from "./zh-cn";

export type ContentKey = keyof typeof contentEn;
export const contentMessages = { en: contentEn, "zh-cn": contentZhCn } as const;

/** Translator for the public content pages, at build time. */
export function contentText(lang: Lang) {
  return (key: ContentKey, params?: Record<string, string | number>) => format(contentMessages[lang][key], params);
}
