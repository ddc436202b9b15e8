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

/** What a resident ID number says about its holder: birth date and gender ("1" male: odd 17th digit; "2" female). */
export function idNumberFacts(value: string): { birthDate: string; gender: "1" | "2" } | undefined {
  if (!isResidentIdNumber(value)) return undefined;
  return { birthDate: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`, gender: Number(value[16]) % 2 === 1 ? "1" : "2" };
}

const CREDIT_CODE_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * GB 32100 unified social credit code: 18 characters, the last a mod-31 check character; its
 * characters 9-17 are the organisation code (GB 11714), whose last character checks the 8 before
 * it on its own.
 */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{8}[0-9X][0-9A-HJ-NPQRTUWXY]$/.test(code)) return false;
  if (organisationCodeCheckChar(code.slice(8, 16)) !== code[16]) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714 check character of an 8-character organisation code body: 0-9 or X (digits count as themselves, letters A=10 … Z=35). */
export function organisationCodeCheckChar(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const ch = body8[i] ?? "";
    const value = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += value * (ORG_CODE_WEIGHTS[i] ?? 0);
  }
  const check = 11 - (sum % 11);
  return check === 10 ? "X" : check === 11 ? "0" : String(check);
}

/**
 * A valid credit code from its first 8 characters (registration authority, entity type, area
 * code) and an 8-character organisation code body: both check characters are computed.
 */
export function creditCodeFrom(head8: string, orgBody8: string): string {
  const first17 = `${head8}${orgBody8}${organisationCodeCheckChar(orgBody8)}`.toUpperCase();
  return first17 + creditCodeCheckChar(first17);
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

const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z]·(?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]\d{4}|\d{5}[DF])$/;

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
  /** Electronic guide card: D (temporary: L), province + city code, six-digit sequence (D-4602-000315). */
  guideCard: regex(/^[DL]-\d{4}-\d{6}$/, "guideCardRule"),
  /** Travel agency business licence: L-HAN-00231; outbound business adds CJ (L-HAN-CJ00012). */
  agencyLicence: regex(/^L-[A-Z]{2,3}-(?:CJ)?\d{5}$/, "agencyLicenceRule"),
  /** Number plate 琼A·12345 (new-energy plates: 琼B·D12345, 琼A·12345F). */
  plate: regex(PLATE, "plateRule"),
  /** A bank account (settlement account or card number): 12 to 30 digits. */
  bankAccount: regex(/^(?:\d ?){11,29}\d$/, "bankAccountRule"),
  /** The 12-digit file number of a driving licence. */
  licenceFileNo: regex(/^\d{12}$/, "licenceFileRule"),
  url: regex(/^(https?:\/\/)[^\s/$.?#].[^\s]*$/i, "urlRule"),
  /** A WeChat AppID (official account or mini program): wx and 16 hexadecimal digits. */
  wechatAppId: regex(/^wx[0-9a-f]{16}$/, "wechatAppIdRule"),
  /** The server-configuration token of a WeChat official account: 3 to 32 letters or digits. */
  wechatToken: regex(/^[A-Za-z0-9]{3,32}$/, "wechatTokenRule"),
  /** A WeChat EncodingAESKey: 43 letters or digits. */
  wechatAesKey: regex(/^[A-Za-z0-9]{43}$/, "wechatAesKeyRule"),
} satisfies Record<string, Pattern>;

export type PatternName = keyof typeof patterns;
