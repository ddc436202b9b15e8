// Token refresh (DESIGN §3): rotation on every use, reuse of a rotated token revokes the
// whole login, and everything that is not this login's own refresh token is refused.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { loginSession, token } from "@db/schema";
import { createAccessTokens } from "@server/auth/access-token";
import { hashToken } from "@server/auth/opaque-token";
import { adminLogin, createMember, memberLogin, withAdmin, withMember } from "./support/identity";
import { advanceClock, pinClock, releaseClock } from "./support/clock";
import { createTestApp, envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();

const refresh = (refreshToken: unknown, headers: Record<string, string>) =>
  t.request("/api/common/refreshToken", { method: "POST", json: { refreshToken }, headers: { "think-lang": "en", ...headers } }).then(envelopeOf);

describe("refresh", () => {
  test("answers {type, token} with a new access token and rotates the refresh token", async () => {
    const first = await adminLogin(t, undefined, undefined, true);
    const body = await refresh(first.refreshToken, { batoken: first.token });
    expect(body.code).toBe(1);
    expect(body.data.type).toBe("admin-refresh");
    expect(body.data.token).not.toBe(first.token);
    expect(body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(body.data.token)))).code).toBe(1);
    // Only the hash is stored.
    const [row] = await t.database.db.select().from(token).where(eq(token.token, hashToken(body.data.refreshToken)));
    expect(row?.type).toBe("admin-refresh");
    expect(JSON.stringify(await t.database.db.select().from(token))).not.toContain(body.data.refreshToken);
  });

  test("works for members with their own header and answers user-refresh", async () => {
    const member = await createMember(t);
    const tokens = await memberLogin(t, member.username, member.password, true);
    const body = await refresh(tokens.refreshToken, { "ba-user-token": tokens.token });
    expect(body).toMatchObject({ code: 1, data: { type: "user-refresh" } });
    expect((await envelopeOf(await t.request("/api/index/index", withMember(body.data.token)))).data.userInfo.id).toBe(member.id);
  });

  test("an expired access token of the login is enough to refresh", async () => {
    const first = await adminLogin(t, undefined, undefined, true);
    const signer = createAccessTokens(t.config.jwtSecret);
    const read = await signer.read(first.token);
    if (read.state !== "valid") throw new Error("expected a valid token");
    const expired = await signer.sign("admin", first.id, read.claims.sid, 60, Math.floor(Date.now() / 1000) - 3600);
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(expired)))).code).toBe(409);
    expect((await refresh(first.refreshToken, { batoken: expired })).code).toBe(1);
  });

  test("reusing a rotated refresh token revokes the whole login", async () => {
    const first = await adminLogin(t, undefined, undefined, true);
    const second = await refresh(first.refreshToken, { batoken: first.token });
    expect(second.code).toBe(1);
    // Move the rotation out of the grace window a racing browser tab gets.
    await t.database.db.update(token).set({ used_time: Math.floor(Date.now() / 1000) - 60 }).where(eq(token.token, hashToken(first.refreshToken)));
    const replay = await refresh(first.refreshToken, { batoken: first.token });
    expect(replay).toMatchObject({ code: 303, msg: "Login expired, please login again.", data: { type: "need login" } });
    // The legitimate holder of the newest tokens is logged out too.
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(second.data.token)))).code).toBe(303);
    expect((await refresh(second.data.refreshToken, { batoken: second.data.token })).code).toBe(303);
  });

  test("a second use within seconds (two tabs racing) is refused without logging out", async () => {
    // Both uses at the same instant (pinned), however slow the machine is between them.
    pinClock(Math.floor(Date.now() / 1000));
    try {
      const first = await adminLogin(t, undefined, undefined, true);
      const winner = await refresh(first.refreshToken, { batoken: first.token });
      const loser = await refresh(first.refreshToken, { batoken: first.token });
      expect(loser).toMatchObject({ code: 0, msg: "The login was renewed in another window; please try again." });
      expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(winner.data.token)))).code).toBe(1);
    } finally {
      releaseClock();
    }
  });

  test("refuses an access token posted as the refresh token", async () => {
    const first = await adminLogin(t, undefined, undefined, true);
    expect((await refresh(first.token, { batoken: first.token })).code).toBe(303);
  });

  test("refuses a refresh token without its own login's access token", async () => {
    const first = await adminLogin(t, undefined, undefined, true);
    const other = await adminLogin(t, undefined, undefined, true);
    expect((await refresh(first.refreshToken, {})).code).toBe(303);
    expect((await refresh(first.refreshToken, { batoken: other.token })).code).toBe(303);
    // Still usable with the right one: a refused attempt does not burn it.
    expect((await refresh(first.refreshToken, { batoken: first.token })).code).toBe(1);
  });

  test("refuses the other identity's tokens: an admin refresh token with a member access token", async () => {
    const first = await adminLogin(t, undefined, undefined, true);
    const member = await createMember(t);
    const tokens = await memberLogin(t, member.username, member.password, true);
    expect((await refresh(first.refreshToken, { "ba-user-token": tokens.token })).code).toBe(303);
    expect((await refresh(tokens.refreshToken, { batoken: first.token })).code).toBe(303);
  });

  test("refreshes per client IP are limited (REFRESH_RATE_LIMIT); other addresses are not", async () => {
    const limited = await createTestApp({ REFRESH_RATE_LIMIT: "2", TRUST_PROXY: "on" });
    pinClock(Math.floor(Date.now() / 1000));
    try {
      const refreshFrom = (ip: string, tokens: { token: string; refreshToken: string }) =>
        limited
          .request("/api/common/refreshToken", { method: "POST", json: { refreshToken: tokens.refreshToken }, headers: { batoken: tokens.token, "x-forwarded-for": ip, "think-lang": "en" } })
          .then(envelopeOf);
      let tokens = await adminLogin(limited, undefined, undefined, true);
      for (let i = 0; i < 2; i++) {
        const renewed = await refreshFrom("10.0.0.1", tokens);
        expect(renewed.code, renewed.msg).toBe(1);
        tokens = renewed.data;
      }
      const refused = await refreshFrom("10.0.0.1", tokens);
      expect(refused.code).toBe(0);
      expect(refused.msg).toMatch(/^Too many attempts from your network address; try again in \d+ seconds\.$/);
      // The refused attempt did not use the refresh token up: from another address it works.
      const elsewhere = await refreshFrom("10.0.0.2", tokens);
      expect(elsewhere.code, elsewhere.msg).toBe(1);
      tokens = elsewhere.data;
      // A minute later the first address may refresh again.
      advanceClock(61);
      expect((await refreshFrom("10.0.0.1", tokens)).code).toBe(1);
    } finally {
      releaseClock();
      limited.close();
    }
  });

  test("refuses expired and revoked refresh tokens, and garbage", async () => {
    const expired = await adminLogin(t, undefined, undefined, true);
    await t.database.db.update(token).set({ expire_time: 1 }).where(eq(token.token, hashToken(expired.refreshToken)));
    expect((await refresh(expired.refreshToken, { batoken: expired.token })).code).toBe(303);

    const revoked = await adminLogin(t, undefined, undefined, true);
    const read = await createAccessTokens(t.config.jwtSecret).read(revoked.token);
    if (read.state === "invalid") throw new Error("token should read");
    await t.database.db.update(loginSession).set({ revoked_time: 1 }).where(eq(loginSession.id, read.claims.sid));
    expect((await refresh(revoked.refreshToken, { batoken: revoked.token })).code).toBe(303);

    for (const junk of ["", "short", 42, null, "x".repeat(500)]) expect((await refresh(junk, {})).code).toBe(303);
  });
});
