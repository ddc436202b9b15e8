// The shared rules as TypeBox schemas (JSON Schema): one definition describes a request body or
// query for the API document, while the rule validator keeps checking it with messages in both
// languages. Named patterns (mobile, ID number, credit code…) carry their name as `format`,
// since their checks (check characters, dates) are more than a regular expression.
import { Type, type TSchema } from "@sinclair/typebox";
import type { Rule, Rules } from "./index";

const described = (rule: Rule) => (rule.label ? { description: `${rule.label.en} / ${rule.label["zh-cn"]}` } : {});

/** One rule as a schema. */
export function ruleSchema(rule: Rule): TSchema {
  const base = described(rule);
  const choices = rule.in?.length ? { enum: [...rule.in] } : {};
  switch (rule.type) {
    case "string":
      return Type.String({ ...base, ...choices, ...(rule.min !== undefined ? { minLength: rule.min } : {}), ...(rule.max !== undefined ? { maxLength: rule.max } : {}), ...(rule.pattern ? { format: rule.pattern } : {}) });
    case "number":
      return Type.Number({ ...base, ...choices, ...(rule.min !== undefined ? { minimum: rule.min } : {}), ...(rule.max !== undefined ? { maximum: rule.max } : {}) });
    case "integer":
      return Type.Integer({ ...base, ...choices, ...(rule.min !== undefined ? { minimum: rule.min } : {}), ...(rule.max !== undefined ? { maximum: rule.max } : {}) });
    case "id":
      return Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: "^[1-9][0-9]{0,15}$" })], { ...base, description: `${base.description ?? "Record id"} (a whole number written plainly)` });
    case "boolean":
      return Type.Boolean(base);
    case "array":
      return Type.Array(rule.items ? ruleSchema(rule.items) : Type.Unknown(), {
        ...base,
        ...(rule.min !== undefined ? { minItems: rule.min } : {}),
        ...(rule.max !== undefined ? { maxItems: rule.max } : {}),
      });
    case "any":
      return Type.Unknown(base);
  }
}

/** A set of rules as an object schema (required rules required; other properties allowed). */
export function rulesSchema(rules: Rules): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, rule] of Object.entries(rules)) properties[name] = rule.required ? ruleSchema(rule) : Type.Optional(ruleSchema(rule));
  return Type.Object(properties);
}
