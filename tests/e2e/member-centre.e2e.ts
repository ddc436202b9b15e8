// A new member's first days, in the browser, against the real server: register by e-mail with
// the code delivered to a real SMTP server (smtp-server, configured by the admin through the
// configuration screen's API), log in, look around in both languages, edit the profile with an
// avatar, change the password, check in and find the points in the score log, recover a
// forgotten password, and log out. The click captcha stays on and is solved like a person would.
import { Resvg } from "@resvg/resvg-js";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { subjectOf } from "../support/mail-text";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { MemberCentre, MemberLoginPage, RetrievePasswordPage } from "./pages/member-pages";
import { SitePage } from "./pages/site-page";
import { solveCaptchaAfter } from "./support/captcha";
import { saveSiteConfig } from "./support/admin-api";
import { ageCodes, codeSentJustNow } from "./support/e2e-db";
import { adminApiOf } from "./support/fixtures";

test.describe.configure({ mode: "serial" });

const username = `tourist${Date.now().toString(36).slice(-7)}`;
const email = `${username}@example.com`;
const firstPassword = "Coconut-Isle1";
const secondPassword = "Coconut-Isle2";
const recoveredPassword = "Coconut-Isle3";

let inbox: SmtpInbox;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
/** The mail settings before this spec, put back after it (other specs must not mail a closed inbox). */
let mailSettings: Record<string, unknown> | undefined;

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  inbox = await startSmtpInbox();
  const { baseURL, locale } = testInfo.project.use;
  api = await playwright.request.newContext({ baseURL });
  const smtp = { smtp_server: "127.0.0.1", smtp_port: inbox.port, smtp_user: "", smtp_verification: "none", smtp_sender_mail: "noreply@hainan-tourism.example" };
  mailSettings = await adminApiOf(api).settings(Object.keys(smtp));
  await saveSiteConfig(api, smtp);
  context = await browser.newContext({ baseURL, locale });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  // The spec's member and mail settings go, whichever tests passed.
  try {
    const admin = adminApiOf(api);
    if (mailSettings) await admin.ok("POST", "/admin/routine.Config/edit", mailSettings);
    await admin.deleteFound("user.User", username, (row) => row.username === username);
  } finally {
    await api?.dispose();
    await inbox?.close();
  }
});

test("registers by e-mail with the code from the mail", async () => {
  const login = new MemberLoginPage(page);
  await login.open();
  const since = inbox.messages.length;
  await login.startRegistration(username, firstPassword, email);
  const mail = await inbox.waitFor(email, { since });
  expect(subjectOf(mail.raw)).toBe("您的注册验证码 - 海南省文化和旅游市场监管执法平台");
  await login.finishRegistration(await inbox.codeFor(email, { since }));

  const centre = new MemberCentre(page);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  await expect(centre.heading()).toHaveText("账户概览");
  await expect(centre.greeting()).toContainText(username);
  await expect(page.locator('[data-stat="money"]')).toHaveText("0.00");
  await expect(centre.menu().getByRole("link", { name: "账户概览" })).toHaveAttribute("aria-current", "page");
});

test("logs out, and logs in again with the click captcha", async () => {
  const centre = new MemberCentre(page);
  await centre.logout();
  await new MemberLoginPage(page).login(username, firstPassword);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  await expect(centre.greeting()).toContainText(username);
});

test("an unknown member path goes through the loading page to 404; /user opens the centre", async () => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto("/user/no-such-page?from=e2e");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  const loading = visited.map((u) => new URL(u).pathname).find((p) => p.startsWith("/user/loading/"));
  expect(JSON.parse(decodeURIComponent(loading?.slice("/user/loading/".length) ?? "{}"))).toEqual({ path: "/user/no-such-page", query: { from: "e2e" } });

  await page.goto("/user");
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
});

test("the member centre in English and in the dark", async () => {
  const site = new SitePage(page);
  await site.switchLanguage("English");
  await site.expectLang("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await expect(page.getByRole("navigation", { name: "Member menu" }).getByRole("link", { name: "Daily check-in" })).toBeVisible();
  await expect(page.locator("header [data-greeting]")).toContainText(username);
  await site.darkToggle().click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await site.darkToggle().click();
  await site.switchLanguage("中文");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("账户概览");
});

test("edits the profile with an avatar", async () => {
  const centre = new MemberCentre(page);
  await centre.go("个人资料");
  await expect(centre.heading()).toHaveText("个人资料");
  const form = page.locator("form[data-profile]");
  await expect(form.getByRole("textbox", { name: "昵称", exact: true })).toHaveValue(username);

  const png = Buffer.from(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#0891b2"/><circle cx="48" cy="40" r="18" fill="#fde68a"/></svg>').render().asPng());
  await form.locator("[data-avatar-file]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("头像已上传，保存后生效。")).toBeVisible();
  await expect(form.locator("[data-avatar-preview] img")).toHaveAttribute("src", /^\/storage\/avatar\/\d{8}\/[0-9a-f]{40}\.png$/);

  await form.getByRole("textbox", { name: "昵称", exact: true }).fill("椰林游客");
  await form.getByRole("radio", { name: "女" }).check();
  await form.getByLabel("生日").fill("1995-06-01");
  await form.getByRole("textbox", { name: "签名", exact: true }).fill("山海之间，椰风海韵");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("资料已保存")).toBeVisible();
  await expect(centre.greeting()).toContainText("椰林游客");
  await expect(page.locator("header [data-member-avatar] img")).toHaveAttribute("src", /^\/storage\/avatar\//);

  await page.reload();
  await expect(form.getByRole("textbox", { name: "昵称", exact: true })).toHaveValue("椰林游客");
  await expect(form.getByRole("radio", { name: "女" })).toBeChecked();
  await expect(form.getByLabel("生日")).toHaveValue("1995-06-01");
  await expect(page.locator('[data-contact-value="email"]')).toHaveText(email);
});

test("changes the password", async () => {
  const centre = new MemberCentre(page);
  await centre.go("修改密码");
  const form = page.locator("form[data-change-password]");
  await form.getByRole("textbox", { name: "旧密码", exact: true }).fill("Not-the-password1");
  await form.getByRole("textbox", { name: "新密码", exact: true }).fill(secondPassword);
  await form.getByRole("textbox", { name: "再次输入新密码", exact: true }).fill(secondPassword);
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(form.getByText("旧密码错误")).toBeVisible();

  await form.getByRole("textbox", { name: "旧密码", exact: true }).fill(firstPassword);
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByText("密码已修改，您在其他地方的登录已退出")).toBeVisible();
  await centre.go("账户概览");
  await expect(centre.heading()).toHaveText("账户概览");
});

test("checks in and finds the points in the score log", async () => {
  const centre = new MemberCentre(page);
  await centre.go("每日签到");
  await expect(page.getByText("每天 +10 积分")).toBeVisible();
  await page.getByRole("button", { name: "立即签到" }).click();
  await expect(page.getByText("签到成功：积分 +10")).toBeVisible();
  await expect(page.getByRole("button", { name: "今日已签到" })).toBeDisabled();
  await expect(page.locator("[data-streak]")).toHaveText("1");

  await centre.go("积分记录");
  const first = page.locator("[data-rows] tr").first();
  await expect(first).toContainText("每日签到");
  await expect(first).toContainText("+10");
  await expect(page.getByText("第 1 / 1 页 · 共 1 条")).toBeVisible();
});

test("recovers a forgotten password, then logs out", async () => {
  const centre = new MemberCentre(page);
  await centre.logout();
  // The page's clock is the test's from here: the resend countdown is run through, not waited out.
  await page.clock.install();
  await page.getByRole("link", { name: "忘记密码？" }).click();
  await expect(page).toHaveURL(/\/user\/retrievePassword$/);
  await expect(page.getByRole("heading", { name: "找回密码" })).toBeVisible();

  // One code per address a minute: the registration's code went out moments ago.
  await codeSentJustNow(email);
  const retrieve = new RetrievePasswordPage(page);
  const button = retrieve.sendButton();
  await retrieve.requestCode(email);
  await expect(page.getByText(/^刚刚已向该地址发送过验证码，请 \d+ 秒后再试$/)).toBeVisible();
  await expect(button).toHaveText(/重新发送（\d+ 秒）/);
  await expect(button).toBeDisabled();
  // A minute later (on the server's records and on the page's clock) the member asks again.
  await ageCodes(email, 61);
  await page.clock.runFor(61_000);
  await expect(button).toBeEnabled();
  const since = inbox.messages.length;
  await solveCaptchaAfter(page, () => button.click());
  await expect(page.getByText("验证码已发送")).toBeVisible();
  await retrieve.reset(await inbox.codeFor(email, { since }), recoveredPassword);
  await expect(page.getByText("密码已重置，请使用新密码登录")).toBeVisible();

  await page.getByRole("link", { name: "返回登录" }).click();
  const login = new MemberLoginPage(page);
  await login.login(username, recoveredPassword);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  await expect(centre.greeting()).toContainText("椰林游客");
  await centre.logout();
  await page.goto("/user/account/profile");
  await expect(page).toHaveURL(/\/user\/login\?to=%2Fuser%2Faccount%2Fprofile$/);
});
