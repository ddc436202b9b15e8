// The member login page: field errors on the register form before any call, and the page in
// English. Registering by code and logging in are walked in member-centre.e2e.ts.
import { expect, test } from "@playwright/test";

test("the register form names each wrong field before anything is sent", async ({ page }) => {
  await page.goto("/user/login");
  await page.getByRole("tab", { name: "注册" }).click();
  const form = page.getByRole("tabpanel", { name: "注册" });
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/")) posted = true;
  });
  await form.getByRole("button", { name: "注册" }).click();
  await expect(form.getByText("必填").first()).toBeVisible();
  await form.getByRole("textbox", { name: "用户名", exact: true }).fill("9bad");
  await form.getByRole("textbox", { name: "密码", exact: true }).fill("Member-pass1");
  await form.getByRole("textbox", { name: "电子邮箱" }).fill("someone@example.com");
  await form.getByRole("button", { name: "注册" }).click();
  await expect(form.getByText(/请输入正确的账户名/)).toBeVisible();
  expect(posted).toBe(false);
});

test("before its script has run, neither form can be sent the browser's way (a GET with the password)", async ({ page }) => {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/user/login");
  await expect(page.locator("form[data-login] button[type=submit]")).toBeDisabled();
  await expect(page.locator("form[data-register] button[type=submit]")).toBeDisabled();
  const password = page.locator("form[data-login] input[type=password]");
  await password.fill("Member-pass1");
  await password.press("Enter");
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator("form[data-login] button[type=submit]")).toBeDisabled();
});

test("the member login page works in English", async ({ page, context }) => {
  await context.addCookies([{ name: "think_lang", value: "en", url: "http://127.0.0.1" }]);
  await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
  await page.goto("/user/login");
  await expect(page.getByRole("heading", { name: "Member centre" })).toBeVisible();
  await page.getByRole("tabpanel", { name: "Log in" }).getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Required").first()).toBeVisible();
});
