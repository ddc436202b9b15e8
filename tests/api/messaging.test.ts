// Codes by e-mail and SMS (spec §7 Ems/Sms send; reference §8.2, fixed): events and their
// rules, rate limits per address and per IP, the click captcha, hashing, single use, expiry,
// attempts, the .eml fallback and the SMS log, and the admin's view of both.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { desc, eq } from "drizzle-orm";
import { config, smsLog, verificationCode } from "@db/schema";
import { CODE_MAX_ATTEMPTS } from "@server/messaging/codes";
import { plainTextOf, subjectOf } from "../support/mail-text";
import { solvedCaptcha } from "./support/captcha";
import { codeFor, latestMailFile, mailedCode, mailFiles, sendEms, sendSms, smsCode } from "./support/codes";
import { adminLogin, createMember, memberLogin, withAdmin } from "./support/identity";
import { createTestApp, envelopeOf, type TestApp, useTestApp } from "./support/test-app";

const t = useTestApp();

const register = (app: TestApp, json: Record<string, unknown>) =>
  app.request("/api/user/checkIn", { method: "POST", json: { tab: "register", password: "Secret-12", ...json }, headers: { "think-lang": "en" } }).then(envelopeOf);

/** Moves every code of an address back in time, as if `seconds` had passed. */
async function age(app: TestApp, target: string, seconds: number) {
  const rows = await app.database.db.select().from(verificationCode).where(eq(verificationCode.target, target));
  for (const row of rows) {
    await app.database.db
      .update(verificationCode)
      .set({ create_time: row.create_time - seconds, expire_time: row.expire_time - seconds })
      .where(eq(verificationCode.id, row.id));
  }
}

describe("sending a code by e-mail", () => {
  test("a register code goes out in the caller's language and is stored only as a hash", async () => {
    const body = await sendEms(t, { email: "first@example.com", event: "user_register" });
    expect(body).toMatchObject({ code: 1, msg: "The verification code has been sent" });
    const raw = latestMailFile(t, "first@example.com");
    expect(subjectOf(raw)).toBe("Your registration code - Hainan Culture and Tourism Market Supervision and Enforcement Platform");
    const code = mailedCode(t, "first@example.com");
    expect(code).toMatch(/^\d{6}$/);
    expect(plainTextOf(raw)).toContain("valid for 10 minutes");
    const [row] = await t.database.db.select().from(verificationCode).where(eq(verificationCode.target, "first@example.com"));
    expect(row).toMatchObject({ channel: "email", event: "user_register", attempts: 0, used_time: null });
    expect(row?.expire_time).toBe((row?.create_time ?? 0) + 600);
    expect(row?.send_time).toBeNumber();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);

    await sendEms(t, { email: "zh@example.com", event: "user_register" }, { "think-lang": "zh-cn" });
    expect(subjectOf(latestMailFile(t, "zh@example.com"))).toBe("您的注册验证码 - 海南省文化和旅游市场监管执法平台");
    expect(plainTextOf(latestMailFile(t, "zh@example.com"))).toContain("分钟内有效");
  });

  test("one code per address a minute, ten a day", async () => {
    expect((await sendEms(t, { email: "often@example.com", event: "user_register" })).code).toBe(1);
    const again = await sendEms(t, { email: "often@example.com", event: "user_register" });
    expect(again.code).toBe(0);
    expect(again.msg).toMatch(/^A code was sent to this address moments ago; please wait \d+ seconds/);
    for (let i = 1; i < 10; i++) {
      await age(t, "often@example.com", 61);
      expect((await sendEms(t, { email: "often@example.com", event: "user_register" })).code).toBe(1);
    }
    await age(t, "often@example.com", 61);
    expect(await sendEms(t, { email: "often@example.com", event: "user_register" })).toMatchObject({
      code: 0,
      msg: "Too many codes were sent to this address today; please try again tomorrow",
    });
  });

  test("per-IP limit on code sending", async () => {
    const app = await createTestApp({ CODE_RATE_LIMIT: "2" });
    try {
      expect((await sendEms(app, { email: "ip1@example.com", event: "user_register" })).code).toBe(1);
      expect((await sendEms(app, { email: "ip2@example.com", event: "user_register" })).code).toBe(1);
      expect((await sendEms(app, { email: "ip3@example.com", event: "user_register" })).msg).toMatch(/^Too many attempts from your network address/);
    } finally {
      app.close();
    }
  });

  test("bad input: unknown event, malformed address", async () => {
    expect(await sendEms(t, { email: "x@example.com", event: "steal_account" })).toMatchObject({ code: 0, msg: "Unknown code event" });
    expect(await sendEms(t, { email: "x@example.com", event: "user_change_mobile" })).toMatchObject({ code: 0, msg: "Unknown code event" });
    const bad = await sendEms(t, { email: "not-an-address", event: "user_register" });
    expect(bad.data.fields).toEqual({ email: "Please enter the correct email" });
  });

  test("each event's rule: register free, retrieve answers alike (recovery.test.ts), change needs login, verify own", async () => {
    const m = await createMember(t, { email: "owner@example.com" });
    expect((await sendEms(t, { email: "OWNER@example.com", event: "user_register" })).data.fields).toEqual({ email: "This e-mail is already registered" });
    expect((await sendEms(t, { email: "owner@example.com", event: "user_retrieve_pwd" })).code).toBe(1);

    const change = await sendEms(t, { email: "fresh@example.com", event: "user_change_email" });
    expect(change).toMatchObject({ code: 303, data: { type: "need login" } });
    const other = await createMember(t, { email: "other-owner@example.com" });
    const tokens = await memberLogin(t, other.username, other.password);
    const asOther = { "ba-user-token": tokens.token };
    await age(t, "owner@example.com", 61);
    expect((await sendEms(t, { email: "owner@example.com", event: "user_email_verify" }, asOther)).data.fields).toEqual({
      email: "This is not the e-mail address of your account",
    });
    expect((await sendEms(t, { email: "owner@example.com", event: "user_change_email" }, asOther)).data.fields).toEqual({ email: "This e-mail is already registered" });
    expect((await sendEms(t, { email: "other-owner@example.com", event: "user_change_email" }, asOther)).data.fields).toEqual({
      email: "This is already the one on your account",
    });
    expect((await sendEms(t, { email: "other-owner@example.com", event: "user_email_verify" }, asOther)).code).toBe(1);
    expect((await sendEms(t, { email: "fresh@example.com", event: "user_change_email" }, asOther)).code).toBe(1);
    expect(m.id).toBeGreaterThan(0);
  });

  test("registration and recovery by a channel the site switched off are refused", async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: '["email"]' }).where(eq(config.name, "account_verification"));
      expect(await sendSms(app, { mobile: "13711112222", template_code: "user_register" })).toMatchObject({ code: 0, msg: "Registration by mobile is not available" });
      expect(await sendSms(app, { mobile: "13711112222", template_code: "user_retrieve_pwd" })).toMatchObject({ code: 0, msg: "Recovery by mobile is not available" });
      expect((await sendSms(app, { mobile: "13711112222", template_code: "user_register" }, { "think-lang": "zh-cn" })).msg).toBe("暂不支持通过手机号注册");
    } finally {
      app.close();
    }
  });

  test("a closed member centre sends no codes", async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: "0" }).where(eq(config.name, "open_member_center"));
      expect(await sendEms(app, { email: "closed@example.com", event: "user_register" })).toMatchObject({ code: 0, msg: "Member center disabled" });
    } finally {
      app.close();
    }
  });
});

describe("the click captcha before sending", () => {
  const c = useTestApp({ CAPTCHA: "on" });

  test("is required while the site switch is on, and is used up", async () => {
    expect(await sendEms(c, { email: "cap@example.com", event: "user_register" })).toMatchObject({ code: 0, msg: "Please complete the click captcha first" });
    expect(await sendEms(c, { email: "cap@example.com", event: "user_register", captchaId: "abcdefgh12", captchaInfo: "1,1-2,2;350;200" })).toMatchObject({
      code: 0,
      msg: "The correct area is not clicked, please try again!",
    });
    const solved = await solvedCaptcha(c);
    expect((await sendEms(c, { email: "cap@example.com", event: "user_register", ...solved })).code).toBe(1);
    expect((await sendEms(c, { email: "cap2@example.com", event: "user_register", ...solved })).msg).toBe("The correct area is not clicked, please try again!");
  });

  test("may come inside extras, as the spec's client sends it", async () => {
    const solved = await solvedCaptcha(c);
    expect((await sendSms(c, { mobile: "13600001111", template_code: "user_register", extras: solved })).code).toBe(1);
  });

  test("is not asked for when the site switches it off", async () => {
    const fresh = await createTestApp({ CAPTCHA: "on" });
    try {
      await fresh.database.db.update(config).set({ value: "0" }).where(eq(config.name, "user_login_captcha"));
      expect((await sendEms(fresh, { email: "nocap@example.com", event: "user_register" })).code).toBe(1);
    } finally {
      fresh.close();
    }
  });
});

describe("checking a code", () => {
  test("a wrong code counts an attempt; five wrong ones kill the code", async () => {
    const code = await codeFor(t, "email", "tries@example.com", "user_register");
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await register(t, { username: "tries1", registerType: "email", email: "tries@example.com", captcha: wrong });
    expect(first).toMatchObject({ code: 0, msg: "Verification code: The verification code is incorrect (4 attempts left)" });
    expect(first.data.fields).toEqual({ captcha: "The verification code is incorrect (4 attempts left)" });
    for (let i = 2; i < CODE_MAX_ATTEMPTS; i++) await register(t, { username: "tries1", registerType: "email", email: "tries@example.com", captcha: wrong });
    const last = await register(t, { username: "tries1", registerType: "email", email: "tries@example.com", captcha: wrong });
    expect(last.data.fields.captcha).toBe("Too many wrong attempts; please get a new verification code");
    const right = await register(t, { username: "tries1", registerType: "email", email: "tries@example.com", captcha: code });
    expect(right.data.fields.captcha).toBe("Too many wrong attempts; please get a new verification code");
  });

  test("an expired code is refused", async () => {
    const code = await codeFor(t, "email", "late@example.com", "user_register");
    await age(t, "late@example.com", 601);
    const body = await register(t, { username: "late1", registerType: "email", email: "late@example.com", captcha: code });
    expect(body.data.fields).toEqual({ captcha: "The verification code has expired; please get a new one" });
  });

  test("a code works once", async () => {
    const m = await createMember(t, { email: "once@example.com" });
    const code = await codeFor(t, "email", "once@example.com", "user_retrieve_pwd");
    const retrieve = (password: string) =>
      t
        .request("/api/account/retrievePassword", { method: "POST", json: { type: "email", account: "once@example.com", captcha: code, password }, headers: { "think-lang": "en" } })
        .then(envelopeOf);
    expect((await retrieve("Brand-new1")).code).toBe(1);
    expect((await retrieve("Brand-new2")).data.fields).toEqual({ captcha: "This verification code has already been used; please get a new one" });
    expect(m.id).toBeGreaterThan(0);
  });

  test("a code is bound to its address and event; a newer code replaces the older", async () => {
    const code = await codeFor(t, "email", "bound@example.com", "user_register");
    const elsewhere = await register(t, { username: "bound1", registerType: "email", email: "bound2@example.com", captcha: code });
    expect(elsewhere.data.fields).toEqual({ captcha: "Please get a verification code first" });
    await age(t, "bound@example.com", 61);
    const newer = await codeFor(t, "email", "bound@example.com", "user_register");
    if (newer !== code) {
      const old = await register(t, { username: "bound1", registerType: "email", email: "bound@example.com", captcha: code });
      expect(old.data.fields.captcha).toMatch(/^The verification code is incorrect/);
    }
    const ok = await register(t, { username: "bound1", registerType: "email", email: "bound@example.com", captcha: newer });
    expect(ok.code, ok.msg).toBe(1);
  });

  test("registration by mobile takes the code from the SMS", async () => {
    const code = await codeFor(t, "mobile", "13512345678", "user_register");
    const body = await register(t, { username: "mobile_fan", registerType: "mobile", mobile: "13512345678", captcha: code });
    expect(body.code).toBe(1);
    expect(body.data.userInfo).toMatchObject({ mobile: "13512345678", email: "" });
  });
});

describe("SMS", () => {
  test("the default driver keeps the message in the SMS log, which admins read", async () => {
    const body = await sendSms(t, { mobile: "13800138000", template_code: "user_register" }, { "think-lang": "zh-cn" });
    expect(body).toMatchObject({ code: 1, msg: "验证码已发送" });
    const [row] = await t.database.db.select().from(smsLog).where(eq(smsLog.mobile, "13800138000")).orderBy(desc(smsLog.id));
    expect(row).toMatchObject({ template_code: "user_register", driver: "log", status: "sent", error: "" });
    expect(row?.content).toStartWith("【海南省文化和旅游市场监管执法平台】");
    expect(row?.content).toContain(await smsCode(t, "13800138000"));

    const admin = await adminLogin(t);
    const list = await envelopeOf(await t.request("/admin/routine.SmsLog/index?quickSearch=13800138000", withAdmin(admin.token)));
    expect(list.code).toBe(1);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ mobile: "138****8000", template_code: "user_register", status: "sent" });
    const add = await envelopeOf(await t.request("/admin/routine.SmsLog/add", { method: "POST", json: { mobile: "1" }, ...withAdmin(admin.token) }));
    expect(add.code).toBe(0);
  });

  test("a driver that fails: the member is told, the log says why, the code is not kept", async () => {
    let fail = true;
    const flaky = { name: "provider", deliver: async () => (fail ? Promise.reject(new Error("provider said no")) : undefined) };
    const app = await createTestApp({}, { smsDriver: flaky });
    try {
      const body = await sendSms(app, { mobile: "13900139000", template_code: "user_register" });
      expect(body).toMatchObject({ code: 0, msg: "The SMS could not be sent; please try again later" });
      const [row] = await app.database.db.select().from(smsLog).where(eq(smsLog.mobile, "13900139000"));
      expect(row).toMatchObject({ driver: "provider", status: "failed", error: "provider said no" });
      expect(await app.database.db.select().from(verificationCode).where(eq(verificationCode.target, "13900139000"))).toEqual([]);
      fail = false;
      expect((await sendSms(app, { mobile: "13900139000", template_code: "user_register" })).code).toBe(1);
    } finally {
      app.close();
    }
  });
});

describe("mail without an SMTP server", () => {
  test("messages are written to DATA_DIR/mail/*.eml and the admin is warned", async () => {
    const before = mailFiles(t).length;
    await sendEms(t, { email: "fallback@example.com", event: "user_register" });
    const files = mailFiles(t);
    expect(files.length).toBe(before + 1);
    expect(readFileSync(files.at(-1) ?? "", "utf8")).toContain("To: fallback@example.com");

    const admin = await adminLogin(t);
    const screen = await envelopeOf(await t.request("/admin/routine.Config/index", { headers: { "think-lang": "en", ...withAdmin(admin.token).headers } }));
    expect(screen.data.mail.configured).toBe(false);
    expect(screen.data.mail.warning).toStartWith("No SMTP server is configured: e-mails (verification codes included) are written to ");
    expect(screen.data.mail.warning).toContain("mail/*.eml");
    const init = await envelopeOf(await t.request("/admin/index/index", withAdmin(admin.token)));
    expect(init.data.mail.warning).toContain("mail/*.eml");

    const test = await envelopeOf(
      await t.request("/admin/routine.Config/sendTestMail", { method: "POST", json: { testMail: "ops@example.com" }, headers: { "think-lang": "en", ...withAdmin(admin.token).headers } }),
    );
    expect(test.code).toBe(1);
    expect(test.msg).toStartWith("No SMTP server is configured, so the test mail was saved to ");
    expect(subjectOf(latestMailFile(t, "ops@example.com"))).toBe("Test mail from Hainan Culture and Tourism Market Supervision and Enforcement Platform");
  });

  test("sendTestMail checks its input and needs its permission node", async () => {
    const admin = await adminLogin(t);
    const bad = await envelopeOf(await t.request("/admin/routine.Config/sendTestMail", { method: "POST", json: { testMail: "nope" }, headers: { "think-lang": "en", ...withAdmin(admin.token).headers } }));
    expect(bad.data.fields).toEqual({ testMail: "Please enter the correct email" });
    const anonymous = await envelopeOf(await t.request("/admin/routine.Config/sendTestMail", { method: "POST", json: { testMail: "a@example.com" }, headers: { server: "1" } }));
    expect(anonymous.code).toBe(303);
  });
});
