// Validation of an enterprise's own application, shared by the registration page and the
// server: a draft needs only the category and the name; a submission needs everything the
// declaration requires plus the business licence picture.
import type { Rule } from "@shared/validate";
import { fieldRule } from "@shared/module/field-kinds";
import type { FieldDeclaration } from "@shared/module/types";
import enterpriseModule, { REGISTRATION_FIELDS } from "./module";

const FIELDS = enterpriseModule.fields as Readonly<Record<string, FieldDeclaration>>;
const REQUIRED_ON_SUBMIT = new Set(["business_license_image"]);
const REQUIRED_IN_DRAFT = new Set(["category_id", "name"]);

export function registrationRules(mode: "draft" | "submit"): Record<string, Rule> {
  const rules: Record<string, Rule> = {};
  for (const name of REGISTRATION_FIELDS) {
    const field = FIELDS[name];
    if (!field) continue;
    const rule = fieldRule(field, "add");
    const required = mode === "draft" ? REQUIRED_IN_DRAFT.has(name) : Boolean(rule.required) || REQUIRED_ON_SUBMIT.has(name);
    rules[name] = { ...rule, required };
  }
  return rules;
}
