// Admin sign-in (reference §3.2, §11): login (GET tells whether a captcha is needed), logout
// and the init payload the console loads after login.
import { Elysia } from "elysia";
import { rule, validate } from "@shared/validate";
import { adminGuard } from "../../auth/admin-guard";
import { adminInitPayload } from "../../auth/admin-init";
import { loginAdmin } from "../../auth/login";
import { loginExtras } from "../../auth/login-answer";
import { loginRequestOf } from "../../auth/login-form";
import { adminTokenOf } from "../../auth/request-tokens";
import { formatDateTime } from "@shared/datetime";
import { Code, envelope } from "../../kernel/envelope";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";

const loginRules = {
  username: rule.string({ required: true, max: 30, label: { "zh-cn": "用户名", en: "User name" } }),
  password: rule.string({ required: true, pattern: "password", raw: true, label: { "zh-cn": "密码", en: "Password" } }),
  keep: rule.boolean(),
  captchaId: rule.string({ max: 64 }),
  captchaInfo: rule.string({ max: 200 }),
  device: rule.string({ max: 100 }),
};

const LABELS = { username: loginRules.username.label, password: loginRules.password.label };

export function adminIndexRoutes(services: AppServices, guard: ReturnType<typeof adminGuard>) {
  const { sessions, db } = services;

  /** Answers 303 "logged in" when the request already carries a live admin login. */
  const refuseIfLoggedIn = async (request: Request) => {
    const current = await sessions.resolve("admin", adminTokenOf(request));
    if (current.status === "ok") throw new ApiError("alreadyLoggedIn", undefined, Code.loginState, { type: "logged in" });
  };

  return new Elysia({ prefix: `/${services.config.adminPrefix}/index` })
    .use(guard)
    .get("/login", async ({ request, ok }) => {
      await refuseIfLoggedIn(request);
      return ok({ captcha: await services.captchaRequired("admin") });
    }, { adminPublic: true })
    .post(
      "/login",
      async ({ request, body, ip, lang, ok }) => {
        await refuseIfLoggedIn(request);
        const input = validate(loginRules, body);
        if (!input.ok) throw new FieldValidationError(input.errors, LABELS);
        const { username, password } = input.value;
        const timeZone = await services.siteConfig.timeZone();
        const form = await loginRequestOf(services, "admin", input.value, ip, request.headers.get("user-agent") ?? "");
        const { started, adminId, device, failures } = await loginAdmin(db, sessions, services.loginProtection, username, password, form);
        services.adminAccess.invalidate(adminId);
        const who = await guard.authenticateId(adminId, started.sessionId);
        // Under maintenance only super admins get in (the password was right: nothing revealed).
        if (!who.access.super && (await services.maintenance.on())) {
          await sessions.revoke(started.sessionId, "maintenance");
          await services.maintenance.check(false);
        }
        return ok(
          {
            userInfo: {
              id: who.row.id,
              username: who.row.username,
              nickname: who.row.nickname,
              avatar: who.row.avatar,
              last_login_time: formatDateTime(who.row.last_login_time, timeZone),
              token: started.token,
              refresh_token: started.refreshToken,
            },
            routePath: `/${services.config.adminPrefix}`,
            ...loginExtras(device, failures, timeZone, lang),
          },
          "loginSucceeded",
        );
      },
      { adminPublic: true },
    )
    .post(
      "/logout",
      async ({ request, body, ok }) => {
        const refresh = (body as { refreshToken?: unknown } | undefined)?.refreshToken;
        await sessions.logout("admin", adminTokenOf(request), typeof refresh === "string" ? refresh : undefined);
        return ok(null, "logoutSucceeded");
      },
      { adminPublic: true },
    )
    .get(
      "/index",
      async ({ admin, lang, t }) => {
        // The console of an unregistered enterprise account goes to registration (601/602).
        await services.enterpriseGate.check(admin);
        const payload = await adminInitPayload(services, admin, lang);
        if (payload.menus.length === 0) return envelope(Code.error, t("noBackgroundMenu"), null);
        return envelope(Code.success, "", payload);
      },
      { admin: "login" },
    );
}
