// Changing and retrieving the password (spec §7, reference §9.2, fixed). Changing needs the old
// password and ends every other login of the member; retrieving needs a code sent to the
// account's e-mail or mobile, ends every login and lifts a login lockout.
import { eq } from "drizzle-orm";
import { user } from "@db/schema";
import { changePasswordRules, retrievePasswordRules } from "@shared/contracts/member";
import { rule, validate } from "@shared/validate";
import type { MemberContext } from "../auth/member-guard";
import { hashPassword, verifyPassword } from "../auth/password";
import { ApiError, FieldValidationError } from "../kernel/errors";
import { channelName, type CodeChannel } from "../messaging/events";
import type { Lang } from "@shared/i18n";
import type { AppServices } from "../services";
import { accountTypes } from "./profile";

const changeRules = changePasswordRules;
const CHANGE_LABELS = { oldPassword: changeRules.oldPassword.label, newPassword: changeRules.newPassword.label };

const retrieveRules = retrievePasswordRules;
const RETRIEVE_LABELS = Object.fromEntries(Object.entries(retrieveRules).map(([k, r]) => [k, r.label]));

export async function changePassword(services: AppServices, member: MemberContext, body: unknown) {
  const input = validate(changeRules, body);
  if (!input.ok) throw new FieldValidationError(input.errors, CHANGE_LABELS);
  const [row] = await services.db.select({ password: user.password }).from(user).where(eq(user.id, member.id)).limit(1);
  if (!(await verifyPassword(input.value.oldPassword, row?.password))) {
    throw new FieldValidationError({ oldPassword: { key: "oldPasswordWrong" } }, CHANGE_LABELS);
  }
  if (input.value.newPassword === input.value.oldPassword) {
    throw new FieldValidationError({ newPassword: { key: "newPasswordSame" } }, CHANGE_LABELS);
  }
  await services.db.update(user).set({ password: await hashPassword(input.value.newPassword) }).where(eq(user.id, member.id));
  await services.sessions.revokeAll("user", member.id, "password changed", member.sessionId);
}

export async function retrievePassword(services: AppServices, body: unknown, lang: Lang) {
  if ((await services.siteConfig.get("open_member_center")) === false) throw new ApiError("memberCenterDisabled");
  const input = validate(retrieveRules, body);
  if (!input.ok) throw new FieldValidationError(input.errors, RETRIEVE_LABELS);
  const channel = input.value.type as CodeChannel;
  if (!(await accountTypes(services)).includes(channel)) {
    throw new ApiError("retrieveTypeNotAllowed", { type: channelName(channel, lang) });
  }
  const account = input.value.account;
  const shape = validate({ account: rule.string({ pattern: channel }) }, { account });
  if (!shape.ok) throw new FieldValidationError(shape.errors, RETRIEVE_LABELS);
  // The code first: an unknown address answers exactly as a known one with a wrong code.
  await services.codes.consume({ channel, target: account, event: "user_retrieve_pwd" }, input.value.captcha);
  const column = channel === "email" ? user.email : user.mobile;
  const [found] = await services.db.select({ id: user.id }).from(user).where(eq(column, account)).limit(1);
  // Only someone holding the address's code gets this far.
  if (!found) throw new FieldValidationError({ account: { key: "accountNotRegistered" } }, RETRIEVE_LABELS);
  await services.db
    .update(user)
    .set({ password: await hashPassword(input.value.password), login_failure: 0, login_failure_time: null })
    .where(eq(user.id, found.id));
  await services.loginProtection.clear("user", found.id);
  await services.sessions.revokeAll("user", found.id, "password retrieved");
}
