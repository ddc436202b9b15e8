// The member account calls of spec §7 (reference §9.2, fixed): overview, profile, verification
// and change bind, change and retrieve password, balance and score lists, daily check-in.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { Resvg } from "@resvg/resvg-js";
import { config, user, userCheckIn, userGroup, userMoneyLog, userRule, userScoreLog } from "@db/schema";
import { dayKey, shiftDay } from "@server/account/days";
import { codeFor } from "./support/codes";
import { createMember, memberLogin } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headersOf = (token?: string) => ({ "think-lang": "en", ...(token ? { "ba-user-token": token } : {}) });
const get = (path: string, token?: string) => t.request(path, { headers: headersOf(token) }).then(envelopeOf);
const post = (path: string, json: unknown, token?: string) => t.request(path, { method: "POST", json, headers: headersOf(token) }).then(envelopeOf);

async function newMember(overrides: Partial<typeof user.$inferInsert> = {}) {
  const m = await createMember(t, overrides);
  const tokens = await memberLogin(t, m.username, m.password, true);
  return { ...m, ...tokens };
}

const SHANGHAI = "Asia/Shanghai";
const now = () => Math.floor(Date.now() / 1000);

describe("who may call", () => {
  test("anonymous callers must log in; a group without the rule gets 401", { timeout: 30_000 }, async () => {
    for (const path of ["/api/account/overview", "/api/account/profile", "/api/account/balance", "/api/account/integral", "/api/account/checkIn"]) {
      expect((await get(path)).code, path).toBe(303);
    }
    expect((await post("/api/account/changePassword", {})).code).toBe(303);
    expect((await post("/api/account/verification", {})).code).toBe(303);
    expect((await post("/api/account/changeBind", {})).code).toBe(303);

    const [overview] = await t.database.db.select().from(userRule).where(eq(userRule.name, "account/profile"));
    const [group] = await t.database.db.insert(userGroup).values({ name: "只看资料", name_en: "Profile only", rules: String(overview?.id) }).returning();
    const m = await newMember({ group_id: group?.id });
    expect((await get("/api/account/profile", m.token)).code).toBe(1);
    expect((await get("/api/account/overview", m.token)).code).toBe(401);
    expect((await post("/api/account/checkIn", {}, m.token)).code).toBe(401);
    // verification and changeBind need a login only (reference §9.2)
    expect((await post("/api/account/verification", {}, m.token)).code).toBe(0);
  });
});

describe("overview", () => {
  test("balance, points, last login, seven-day series and recent entries", { timeout: 30_000 }, async () => {
    const m = await newMember({ money: 12_34, score: 40 });
    const today = dayKey(now(), SHANGHAI);
    await t.database.db.insert(userScoreLog).values([
      { user_id: m.id, score: 10, before: 20, after: 30, memo: "today a", create_time: now() - 5 },
      { user_id: m.id, score: 10, before: 30, after: 40, memo: "today b", create_time: now() - 4 },
      { user_id: m.id, score: 20, before: 0, after: 20, memo: "three days ago", create_time: now() - 3 * 86_400 },
      { user_id: m.id, score: 99, before: 0, after: 99, memo: "too old", create_time: now() - 30 * 86_400 },
    ]);
    await t.database.db.insert(userMoneyLog).values([{ user_id: m.id, money: 12_34, before: 0, after: 12_34, memo: "top-up", create_time: now() - 3 }]);
    const body = await get("/api/account/overview", m.token);
    expect(body.code).toBe(1);
    expect(body.data.account).toMatchObject({ id: m.id, money: "12.34", score: 40 });
    expect(body.data.account.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.days).toHaveLength(7);
    expect(body.data.days.at(-1)).toBe(today);
    expect(body.data.days[0]).toBe(shiftDay(today, -6));
    expect(body.data.score.at(-1)).toBe(20);
    expect(body.data.score.reduce((a: number, b: number) => a + b, 0)).toBe(40);
    expect(body.data.money.at(-1)).toBe("12.34");
    expect(body.data.money[0]).toBe("0.00");
    expect(body.data.recent.map((r: { memo: string }) => r.memo).slice(0, 3)).toEqual(["top-up", "today b", "today a"]);
    expect(body.data.recent[0]).toMatchObject({ kind: "money", change: "+12.34", after: "12.34" });
    expect(body.data.checkIn).toEqual({ checkedIn: false, score: 10, streak: 0 });
  });
});

describe("profile", () => {
  const png = new Uint8Array(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#0a8"/></svg>').render().asPng());

  test("shows the member and what the forms need", { timeout: 30_000 }, async () => {
    const m = await newMember({ email: "profile@example.com" });
    const body = await get("/api/account/profile", m.token);
    expect(body.data).toMatchObject({ userInfo: { id: m.id, email: "profile@example.com" }, accountVerificationType: ["email", "mobile"], codeCaptcha: false });
  });

  test("edits nickname, avatar, gender, birthday and motto — never user name, e-mail or mobile", { timeout: 30_000 }, async () => {
    const m = await newMember({ email: "edit@example.com", mobile: "13911112222" });
    const form = new FormData();
    form.append("file", new File([png], "me.png", { type: "image/png" }));
    const uploaded = await envelopeOf(await t.request("/api/ajax/upload", { method: "POST", body: form, headers: headersOf(m.token) }));
    expect(uploaded.code, uploaded.msg).toBe(1);
    const avatar = uploaded.data.file.url;
    const body = await post(
      "/api/account/profile",
      { nickname: "椰风", avatar, gender: 2, birthday: "1995-06-01", motto: "山海之间", username: "hijack", email: "x@example.com", mobile: "13000000000", id: 1, money: 999 },
      m.token,
    );
    expect(body).toMatchObject({ code: 1, msg: "Profile saved" });
    expect(body.data.userInfo).toMatchObject({ nickname: "椰风", avatar, gender: 2, birthday: "1995-06-01", motto: "山海之间", username: m.username, email: "edit@example.com", mobile: "13911112222", money: "0.00" });
    const [admin] = await t.database.db.select().from(user).where(eq(user.id, 1));
    expect(admin?.nickname).not.toBe("椰风");

    const cleared = await post("/api/account/profile", { nickname: "椰风", avatar, gender: 0, birthday: "", motto: "" }, m.token);
    expect(cleared.data.userInfo).toMatchObject({ birthday: "", motto: "", gender: 0 });
  });

  test("refuses bad values by field", { timeout: 30_000 }, async () => {
    const m = await newMember();
    expect((await post("/api/account/profile", { nickname: "" }, m.token)).data.fields).toEqual({ nickname: "Required" });
    expect((await post("/api/account/profile", { nickname: "a", gender: 7 }, m.token)).data.fields).toEqual({ gender: "Not an allowed value" });
    expect((await post("/api/account/profile", { nickname: "a", birthday: "1990-02-30" }, m.token)).data.fields).toEqual({ birthday: "Please enter a date as yyyy-mm-dd" });
    expect((await post("/api/account/profile", { nickname: "a", birthday: "2999-01-01" }, m.token)).data.fields).toEqual({ birthday: "The birthday cannot be in the future" });
    expect((await post("/api/account/profile", { nickname: "a", avatar: "https://evil.example/x.png" }, m.token)).data.fields).toEqual({
      avatar: "The avatar must be an image uploaded here",
    });
    expect((await post("/api/account/profile", { nickname: "a", avatar: "/storage/member/20260101/none.png" }, m.token)).data.fields).toEqual({
      avatar: "The avatar must be an image uploaded here",
    });
  });
});

describe("verification and change bind", () => {
  test("with a current e-mail: verify it, then bind a new one proven by its own code", { timeout: 30_000 }, async () => {
    const m = await newMember({ email: "old@example.com" });
    const as = { "ba-user-token": m.token };
    const missing = await post("/api/account/changeBind", { type: "email", email: "new@example.com", captcha: "123456" }, m.token);
    expect(missing.data.fields).toEqual({ accountVerificationToken: "Please verify your current e-mail address or mobile number first" });

    const verifyCode = await codeFor(t, "email", "old@example.com", "user_email_verify", as);
    expect((await post("/api/account/verification", { type: "email", captcha: "999999" === verifyCode ? "888888" : "999999" }, m.token)).data.fields.captcha).toMatch(
      /^The verification code is incorrect/,
    );
    const verified = await post("/api/account/verification", { type: "email", captcha: verifyCode }, m.token);
    expect(verified).toMatchObject({ code: 1, data: { type: "email" } });
    const pass = verified.data.accountVerificationToken;
    expect(pass).toBeString();

    const newCode = await codeFor(t, "email", "new@example.com", "user_change_email", as);
    const changed = await post("/api/account/changeBind", { type: "email", email: "new@example.com", captcha: newCode, accountVerificationToken: pass }, m.token);
    expect(changed).toMatchObject({ code: 1, msg: "E-mail address changed", data: { userInfo: { email: "new@example.com" } } });

    const reused = await post("/api/account/changeBind", { type: "email", email: "newer@example.com", captcha: "123456", accountVerificationToken: pass }, m.token);
    expect(reused.data.fields).toEqual({ accountVerificationToken: "The verification has expired; please verify again" });
  });

  test("a pass from another login or another member does not work", { timeout: 30_000 }, async () => {
    const a = await newMember({ email: "a-pass@example.com" });
    const verifyCode = await codeFor(t, "email", "a-pass@example.com", "user_email_verify", { "ba-user-token": a.token });
    const pass = (await post("/api/account/verification", { type: "email", captcha: verifyCode }, a.token)).data.accountVerificationToken;
    const otherLogin = await memberLogin(t, a.username, a.password);
    const body = await post("/api/account/changeBind", { type: "email", email: "z@example.com", captcha: "123456", accountVerificationToken: pass }, otherLogin.token);
    expect(body.data.fields).toEqual({ accountVerificationToken: "The verification has expired; please verify again" });
  });

  test("without a current mobile the password stands in; taken numbers are refused", { timeout: 30_000 }, async () => {
    const m = await newMember({ mobile: "" });
    await createMember(t, { mobile: "13622223333" });
    const as = { "ba-user-token": m.token };
    expect((await post("/api/account/verification", { type: "mobile", captcha: "123456" }, m.token)).data.fields).toEqual({ type: "Your account has no mobile number yet" });
    expect((await post("/api/account/changeBind", { type: "mobile", mobile: "13622223333", captcha: "123456", password: m.password }, m.token)).data.fields).toEqual({
      mobile: "This mobile number is already registered",
    });
    const code = await codeFor(t, "mobile", "13655556666", "user_change_mobile", as);
    expect((await post("/api/account/changeBind", { type: "mobile", mobile: "13655556666", captcha: code, password: "Wrong-pass9" }, m.token)).data.fields).toEqual({
      password: "The password is incorrect",
    });
    const ok = await post("/api/account/changeBind", { type: "mobile", mobile: "13655556666", captcha: code, password: m.password }, m.token);
    expect(ok).toMatchObject({ code: 1, msg: "Mobile number changed", data: { userInfo: { mobile: "13655556666" } } });
  });
});

describe("change password", () => {
  test("needs the old password; ends every other login, keeps this one", { timeout: 30_000 }, async () => {
    const m = await newMember();
    const other = await memberLogin(t, m.username, m.password, true);
    expect((await post("/api/account/changePassword", { oldPassword: "Wrong-pass1", newPassword: "Next-pass1" }, m.token)).data.fields).toEqual({ oldPassword: "Old password error" });
    expect((await post("/api/account/changePassword", { oldPassword: m.password, newPassword: m.password }, m.token)).data.fields).toEqual({
      newPassword: "The new password must differ from the old one",
    });
    expect((await post("/api/account/changePassword", { oldPassword: m.password, newPassword: "a<b>c" }, m.token)).data.fields.newPassword).toStartWith("Please enter the correct password");
    const changed = await post("/api/account/changePassword", { oldPassword: m.password, newPassword: "Next-pass1" }, m.token);
    expect(changed).toMatchObject({ code: 1, msg: "Password changed; your other logins have ended" });
    expect((await get("/api/account/profile", m.token)).code).toBe(1);
    expect((await get("/api/account/profile", other.token)).code).toBe(303);
    const refreshed = await envelopeOf(
      await t.request("/api/common/refreshToken", { method: "POST", json: { refreshToken: other.refreshToken }, headers: { "ba-user-token": other.token } }),
    );
    expect(refreshed.code).toBe(303);
    await expect(memberLogin(t, m.username, m.password)).rejects.toThrow();
    expect((await memberLogin(t, m.username, "Next-pass1")).token).toBeString();
  });
});

describe("retrieve password", () => {
  test("by e-mail code: resets, ends every login and lifts a lockout", { timeout: 30_000 }, async () => {
    const m = await newMember({ email: "forgot@example.com" });
    await t.database.db.update(user).set({ login_failure: 10, login_failure_time: now() }).where(eq(user.id, m.id));
    const code = await codeFor(t, "email", "forgot@example.com", "user_retrieve_pwd");
    const body = await post("/api/account/retrievePassword", { type: "email", account: "forgot@example.com", captcha: code, password: "Found-again1" });
    expect(body).toMatchObject({ code: 1, msg: "Password reset; please log in with the new password" });
    expect((await get("/api/account/profile", m.token)).code).toBe(303);
    expect((await memberLogin(t, m.username, "Found-again1")).id).toBe(m.id);
  });

  test("by mobile code", { timeout: 30_000 }, async () => {
    const m = await newMember({ mobile: "13733334444" });
    const code = await codeFor(t, "mobile", "13733334444", "user_retrieve_pwd");
    expect((await post("/api/account/retrievePassword", { type: "mobile", account: "13733334444", captcha: code, password: "Found-again2" })).code).toBe(1);
    expect((await memberLogin(t, "13733334444", "Found-again2")).id).toBe(m.id);
  });

  test("refuses unknown accounts, malformed input and switched-off channels", { timeout: 30_000 }, async () => {
    expect((await post("/api/account/retrievePassword", {})).data.fields).toEqual({ type: "Required", account: "Required", captcha: "Required", password: "Required" });
    expect((await post("/api/account/retrievePassword", { type: "email", account: "13733334444", captcha: "1", password: "Found-again3" })).data.fields).toEqual({
      account: "Please enter the correct email",
    });
    // An unknown address answers as a known one without a code (recovery.test.ts).
    expect((await post("/api/account/retrievePassword", { type: "email", account: "ghost@example.com", captcha: "123456", password: "Found-again3" })).data.fields).toEqual({
      captcha: "Please get a verification code first",
    });
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: '["email"]' }).where(eq(config.name, "account_verification"));
      const body = await envelopeOf(
        await app.request("/api/account/retrievePassword", { method: "POST", json: { type: "mobile", account: "13733334444", captcha: "123456", password: "Found-again3" }, headers: { "think-lang": "en" } }),
      );
      expect(body).toMatchObject({ code: 0, msg: "Recovery by mobile is not available" });
    } finally {
      app.close();
    }
  });
});

describe("balance and score lists", () => {
  test("own entries only, newest first, paged and counted", { timeout: 30_000 }, async () => {
    const m = await newMember();
    const other = await newMember();
    const base = now() - 1000;
    await t.database.db.insert(userScoreLog).values(Array.from({ length: 25 }, (_, i) => ({ user_id: m.id, score: i + 1, before: 0, after: i + 1, memo: `entry ${i + 1}`, create_time: base + i })));
    await t.database.db.insert(userScoreLog).values({ user_id: other.id, score: 5, before: 0, after: 5, memo: "not yours", create_time: base });
    await t.database.db.insert(userMoneyLog).values({ user_id: m.id, money: -250, before: 1000, after: 750, memo: "ticket", create_time: base });

    const first = await get("/api/account/integral", m.token);
    expect(first.data).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]).toMatchObject({ score: 25, before: 0, after: 25, memo: "entry 25" });
    expect(first.data.list[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const third = await get("/api/account/integral?page=3&limit=10", m.token);
    expect(third.data.list.map((r: { memo: string }) => r.memo)).toEqual(["entry 5", "entry 4", "entry 3", "entry 2", "entry 1"]);
    expect((await get("/api/account/integral?page=9", m.token)).data.list).toEqual([]);
    expect((await get("/api/account/integral?limit=101", m.token)).data.fields).toEqual({ limit: "Must be at most 100" });
    expect((await get("/api/account/integral?page=0", m.token)).data.fields).toEqual({ page: "Must be at least 1" });

    const balance = await get("/api/account/balance?limit=5", m.token);
    expect(balance.data).toMatchObject({ total: 1, list: [{ money: "-2.50", before: "10.00", after: "7.50", memo: "ticket" }] });
  });
});

describe("daily check-in", () => {
  test("awards the configured points once a day, in the score log, in one go", { timeout: 30_000 }, async () => {
    const m = await newMember({ score: 3 });
    const before = await get("/api/account/checkIn", m.token);
    expect(before.data).toMatchObject({ checkedIn: false, score: 10, streak: 0 });
    expect(before.data.week).toHaveLength(7);

    const done = await post("/api/account/checkIn", {}, m.token);
    expect(done).toMatchObject({ code: 1, msg: "Checked in: +10 points", data: { score: 10, after: 13 } });
    expect(done.data.status).toMatchObject({ checkedIn: true, streak: 1 });
    const again = await post("/api/account/checkIn", {}, m.token);
    expect(again).toMatchObject({ code: 0, msg: "You have already checked in today" });

    const log = await get("/api/account/integral", m.token);
    expect(log.data.list[0]).toMatchObject({ score: 10, before: 3, after: 13, memo: "Daily check-in" });
    const [row] = await t.database.db.select().from(user).where(eq(user.id, m.id));
    expect(row?.score).toBe(13);
  });

  test("two check-ins at once award once", { timeout: 30_000 }, async () => {
    const m = await newMember();
    const results = await Promise.all([post("/api/account/checkIn", {}, m.token), post("/api/account/checkIn", {}, m.token), post("/api/account/checkIn", {}, m.token)]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await t.database.db.select().from(userCheckIn).where(eq(userCheckIn.user_id, m.id))).toHaveLength(1);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, m.id));
    expect(row?.score).toBe(10);
  });

  test("the streak counts consecutive days", { timeout: 30_000 }, async () => {
    const m = await newMember();
    const today = dayKey(now(), SHANGHAI);
    await t.database.db.insert(userCheckIn).values([
      { user_id: m.id, day: shiftDay(today, -1), score: 10, create_time: now() - 86_400 },
      { user_id: m.id, day: shiftDay(today, -2), score: 10, create_time: now() - 2 * 86_400 },
      { user_id: m.id, day: shiftDay(today, -4), score: 10, create_time: now() - 4 * 86_400 },
    ]);
    expect((await get("/api/account/checkIn", m.token)).data).toMatchObject({ checkedIn: false, streak: 2, total: 3 });
    expect((await post("/api/account/checkIn", {}, m.token)).data.status).toMatchObject({ checkedIn: true, streak: 3 });
    const week = (await get("/api/account/checkIn", m.token)).data.week as { day: string; checked: boolean }[];
    expect(week.map((d) => d.checked)).toEqual([false, false, true, false, true, true, true]);
  });

  test("0 points in the site configuration turns check-in off", { timeout: 30_000 }, async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: "0" }).where(eq(config.name, "check_in_score"));
      const m = await createMember(app);
      const tokens = await memberLogin(app, m.username, m.password);
      const body = await envelopeOf(await app.request("/api/account/checkIn", { method: "POST", headers: headersOf(tokens.token) }));
      expect(body).toMatchObject({ code: 0, msg: "Daily check-in is not available" });
      expect(await app.database.db.select().from(userCheckIn).where(and(eq(userCheckIn.user_id, m.id)))).toEqual([]);
    } finally {
      app.close();
    }
  });
});
