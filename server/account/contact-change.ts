// Changing the bound e-mail or mobile (spec §7 verification + changeBind, reference §9.2). When
// the account already has one, the member first proves they still control it (a code to the
// current address -> a one-time pass valid for ten minutes, tied to this login); without one,
// the password stands in. The new address is proven by its own code and must be free.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { token, user } from "@db/schema";
import { changeBindRules, verificationRules } from "@shared/contracts/member";
import { validate } from "@shared/validate";
import type { MemberContext } from "../auth/member-guard";
import { hashToken, randomToken } from "../auth/opaque-token";
import { verifyPassword } from "../auth/password";
import { FieldValidationError } from "../kernel/errors";
import type { MessageKey } from "../lang";
import { changeEvent, verifyEvent, type CodeChannel } from "../messaging/events";
import { memberInfo } from "../routes/api/member-info";
import type { AppServices } from "../services";
import { siteTimeZone } from "./days";

export const PASS_TTL_SECONDS = 600;

const changeRules = changeBindRules;
const LABELS = Object.fromEntries(Object.entries(changeBindRules).map(([name, r]) => [name, r.label ?? { "zh-cn": name, en: name }]));

const now = () => Math.floor(Date.now() / 1000);
const passType = (channel: CodeChannel) => `${channel}-pass`;
const fieldError = (field: string, key: MessageKey) => new FieldValidationError({ [field]: { key } }, LABELS);

/** POST verification: a code sent to the current address -> a one-time pass for changeBind. */
export async function verifyCurrentContact(services: AppServices, member: MemberContext, body: unknown) {
  const input = validate(verificationRules, body);
  if (!input.ok) throw new FieldValidationError(input.errors, LABELS);
  const channel = input.value.type as CodeChannel;
  const current = channel === "email" ? member.row.email : member.row.mobile;
  if (!current) throw fieldError("type", channel === "email" ? "noEmailBound" : "noMobileBound");
  await services.codes.consume({ channel, target: current, event: verifyEvent(channel) }, input.value.captcha);
  const raw = randomToken();
  const at = now();
  await services.db.insert(token).values({
    token: hashToken(raw),
    type: passType(channel),
    user_id: member.id,
    session_id: member.sessionId,
    create_time: at,
    expire_time: at + PASS_TTL_SECONDS,
  });
  return { type: channel, accountVerificationToken: raw };
}

/** POST changeBind: proves the right to change, proves the new address, and binds it. */
export async function changeContact(services: AppServices, member: MemberContext, body: unknown) {
  const input = validate(changeRules, body);
  if (!input.ok) throw new FieldValidationError(input.errors, LABELS);
  const channel = input.value.type as CodeChannel;
  const next = channel === "email" ? input.value.email : input.value.mobile;
  if (!next) throw fieldError(channel, "required");
  const column = channel === "email" ? user.email : user.mobile;
  const current = channel === "email" ? member.row.email : member.row.mobile;
  const at = now();

  let passHash: string | undefined;
  if (current) {
    const raw = input.value.accountVerificationToken;
    if (!raw) throw fieldError("accountVerificationToken", "verifyCurrentFirst");
    passHash = hashToken(raw);
    const [pass] = await services.db
      .select({ token: token.token })
      .from(token)
      .where(and(eq(token.token, passHash), eq(token.type, passType(channel)), eq(token.user_id, member.id), eq(token.session_id, member.sessionId), isNull(token.used_time), gt(token.expire_time, at)))
      .limit(1);
    if (!pass) throw fieldError("accountVerificationToken", "verificationExpired");
  } else {
    const [row] = await services.db.select({ password: user.password }).from(user).where(eq(user.id, member.id)).limit(1);
    if (!input.value.password || !(await verifyPassword(input.value.password, row?.password))) throw fieldError("password", "passwordIncorrect");
  }
  if (current && current.toLowerCase() === next.toLowerCase()) throw fieldError(channel, "sameAsCurrent");
  const [taken] = await services.db.select({ id: user.id }).from(user).where(and(eq(column, next), ne(user.id, member.id))).limit(1);
  if (taken) throw fieldError(channel, channel === "email" ? "emailTaken" : "mobileTaken");

  await services.codes.consume({ channel, target: next, event: changeEvent(channel) }, input.value.captcha);
  let saved: typeof user.$inferSelect | undefined;
  try {
    saved = await services.db.transaction(async (tx) => {
      if (passHash) await tx.update(token).set({ used_time: at }).where(eq(token.token, passHash));
      const [row] = await tx.update(user).set({ [channel]: next }).where(eq(user.id, member.id)).returning();
      return row;
    });
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error))) {
      throw fieldError(channel, channel === "email" ? "emailTaken" : "mobileTaken");
    }
    throw error;
  }
  if (!saved) throw new Error("member row vanished while changing the contact");
  const { password: _password, ...rest } = saved;
  return { userInfo: memberInfo(rest, await siteTimeZone(services)), messageKey: (channel === "email" ? "emailChanged" : "mobileChanged") as MessageKey };
}
