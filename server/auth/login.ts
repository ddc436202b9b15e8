// Password login for admins and members: lockout, timing-safe failure, bookkeeping of a
// successful login, and the session it starts.
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import { admin, user } from "@db/schema";
import { ApiError } from "../kernel/errors";
import type { IdentityKind } from "./access-token";
import { CLEARED, lockedUntil, recordFailure, type FailureState } from "./lockout";
import { verifyPassword } from "./password";
import type { SessionService, StartedSession } from "./sessions";

export interface LoginRequest {
  keep: boolean;
  ip: string;
  useragent: string;
  /** Formats the lockout end for the message, in the site's time zone. */
  formatTime(seconds: number): string;
}

type Account = {
  id: number;
  password: string;
  login_failure: number;
  login_failure_time: number | null;
  enabled: boolean;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function attempt(
  account: Account | undefined,
  password: string,
  request: LoginRequest,
  save: (id: number, values: Partial<FailureState> & { last_login_time?: number; last_login_ip?: string }) => Promise<unknown>,
  start: () => Promise<StartedSession>,
): Promise<StartedSession> {
  const now = nowSeconds();
  if (account) {
    const until = lockedUntil(account, now);
    if (until !== undefined) throw new ApiError("accountLocked", { time: request.formatTime(until) });
  }
  const passwordOk = await verifyPassword(password, account?.password);
  if (!account || !passwordOk) {
    if (account) await save(account.id, recordFailure(account, now));
    throw new ApiError("credentialsIncorrect");
  }
  if (!account.enabled) throw new ApiError("accountDisabled");
  await save(account.id, { ...CLEARED, last_login_time: now, last_login_ip: request.ip.slice(0, 50) });
  return start();
}

export async function loginAdmin(db: Database, sessions: SessionService, username: string, password: string, request: LoginRequest) {
  const [row] = await db.select().from(admin).where(eq(admin.username, username)).limit(1);
  const account = row && { ...row, enabled: row.status === "1" };
  const started = await attempt(
    account,
    password,
    request,
    (id, values) => db.update(admin).set(values).where(eq(admin.id, id)),
    () => sessions.start("admin", row?.id ?? 0, request),
  );
  return { started, adminId: row?.id ?? 0 };
}

/** Members log in with their user name, e-mail or mobile number. */
export function memberLookup(account: string): SQL {
  if (/^1[3-9]\d{9}$/.test(account)) return eq(user.mobile, account);
  if (account.includes("@")) return eq(user.email, account);
  return eq(user.username, account);
}

export async function loginMember(db: Database, sessions: SessionService, account: string, password: string, request: LoginRequest) {
  const [row] = await db.select().from(user).where(memberLookup(account)).limit(1);
  const found = row && { ...row, enabled: row.status === "enable" };
  const started = await attempt(
    found,
    password,
    request,
    (id, values) => db.update(user).set(values).where(eq(user.id, id)),
    () => sessions.start("user", row?.id ?? 0, request),
  );
  return { started, userId: row?.id ?? 0 };
}

export type { IdentityKind };
