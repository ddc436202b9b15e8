import { format, type Lang } from "@shared/i18n";
import { complaintEn } from "./en";
import { complaintZhCn } from "./zh-cn";

export type ComplaintKey = keyof typeof complaintEn;
export const complaintMessages = { en: complaintEn, "zh-cn": complaintZhCn } as const;

/** Translator for the complaint pages; used at build time, so it ships no JavaScript. */
export function complaintText(lang: Lang) {
  return (key: ComplaintKey, params?: Record<string, string | number>) => format(complaintMessages[lang][key], params);
}
