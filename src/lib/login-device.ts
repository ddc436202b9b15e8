// The browser's half of login protection: the pass this device got for an account at its last
// sign-in (sent with the next one, so the right password gets through a lock others caused),
// the captcha the server may ask for after failures on the account (`data.captcha`), and the
// warning about failed attempts that the next page shows once.
import type { Envelope } from "./request/client";
import { RequestError } from "./request/client";
import { toast } from "./toast";

const DEVICES_KEY = "ba:devices";
const NOTICE_KEY = "ba:login-notice";

type Kind = "admin" | "user";
const keyOf = (kind: Kind, account: string) => `${kind}:${account.trim().toLowerCase()}`;

function readDevices(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(DEVICES_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function devicePass(kind: Kind, account: string): string | undefined {
  return readDevices()[keyOf(kind, account)];
}

export function keepDevicePass(kind: Kind, accounts: string[], pass: string): void {
  const devices = readDevices();
  for (const account of accounts) if (account) devices[keyOf(kind, account)] = pass;
  localStorage.setItem(DEVICES_KEY, JSON.stringify(devices));
}

export interface SignInAnswer {
  device?: string;
  failedLogins?: { msg: string };
}

/**
 * Sends a sign-in with this device's pass. When the server asks for the captcha (after failures
 * on the account), `solveCaptcha` runs and the attempt is sent once more with its answer.
 */
export async function signIn<T extends SignInAnswer>(
  kind: Kind,
  account: string,
  send: (extra: Record<string, unknown>) => Promise<Envelope<T>>,
  solveCaptcha: () => Promise<object | undefined>,
  captcha: object = {},
): Promise<Envelope<T> | undefined> {
  const device = devicePass(kind, account);
  const extra = { ...captcha, ...(device ? { device } : {}) };
  let answer: Envelope<T>;
  try {
    answer = await send(extra);
  } catch (error) {
    const asked = error instanceof RequestError && (error.data as { captcha?: boolean } | null)?.captcha === true;
    if (!asked) throw error;
    const solved = await solveCaptcha();
    if (!solved) return undefined;
    answer = await send({ ...extra, ...solved });
  }
  if (answer.data.device) keepDevicePass(kind, [account], answer.data.device);
  if (answer.data.failedLogins?.msg) sessionStorage.setItem(NOTICE_KEY, answer.data.failedLogins.msg);
  return answer;
}

/** Shows the failed-attempts warning of the last sign-in, once (the console and member pages call it). */
export function showLoginNotice(): void {
  const message = sessionStorage.getItem(NOTICE_KEY);
  if (!message) return;
  sessionStorage.removeItem(NOTICE_KEY);
  toast("warning", message, 10_000);
}
