// Member registration (reference §9.1): a user name by the account rule, a password, and an
// e-mail or mobile number according to the site's registration settings, proven by the code
// sent to it (`POST /api/Ems/send` or `/api/Sms/send`, event user_register).
import { eq, or } from "drizzle-orm";
import type { Database } from "@db/client";
import { user } from "@db/schema";
import { rule, validate } from "@shared/validate";
import { ApiError, FieldValidationError } from "../kernel/errors";
import type { Lang } from "@shared/i18n";
import { channelName } from "../messaging/events";
import { hashPassword } from "./password";

export const registerRules = {
  username: rule.string({ required: true, pattern: "account", label: { "zh-cn": "用户名", en: "User name" } }),
  password: rule.string({ required: true, pattern: "password", raw: true, label: { "zh-cn": "密码", en: "Password" } }),
  registerType: rule.string({ required: true, in: ["email", "mobile"], label: { "zh-cn": "注册方式", en: "Register by" } }),
  email: rule.string({ pattern: "email", max: 50, label: { "zh-cn": "电子邮箱", en: "E-mail" } }),
  mobile: rule.string({ pattern: "mobile", label: { "zh-cn": "手机号", en: "Mobile number" } }),
  captcha: rule.string({ required: true, max: 10, label: { "zh-cn": "验证码", en: "Verification code" } }),
  keep: rule.boolean(),
};

const LABELS = Object.fromEntries(Object.entries(registerRules).map(([k, r]) => [k, r.label ?? k]));

export interface RegisteredMember {
  id: number;
}

/** Validates and creates the member (group 1); the caller starts their first login. */
export async function registerMember(
  db: Database,
  body: unknown,
  options: {
    allowedTypes: string[];
    ip: string;
    lang: Lang;
    /** Accepts the code sent to the contact, or throws (checked last, so other mistakes keep the code). */
    consumeCode(channel: "email" | "mobile", target: string, code: string): Promise<void>;
  },
): Promise<{ id: number; keep: boolean }> {
  const input = validate(registerRules, body);
  if (!input.ok) throw new FieldValidationError(input.errors, LABELS);
  const { username, password, registerType, email, mobile, captcha, keep = false } = input.value;
  if (!options.allowedTypes.includes(registerType)) {
    throw new ApiError("registerTypeNotAllowed", { type: channelName(registerType === "mobile" ? "mobile" : "email", options.lang) });
  }
  const contact = registerType === "email" ? email : mobile;
  if (!contact) throw new FieldValidationError({ [registerType]: { key: "required" } }, LABELS);

  const clashes = await db
    .select({ username: user.username, email: user.email, mobile: user.mobile })
    .from(user)
    .where(or(eq(user.username, username), registerType === "email" ? eq(user.email, contact) : eq(user.mobile, contact)));
  if (clashes.some((c) => c.username.toLowerCase() === username.toLowerCase())) {
    throw new FieldValidationError({ username: { key: "usernameTaken" } }, LABELS);
  }
  if (clashes.length > 0) {
    throw new FieldValidationError({ [registerType]: { key: registerType === "email" ? "emailTaken" : "mobileTaken" } }, LABELS);
  }

  await options.consumeCode(registerType === "email" ? "email" : "mobile", contact, captcha);

  const now = Math.floor(Date.now() / 1000);
  const [created] = await db
    .insert(user)
    .values({
      group_id: 1,
      username,
      nickname: username,
      email: registerType === "email" ? contact : "",
      mobile: registerType === "mobile" ? contact : "",
      password: await hashPassword(password),
      join_ip: options.ip.slice(0, 50),
      join_time: now,
      last_login_ip: options.ip.slice(0, 50),
      last_login_time: now,
      status: "enable",
    })
    .returning({ id: user.id });
  if (!created) throw new Error("member insert returned no row");
  return { id: created.id, keep };
}
