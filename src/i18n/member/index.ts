import { format, type Lang } from "@shared/i18n";
import { memberEn } from "./en";
import { memberZhCn } from "./zh-cn";

export type MemberKey = keyof typeof memberEn;
export const memberMessages = { en: memberEn, "zh-cn": memberZhCn } as const;

/** Translator for the member pages; used at build time, so it ships no JavaScript. */
export function memberText(lang: Lang) {
  return (key: MemberKey, params?: Record<string, string | number>) => format(memberMessages[lang][key], params);
}
