// E-mail through a real SMTP server (smtp-server on a local port): the admin configures it on
// the configuration screen, codes arrive there (read from the delivered message, as a member
// would), the admin's test mail arrives, and a refused login is reported without keeping a code.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { subjectOf } from "../support/mail-text";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { mailFiles, sendEms } from "./support/codes";
import { adminLogin, withAdmin } from "./support/identity";
import { envelopeOf, useTestApp } from "./support/test-app";

const t = useTestApp();
let inbox: SmtpInbox;
let adminToken: string;

const asAdmin = () => ({ headers: { "think-lang": "en", ...withAdmin(adminToken).headers } });
const editConfig = (json: Record<string, unknown>) => t.request("/admin/routine.Config/edit", { method: "POST", json, ...asAdmin() }).then(envelopeOf);

beforeAll(async () => {
  inbox = await startSmtpInbox({ user: "mailer", pass: "Smtp-secret1" });
  adminToken = (await adminLogin(t)).token;
  const saved = await editConfig({
    smtp_server: "127.0.0.1",
    smtp_port: inbox.port,
    smtp_user: "mailer",
    smtp_pass: "Smtp-secret1",
    smtp_verification: "none",
    smtp_sender_mail: "noreply@hainan-tourism.example",
  });
  expect(saved.code, saved.msg).toBe(1);
});
afterAll(() => inbox.close());

describe("mail over SMTP", () => {
  test("the configuration screen no longer warns", async () => {
    const screen = await envelopeOf(await t.request("/admin/routine.Config/index", asAdmin()));
    expect(screen.data.mail).toMatchObject({ configured: true, warning: "" });
    const passwordRow = screen.data.list.mail.list.find((r: { name: string }) => r.name === "smtp_pass");
    expect(passwordRow).toMatchObject({ value: "", has_value: true });
  });

  test("a register code is delivered by SMTP, logged in as the configured user, and it works", async () => {
    const since = inbox.messages.length;
    const sent = await sendEms(t, { email: "Traveller@Example.com", event: "user_register" });
    expect(sent.code, sent.msg).toBe(1);
    const mail = await inbox.waitFor("traveller@example.com", { since });
    expect(mail.user).toBe("mailer");
    expect(mail.from).toBe("noreply@hainan-tourism.example");
    expect(mail.raw.replace(/\r\n[ \t]+/g, " ")).toContain("From: Hainan Culture and Tourism Market Supervision and Enforcement Platform <noreply@hainan-tourism.example>");
    expect(subjectOf(mail.raw)).toBe("Your registration code - Hainan Culture and Tourism Market Supervision and Enforcement Platform");
    expect(mail.raw).toContain("text/html");
    const code = await inbox.codeFor("traveller@example.com", { since });
    expect(mailFiles(t)).toEqual([]);

    const registered = await envelopeOf(
      await t.request("/api/user/checkIn", {
        method: "POST",
        json: { tab: "register", username: "traveller", password: "Secret-12", registerType: "email", email: "Traveller@Example.com", captcha: code },
        headers: { "think-lang": "en" },
      }),
    );
    expect(registered.code, registered.msg).toBe(1);
    expect(registered.data.userInfo.email).toBe("Traveller@Example.com");
  });

  test("the admin's test mail arrives, in the admin's language", async () => {
    const since = inbox.messages.length;
    const body = await envelopeOf(
      await t.request("/admin/routine.Config/sendTestMail", { method: "POST", json: { testMail: "ops@example.com" }, headers: { ...asAdmin().headers, "think-lang": "zh-cn" } }),
    );
    expect(body).toMatchObject({ code: 1, msg: "测试邮件已发送至 ops@example.com" });
    const mail = await inbox.waitFor("ops@example.com", { since });
    expect(subjectOf(mail.raw)).toBe("来自海南省文化和旅游市场监管执法平台的测试邮件");
    expect(mail.text).toContain("邮件配置正确");
  });

  test("unsaved settings can be tried; a wrong password is reported to the admin", async () => {
    const body = await envelopeOf(
      await t.request("/admin/routine.Config/sendTestMail", { method: "POST", json: { testMail: "ops@example.com", smtp_pass: "wrong-password" }, ...asAdmin() }),
    );
    expect(body.code).toBe(0);
    expect(body.msg).toStartWith("The test mail could not be sent: ");
  });

  test("when the server refuses, the member is told and no code is kept", async () => {
    expect((await editConfig({ smtp_pass: "no-longer-valid" })).code).toBe(1);
    const failed = await sendEms(t, { email: "refused@example.com", event: "user_register" });
    expect(failed).toMatchObject({ code: 0, msg: "The e-mail could not be sent; please try again later" });
    expect(await editConfig({ smtp_pass: "Smtp-secret1" })).toMatchObject({ code: 1 });
    const since = inbox.messages.length;
    const again = await sendEms(t, { email: "refused@example.com", event: "user_register" });
    expect(again.code, "sending again right away is allowed: the failed code was dropped").toBe(1);
    expect(await inbox.codeFor("refused@example.com", { since })).toMatch(/^\d{6}$/);
  });
});
