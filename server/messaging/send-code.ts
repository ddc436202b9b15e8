// Sending a code (reference §8.2, fixed): per-IP limit, one code per address a minute, the
// click captcha when the site asks for it, then the event's rule — register needs a free
// address, retrieve a registered one, change a free one and a login, verify the member's own
// address — and finally the message by e-mail or SMS in the caller's language. A recovery code
// answers alike for known and unknown addresses (no account enumeration): the answer comes at
// once, the message goes out afterwards, and an unknown address gets nothing.
import { eq } from "drizzle-orm";
import { user } from "@db/schema";
import type { Lang } from "@shared/i18n";
import { rule, validate } from "@shared/validate";
import { needLogin } from "../auth/admin-guard";
import type { MemberContext } from "../auth/member-guard";
import { Code } from "../kernel/envelope";
import { ApiError, FieldValidationError } from "../kernel/errors";
import type { MessageKey } from "../lang";
import type { AppServices } from "../services";
import { CODE_TTL_SECONDS } from "./codes";
import { channelName, isCodeEvent, MEMBER_EVENTS, type CodeChannel, type CodeEvent } from "./events";
import { codeMail } from "./templates";

const LABELS = {
  email: { "zh-cn": "电子邮箱", en: "E-mail" },
  mobile: { "zh-cn": "手机号", en: "Mobile number" },
  event: { "zh-cn": "事件", en: "Event" },
} as const;

const targetRules = {
  email: { email: rule.string({ required: true, pattern: "email", max: 50 }) },
  mobile: { mobile: rule.string({ required: true, pattern: "mobile" }) },
};

export interface SendCodeInput {
  channel: CodeChannel;
  body: unknown;
  /** The caller; "expired" when an expired member token came along (answers 409 so it is renewed). */
  member: MemberContext | null | "expired";
  ip: string;
  lang: Lang;
}

/** Captcha fields may come at the top level or inside `extras` (spec §7 sends extras). */
function captchaOf(body: Record<string, unknown>): { captchaId?: unknown; captchaInfo?: unknown } {
  const extras = body.extras && typeof body.extras === "object" ? (body.extras as Record<string, unknown>) : {};
  return { captchaId: body.captchaId ?? extras.captchaId, captchaInfo: body.captchaInfo ?? extras.captchaInfo };
}

/** Refuses register/retrieve by a channel the site has switched off (account_verification). */
async function assertChannelOpen(services: AppServices, channel: CodeChannel, event: CodeEvent, lang: Lang) {
  if (event !== "user_register" && event !== "user_retrieve_pwd") return;
  const allowed = await services.siteConfig.get("account_verification");
  const list = Array.isArray(allowed) ? allowed : ["email", "mobile"];
  if (!list.includes(channel)) {
    throw new ApiError(event === "user_register" ? "registerTypeNotAllowed" : "retrieveTypeNotAllowed", { type: channelName(channel, lang) });
  }
}

/** Checks the event's rule; answers whether a recovery code has an account to go to. */
async function assertEventRule(services: AppServices, channel: CodeChannel, event: CodeEvent, target: string, member: MemberContext | null): Promise<boolean> {
  const column = channel === "email" ? user.email : user.mobile;
  const [owner] = await services.db.select({ id: user.id }).from(user).where(eq(column, target)).limit(1);
  const fieldError = (key: MessageKey) => new FieldValidationError({ [channel]: { key } }, LABELS);
  switch (event) {
    case "user_register":
      if (owner) throw fieldError(channel === "email" ? "emailTaken" : "mobileTaken");
      return true;
    case "user_retrieve_pwd":
      return Boolean(owner);
    case "user_change_email":
    case "user_change_mobile":
      if (owner && owner.id === member?.id) throw fieldError("sameAsCurrent");
      if (owner) throw fieldError(channel === "email" ? "emailTaken" : "mobileTaken");
      return true;
    case "user_email_verify":
    case "user_mobile_verify":
      if (!member || owner?.id !== member.id) throw fieldError(channel === "email" ? "emailNotYours" : "mobileNotYours");
      return true;
  }
  return true;
}

/** Sends the code; answers the message the caller sees. */
export async function sendCode(services: AppServices, input: SendCodeInput): Promise<MessageKey> {
  const { channel, ip, lang } = input;
  const member = input.member === "expired" ? null : input.member;
  const body = (input.body && typeof input.body === "object" ? input.body : {}) as Record<string, unknown>;
  if ((await services.siteConfig.get("open_member_center")) === false) throw new ApiError("memberCenterDisabled");
  await services.ipLimits.take("code", ip);

  const event = channel === "email" ? body.event : (body.template_code ?? body.event);
  if (!isCodeEvent(channel, event)) throw new ApiError("unknownCodeEvent");
  const checked = validate(targetRules[channel], body);
  if (!checked.ok) throw new FieldValidationError(checked.errors, LABELS);
  const target = channel === "email" ? (checked.value as { email: string }).email : (checked.value as { mobile: string }).mobile;
  if (MEMBER_EVENTS.includes(event) && !member) {
    throw input.member === "expired" ? new ApiError("tokenExpired", undefined, Code.tokenExpired) : needLogin();
  }
  await assertChannelOpen(services, channel, event, lang);
  await services.codes.assertMaySend(target);

  if (await services.captchaRequired("user")) {
    const { captchaId, captchaInfo } = captchaOf(body);
    if (!captchaId || !captchaInfo) throw new ApiError("captchaRequired");
    if (!(await services.captcha.check(captchaId, captchaInfo, false))) throw new ApiError("captchaWrongArea");
  }
  const known = await assertEventRule(services, channel, event, target, member);

  await services.codes.sweep();
  // Issued for unknown recovery addresses too, so the per-address limits count alike.
  const issued = await services.codes.issue({ channel, target, event }, { userId: member?.id, ip });
  const vars = { site: (await services.siteConfig.siteInfo()).siteName[lang], code: issued.code, minutes: CODE_TTL_SECONDS / 60 };
  const deliver = async (): Promise<boolean> => {
    if (channel === "email") {
      return services.mailer.send(target, codeMail(lang, event, vars), { lang }).then(
        () => true,
        (error: unknown) => {
          services.log.error("A code e-mail could not be sent", { error: error instanceof Error ? error.message : String(error) });
          return false;
        },
      );
    }
    return (await services.sms.send(event, target, { ...vars, minutes: String(vars.minutes) }, { lang, userId: member?.id, ip })).sent;
  };
  const settle = async (delivered: boolean) => {
    if (delivered) await services.codes.markSent(issued.id);
    else await services.codes.discard(issued.id);
    return delivered;
  };
  if (event === "user_retrieve_pwd") {
    // The same answer, at the same moment, whether or not an account has this address.
    if (known) void deliver().then(settle).catch((error: unknown) => services.log.error("A recovery code could not be sent", { error: String(error) }));
    else await services.codes.markSent(issued.id);
    return "codeSentIfRegistered";
  }
  if (!(await settle(await deliver()))) throw new ApiError(channel === "email" ? "mailSendFailed" : "smsSendFailed");
  return "codeSent";
}
