// Members sign in on /user/login: registering (with the click captcha) signs the new member
// in; logging in by user name works after logging out.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/login-page";

test("a visitor registers, is signed in, and can log in again", async ({ page }) => {
  const username = `m${Date.now().toString(36)}`.slice(0, 15);
  await page.goto("/user/login");
  await page.getByRole("tab", { name: "注册" }).click();
  const form = page.getByRole("tabpanel", { name: "注册" });
  await form.getByRole("button", { name: "注册" }).click();
  await expect(form.getByText("必填").first()).toBeVisible();
  await form.getByRole("textbox", { name: "用户名", exact: true }).fill("9bad");
  await form.getByRole("textbox", { name: "密码", exact: true }).fill("Member-pass1");
  await form.getByRole("textbox", { name: "电子邮箱" }).fill(`${username}@example.com`);
  await form.getByRole("button", { name: "注册" }).click();
  await expect(form.getByText(/请输入正确的账户名/)).toBeVisible();
  await form.getByRole("textbox", { name: "用户名", exact: true }).fill(username);
  await form.getByRole("button", { name: "注册" }).click();
  await new LoginPage(page).solveCaptcha();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("ba:userInfo") ?? "{}") as { id?: number; token?: string; username?: string });
  expect(stored.id).toBeGreaterThan(0);
  expect(stored.token).toBeTruthy();
  expect(stored.username).toBe(username);

  await page.evaluate(() => localStorage.removeItem("ba:userInfo"));
  await page.goto("/user/login");
  const login = page.getByRole("tabpanel", { name: "登录" });
  await login.getByRole("textbox", { name: "账户", exact: true }).fill(username);
  await login.getByRole("textbox", { name: "密码", exact: true }).fill("Member-pass1");
  await login.getByRole("button", { name: "登录" }).click();
  await new LoginPage(page).solveCaptcha();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  expect(await page.evaluate(() => Boolean(JSON.parse(localStorage.getItem("ba:userInfo") ?? "{}").token))).toBe(true);
});

test("the member login page works in English", async ({ page, context }) => {
  await context.addCookies([{ name: "think_lang", value: "en", url: "http://127.0.0.1" }]);
  await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
  await page.goto("/user/login");
  await expect(page.getByRole("heading", { name: "Member centre" })).toBeVisible();
  await page.getByRole("tabpanel", { name: "Log in" }).getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Required").first()).toBeVisible();
});
