// Logins and their tokens (DESIGN §3). An access token is a short-lived JWT naming its login;
// keep-login adds an opaque refresh token, rotated on every use. Presenting a refresh token
// that was already exchanged revokes the whole login: someone is replaying a stolen copy.
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "@db/client";
import { loginSession, token } from "@db/schema";
import type { AccessTokens, IdentityKind } from "./access-token";
import { hashToken, randomToken } from "./opaque-token";

export interface SessionSettings {
  accessTtl: number;
  refreshTtl: number;
}

export interface StartedSession {
  sessionId: string;
  token: string;
  /** Empty unless keep-login was asked for. */
  refreshToken: string;
}

export type ResolvedToken =
  | { status: "ok"; userId: number; sessionId: string }
  | { status: "expired" }
  | { status: "none" };

export type RefreshOutcome =
  | { ok: true; type: `${IdentityKind}-refresh`; token: string; refreshToken: string; userId: number }
  /** `reason` is for logs and tests; clients only learn that they must log in again. */
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "mismatch" | "reused" | "racing" };

/** A second use this soon after rotation is a tab racing itself, not a thief. */
const ROTATION_GRACE_SECONDS = 10;
/**
 * Live logins are remembered this long, so most calls skip the session lookup. Revoking in
 * this process forgets at once; other app nodes forget on their next cluster tick.
 */
const SESSION_CACHE_MS = 10_000;

const now = () => Math.floor(Date.now() / 1000);
const refreshType = (kind: IdentityKind) => `${kind}-refresh` as const;

/** `revoked` runs after logins end here, so other app nodes forget them too (cluster). */
export function createSessionService(db: Database, access: AccessTokens, settings: () => SessionSettings, revoked: () => void = () => {}) {
  const live = new Map<string, { kind: IdentityKind; userId: number; at: number }>();
  const forget = (predicate: (sessionId: string, entry: { kind: IdentityKind; userId: number }) => boolean) => {
    for (const [id, entry] of live) if (predicate(id, entry)) live.delete(id);
  };
  const issueRefresh = async (tx: Pick<Database, "insert">, kind: IdentityKind, userId: number, sessionId: string, at: number) => {
    const raw = randomToken();
    await tx.insert(token).values({
      token: hashToken(raw),
      type: refreshType(kind),
      user_id: userId,
      session_id: sessionId,
      create_time: at,
      expire_time: at + settings().refreshTtl,
    });
    return raw;
  };

  const revoke = async (sessionId: string, reason: string) => {
    live.delete(sessionId);
    await db
      .update(loginSession)
      .set({ revoked_time: now(), revoked_reason: reason })
      .where(and(eq(loginSession.id, sessionId), isNull(loginSession.revoked_time)));
    revoked();
  };

  return {
    async start(kind: IdentityKind, userId: number, options: { keep: boolean; ip: string; useragent: string }): Promise<StartedSession> {
      const at = now();
      const { accessTtl, refreshTtl } = settings();
      const sessionId = randomToken(18);
      let refreshToken = "";
      await db.transaction(async (tx) => {
        await tx.insert(loginSession).values({
          id: sessionId,
          kind,
          user_id: userId,
          keep: options.keep,
          ip: options.ip.slice(0, 50),
          useragent: options.useragent.slice(0, 255),
          create_time: at,
          expire_time: at + (options.keep ? refreshTtl : accessTtl),
        });
        if (options.keep) refreshToken = await issueRefresh(tx, kind, userId, sessionId, at);
      });
      return { sessionId, token: await access.sign(kind, userId, sessionId, accessTtl, at), refreshToken };
    },

    /** Who an access token belongs to, if its login is still alive. */
    async resolve(kind: IdentityKind, raw: string | null | undefined): Promise<ResolvedToken> {
      const read = await access.read(raw);
      if (read.state === "invalid" || read.claims.kind !== kind) return { status: "none" };
      const cached = live.get(read.claims.sid);
      if (cached && Date.now() - cached.at < SESSION_CACHE_MS && cached.kind === kind && String(cached.userId) === read.claims.sub) {
        return read.state === "expired" ? { status: "expired" } : { status: "ok", userId: cached.userId, sessionId: read.claims.sid };
      }
      const [session] = await db
        .select({ user_id: loginSession.user_id, revoked: loginSession.revoked_time, kind: loginSession.kind })
        .from(loginSession)
        .where(eq(loginSession.id, read.claims.sid))
        .limit(1);
      if (!session || session.revoked !== null || session.kind !== kind || String(session.user_id) !== read.claims.sub) {
        return { status: "none" };
      }
      if (live.size > 50_000) live.clear();
      live.set(read.claims.sid, { kind, userId: session.user_id, at: Date.now() });
      if (read.state === "expired") return { status: "expired" };
      return { status: "ok", userId: session.user_id, sessionId: read.claims.sid };
    },

    /** `accessFor` gives the access token the client sent for that identity kind. */
    async refresh(rawRefresh: string, accessFor: (kind: IdentityKind) => string | null | undefined): Promise<RefreshOutcome> {
      const at = now();
      const hashed = hashToken(rawRefresh);
      const [row] = await db.select().from(token).where(eq(token.token, hashed)).limit(1);
      if (!row || (row.type !== "admin-refresh" && row.type !== "user-refresh")) return { ok: false, reason: "unknown" };
      const kind: IdentityKind = row.type === "admin-refresh" ? "admin" : "user";
      const [session] = await db.select().from(loginSession).where(eq(loginSession.id, row.session_id)).limit(1);
      if (!session || session.revoked_time !== null) return { ok: false, reason: "revoked" };
      if (row.used_time !== null) {
        if (at - row.used_time <= ROTATION_GRACE_SECONDS) return { ok: false, reason: "racing" };
        await revoke(session.id, "refresh token reused");
        return { ok: false, reason: "reused" };
      }
      if (row.expire_time <= at) return { ok: false, reason: "expired" };
      // The access token must be this login's own (expired is fine): a refresh token alone,
      // or paired with another login's token, is refused.
      const current = await access.read(accessFor(kind));
      if (current.state === "invalid" || current.claims.kind !== kind || current.claims.sid !== session.id) {
        return { ok: false, reason: "mismatch" };
      }
      let fresh = "";
      const rotated = await db.transaction(async (tx) => {
        const marked = await tx
          .update(token)
          .set({ used_time: at })
          .where(and(eq(token.token, hashed), isNull(token.used_time)));
        if (marked.rowsAffected !== 1) return false;
        fresh = await issueRefresh(tx, kind, row.user_id, session.id, at);
        await tx
          .update(loginSession)
          .set({ last_refresh_time: at, expire_time: at + settings().refreshTtl })
          .where(eq(loginSession.id, session.id));
        return true;
      });
      if (!rotated) return { ok: false, reason: "racing" };
      const accessToken = await access.sign(kind, row.user_id, session.id, settings().accessTtl, at);
      return { ok: true, type: refreshType(kind), token: accessToken, refreshToken: fresh, userId: row.user_id };
    },

    revoke,

    /** Ends a login named by its access token and/or refresh token (logout). */
    async logout(kind: IdentityKind, rawAccess: string | null | undefined, rawRefresh: string | null | undefined) {
      const read = await access.read(rawAccess);
      if (read.state !== "invalid" && read.claims.kind === kind) await revoke(read.claims.sid, "logout");
      if (rawRefresh) {
        const [row] = await db.select().from(token).where(eq(token.token, hashToken(rawRefresh))).limit(1);
        if (row && row.type === refreshType(kind)) await revoke(row.session_id, "logout");
      }
    },

    /** Ends every login of one account, except `keep` (password change, disabling). */
    async revokeAll(kind: IdentityKind, userId: number, reason: string, keep?: string) {
      forget((id, entry) => entry.kind === kind && entry.userId === userId && id !== keep);
      const conditions = [eq(loginSession.kind, kind), eq(loginSession.user_id, userId), isNull(loginSession.revoked_time)];
      if (keep) conditions.push(ne(loginSession.id, keep));
      await db.update(loginSession).set({ revoked_time: now(), revoked_reason: reason }).where(and(...conditions));
      revoked();
    },

    /** Forgets every remembered login (another node ended some). */
    forgetAll() {
      live.clear();
    },

    /** Deletes logins and tokens that expired more than a day ago. */
    async sweep() {
      const cutoff = now() - 86400;
      await db.delete(token).where(lt(token.expire_time, cutoff));
      await db.delete(loginSession).where(or(lt(loginSession.expire_time, cutoff), lt(loginSession.revoked_time, cutoff)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
