// Translates server message keys for the language of a request.
import { format, type Lang } from "@shared/i18n";
import { en, type MessageKey } from "./en";
import { zhCn } from "./zh-cn";

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, "zh-cn": zhCn };

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return format(dictionaries[lang][key], params);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}
