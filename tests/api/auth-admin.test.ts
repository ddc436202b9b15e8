// Admin sign-in, the init payload, logout, lockout and the admin log (spec §3, §6, §8).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { desc, eq, gt } from "drizzle-orm";
import { admin, adminLog, loginFailure } from "@db/schema";
import { createAccessTokens } from "@server/auth/access-token";
import { adminLogin, createAdmin, sessionFor, withAdmin } from "./support/identity";
import { createTestApp, envelopeOf, TEST_ADMIN_PASSWORD, type TestApp } from "./support/test-app";

let t: TestApp;

/** The admin log is written after the response is sent, so wait for the row. */
async function lastLogId(app: TestApp) {
  const [row] = await app.database.db.select({ id: adminLog.id }).from(adminLog).orderBy(desc(adminLog.id)).limit(1);
  return row?.id ?? 0;
}
async function latestLog(app: TestApp, afterId: number, match: (row: typeof adminLog.$inferSelect) => boolean) {
  for (let i = 0; i < 50; i++) {
    const rows = await app.database.db.select().from(adminLog).where(gt(adminLog.id, afterId));
    const row = rows.find(match);
    if (row) return row;
    await Bun.sleep(10);
  }
  throw new Error("admin log row did not appear");
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("/admin/index/login", { method: "POST", json, headers: { "think-lang": "en", ...headers } }).then(envelopeOf);

describe("admin login", () => {
  test("GET login tells whether the captcha is needed", async () => {
    const body = await envelopeOf(await t.request("/admin/index/login", { headers: { server: "1" } }));
    expect(body).toMatchObject({ code: 1, data: { captcha: false } });
  });

  test("correct credentials answer the admin info with an access token; no refresh token without keep", async () => {
    const body = await login({ username: "admin", password: TEST_ADMIN_PASSWORD });
    expect(body.code).toBe(1);
    expect(body.msg).toBe("Login succeeded!");
    expect(body.data.userInfo).toMatchObject({ id: 1, username: "admin", refresh_token: "" });
    expect(body.data.userInfo.token.split(".")).toHaveLength(3);
    expect(body.data.userInfo.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.routePath).toBe("/admin");
  });

  test("keep-login adds an opaque refresh token", async () => {
    const tokens = await adminLogin(t, "admin", TEST_ADMIN_PASSWORD, true);
    expect(tokens.refreshToken.length).toBeGreaterThan(30);
    expect(tokens.refreshToken).not.toContain(".");
  });

  test("user names match regardless of case", async () => {
    expect((await login({ username: "ADMIN", password: TEST_ADMIN_PASSWORD })).code).toBe(1);
  });

  test("a wrong password and an unknown user get the same message", async () => {
    const wrong = await login({ username: "admin", password: "not-the-password" });
    const unknown = await login({ username: "nobody_here", password: "not-the-password" });
    expect(wrong).toMatchObject({ code: 0, msg: "The user name or password is incorrect" });
    expect(unknown.msg).toBe(wrong.msg);
    await t.database.db.delete(loginFailure).where(eq(loginFailure.account, "id:1"));
  });

  test("a password breaking the password rule is refused by field", async () => {
    const body = await login({ username: "admin", password: "a<b" });
    expect(body.code).toBe(0);
    expect(body.msg).toStartWith("Password: Please enter the correct password");
    expect(body.data.fields.password).toBeString();
  });

  test("missing fields read 'Required', in Chinese by default", async () => {
    const body = await envelopeOf(await t.request("/admin/index/login", { method: "POST", json: {} }));
    expect(body.msg).toBe("用户名：必填");
    expect(body.data.fields).toEqual({ username: "必填", password: "必填" });
  });

  test("a disabled account cannot log in", async () => {
    const staff = await createAdmin(t, { status: "0" });
    expect(await login({ username: staff.username, password: staff.password })).toMatchObject({ code: 0, msg: "Account disabled" });
  });

  test("10 failures within 24 hours lock this client out of the account until the window ends; success before that resets", { timeout: 30_000 }, async () => {
    const staff = await createAdmin(t);
    for (let i = 0; i < 9; i++) expect((await login({ username: staff.username, password: "wrong-pass" })).code).toBe(0);
    // A success before the tenth failure clears the counter.
    expect((await login({ username: staff.username, password: staff.password })).code).toBe(1);
    for (let i = 0; i < 10; i++) await login({ username: staff.username, password: "wrong-pass" });
    const locked = await login({ username: staff.username, password: staff.password });
    expect(locked.code).toBe(0);
    expect(locked.msg).toMatch(/^Too many failed logins from your network address: this account is locked for you until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\. /);
    // Failed attempts never overwrite the last successful login.
    const [row] = await t.database.db.select().from(admin).where(eq(admin.id, staff.id));
    expect(row?.last_login_time).toBeGreaterThan(0);
    // After the window the account opens again.
    await t.database.db.update(loginFailure).set({ first_time: Math.floor(Date.now() / 1000) - 86_401 }).where(eq(loginFailure.account, `id:${staff.id}`));
    expect((await login({ username: staff.username, password: staff.password })).code).toBe(1);
  });

  test("calling login while logged in answers 303 'logged in'", async () => {
    const { token } = await adminLogin(t);
    const body = await login({ username: "admin", password: TEST_ADMIN_PASSWORD }, { batoken: token });
    expect(body).toMatchObject({ code: 303, data: { type: "logged in" } });
  });
});

describe("init payload", () => {
  test("carries every admin info field of spec §3, the menu tree, nodes, site and terminal config", async () => {
    const { token } = await adminLogin(t);
    const body = await envelopeOf(await t.request("/admin/index/index", withAdmin(token)));
    expect(body.code).toBe(1);
    const info = body.data.adminInfo;
    for (const field of ["id", "username", "nickname", "avatar", "last_login_time", "super", "operations", "supervise", "group_name", "group_id", "enterprise_id", "enterprise_info"]) {
      expect(info).toHaveProperty(field);
    }
    expect(info).toMatchObject({ id: 1, super: true, supervise: true, operations: true, group_id: 1, group_name: "超级管理组" });
    expect(body.data.menus.map((m: { name: string }) => m.name)).toContain("dashboard");
    expect(body.data.siteConfig).toMatchObject({ siteName: "海南省文化和旅游市场监管执法平台", upload: { mode: "local" } });
    expect(body.data.terminal).toHaveProperty("packageManager", "pnpm");
    expect(JSON.stringify(body.data)).not.toContain("password");
  });

  test("group names follow the language", async () => {
    const { token } = await adminLogin(t);
    const body = await envelopeOf(await t.request("/admin/index/index", { headers: { batoken: token, "think-lang": "en", server: "1" } }));
    expect(body.data.adminInfo.group_name).toBe("Super administrators");
  });

  test("flags come from the admin's groups", async () => {
    const supervisor = await createAdmin(t, { ruleNames: ["dashboard", "dashboard/index"], groupFlags: { supervise: true } });
    const { token } = await adminLogin(t, supervisor.username, supervisor.password);
    const body = await envelopeOf(await t.request("/admin/index/index", withAdmin(token)));
    expect(body.data.adminInfo).toMatchObject({ super: false, supervise: true, operations: false });
    expect(body.data.authNode).toEqual(["dashboard", "dashboard/index"]);
  });

  test("an admin without any menu is told to contact the super administrator", async () => {
    const bare = await createAdmin(t);
    const { token } = await adminLogin(t, bare.username, bare.password);
    const body = await envelopeOf(await t.request("/admin/index/index", { headers: { batoken: token, "think-lang": "en", server: "1" } }));
    expect(body).toMatchObject({ code: 0, msg: "No background menu, please contact super administrator!" });
  });
});

describe("login state", () => {
  test("no token or a forged one answers 303 need login", async () => {
    const variants: Record<string, string>[] = [{}, { batoken: "garbage" }, { batoken: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl" }];
    for (const headers of variants) {
      const body = await envelopeOf(await t.request("/admin/index/index", { headers: { ...headers, server: "1", "think-lang": "en" } }));
      expect(body).toMatchObject({ code: 303, msg: "Please login first", data: { type: "need login" } });
    }
  });

  test("an expired access token of a live login answers 409", async () => {
    const { token } = await adminLogin(t);
    const signer = createAccessTokens(t.config.jwtSecret);
    const read = await signer.read(token);
    if (read.state !== "valid") throw new Error("fresh token should be valid");
    const old = await signer.sign("admin", 1, read.claims.sid, 60, Math.floor(Date.now() / 1000) - 3600);
    expect(token).not.toBe(old);
    const body = await envelopeOf(await t.request("/admin/index/index", withAdmin(old)));
    expect(body.code).toBe(409);
  });

  test("a token signed with another secret is not accepted", async () => {
    const forged = await createAccessTokens("another-secret-that-is-long-enough-123").sign("admin", 1, "x", 600);
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(forged)))).code).toBe(303);
  });

  test("a member token is not an admin token", async () => {
    const signer = createAccessTokens(t.config.jwtSecret);
    const memberToken = await signer.sign("user", 1, "x", 600);
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(memberToken)))).code).toBe(303);
  });

  test("logout revokes the login: the same token then answers 303", async () => {
    const { token, refreshToken } = await adminLogin(t, "admin", TEST_ADMIN_PASSWORD, true);
    const out = await envelopeOf(await t.request("/admin/index/logout", { method: "POST", json: { refreshToken }, headers: { batoken: token, "think-lang": "en" } }));
    expect(out).toMatchObject({ code: 1, msg: "Logout successful" });
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(token)))).code).toBe(303);
    const refreshed = await envelopeOf(await t.request("/api/common/refreshToken", { method: "POST", json: { refreshToken }, headers: { batoken: token } }));
    expect(refreshed.code).toBe(303);
  });

  test("disabling an account ends its logins at the next call", async () => {
    const staff = await createAdmin(t, { ruleNames: ["dashboard"] });
    const { token } = await adminLogin(t, staff.username, staff.password);
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(token)))).code).toBe(1);
    const superToken = await sessionFor(t, "admin", 1);
    const disabled = await envelopeOf(await t.request("/admin/auth.Admin/edit", { method: "POST", json: { id: staff.id, status: "0" }, ...withAdmin(superToken) }));
    expect(disabled.code, disabled.msg).toBe(1);
    expect((await envelopeOf(await t.request("/admin/index/index", withAdmin(token)))).code).toBe(303);
  });
});

describe("admin log", () => {
  test("a login attempt is logged with the password masked; failures too", async () => {
    const before = await lastLogId(t);
    await login({ username: "admin", password: "Wrong-pass-77" });
    const row = await latestLog(t, before, (r) => r.url === "/admin/index/login" && r.username === "admin");
    expect(row).toMatchObject({ username: "admin", method: "POST", title: "登录", title_en: "Login" });
    expect(row?.url).toBe("/admin/index/login");
    expect(row?.data).toContain('"password":"***"');
    expect(row?.data).not.toContain("Wrong-pass-77");
    expect(row?.useragent).toBeString();
    await t.database.db.delete(loginFailure).where(eq(loginFailure.account, "id:1"));
  });

  test("logout is logged under the admin who logged out", async () => {
    const { token } = await adminLogin(t);
    const before = await lastLogId(t);
    await t.request("/admin/index/logout", { method: "POST", json: {}, headers: { batoken: token } });
    const row = await latestLog(t, before, (r) => r.url === "/admin/index/logout");
    expect(row).toMatchObject({ title_en: "Logout", url: "/admin/index/logout", username: "admin", admin_id: 1 });
  });

  test("tokens are never written to the server log", async () => {
    const { token } = await adminLogin(t);
    await t.request("/admin/index/index", withAdmin(token));
    expect(t.log.lines.some((line) => line.includes(token))).toBe(false);
  });
});
