// The navigation errors of spec §8 where they apply in the console: clicking the menu of the
// page already open, moving a tab past the end of the tab bar, and going back while a form has
// unsaved changes (a navigation guard holds the page).
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

test("the console says why a navigation did not happen", async ({ page }) => {
  const console = await signInAsAdmin(page);
  const toast = (text: string) => page.locator("[data-toast]").filter({ hasText: text });

  await console.openMenu("常规管理", "数据字典");
  await expect(console.tab("数据字典")).toHaveAttribute("aria-selected", "true");
  await console.sidebar.getByRole("link", { name: "数据字典" }).click();
  await expect(toast("导航失败，已在导航目标位置")).toBeVisible();

  // The first tab cannot move further left.
  await console.tab("控制台").click({ button: "right" });
  await page.getByRole("menuitem", { name: "左移" }).click();
  await expect(toast("移动位置超出可移动范围")).toBeVisible();
  await console.tab("控制台").click({ button: "right" });
  await page.getByRole("menuitem", { name: "右移" }).click();
  await expect(page.getByRole("tab").first()).toHaveText("数据字典");

  // Unsaved changes in a form: going back is refused and the form stays.
  await console.tab("数据字典").click();
  await console.main.getByRole("button", { name: "添加" }).click();
  const dialog = console.dialog();
  await dialog.getByLabel("字典名称").fill("尚未保存");
  await page.goBack();
  await expect(toast("导航失败，被导航守卫拦截")).toBeVisible();
  await expect(dialog.getByLabel("字典名称")).toHaveValue("尚未保存");
  await expect(page).toHaveURL(/\/admin\/routine\/dictionary/);
});
