// Public helpers (reference §7.3): the click captcha and token refresh.
import { Elysia } from "elysia";
import { rule, validate } from "@shared/validate";
import { adminTokenOf, userTokenOf } from "../../auth/request-tokens";
import { isCaptchaId } from "../../captcha/click-captcha";
import { Code, envelope } from "../../kernel/envelope";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import { httpKernelContext } from "../../kernel/context";
import type { AppServices } from "../../services";

const checkRules = {
  id: rule.string({ required: true, max: 64 }),
  info: rule.string({ required: true, max: 200 }),
  unset: rule.boolean(),
};

export function commonRoutes(services: AppServices) {
  const { captcha, sessions, ipLimits } = services;
  return new Elysia({ prefix: "/api/common" })
    .use(httpKernelContext)
    .get("/clickCaptcha", async ({ query, ip, lang, ok }) => {
      await ipLimits.take("captcha", ip);
      if (!isCaptchaId(query.id)) throw new FieldValidationError({ id: { key: "badFormat" } });
      return ok(await captcha.create(query.id, lang));
    }, { public: true })
    .post("/checkClickCaptcha", async ({ body, ip, ok, t }) => {
      await ipLimits.take("captcha", ip);
      const input = validate(checkRules, body);
      if (!input.ok) throw new FieldValidationError(input.errors);
      const keep = input.value.unset === false;
      if (!(await captcha.check(input.value.id, input.value.info, keep))) {
        return envelope(Code.error, t("captchaWrongArea"), null);
      }
      return ok(null, "captchaVerified");
    }, { public: true })
    .post("/refreshToken", async ({ body, request, ip, ok }) => {
      await ipLimits.take("refresh", ip);
      const raw = (body as { refreshToken?: unknown } | undefined)?.refreshToken;
      if (typeof raw !== "string" || raw.length < 10 || raw.length > 200) {
        throw new ApiError("loginExpired", undefined, Code.loginState, { type: "need login" });
      }
      // The access token of the same login must come along (expired is fine).
      const outcome = await sessions.refresh(raw, (kind) => (kind === "admin" ? adminTokenOf(request) : userTokenOf(request)));
      if (!outcome.ok) {
        if (outcome.reason === "racing") throw new ApiError("refreshRaced");
        throw new ApiError("loginExpired", undefined, Code.loginState, { type: "need login" });
      }
      return ok({ type: outcome.type, token: outcome.token, refreshToken: outcome.refreshToken });
    }, { public: true });
}
