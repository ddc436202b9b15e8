import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
test.use({ viewport: { width: 1440, height: 900 } });
test("shot", async ({ page }) => {
  const console = await signInAsAdmin(page);
  await console.openMenu("常规管理", "接口文档");
  await expect(page.getByRole("heading", { level: 1, name: "接口文档" })).toBeVisible();
  await page.screenshot({ path: "/tmp/19/api-doc-plain.png" });
  await page.getByRole("searchbox").fill("enterprise.Audit");
  await page.getByRole("button", { name: /POST \/admin\/enterprise\.Audit\/reject/ }).click();
  await page.getByRole("button", { name: /POST \/admin\/enterprise\.Audit\/reject/ }).focus();
  await page.screenshot({ path: "/tmp/19/api-doc.png" });
  await page.getByRole("button", { name: /GET \/admin\/enterprise\.Audit\/index/ }).click();
  await page.getByRole("button", { name: /GET \/admin\/enterprise\.Audit\/index/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/19/api-doc-list.png" });
});
