// Short-lived signed access tokens (HS256 JWT through @elysiajs/jwt). They carry who, which
// kind of identity and which login (`sid`); expiry is checked separately so an expired but
// genuine token can answer 409 (refresh) instead of 303 (log in).
import { jwt } from "@elysiajs/jwt";

export type IdentityKind = "admin" | "user";

export interface AccessClaims {
  sub: string;
  kind: IdentityKind;
  sid: string;
  exp: number;
}

export type AccessTokenState =
  | { state: "valid"; claims: AccessClaims }
  | { state: "expired"; claims: AccessClaims }
  | { state: "invalid" };

export interface AccessTokens {
  sign(kind: IdentityKind, userId: number, sessionId: string, ttlSeconds: number, now?: number): Promise<string>;
  read(token: string | null | undefined, now?: number): Promise<AccessTokenState>;
}

/** Signature checks ignore the clock (expiry is ours to judge): jose compares against this. */
const EPOCH = new Date(0);

/** Tokens whose signature was already checked: the check costs far more than the lookup. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  const signer = jwt({ name: "jwt", secret, alg: "HS256" }).decorator.jwt;
  const verified = new Map<string, AccessClaims>();
  return {
    sign(kind, userId, sessionId, ttlSeconds, now = Math.floor(Date.now() / 1000)) {
      const jti = Buffer.from(crypto.getRandomValues(new Uint8Array(9))).toString("base64url");
      return signer.sign({ sub: String(userId), kind, sid: sessionId, jti, exp: now + ttlSeconds });
    },
    async read(token, now = Math.floor(Date.now() / 1000)) {
      if (!token || token.length > 2048) return { state: "invalid" };
      let claims = verified.get(token);
      if (!claims) {
        const payload = await signer.verify(token, { currentDate: EPOCH });
        if (!payload) return { state: "invalid" };
        const { sub, kind, sid, exp } = payload as Record<string, unknown>;
        if (typeof sub !== "string" || (kind !== "admin" && kind !== "user") || typeof sid !== "string" || typeof exp !== "number") {
          return { state: "invalid" };
        }
        claims = { sub, kind, sid, exp };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, claims);
      }
      return claims.exp <= now ? { state: "expired", claims } : { state: "valid", claims };
    },
  };
}
