// Pages and islands work under the Content-Security-Policy (issue 19, finding 11): every page
// below is served with the policy, no script, style or connection it needs is refused, and the
// islands come alive (the console's tabs, the member login form, the language switch).
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])), ...console];
}

test.describe("content security policy", () => {
  test("the home page, login pages and member pages load with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ["/", "/user/login", "/admin/login", "/admin/newLogin", "/user/retrievePassword", "/no-such-page"]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self'");
      await page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    }
    // Islands and page scripts run: the language switch works under the policy.
    await page.goto("/");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("link", { name: "Admin login" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("the console (one React island) signs in, opens lists and the dashboard with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    const console = await signInAsAdmin(page);
    await console.openMenu(/权限管理/, "管理员管理");
    await expect(console.table).toBeVisible();
    await page.goto("/admin/dashboard");
    await console.waitReady();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});
