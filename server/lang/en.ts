// Server messages in English. Keys are identifiers; zh-cn.ts must translate every one of them.
// Validation messages come from the shared validator so forms and API read the same.
import { validationEn } from "@/lib/validate/messages";

export const en = {
  ...validationEn,
  ok: "OK",
  notFound: "Error requesting address: {url}",
  serverError: "Server internal error! (request id {requestId})",
  incorrectParameter: "Incorrect parameter!",
  malformedBody: "The request body could not be read.",
  bodyTooLarge: "The request body is too large; the limit is {limit}.",
  throttled: "Please do not request frequently. Try again in {seconds} seconds.",
  fieldInvalid: "{field}: {message}",
  databaseUnreachable: "The database cannot be reached.",
  methodNotAllowed: "This address does not accept {method} requests.",
  // identity
  pleaseLoginFirst: "Please login first",
  tokenExpired: "Your login has expired; it is being renewed.",
  loginExpired: "Login expired, please login again.",
  noPermission: "You have no permission",
  loginSucceeded: "Login succeeded!",
  logoutSucceeded: "Logout successful",
  registerSucceeded: "Registration succeeded!",
  alreadyLoggedIn: "You have already logged in. There is no need to log in again~",
  credentialsIncorrect: "The user name or password is incorrect",
  accountDisabled: "Account disabled",
  accountLocked: "Too many failed logins: this account is locked until {time}.",
  tooManyAttempts: "Too many attempts from your network address; try again in {seconds} seconds.",
  captchaRequired: "Please complete the click captcha first",
  captchaWrongArea: "The correct area is not clicked, please try again!",
  captchaVerified: "Verification is successful!",
  noBackgroundMenu: "No background menu, please contact super administrator!",
  memberCenterDisabled: "Member center disabled",
  unknownOperation: "Unknown operation",
  usernameTaken: "This user name is already registered",
  emailTaken: "This e-mail is already registered",
  mobileTaken: "This mobile number is already registered",
  registerTypeNotAllowed: "Registration by {type} is not available",
  refreshRaced: "The login was renewed in another window; please try again.",
} as const;

export type MessageKey = keyof typeof en;
