import { format, type Lang } from "@shared/i18n";
import { requestEn } from "./en";
import { requestZhCn } from "./zh-cn";

export type RequestMessageKey = keyof typeof requestEn;

const dictionaries = { en: requestEn, "zh-cn": requestZhCn } as const;

export function requestMessage(lang: Lang, key: RequestMessageKey, params?: Record<string, string | number>): string {
  return format(dictionaries[lang][key], params);
}

/** Spec §8 HTTP status table. */
export function statusMessage(lang: Lang, status: number, url: string): string {
  const known: Record<number, RequestMessageKey> = {
    302: "status302",
    400: "status400",
    401: "status401",
    403: "status401",
    404: "status404",
    408: "status408",
    409: "status409",
    500: "status500",
    501: "status501",
    502: "status502",
    503: "status503",
    504: "status504",
    505: "status505",
  };
  return requestMessage(lang, known[status] ?? "statusOther", { url });
}
