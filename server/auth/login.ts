// Password login for admins and members: login protection (per account and client, captcha
// after failures, known devices; auth/login-protection.ts), timing-safe failure, bookkeeping
// of a successful login, and the session it starts.
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import { admin, user } from "@db/schema";
import { ApiError } from "../kernel/errors";
import type { IdentityKind } from "./access-token";
import type { FailureNotice, LoginGate, LoginProtection, LoginTarget } from "./login-protection";
import { verifyPassword } from "./password";
import type { SessionService, StartedSession } from "./sessions";

export interface LoginRequest {
  keep: boolean;
  ip: string;
  useragent: string;
  /** The pass this device got at an earlier sign-in (`device` in the form), if any. */
  device?: unknown;
  /** Formats the lockout end for the message, in the site's time zone. */
  formatTime(seconds: number): string;
  /** The per-IP login limit (skipped for a known device). */
  limitIp(): Promise<void>;
  /** Throws unless the click captcha was passed, when the site or the account's failures ask for it. */
  passCaptcha(accountAtRisk: boolean): Promise<void>;
}

export interface LoginOutcome {
  started: StartedSession;
  /** A new device pass to keep for the next sign-in (absent when a valid one was sent). */
  device?: string;
  /** Failed attempts on the account since its last sign-in (other clients'). */
  failures?: FailureNotice;
}

type Account = {
  id: number;
  password: string;
  enabled: boolean;
  last_login_time: number | null;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function attempt(
  protection: LoginProtection,
  target: LoginTarget,
  account: Account | undefined,
  password: string,
  request: LoginRequest,
  save: (id: number, values: { last_login_time: number; last_login_ip: string; login_failure: number; login_failure_time: null }) => Promise<unknown>,
  start: () => Promise<StartedSession>,
): Promise<LoginOutcome> {
  const gate: LoginGate = await protection.gate(target, request.ip, request.device);
  if (gate.lockedUntil !== undefined) throw new ApiError("accountLockedHere", { time: request.formatTime(gate.lockedUntil) });
  if (!gate.knownDevice) await request.limitIp();
  await request.passCaptcha(gate.captchaNeeded);
  const passwordOk = await verifyPassword(password, account?.password);
  if (!account || !passwordOk) {
    await protection.failed(target, request.ip, gate);
    throw new ApiError("credentialsIncorrect");
  }
  if (!account.enabled) throw new ApiError("accountDisabled");
  const { device, failures } = await protection.succeeded({ ...target, id: account.id }, request.ip, gate, account.last_login_time, request.useragent);
  await save(account.id, { login_failure: 0, login_failure_time: null, last_login_time: nowSeconds(), last_login_ip: request.ip.slice(0, 50) });
  return { started: await start(), device, failures };
}

export async function loginAdmin(db: Database, sessions: SessionService, protection: LoginProtection, username: string, password: string, request: LoginRequest) {
  const [row] = await db.select().from(admin).where(eq(admin.username, username)).limit(1);
  const account = row && { ...row, enabled: row.status === "1" };
  const outcome = await attempt(
    protection,
    { kind: "admin", id: row?.id, name: username },
    account,
    password,
    request,
    (id, values) => db.update(admin).set(values).where(eq(admin.id, id)),
    () => sessions.start("admin", row?.id ?? 0, request),
  );
  return { ...outcome, adminId: row?.id ?? 0 };
}

/** Members log in with their user name, e-mail or mobile number. */
export function memberLookup(account: string): SQL {
  if (/^1[3-9]\d{9}$/.test(account)) return eq(user.mobile, account);
  if (account.includes("@")) return eq(user.email, account);
  return eq(user.username, account);
}

export async function loginMember(db: Database, sessions: SessionService, protection: LoginProtection, account: string, password: string, request: LoginRequest) {
  const [row] = await db.select().from(user).where(memberLookup(account)).limit(1);
  const found = row && { ...row, enabled: row.status === "enable" };
  const outcome = await attempt(
    protection,
    { kind: "user", id: row?.id, name: account },
    found,
    password,
    request,
    (id, values) => db.update(user).set(values).where(eq(user.id, id)),
    () => sessions.start("user", row?.id ?? 0, request),
  );
  return { ...outcome, userId: row?.id ?? 0 };
}

export type { IdentityKind };
