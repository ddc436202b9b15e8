// An admin's own account on the wire (routine.AdminInfo): the rules of the profile screen,
// checked by the console before sending and by the server on arrival.
import { rule } from "@shared/validate";

/** `POST routine.AdminInfo/edit` (partial: only the fields sent are checked and saved). */
export const ownProfileRules = {
  nickname: rule.string({ required: true, max: 50 }),
  avatar: rule.string({ max: 255 }),
  email: rule.string({ pattern: "email", max: 50 }),
  mobile: rule.string({ pattern: "mobile" }),
  motto: rule.string({ max: 255 }),
  /** A new password; it needs the current one. */
  password: rule.string({ pattern: "password", raw: true }),
  old_password: rule.string({ raw: true, max: 32 }),
};
