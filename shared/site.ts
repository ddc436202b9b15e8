// The platform's name when the site configuration names none (the server's page titles and the
// static pages' fallback text).
import type { LocalizedText } from "./i18n";

export const DEFAULT_SITE_NAME: LocalizedText = {
  "zh-cn": "文化和旅游市场监管执法平台",
  en: "Culture and Tourism Market Supervision and Enforcement Platform",
};
