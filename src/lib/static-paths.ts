// Every page is built once per language; the server picks the folder per visitor.
import { LANGS, type Lang } from "@shared/i18n";

export function langPaths(): { params: { lang: Lang } }[] {
  return LANGS.map((lang) => ({ params: { lang } }));
}
