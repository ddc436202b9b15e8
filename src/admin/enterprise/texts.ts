// Translator for the market-entity pages (bundled with them, both languages: a few KB).
import { format } from "@shared/i18n";
import { consoleLang } from "../lang";
import { enterpriseTextsEn, type EnterpriseTextKey } from "./texts-en";
import { enterpriseTextsZhCn } from "./texts-zh-cn";

export function et(key: EnterpriseTextKey, params?: Record<string, string | number>): string {
  return format((consoleLang() === "en" ? enterpriseTextsEn : enterpriseTextsZhCn)[key], params);
}
