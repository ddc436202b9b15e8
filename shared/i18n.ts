// Shared by server and browser: the supported languages, how one is chosen, and message
// formatting. Dictionaries live next to the code that shows them (server/lang, src/i18n).

export const LANGS = ["zh-cn", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "zh-cn";

/** A dictionary in another language must have exactly the keys of the English one. */
export type Translation<T extends Record<string, string>> = { readonly [K in keyof T]: string };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** Maps loose spellings (`zh`, `zh-CN`, `zh-hans-cn`, `en-US`) to a supported language. */
export function normalizeLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === "zh-cn" || v === "zh" || v.startsWith("zh-hans") || v === "zh-sg") return "zh-cn";
  if (v === "en" || v.startsWith("en-")) return "en";
  return undefined;
}

/** Picks the first supported language of an Accept-Language header, by quality. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const lang = normalizeLang(entry.tag);
    if (lang) return lang;
  }
  return undefined;
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so mistakes show. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** A text given in both languages, as module declarations and seeds carry them. */
export type LocalizedText = { readonly "zh-cn": string; readonly en: string };

export function pick(text: LocalizedText | string, lang: Lang): string {
  return typeof text === "string" ? text : text[lang];
}
