// The member centre on the wire (spec §7 /api/user/*, /api/account/*, reference §9): the rule
// sets the member pages check before sending and the server checks on arrival, and the rows of
// the balance and points ledgers. Labels name the fields in the server's messages. The pages
// that show them are small (member page budget): keep this file plain data.
import { rule } from "@shared/validate";

export const CODE_LABEL = { "zh-cn": "验证码", en: "Verification code" } as const;

const code = rule.string({ required: true, max: 10, label: CODE_LABEL });
const channel = (label: { "zh-cn": string; en: string }) => rule.string({ required: true, in: ["email", "mobile"], label });
const newPassword = (label: { "zh-cn": string; en: string }) => rule.string({ required: true, pattern: "password", raw: true, label });

/** `POST /api/user/checkIn` (tab=login). */
export const memberLoginRules = {
  username: rule.string({ required: true, max: 50, label: { "zh-cn": "账户", en: "Account" } }),
  password: newPassword({ "zh-cn": "密码", en: "Password" }),
  keep: rule.boolean(),
};

/** `POST /api/account/profile`: what a member edits of their own row. */
export const profileRules = {
  nickname: rule.string({ required: true, max: 50, label: { "zh-cn": "昵称", en: "Nickname" } }),
  avatar: rule.string({ max: 255, label: { "zh-cn": "头像", en: "Avatar" } }),
  gender: rule.integer({ in: [0, 1, 2], label: { "zh-cn": "性别", en: "Gender" } }),
  birthday: rule.string({ pattern: "date", label: { "zh-cn": "生日", en: "Birthday" } }),
  motto: rule.string({ max: 255, label: { "zh-cn": "签名", en: "Motto" } }),
};

/** `POST /api/account/changePassword`. */
export const changePasswordRules = {
  oldPassword: rule.string({ required: true, raw: true, max: 32, label: { "zh-cn": "旧密码", en: "Old password" } }),
  newPassword: newPassword({ "zh-cn": "新密码", en: "New password" }),
};

/** `POST /api/account/retrievePassword`: a code sent to the account's address, a new password. */
export const retrievePasswordRules = {
  type: channel({ "zh-cn": "找回方式", en: "Recover by" }),
  account: rule.string({ required: true, max: 50, label: { "zh-cn": "账户", en: "Account" } }),
  captcha: code,
  password: newPassword({ "zh-cn": "新密码", en: "New password" }),
};

/** The account (or new address) of a channel, shaped as the channel says. */
export const addressRules = {
  email: rule.string({ required: true, pattern: "email", max: 50, label: { "zh-cn": "电子邮箱", en: "E-mail" } }),
  mobile: rule.string({ required: true, pattern: "mobile", label: { "zh-cn": "手机号", en: "Mobile number" } }),
} as const;

/** `POST /api/account/verification`: a code to the current address buys a one-time pass. */
export const verificationRules = {
  type: channel({ "zh-cn": "类型", en: "Type" }),
  captcha: code,
};

/** `POST /api/account/changeBind`: the new address and its code, with the pass or the password. */
export const changeBindRules = {
  type: channel({ "zh-cn": "类型", en: "Type" }),
  captcha: code,
  email: rule.string({ pattern: "email", max: 50, label: { "zh-cn": "电子邮箱", en: "E-mail" } }),
  mobile: rule.string({ pattern: "mobile", label: { "zh-cn": "手机号", en: "Mobile number" } }),
  accountVerificationToken: rule.string({ max: 100, label: { "zh-cn": "身份验证", en: "Verification" } }),
  password: rule.string({ raw: true, max: 32, label: { "zh-cn": "密码", en: "Password" } }),
};

/** Rows per page of the ledgers, and the most a client may ask for. */
export const LEDGER_PAGE_SIZE = 10;
export const LEDGER_MAX_PAGE_SIZE = 100;

/** `GET /api/account/balance` · `integral`: `page`, `limit`. */
export const ledgerPageRules = {
  page: rule.integer({ min: 1, max: 1_000_000 }),
  limit: rule.integer({ min: 1, max: LEDGER_MAX_PAGE_SIZE }),
};

/** One ledger entry; the change is under `money` (yuan string) or `score` (points), as the reference names it. */
export interface LedgerEntry {
  id: number;
  money?: string;
  score?: number;
  before: string | number;
  after: string | number;
  memo: string;
  /** Formatted in the site's time zone. */
  create_time: string;
}

export interface LedgerPage {
  list: LedgerEntry[];
  total: number;
  page: number;
  limit: number;
}
