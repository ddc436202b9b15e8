// The code generator as a new admin uses it: design a table (a mistake first, then fixed),
// generate, and use the new module at once from its menu; remove it from the generation log
// (keeping the table), then make a module again from the table that is left, rows included.
import { expect, test, type Page } from "@playwright/test";
import { ConsolePage } from "./pages/console-page";
import { signInAsAdmin } from "./support/admin";

const suffix = Date.now().toString(36).slice(-5);
const table = `spot_notes_${suffix}`;
const key = `gen.SpotNotes${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;

async function openGenerator(console: ConsolePage) {
  await console.openMenu("开发工具", "代码生成");
  await expect(console.tab("代码生成")).toHaveAttribute("aria-selected", "true");
}

/** The designer's card of the last field. */
const lastField = (page: Page) => page.locator("li[data-field]").last();

test("designs a table, generates a module and uses it; removes it and makes it again from the table", async ({ page }) => {
  test.setTimeout(120_000);
  const console = await signInAsAdmin(page);
  await openGenerator(console);
  await page.getByRole("button", { name: "设计新数据表" }).click();

  const form = page.getByRole("form", { name: "设计新数据表" });
  await form.getByLabel("数据表名称").fill(table);
  await expect(form.getByLabel("控制器")).toHaveValue(key);
  await form.getByLabel("模块中文名称").fill("景点笔记");
  await form.getByLabel("模块英文名称").fill("Spot notes");
  await form.getByLabel("菜单图标").selectOption("map-pin");

  await form.getByRole("button", { name: "添加字段" }).click();
  const rating = lastField(page);
  await rating.getByLabel("列名", { exact: true }).fill("rating");
  await rating.getByLabel("类型", { exact: true }).selectOption({ label: "整数" });
  await rating.getByLabel("中文名称", { exact: true }).fill("评分");
  // The English label is forgotten: the designer says where.
  await form.getByRole("button", { name: "生成模块" }).click();
  await expect(form.getByText("请修正标出的 1 处问题。")).toBeVisible();
  await expect(rating.getByLabel("英文名称", { exact: true })).toBeFocused();
  await expect(rating.getByLabel("英文名称", { exact: true })).toHaveAccessibleDescription("必填");
  await rating.getByLabel("英文名称", { exact: true }).fill("Rating");
  await expect(form.getByText(/请修正标出的/)).toHaveCount(0);

  await form.getByRole("button", { name: "生成模块" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: `已生成模块 ${key}` })).toBeVisible();
  // Served at once: the console opens the new module from its new menu.
  await expect(console.tab("景点笔记")).toHaveAttribute("aria-selected", "true");
  await expect(console.sidebar.getByRole("link", { name: "景点笔记" })).toBeVisible();
  await expect(page.getByText("暂无数据")).toBeVisible();

  await console.main.getByRole("button", { name: "添加" }).click();
  const dialog = console.dialog();
  await dialog.getByLabel("标题").fill("亚龙湾日出");
  await dialog.getByLabel("评分").fill("5");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(console.rows().filter({ hasText: "亚龙湾日出" })).toHaveCount(1);
  await console.main.getByRole("button", { name: "添加" }).click();
  await dialog.getByLabel("标题").fill("南山寺");
  await dialog.getByLabel("评分").fill("4");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(console.rows()).toHaveCount(2);
  await console.search("亚龙湾");
  await expect(console.rows()).toHaveCount(1);
  expect(await console.columnTexts("评分")).toEqual(["5"]);

  // The generation log shows it live; removing it keeps the table.
  await console.openMenu("开发工具", "生成记录");
  const entry = console.rows().filter({ hasText: key });
  await expect(entry).toContainText("在用");
  await entry.getByRole("button", { name: `删除模块 ${key}`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: `已删除模块 ${key}` })).toBeVisible();
  await expect(entry).toContainText("已删除");
  await expect(console.sidebar.getByRole("link", { name: "景点笔记" })).toHaveCount(0);

  // Make it again from the table that is left: its rows are still there.
  await openGenerator(console);
  await page.getByLabel("数据表", { exact: true }).selectOption(`gen_${table}`);
  await page.getByRole("button", { name: "下一步" }).click();
  const again = page.getByRole("form", { name: "使用已有数据表" });
  await expect(again.getByLabel("数据表名称")).toHaveValue(`gen_${table}`);
  await again.getByLabel("控制器").fill(key);
  await again.getByLabel("模块中文名称").fill("景点笔记");
  await again.getByLabel("模块英文名称").fill("Spot notes");
  const title = again.locator("li[data-field=title]");
  await title.getByLabel("中文名称", { exact: true }).fill("标题");
  await title.getByLabel("英文名称", { exact: true }).fill("Title");
  const ratingAgain = again.locator("li[data-field=rating]");
  await expect(ratingAgain.getByLabel("类型", { exact: true })).toHaveValue("integer");
  await ratingAgain.getByLabel("中文名称", { exact: true }).fill("评分");
  await ratingAgain.getByLabel("英文名称", { exact: true }).fill("Rating");
  await again.getByRole("button", { name: "生成模块" }).click();
  await expect(console.tab("景点笔记")).toHaveAttribute("aria-selected", "true");
  // The tab kept its search; clearing it shows both rows written before the removal.
  await console.search("");
  await expect(console.rows()).toHaveCount(2);
  await expect(console.rows().filter({ hasText: "南山寺" })).toHaveCount(1);
  expect((await console.columnTexts("评分")).sort()).toEqual(["4", "5"]);
});

test("the generator answers in English and refuses a controller that is taken", async ({ page }) => {
  const console = await signInAsAdmin(page);
  await page.getByRole("button", { name: "语言" }).click();
  await page.getByRole("menuitemcheckbox", { name: "English" }).click();
  await console.waitReady();
  await console.openMenu("Dev tools", "Code generator");
  await page.getByRole("button", { name: "Design a new table" }).click();
  const form = page.getByRole("form", { name: "Design a new table" });
  await form.getByLabel("Table name").fill(`taken_${suffix}`);
  await form.getByLabel("Controller").fill("auth.Admin");
  await form.getByLabel("Module title (Chinese)").fill("重复");
  await form.getByLabel("Module title (English)").fill("Duplicate");
  await form.getByRole("button", { name: "Generate module" }).click();
  await expect(form.getByText("A module with this controller already exists")).toBeVisible();
  await expect(form.getByLabel("Controller")).toBeFocused();
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitemcheckbox", { name: "中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-cn");
});
