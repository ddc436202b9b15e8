// Password recovery answers alike for known and unknown accounts (issue 19, finding 9): asking
// for a recovery code for an unknown address answered "account does not exist" and for a known
// one "code sent", by e-mail and by SMS, so anyone could list who is registered.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { pinClock, releaseClock } from "./support/clock";
import { createMember } from "./support/identity";
import { codeFor, mailFiles, sendEms, sendSms } from "./support/codes";
import { createTestApp, envelopeOf, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shape = (body: { code: number; msg: string; data: unknown }) => ({ code: body.code, msg: body.msg, data: body.data });

describe("recovery codes", () => {
  afterEach(() => releaseClock());
  test("by e-mail: the same answer for a registered and an unknown address; only the registered one gets mail", async () => {
    pinClock(Math.floor(Date.now() / 1000));
    await createMember(t, { email: "known@example.com" });
    const known = await sendEms(t, { email: "known@example.com", event: "user_retrieve_pwd" });
    const unknown = await sendEms(t, { email: "stranger@example.com", event: "user_retrieve_pwd" });
    expect(shape(unknown)).toEqual(shape(known));
    expect(known).toMatchObject({ code: 1, msg: "If an account is registered with this address, a code has been sent to it" });
    // Asking again at once is limited alike too (the clock is pinned: both are told the same
    // number of seconds to wait even on a slow machine).
    expect(shape(await sendEms(t, { email: "stranger@example.com", event: "user_retrieve_pwd" }))).toEqual(shape(await sendEms(t, { email: "known@example.com", event: "user_retrieve_pwd" })));
    releaseClock();
    await Bun.sleep(300);
    expect(mailFiles(t).some((f) => f.includes("stranger"))).toBe(false);
  });

  test("by SMS: the same answer for a registered and an unknown number", async () => {
    await createMember(t, { mobile: "13766667777" });
    const known = await sendSms(t, { mobile: "13766667777", template_code: "user_retrieve_pwd" });
    const unknown = await sendSms(t, { mobile: "13766668888", template_code: "user_retrieve_pwd" });
    expect(shape(unknown)).toEqual(shape(known));
    expect(known.code).toBe(1);
  });

  test("resetting: an unknown address answers as a registered one given a wrong code", async () => {
    await createMember(t, { email: "reset-known@example.com" });
    await codeFor(t, "email", "reset-known@example.com", "user_retrieve_pwd");
    await sendEms(t, { email: "reset-ghost@example.com", event: "user_retrieve_pwd" });
    const attempt = async (account: string) =>
      envelopeOf(await t.request("/api/account/retrievePassword", { method: "POST", json: { type: "email", account, captcha: "000000", password: "New-pass-77" }, headers: { "think-lang": "en" } }));
    const knownAnswer = await attempt("reset-known@example.com");
    const ghostAnswer = await attempt("reset-ghost@example.com");
    expect(shape(ghostAnswer)).toEqual(shape(knownAnswer));
    expect(knownAnswer.code).toBe(0);
  });
});
