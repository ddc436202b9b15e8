// Site configuration values by input type: what the screen sends, what is stored (text) and
// how each is checked. Password values never travel back to the browser.
import { rule, validate, type Rule } from "@shared/validate";
import type { Lang } from "@shared/i18n";
import { decodeConfigValue } from "@server/services/site-config";

import type { ConfigRow } from "@shared/contracts/config";

export { CONFIG_TYPES, type ConfigType } from "@shared/contracts/config";

export function parseContent(content: string): Record<string, string> {
  if (!content) return {};
  try {
    const parsed = JSON.parse(content) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function ruleFor(type: string, ruleText: string, content: Record<string, string>): Rule {
  const rules = ruleText.split(",").map((r) => r.trim());
  const required = rules.includes("required");
  switch (type) {
    case "number":
      return rule.number({ required });
    case "switch":
      return rule.boolean({ required });
    case "select":
    case "radio":
      return rule.string({ required, in: Object.keys(content) });
    case "checkbox":
      return rule.array({ required, items: rule.string({ in: Object.keys(content) }) });
    case "array":
      return rule.array({ required });
    case "password":
      return rule.string({ raw: true, max: 255 });
    default:
      return rule.string({ required, max: type === "textarea" ? 10_000 : 500, pattern: rules.includes("email") ? "email" : rules.includes("url") ? "url" : undefined });
  }
}

/** Validated value -> stored text. */
export function encodeValue(type: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (type === "switch") return value ? "1" : "0";
  if (type === "checkbox" || type === "array") return JSON.stringify(value);
  return String(value);
}

export function rowOut(
  row: { id: number; name: string; group: string; title: string; title_en: string; tip: string; tip_en: string; type: string; value: string; content: string; rule: string; allow_del: boolean; weigh: number },
  lang: Lang,
): ConfigRow {
  const secret = row.type === "password";
  return {
    id: row.id,
    name: row.name,
    group: row.group,
    title: lang === "en" && row.title_en ? row.title_en : row.title,
    tip: lang === "en" && row.tip_en ? row.tip_en : row.tip,
    type: row.type,
    value: secret ? "" : decodeConfigValue(row.type, row.value),
    content: parseContent(row.content),
    rule: row.rule,
    allow_del: row.allow_del,
    weigh: row.weigh,
    ...(secret ? { has_value: row.value !== "" } : {}),
  };
}

export { validate };
