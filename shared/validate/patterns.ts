// Named formats used by forms and servers alike (spec §5 plus Chinese identity numbers).
import type { ValidationMessageKey } from "./messages";

export interface Pattern {
  test(value: string): boolean;
  message: ValidationMessageKey;
}

const regex = (re: RegExp, message: ValidationMessageKey): Pattern => ({
  test: (value) => re.test(value),
  message,
});

/** GB 11643 resident ID: 17 digits + check character from weighted sum mod 11. */
export function isResidentIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isIsoDate(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return "10X98765432"[sum % 11] === id[17];
}

const CREDIT_CODE_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100 unified social credit code: 18 characters, the last a mod-31 check character. */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** The check character for the first 17 characters of a credit code (used by seeds too). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i] ?? "") * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] ?? "";
}

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const patterns = {
  /** Spec §5: 3 to 15 characters, starting with a letter, letters, digits and underscore. */
  account: regex(/^[a-zA-Z][a-zA-Z0-9_]{2,14}$/, "accountRule"),
  /** Spec §5: 6 to 32 characters, none of & < > " ' (nor line breaks). */
  password: regex(/^(?!.*[&<>"'\n\r]).{6,32}$/, "passwordRule"),
  mobile: regex(/^1[3-9]\d{9}$/, "mobileRule"),
  /** A mobile number or a landline with its area code (0898-88886666). */
  phone: regex(/^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/, "phoneRule"),
  email: regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, "emailRule"),
  idCard: { test: isResidentIdNumber, message: "idCardRule" },
  creditCode: { test: isUnifiedSocialCreditCode, message: "creditCodeRule" },
  /** A person's name: 2–20 Chinese characters (with the middle dot), or a Latin name. */
  personName: regex(/^(?:[\u4e00-\u9fa5·]{2,20}|[A-Za-z][A-Za-z .'-]{1,49})$/, "nameRule"),
  date: { test: isIsoDate, message: "dateRule" },
  url: regex(/^(https?:\/\/)[^\s/$.?#].[^\s]*$/i, "urlRule"),
} satisfies Record<string, Pattern>;

export type PatternName = keyof typeof patterns;
