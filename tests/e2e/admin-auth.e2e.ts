// Signing in to the back office as a person does: the click captcha (positions read from the
// database, never from the page), the page asked for before login, keep-login across an
// expired access token, logout, and a form that cannot be sent before its script has run.
import { expect, test, type Page } from "@playwright/test";
import { ConsolePage } from "./pages/console-page";
import { LoginPage } from "./pages/login-page";
import { ADMIN_PASSWORD, adminToken, signInAsAdmin } from "./support/admin";
import { latestCaptchaTargets } from "./support/e2e-db";

test("signs in with the click captcha and lands on the dashboard", async ({ page }) => {
  const console = await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(console.main.getByRole("heading", { level: 2, name: /Admin/ })).toBeVisible();
  await expect(page).toHaveTitle(/^控制台 - 海南省文化和旅游市场监管执法平台$/);
});

test("a click in the wrong place is refused and a new picture comes", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", ADMIN_PASSWORD, { captcha: false });
  const dialog = page.getByRole("dialog");
  const image = dialog.locator("img[data-image]");
  await expect(image).toBeVisible();
  const first = await image.getAttribute("src");
  // Two clicks well away from every target (positions from the database).
  const targets = await latestCaptchaTargets();
  const shown = await image.boundingBox();
  const wrong = [];
  for (let x = 20; x < 340 && wrong.length < 2; x += 25) {
    for (let y = 20; y < 190 && wrong.length < 2; y += 25) {
      if (targets.every((b) => x < b.x - 10 || x > b.x + b.width + 10 || y < b.y - 10 || y > b.y + b.height + 10)) wrong.push({ x, y });
    }
  }
  for (const point of wrong) await image.click({ position: { x: (point.x * (shown?.width ?? 350)) / 350, y: (point.y * (shown?.height ?? 200)) / 200 } });
  await expect(dialog.getByText("未点中正确区域，请重试！")).toBeVisible();
  await expect.poll(() => image.getAttribute("src")).not.toBe(first);
  await login.solveCaptcha();
  await new ConsolePage(page).waitReady();
});

test("wrong credentials show the server's message and keep the user on the form", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "not-the-password");
  await expect(page.getByText("用户名或密码不正确")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("the form explains missing fields before calling the server", async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByText("必填")).toHaveCount(2);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a page asked for before signing in opens after signing in", async ({ page }) => {
  await page.goto("/admin/auth/admin?quickSearch=admin");
  await expect(page).toHaveURL(/\/admin\/login\?to=/);
  const login = new LoginPage(page);
  await login.login("admin", ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/auth\/admin\?quickSearch=admin$/);
  await expect(new ConsolePage(page).tab("管理员管理")).toHaveAttribute("aria-selected", "true");
});

test("before its script has run, the form sends nothing: the password never lands in the address", async ({ page }) => {
  // The page as a slow connection first shows it: its scripts not loaded yet.
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/admin/login");
  const submit = page.getByRole("button", { name: "登录" });
  await expect(submit).toBeDisabled();
  await page.evaluate(() => document.addEventListener("submit", () => document.body.setAttribute("data-sent", ""), true));
  await page.getByLabel(/^用户名/).first().fill("admin");
  const password = page.getByLabel(/^密码/).first();
  await password.fill(ADMIN_PASSWORD);
  await password.press("Enter");
  await expect(submit).toBeDisabled();
  expect(await page.evaluate(() => document.body.hasAttribute("data-sent"))).toBe(false);
  expect(new URL(page.url()).search).toBe("");
});

test("logout ends the session", async ({ page }) => {
  await signInAsAdmin(page);
  const token = await adminToken(page);
  expect(await codeWith(page, token)).toBe(1);
  await page.getByRole("button", { name: "个人资料" }).click();
  await page.getByRole("menuitem", { name: "注销" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?to=/);
  // The server ended the login: the old token is refused, not just forgotten by the page.
  expect(await codeWith(page, token)).toBe(303);
});

/** The envelope code the admin init call answers with `token`. */
async function codeWith(page: Page, token: string): Promise<number> {
  const response = await page.request.get("/admin/index/index", { headers: { batoken: token, server: "1" } });
  return ((await response.json()) as { code: number }).code;
}

/**
 * The console is idle (its own first calls are done: the dashboard loads its data after it
 * shows) and then its access token expires; waits, generously, until the server says so (409).
 */
async function idleUntilAccessTokenExpires(page: Page) {
  await page.waitForLoadState("networkidle");
  const token = await adminToken(page);
  expect(await codeWith(page, token), "the console finished loading before its token expired").toBe(1);
  await expect.poll(() => codeWith(page, token), { timeout: 45_000, intervals: [250] }).toBe(409);
}

test.describe("keep-login", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_SHORT_PORT}` });

  test("renews an expired access token silently and keeps working", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.login("admin", ADMIN_PASSWORD, { keep: true, captcha: false });
    const console = new ConsolePage(page);
    await console.waitReady();
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem("ba:adminInfo") ?? "{}").token as string);
    // Access tokens of this server live 15 seconds: wait until the server says this one expired.
    await idleUntilAccessTokenExpires(page);
    await console.openMenu("权限管理", "管理员管理");
    await expect(console.rows().filter({ hasText: "admin" }).first()).toBeVisible();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem("ba:adminInfo") ?? "{}").token as string);
    expect(after).not.toBe(before);
    await expect(page).toHaveURL(/\/admin\/auth\/admin$/);
  });

  test("without keep-login an expired access token sends the user back to login", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.login("admin", ADMIN_PASSWORD, { captcha: false });
    const console = new ConsolePage(page);
    await console.waitReady();
    await idleUntilAccessTokenExpires(page);
    // Still on the console: only the click below meets the expired token.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await console.openMenu("权限管理", "管理员管理");
    await expect(page).toHaveURL(/\/admin\/login\?to=%2Fadmin%2Fauth%2Fadmin$/);
  });
});
