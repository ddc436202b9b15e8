// The guide's calls from the member centre (page /user/guide/card, member rule `guide/card`)
// and the public guide-card check (page /guide/verify, per-IP limit `VERIFY_RATE_LIMIT`).
// Thin routes over modules/guide/Application/member.ts.
import { Elysia } from "elysia";
import { rule, validate } from "@shared/validate";
import { affiliates, guideCardView, saveApplication, verifyCard, withdrawApplication } from "@modules/guide/Application/member";
import type { MemberGuard } from "../../auth/member-guard";
import type { WorkflowMachine } from "../../engine/workflow/machine";
import { FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";

const RULE = "guide/card";
const affiliateQuery = { type: rule.string({ in: ["AGENCY", "ASSOCIATION"] }), keyword: rule.string({ max: 50 }) };
const verifyQuery = { card_no: rule.string({ required: true, pattern: "guideCard", label: { "zh-cn": "导游证号", en: "Guide card number" } }) };

function checked<T extends Record<string, unknown>>(rules: Parameters<typeof validate>[0], query: unknown): T {
  const result = validate(rules, query ?? {});
  if (!result.ok) throw new FieldValidationError(result.errors, { card_no: { "zh-cn": "导游证号", en: "Guide card number" } });
  return result.value as T;
}

export function guideRoutes(services: AppServices, guard: MemberGuard, workflows: WorkflowMachine) {
  return new Elysia({ prefix: "/api/guide" })
    .use(guard)
    .get("/card", async ({ member, lang, ok }) => ok(await guideCardView(services, member.row, lang)), { member: RULE })
    .get(
      "/affiliates",
      async ({ query, lang, ok }) => {
        const { type, keyword } = checked<{ type?: string; keyword?: string }>(affiliateQuery, query);
        return ok(await affiliates(services, type ?? "AGENCY", keyword ?? "", lang));
      },
      { member: RULE },
    )
    .post("/save", async ({ member, body, lang, ok }) => ok({ id: (await saveApplication(services, workflows, member.row, body, lang, false)).id }, "draftSaved"), { member: RULE })
    .post("/submit", async ({ member, body, lang, ok }) => ok({ id: (await saveApplication(services, workflows, member.row, body, lang, true)).id }, "guideApplicationSubmitted"), { member: RULE })
    .post(
      "/withdraw",
      async ({ member, lang, ok }) => {
        await withdrawApplication(services, workflows, member.row, lang);
        return ok(null, "guideApplicationWithdrawn");
      },
      { member: RULE },
    )
    .get(
      "/verify",
      async ({ query, ip, lang, ok }) => {
        await services.ipLimits.take("verify", ip);
        // Typed by hand: spaces around it and a lower-case letter are forgiven.
        const typed = typeof query.card_no === "string" ? query.card_no.trim().toUpperCase() : query.card_no;
        const { card_no } = checked<{ card_no: string }>(verifyQuery, { card_no: typed });
        return ok(await verifyCard(services, card_no, lang));
      },
      { public: true },
    );
}
