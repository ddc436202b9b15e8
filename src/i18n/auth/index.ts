import { format, type Lang } from "@shared/i18n";
import { authEn } from "./en";
import { authZhCn } from "./zh-cn";

export type AuthKey = keyof typeof authEn;
export const authMessages = { en: authEn, "zh-cn": authZhCn } as const;

export function authText(lang: Lang) {
  return (key: AuthKey, params?: Record<string, string | number>) => format(authMessages[lang][key], params);
}
