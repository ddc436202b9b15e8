// The public pages as a visitor uses them: home, language switch, dark mode, unknown paths.
import { expect, test } from "@playwright/test";
import { SitePage } from "./pages/site-page";

test.describe("home page", () => {
  test("shows the configured site name and the three ways in", async ({ page }) => {
    const site = new SitePage(page);
    await site.open("/");
    await site.expectLang("zh-cn");
    await expect(page).toHaveTitle("首页 - 海南省文化和旅游市场监管执法平台");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("海南省文化和旅游市场监管执法平台");
    await expect(page.getByRole("link", { name: "管理员登录" })).toHaveAttribute("href", "/admin/login");
    await expect(page.getByRole("link", { name: "企业登录" })).toHaveAttribute("href", "/admin/newLogin");
    await expect(page.getByRole("link", { name: "会员登录" })).toHaveAttribute("href", "/user/login");
    await expect(page.getByText("琼ICP备00000000号")).toBeVisible();
  });

  test("switching to English reloads in English and the choice sticks", async ({ page }) => {
    const site = new SitePage(page);
    await site.open("/");
    await site.switchLanguage("English");
    await site.expectLang("en");
    await expect(page).toHaveTitle("Home - Hainan Culture and Tourism Market Supervision and Enforcement Platform");
    await expect(page.getByRole("link", { name: "Admin login" })).toBeVisible();
    await expect(site.languageButton("English")).toHaveAttribute("aria-pressed", "true");

    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    await site.open("/");
    await site.switchLanguage("中文");
    await site.expectLang("zh-cn");
    await expect(page.getByRole("link", { name: "管理员登录" })).toBeVisible();
  });

  test("the stored language is restored when the cookie is gone", async ({ page, context }) => {
    const site = new SitePage(page);
    await site.open("/");
    await site.switchLanguage("English");
    await context.clearCookies();
    await page.goto("/");
    await site.expectLang("en");
  });

  test("dark mode toggles, and stays on after a reload", async ({ page }) => {
    const site = new SitePage(page);
    await site.open("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await site.darkToggle().click();
    await expect(html).toHaveClass(/dark/);
    await expect(site.darkToggle()).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await site.darkToggle().click();
    await expect(html).not.toHaveClass(/dark/);
  });
});

test.describe("error pages", () => {
  test("an unknown path shows the 404 page; return home works", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("海南省文化和旅游市场监管执法平台");
  });

  test("back returns to the previous page", async ({ page }) => {
    await page.goto("/");
    await page.goto("/missing");
    await page.getByRole("button", { name: "返回上一页" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the 401 page tells the user to contact the administrator, in both languages", async ({ page, context }) => {
    await page.goto("/401");
    await expect(page.getByRole("heading", { name: "无访问权限" })).toBeVisible();
    await expect(page.getByText("请联系网站管理员")).toBeVisible();
    await context.addCookies([{ name: "think_lang", value: "en", url: page.url() }]);
    await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
    await page.goto("/401");
    await expect(page.getByRole("heading", { name: "No access permission" })).toBeVisible();
    await expect(page.getByText("Please contact the site administrator.")).toBeVisible();
  });
});
