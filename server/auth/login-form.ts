// What a login form brings besides the name and password (keep, captcha, device pass), turned
// into the hooks the login needs: the per-IP limit, the captcha when the site or the account's
// failures ask for it, and the time format of the lockout message. Shared by admin and member
// sign-in so both behave alike.
import { formatDateTime } from "@shared/datetime";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";
import type { LoginRequest } from "./login";

export interface LoginFormFields {
  keep?: boolean;
  captchaId?: string;
  captchaInfo?: string;
  device?: string;
}

export async function loginRequestOf(services: AppServices, kind: "admin" | "user", form: LoginFormFields, ip: string, useragent: string): Promise<LoginRequest> {
  const timeZone = (await services.siteConfig.getString("time_zone")) || undefined;
  return {
    keep: form.keep ?? false,
    ip,
    useragent,
    device: form.device,
    formatTime: (seconds) => formatDateTime(seconds, timeZone),
    limitIp: () => services.ipLimits.take("login", ip),
    async passCaptcha(accountAtRisk) {
      if (!services.config.captchaEnabled) return;
      const site = await services.captchaRequired(kind);
      if (!site && !accountAtRisk) return;
      // `data.captcha` tells the form to show the captcha and send the attempt again.
      if (!form.captchaId || !form.captchaInfo) throw new ApiError(site ? "captchaRequired" : "loginCaptchaNeeded", undefined, 0, { captcha: true });
      if (!(await services.captcha.check(form.captchaId, form.captchaInfo, false))) throw new ApiError("captchaWrongArea", undefined, 0, { captcha: true });
    },
  };
}
