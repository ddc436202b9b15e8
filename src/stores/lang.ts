// The interface language. The page in front of the user was built in one language (chosen
// by the server from the `think_lang` cookie); switching stores the choice and reloads.
import { persistentAtom } from "@nanostores/persistent";
import { DEFAULT_LANG, isLang, type Lang } from "@shared/i18n";

export const LANG_STORAGE_KEY = "ui:lang";
export const LANG_COOKIE = "think_lang";

export const $storedLang = persistentAtom<Lang>(LANG_STORAGE_KEY, DEFAULT_LANG, {
  encode: (value) => value,
  decode: (value) => (isLang(value) ? value : DEFAULT_LANG),
});

/** The language of the current page. */
export function pageLang(): Lang {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export function writeLangCookie(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Spec §4: language change stores the language and reloads the page. */
export function changeLanguage(lang: Lang): void {
  $storedLang.set(lang);
  writeLangCookie(lang);
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  location.replace(url.toString());
}
