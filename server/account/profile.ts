// The member's own profile (spec §7 GET/POST /api/account/profile, reference §9.2, fixed): the
// member edits nickname, avatar, gender, birthday and motto of their own row only. User name,
// e-mail and mobile are not editable here (e-mail and mobile change through changeBind). An
// avatar must be an image uploaded to this site.
import { and, eq, like } from "drizzle-orm";
import { attachment, user } from "@db/schema";
import { profileRules } from "@shared/contracts/member";
import { validate } from "@shared/validate";
import type { MemberRow } from "../auth/member-guard";
import { FieldValidationError } from "../kernel/errors";
import { memberInfo } from "../routes/api/member-info";
import type { AppServices } from "../services";
import { dayKey, siteTimeZone } from "./days";


const LABELS = Object.fromEntries(Object.entries(profileRules).map(([k, r]) => [k, r.label]));

async function assertUploadedImage(services: AppServices, url: string) {
  const [file] = await services.db
    .select({ id: attachment.id })
    .from(attachment)
    .where(and(eq(attachment.url, url), like(attachment.mimetype, "image/%")))
    .limit(1);
  if (!file) throw new FieldValidationError({ avatar: { key: "avatarNotUploaded" } }, LABELS);
}

export async function accountTypes(services: AppServices): Promise<("email" | "mobile")[]> {
  const value = await services.siteConfig.get("account_verification");
  return Array.isArray(value) ? value.filter((v): v is "email" | "mobile" => v === "email" || v === "mobile") : ["email", "mobile"];
}

export async function profileView(services: AppServices, row: MemberRow) {
  return {
    userInfo: memberInfo(row, await siteTimeZone(services)),
    accountVerificationType: await accountTypes(services),
    /** Whether sending a code asks for the click captcha first. */
    codeCaptcha: await services.captchaRequired("user"),
  };
}

export async function saveProfile(services: AppServices, row: MemberRow, body: unknown) {
  const input = validate(profileRules, body);
  if (!input.ok) throw new FieldValidationError(input.errors, LABELS);
  const { nickname, avatar = "", gender = 0, birthday, motto = "" } = input.value;
  if (avatar && avatar !== row.avatar) {
    // Local (/storage/...) or external storage: either way it must be an image uploaded here.
    await assertUploadedImage(services, avatar);
  }
  const timeZone = await siteTimeZone(services);
  if (birthday && birthday > dayKey(Math.floor(Date.now() / 1000), timeZone)) {
    throw new FieldValidationError({ birthday: { key: "birthdayInFuture" } }, LABELS);
  }
  const [saved] = await services.db
    .update(user)
    .set({ nickname, avatar, gender, birthday: birthday ?? null, motto })
    .where(eq(user.id, row.id))
    .returning();
  if (!saved) throw new Error("member row vanished while saving the profile");
  const { password: _password, ...rest } = saved;
  return { userInfo: memberInfo(rest, timeZone) };
}
