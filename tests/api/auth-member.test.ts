// Member sign-in and registration (spec §4, §5; reference §9.1, §9.3).
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { config, user } from "@db/schema";
import { codeFor } from "./support/codes";
import { createMember, memberLogin, withMember } from "./support/identity";
import { createTestApp, envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();

const checkIn = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("/api/user/checkIn", { method: "POST", json, headers: { "think-lang": "en", ...headers } }).then(envelopeOf);

describe("what the form needs", () => {
  test("GET checkIn tells the captcha switch and the registration methods", async () => {
    const body = await envelopeOf(await t.request("/api/user/checkIn"));
    expect(body).toMatchObject({ code: 1, data: { userLoginCaptchaSwitch: false, accountVerificationType: ["email", "mobile"] } });
  });
});

describe("registration", () => {
  test("every missing field reads 'Required'", async () => {
    const body = await checkIn({ tab: "register" });
    expect(body.code).toBe(0);
    expect(body.data.fields).toMatchObject({ username: "Required", password: "Required", registerType: "Required", captcha: "Required" });
  });

  test("the account and password rules are the spec's", async () => {
    const body = await checkIn({ tab: "register", username: "9lives", password: "abc", registerType: "email", email: "x@example.com" });
    expect(body.data.fields.username).toBe(
      "Please enter the correct account: 3 to 15 characters, starting with a letter, only letters, digits and underscore",
    );
    expect(body.data.fields.password).toBe("Please enter the correct password: 6 to 32 characters, without & < > \" '");
  });

  test("the chosen contact is required and must be well formed", async () => {
    expect((await checkIn({ tab: "register", username: "newbie1", password: "Secret-12", registerType: "email", captcha: "123456" })).data.fields).toEqual({
      email: "Required",
    });
    expect(
      (await checkIn({ tab: "register", username: "newbie1", password: "Secret-12", registerType: "mobile", mobile: "12345", captcha: "123456" })).data.fields,
    ).toEqual({ mobile: "Please enter the correct mobile number" });
  });

  test("registering by e-mail logs the new member in", async () => {
    const captcha = await codeFor(t, "email", "sanya@example.com", "user_register");
    const body = await checkIn({ tab: "register", username: "Sanya_Tourist", password: "Secret-12", registerType: "email", email: "sanya@example.com", captcha });
    expect(body.code).toBe(1);
    expect(body.msg).toBe("Registration succeeded!");
    expect(body.data.userInfo).toMatchObject({ username: "Sanya_Tourist", nickname: "Sanya_Tourist", email: "sanya@example.com", money: "0.00", score: 0 });
    expect(body.data.userInfo.token).toBeString();
    expect(body.data.routePath).toBe("/user");
    const index = await envelopeOf(await t.request("/api/index/index", withMember(body.data.userInfo.token)));
    expect(index.data.userInfo.username).toBe("Sanya_Tourist");
  });

  test("taken user names (any case), e-mails and mobiles are refused by field", async () => {
    await createMember(t, { username: "Haikou_Tourist", email: "haikou@example.com" });
    expect((await checkIn({ tab: "register", username: "haikou_tourist", password: "Secret-12", registerType: "email", email: "other@example.com", captcha: "123456" })).data.fields).toEqual({
      username: "This user name is already registered",
    });
    expect((await checkIn({ tab: "register", username: "another1", password: "Secret-12", registerType: "email", email: "HAIKOU@example.com", captcha: "123456" })).data.fields).toEqual({
      email: "This e-mail is already registered",
    });
    await createMember(t, { mobile: "13900000001" });
    expect((await checkIn({ tab: "register", username: "another2", password: "Secret-12", registerType: "mobile", mobile: "13900000001", captcha: "123456" })).data.fields).toEqual({
      mobile: "This mobile number is already registered",
    });
  });

  test("a method switched off in site config is refused", async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: '["email"]' }).where(eq(config.name, "account_verification"));
      const body = await envelopeOf(
        await app.request("/api/user/checkIn", { method: "POST", json: { tab: "register", username: "mob1", password: "Secret-12", registerType: "mobile", mobile: "13700000000", captcha: "123456" }, headers: { "think-lang": "en" } }),
      );
      expect(body).toMatchObject({ code: 0, msg: "Registration by mobile is not available" });
    } finally {
      app.close();
    }
  });

  test("an unknown tab is an unknown operation", async () => {
    expect(await checkIn({ tab: "hack" })).toMatchObject({ code: 0, msg: "Unknown operation" });
  });
});

describe("login", () => {
  test("by user name, e-mail or mobile number", async () => {
    const m = await createMember(t, { email: "login@example.com", mobile: "13800001111", money: 1234, score: 5 });
    for (const account of [m.username, "login@example.com", "13800001111"]) {
      const body = await checkIn({ tab: "login", username: account, password: m.password });
      expect(body.code).toBe(1);
      expect(body.data.userInfo).toMatchObject({ id: m.id, money: "12.34", score: 5 });
      for (const field of ["id", "username", "nickname", "email", "mobile", "avatar", "gender", "birthday", "money", "score", "last_login_time", "last_login_ip", "join_time", "motto", "token", "refresh_token"]) {
        expect(body.data.userInfo).toHaveProperty(field);
      }
    }
  });

  test("wrong password and unknown account read the same", async () => {
    const m = await createMember(t);
    const a = await checkIn({ tab: "login", username: m.username, password: "Wrong-pass1" });
    const b = await checkIn({ tab: "login", username: "ghost_member", password: "Wrong-pass1" });
    expect(a.msg).toBe("The user name or password is incorrect");
    expect(b.msg).toBe(a.msg);
  });

  test("a disabled member cannot log in", async () => {
    const m = await createMember(t, { status: "disable" });
    expect((await checkIn({ tab: "login", username: m.username, password: m.password })).msg).toBe("Account disabled");
  });

  test("members are locked after 10 failures too", async () => {
    const m = await createMember(t);
    for (let i = 0; i < 10; i++) await checkIn({ tab: "login", username: m.username, password: "Wrong-pass1" });
    expect((await checkIn({ tab: "login", username: m.username, password: m.password })).msg).toStartWith("Too many failed logins");
  });

  test("while logged in, checkIn answers 303 'logged in'", async () => {
    const m = await createMember(t);
    const tokens = await memberLogin(t, m.username, m.password);
    expect((await checkIn({ tab: "login", username: m.username, password: m.password }, { "ba-user-token": tokens.token })).code).toBe(303);
    expect((await envelopeOf(await t.request("/api/user/checkIn", withMember(tokens.token)))).data).toEqual({ type: "logged in" });
  });

  test("logout ends the login", async () => {
    const m = await createMember(t);
    const tokens = await memberLogin(t, m.username, m.password, true);
    const out = await envelopeOf(await t.request("/api/user/logout", { method: "POST", json: { refreshToken: tokens.refreshToken }, headers: { "ba-user-token": tokens.token } }));
    expect(out.code).toBe(1);
    const index = await envelopeOf(await t.request("/api/index/index", withMember(tokens.token)));
    expect(index.data.userInfo).toBeNull();
  });

  test("a closed member centre refuses sign-in", async () => {
    const app = await createTestApp();
    try {
      await app.database.db.update(config).set({ value: "0" }).where(eq(config.name, "open_member_center"));
      const body = await envelopeOf(await app.request("/api/user/checkIn", { headers: { "think-lang": "en" } }));
      expect(body).toMatchObject({ code: 0, msg: "Member center disabled" });
    } finally {
      app.close();
    }
  });
});

describe("member init", () => {
  test("visitors get the site config and no menus", async () => {
    const body = await envelopeOf(await t.request("/api/index/index"));
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ userInfo: null, menus: [], openMemberCenter: true });
    expect(body.data.site.siteName).toBe("海南省文化和旅游市场监管执法平台");
  });

  test("members get their info and the account menu tree", async () => {
    const m = await createMember(t);
    const tokens = await memberLogin(t, m.username, m.password);
    const body = await envelopeOf(await t.request("/api/index/index", withMember(tokens.token)));
    expect(body.data.userInfo.id).toBe(m.id);
    const account = body.data.menus.find((n: { name: string }) => n.name === "account");
    expect(account.children.map((c: { name: string }) => c.name)).toEqual([
      "account/overview",
      "account/profile",
      "account/changePassword",
      "account/integral",
      "account/balance",
      "account/checkIn",
    ]);
  });

  test("a member's stored password never leaves the server", async () => {
    const m = await createMember(t);
    const tokens = await memberLogin(t, m.username, m.password);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, m.id));
    const body = JSON.stringify(await envelopeOf(await t.request("/api/index/index", withMember(tokens.token))));
    expect(body).not.toContain(row?.password ?? "$argon2");
    expect(body).not.toContain("argon2");
  });
});
