// Translator for the market-entity pages (the enterprise page, change requests and the
// registration page of its own): both languages bundled with them, a few KB.
import { format } from "@shared/i18n";
import { consoleLang } from "../console";
import { enterpriseTextsEn, type EnterpriseTextKey } from "./en";
import { enterpriseTextsZhCn } from "./zh-cn";

export type { EnterpriseTextKey };

export function et(key: EnterpriseTextKey, params?: Record<string, string | number>): string {
  return format((consoleLang() === "en" ? enterpriseTextsEn : enterpriseTextsZhCn)[key], params);
}
