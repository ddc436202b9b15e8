// The shared rules as TypeBox schemas (JSON Schema): one definition describes a request body or
// query for the API document, while the rule validator keeps checking it with messages in both
// languages. Named patterns (mobile, ID number, credit code…) carry their name as `format`,
// since their checks (check characters, dates) are more than a regular expression.
import { Type, type TSchema } from "@sinclair/typebox";
import type { Lang } from "@shared/i18n";
import type { Rule, Rules } from "./index";

/** The rule's label: in one language when asked, else in both. */
const described = (rule: Rule, lang?: Lang) => (rule.label ? { description: lang ? rule.label[lang] : `${rule.label.en} / ${rule.label["zh-cn"]}` } : {});

const ID_NOTE = { en: "a whole number written plainly", "zh-cn": "直接书写的正整数" } as const;

/** One rule as a schema (descriptions in `lang` when given). */
export function ruleSchema(rule: Rule, lang?: Lang): TSchema {
  const base = described(rule, lang);
  const choices = rule.in?.length ? { enum: [...rule.in] } : {};
  switch (rule.type) {
    case "string":
      return Type.String({ ...base, ...choices, ...(rule.min !== undefined ? { minLength: rule.min } : {}), ...(rule.max !== undefined ? { maxLength: rule.max } : {}), ...(rule.pattern ? { format: rule.pattern } : {}) });
    case "number":
      return Type.Number({ ...base, ...choices, ...(rule.min !== undefined ? { minimum: rule.min } : {}), ...(rule.max !== undefined ? { maximum: rule.max } : {}) });
    case "integer":
      return Type.Integer({ ...base, ...choices, ...(rule.min !== undefined ? { minimum: rule.min } : {}), ...(rule.max !== undefined ? { maximum: rule.max } : {}) });
    case "id":
      return Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: "^[1-9][0-9]{0,15}$" })], {
        ...base,
        description: lang === "zh-cn" ? `${base.description ?? "记录编号"}（${ID_NOTE["zh-cn"]}）` : `${base.description ?? "Record id"} (${ID_NOTE.en})`,
      });
    case "boolean":
      return Type.Boolean(base);
    case "array":
      return Type.Array(rule.items ? ruleSchema(rule.items, lang) : Type.Unknown(), {
        ...base,
        ...(rule.min !== undefined ? { minItems: rule.min } : {}),
        ...(rule.max !== undefined ? { maxItems: rule.max } : {}),
      });
    case "any":
      return Type.Unknown(base);
  }
}

/** A set of rules as an object schema (required rules required; other properties allowed). */
export function rulesSchema(rules: Rules, lang?: Lang): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, rule] of Object.entries(rules)) properties[name] = rule.required ? ruleSchema(rule, lang) : Type.Optional(ruleSchema(rule, lang));
  return Type.Object(properties);
}
