// Brute-force protection that cannot be turned into a denial of service (issue 19, finding 2).
// The reference locked an account after ten failures whoever made them, so anyone could lock
// the super admin out for a day. Here (docs/architecture.md, "Login protection"):
//  - failures are counted per account AND client (IP address): ten within 24 hours lock that
//    client out of that account until the window ends; every other client still gets in;
//  - from the fifth failure on the account (all clients together) the click captcha is required
//    (when captchas are on) and failures are answered more slowly (0.5 s more per failure, 5 s
//    at most), which takes the speed out of guessing spread over many addresses;
//  - a device that signed in to the account before presents its pass (issued at sign-in, kept
//    hashed): its right password gets through the lock, the captcha, the slow-down and the
//    per-IP login limit;
//  - the owner is told: an e-mail at the tenth failure of a window (when the account has an
//    address), and the next sign-in answer lists the failures since the last one.
// Names that belong to no account are counted the same way, so the answers reveal nothing.
// Everything is in the database, so every app node counts the same failures.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { knownDevice, loginFailure } from "@db/schema";
import type { IdentityKind } from "./access-token";
import { hashToken, randomToken } from "./opaque-token";

export const CLIENT_LOCK_FAILURES = 10;
export const CAPTCHA_AFTER_FAILURES = 5;
export const NOTIFY_AT_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 86_400;
export const DEVICE_TTL_SECONDS = 180 * 86_400;
const SLOWDOWN_FROM = 4;
const SLOWDOWN_MAX_MS = 5_000;

export interface LoginTarget {
  kind: IdentityKind;
  /** The account's id when the name belongs to one. */
  id?: number;
  /** What was typed (user name, e-mail or mobile). */
  name: string;
}

export interface LoginGate {
  /** A valid pass of a device that signed in to this account before. */
  knownDevice: boolean;
  /** Unix seconds until which this client is locked out of this account. */
  lockedUntil?: number;
  /** The account has had failures enough to ask for the captcha. */
  captchaNeeded: boolean;
}

export interface FailureNotice {
  count: number;
  /** Unix seconds of the first and the most recent failure. */
  since: number;
  last: number;
  lastIp: string;
}

export interface LoginProtectionOptions {
  /** Milliseconds added per failure beyond the fourth (0 turns the slow-down off). */
  slowdownStepMs: number;
  /** Sends the failure notice to the account's owner (best effort). */
  notify?(target: LoginTarget, notice: FailureNotice): Promise<void>;
  now?(): number;
  /** How the slow-down waits (tests record it instead of waiting). */
  sleep?(ms: number): Promise<void>;
}

const accountKey = (target: LoginTarget) => (target.id ? `id:${target.id}` : `name:${target.name.trim().toLowerCase().slice(0, 100)}`);

export function createLoginProtection(db: Database, options: LoginProtectionOptions) {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const sleep = options.sleep ?? ((ms: number) => Bun.sleep(ms));

  /** Failures of the account within the window, all clients together. */
  const accountFailures = async (kind: IdentityKind, account: string, at: number) => {
    const rows = await db
      .select({ count: loginFailure.count, first: loginFailure.first_time, last: loginFailure.last_time, client: loginFailure.client })
      .from(loginFailure)
      .where(and(eq(loginFailure.kind, kind), eq(loginFailure.account, account), gt(loginFailure.first_time, at - FAILURE_WINDOW_SECONDS)));
    return rows;
  };

  const validDevice = async (target: LoginTarget, pass: unknown, at: number): Promise<boolean> => {
    if (!target.id || typeof pass !== "string" || pass.length < 20 || pass.length > 100) return false;
    const [row] = await db
      .select({ account: knownDevice.account_id, kind: knownDevice.kind, created: knownDevice.create_time })
      .from(knownDevice)
      .where(eq(knownDevice.token_hash, hashToken(pass)))
      .limit(1);
    return Boolean(row && row.kind === target.kind && row.account === target.id && row.created > at - DEVICE_TTL_SECONDS);
  };

  return {
    /** What this attempt may do before the password is checked. */
    async gate(target: LoginTarget, client: string, devicePass: unknown): Promise<LoginGate> {
      const at = now();
      if (await validDevice(target, devicePass, at)) return { knownDevice: true, captchaNeeded: false };
      const rows = await accountFailures(target.kind, accountKey(target), at);
      const mine = rows.find((r) => r.client === client);
      const total = rows.reduce((n, r) => n + r.count, 0);
      const lockedUntil = mine && mine.count >= CLIENT_LOCK_FAILURES ? mine.first + FAILURE_WINDOW_SECONDS : undefined;
      return { knownDevice: false, lockedUntil, captchaNeeded: total >= CAPTCHA_AFTER_FAILURES };
    },

    /** Counts a failure of this client; tells the owner at the notify threshold; slows the answer. */
    async failed(target: LoginTarget, client: string, gate: LoginGate): Promise<void> {
      const at = now();
      const account = accountKey(target);
      const key = client.slice(0, 64);
      // A window that is over starts again at this failure.
      await db
        .insert(loginFailure)
        .values({ kind: target.kind, account, client: key, count: 1, first_time: at, last_time: at })
        .onConflictDoUpdate({
          target: [loginFailure.kind, loginFailure.account, loginFailure.client],
          set: {
            count: sql`case when ${loginFailure.first_time} > ${at - FAILURE_WINDOW_SECONDS} then ${loginFailure.count} + 1 else 1 end`,
            first_time: sql`case when ${loginFailure.first_time} > ${at - FAILURE_WINDOW_SECONDS} then ${loginFailure.first_time} else ${at} end`,
            last_time: at,
          },
        });
      const rows = await accountFailures(target.kind, account, at);
      const total = rows.reduce((n, r) => n + r.count, 0);
      if (total === NOTIFY_AT_FAILURES && target.id && options.notify) {
        const since = Math.min(...rows.map((r) => r.first));
        await options.notify(target, { count: total, since, last: at, lastIp: key }).catch(() => undefined);
      }
      if (!gate.knownDevice && options.slowdownStepMs > 0 && total >= SLOWDOWN_FROM) {
        await sleep(Math.min(SLOWDOWN_MAX_MS, options.slowdownStepMs * (total - SLOWDOWN_FROM + 1)));
      }
    },

    /**
     * After a successful sign-in: this client's failures are forgotten, the failures of others
     * since `previousLogin` are reported, and the device gets a pass (a new one unless it sent a
     * valid one).
     */
    async succeeded(target: LoginTarget & { id: number }, client: string, gate: LoginGate, previousLogin: number | null, useragent: string) {
      const at = now();
      const account = accountKey(target);
      await db.delete(loginFailure).where(and(eq(loginFailure.kind, target.kind), eq(loginFailure.account, account), eq(loginFailure.client, client.slice(0, 64))));
      const since = (await accountFailures(target.kind, account, at)).filter((r) => r.last > (previousLogin ?? 0));
      const notice: FailureNotice | undefined = since.length
        ? {
            count: since.reduce((n, r) => n + r.count, 0),
            since: Math.min(...since.map((r) => r.first)),
            last: Math.max(...since.map((r) => r.last)),
            lastIp: since.reduce((a, b) => (b.last > a.last ? b : a)).client,
          }
        : undefined;
      let device: string | undefined;
      if (!gate.knownDevice) {
        device = randomToken(24);
        await db.insert(knownDevice).values({ token_hash: hashToken(device), kind: target.kind, account_id: target.id, useragent: useragent.slice(0, 255), create_time: at, last_used_time: at });
      }
      return { device, failures: notice };
    },

    /** Every failure of an account is forgotten (password reset by code). */
    async clear(kind: IdentityKind, id: number) {
      await db.delete(loginFailure).where(and(eq(loginFailure.kind, kind), eq(loginFailure.account, `id:${id}`)));
    },

    /** Deletes windows that are over and passes that expired. */
    async sweep() {
      const at = now();
      await db.delete(loginFailure).where(lt(loginFailure.first_time, at - FAILURE_WINDOW_SECONDS));
      await db.delete(knownDevice).where(lt(knownDevice.create_time, at - DEVICE_TTL_SECONDS));
    },
  };
}

export type LoginProtection = ReturnType<typeof createLoginProtection>;
