import { format, type Lang } from "@shared/i18n";
import { ticketEn } from "./en";
import { ticketZhCn } from "./zh-cn";

export type TicketKey = keyof typeof ticketEn;
export const ticketMessages = { en: ticketEn, "zh-cn": ticketZhCn } as const;

/** Translator for the public ticket pages, at build time. */
export function ticketText(lang: Lang) {
  return (key: TicketKey, params?: Record<string, string | number>) => format(ticketMessages[lang][key], params);
}
