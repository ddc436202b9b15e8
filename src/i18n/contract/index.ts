import { format, type Lang } from "@shared/i18n";
import { contractEn } from "./en";
import { contractZhCn } from "./zh-cn";

export type ContractKey = keyof typeof contractEn;
export const contractMessages = { en: contractEn, "zh-cn": contractZhCn } as const;

/** Translator for the contract pages, at build time. */
export function contractText(lang: Lang) {
  return (key: ContractKey, params?: Record<string, string | number>) => format(contractMessages[lang][key], params);
}
