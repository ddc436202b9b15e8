import { format, type Lang } from "@shared/i18n";
import { orderEn } from "./en";
import { orderZhCn } from "./zh-cn";

export type OrderKey = keyof typeof orderEn;
export const orderMessages = { en: orderEn, "zh-cn": orderZhCn } as const;

/** Translator for the member's order pages, at build time. */
export function orderText(lang: Lang) {
  return (key: OrderKey, params?: Record<string, string | number>) => format(orderMessages[lang][key], params);
}
