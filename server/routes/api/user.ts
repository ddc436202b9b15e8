// Member sign-in (reference §9.1): GET checkIn tells the form what it needs; POST checkIn
// logs in (tab=login, click captcha when switched on) or registers (tab=register, proven by the
// e-mail/SMS code whose sending already passed the click captcha); logout ends the login.
import { Elysia } from "elysia";
import { eq } from "drizzle-orm";
import { user } from "@db/schema";
import { formatDateTime } from "@shared/datetime";
import { memberLoginRules } from "@shared/contracts/member";
import { rule, validate } from "@shared/validate";
import { loginMember } from "../../auth/login";
import { loginExtras } from "../../auth/login-answer";
import { loginRequestOf } from "../../auth/login-form";
import { memberGuard, type MemberRow } from "../../auth/member-guard";
import { registerMember } from "../../auth/register";
import { userTokenOf } from "../../auth/request-tokens";
import { Code } from "../../kernel/envelope";
import { ApiError, FieldValidationError } from "../../kernel/errors";
import type { AppServices } from "../../services";
import { memberInfo } from "./member-info";

const loginRules = {
  ...memberLoginRules,
  captchaId: rule.string({ max: 64 }),
  captchaInfo: rule.string({ max: 200 }),
  device: rule.string({ max: 100 }),
};
const LOGIN_LABELS = { username: loginRules.username.label, password: loginRules.password.label };

export function userRoutes(services: AppServices, guard: ReturnType<typeof memberGuard>) {
  const { sessions, ipLimits, db, siteConfig } = services;

  const accountTypes = async () => {
    const value = await siteConfig.get("account_verification");
    return Array.isArray(value) ? value.filter((v): v is string => v === "email" || v === "mobile") : ["email", "mobile"];
  };
  const ensureOpen = async () => {
    if ((await siteConfig.get("open_member_center")) === false) throw new ApiError("memberCenterDisabled");
  };
  const refuseIfLoggedIn = async (request: Request) => {
    const current = await sessions.resolve("user", userTokenOf(request));
    if (current.status === "ok") throw new ApiError("alreadyLoggedIn", undefined, Code.loginState, { type: "logged in" });
  };
  const respond = async (userId: number, token: string, refreshToken: string) => {
    const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
    const { password: _password, ...rest } = row as typeof user.$inferSelect;
    const timeZone = await siteConfig.timeZone();
    return { userInfo: { ...memberInfo(rest as MemberRow, timeZone), token, refresh_token: refreshToken }, routePath: "/user" };
  };

  return new Elysia({ prefix: "/api/user" })
    .use(guard)
    .get("/checkIn", async ({ request, ok }) => {
      await ensureOpen();
      await refuseIfLoggedIn(request);
      return ok({ userLoginCaptchaSwitch: await services.captchaRequired("user"), accountVerificationType: await accountTypes() });
    }, { public: true })
    .post("/checkIn", async ({ request, body, ip, lang, ok }) => {
      await ensureOpen();
      await refuseIfLoggedIn(request);
      const tab = (body as { tab?: unknown } | undefined)?.tab;
      const useragent = request.headers.get("user-agent") ?? "";
      if (tab === "login") {
        const input = validate(loginRules, body);
        if (!input.ok) throw new FieldValidationError(input.errors, LOGIN_LABELS);
        const timeZone = await siteConfig.timeZone();
        const form = await loginRequestOf(services, "user", input.value, ip, useragent);
        const { started, userId, device, failures } = await loginMember(db, sessions, services.loginProtection, input.value.username, input.value.password, form);
        return ok({ ...(await respond(userId, started.token, started.refreshToken)), ...loginExtras(device, failures, timeZone, lang) }, "loginSucceeded");
      }
      if (tab === "register") {
        await ipLimits.take("login", ip);
        const created = await registerMember(db, body, {
          allowedTypes: await accountTypes(),
          ip,
          lang,
          consumeCode: (channel, target, code) => services.codes.consume({ channel, target, event: "user_register" }, code),
        });
        const started = await sessions.start("user", created.id, { keep: created.keep, ip, useragent });
        return ok(await respond(created.id, started.token, started.refreshToken), "registerSucceeded");
      }
      throw new ApiError("unknownOperation");
    }, { public: true })
    .post("/logout", async ({ request, body, ok }) => {
      const refresh = (body as { refreshToken?: unknown } | undefined)?.refreshToken;
      await sessions.logout("user", userTokenOf(request), typeof refresh === "string" ? refresh : undefined);
      return ok(null, "logoutSucceeded");
    }, { public: true });
}
