// The travel agency dashboard as a supervisor uses it, in both languages: every panel draws
// its chart; a bar (reached by keyboard through the panel's figures) opens the list behind it,
// holding as many rows as the bar counts.
import { expect, test } from "@playwright/test";
import { signInAsDemo } from "./support/sign-in";

test("the agency dashboard draws its charts, and a bar opens the guides it counts", async ({ page }) => {
  const console = await signInAsDemo(page);
  await console.openMenu("旅行社", "旅行社看板");
  for (const panel of ["按业务范围", "按市县", "各旅行社持证导游数（前 10）", "信用等级分布", "已到期及 90 日内到期的许可证和保证金", "近 12 个月签约合同数（前 10）", "近 12 个月签约游客人数（前 10）", "近 12 个月每千名游客投诉数（前 10）"]) {
    await expect(page.getByRole("region", { name: panel }).locator("canvas")).toBeVisible();
  }
  await expect(page.locator('[data-figure="total"]')).toHaveText(/^\d+$/);
  const guides = page.getByRole("region", { name: "各旅行社持证导游数（前 10）" });
  const first = guides.getByRole("link").first();
  const [, count] = /: (\d+)$/.exec((await first.textContent()) ?? "") ?? [];
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/guide\/guide\?.*agency_id/);
  await expect(console.rows()).toHaveCount(Number(count));
});

test("in English too, with the cities named as cities and counties", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
  const console = await signInAsDemo(page);
  await console.openMenu("Travel agencies", "Travel agency dashboard");
  const cities = page.getByRole("region", { name: "Agencies by city and county" });
  await expect(cities.locator("canvas")).toBeVisible();
  await expect(cities.getByRole("link", { name: /^Sanya: \d+$/ })).toHaveCount(1);
  await expect(cities.getByRole("link", { name: /County: \d+$/ }).first()).toBeAttached();
  await expect(page.getByRole("region", { name: "Credit levels" }).locator("canvas")).toBeVisible();
});
