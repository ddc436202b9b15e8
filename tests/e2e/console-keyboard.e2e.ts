// The console with only a keyboard: sign in, skip to the main content, open a page from the
// menu, search, add a record through a dialog (the remote select is a combobox: arrows, Enter,
// Escape), meet a field error and fix it, save; focus comes back to the button that opened the
// dialog. Closing a form with unsaved changes asks first, in both languages. Runs against the
// second test server, whose click captcha is off (the captcha is a picture to click; this spec
// is about the console), so the sign-in too is keys only.
import { expect, type Locator, type Page } from "@playwright/test";
import { adminApi, ADMIN_PASSWORD, signInAsAdmin } from "./support/admin";
import { test } from "./support/fixtures";

const origin = `http://127.0.0.1:${process.env.E2E_SHORT_PORT}`;

/** Presses Tab until `target` has focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60, key = "Tab") {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test("a keyboard user signs in, finds a page, searches and adds a record with a picker", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: origin, locale: "zh-CN" });
  const page = await context.newPage();
  const value = `kb${Date.now().toString(36).slice(-6)}`;
  try {
    await page.goto("/admin/login");
    await page.waitForFunction(() => document.readyState === "complete");
    await tabTo(page, page.getByLabel(/^用户名/).first());
    await page.keyboard.type("admin");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/^密码/).first()).toBeFocused();
    await page.keyboard.type(ADMIN_PASSWORD);
    // Kept signed in: this server's access tokens live 15 seconds and are renewed from the
    // kept login while the test runs.
    await tabTo(page, page.getByLabel(/保持会话/).first(), 5);
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "登录", exact: true }).first(), 5);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tablist").first()).toBeVisible({ timeout: 20_000 });
    // This server holds no demo data: two dictionaries of its own give the picker options.
    for (const [suffix, title] of [["a", "键盘字典甲"], ["b", "键盘字典乙"]]) {
      await adminApi(page, "POST", "/admin/routine.Dictionary/add", { name: `${value}_${suffix}`, title, weigh: 0, status: "1" });
    }

    // The first stop is the skip link, which takes focus to the main content.
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "跳到主要内容" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#console-main")).toBeFocused();

    // The menu: open the directory, then the page.
    const menu = page.getByRole("complementary", { name: "主菜单" });
    await page.locator("body").focus();
    await tabTo(page, menu.getByRole("button", { name: "常规管理" }));
    if ((await menu.getByRole("button", { name: "常规管理" }).getAttribute("aria-expanded")) === "false") await page.keyboard.press("Enter");
    await tabTo(page, menu.getByRole("link", { name: "字典项" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: "字典项" })).toHaveAttribute("aria-selected", "true");
    const section = page.locator("#console-main > section:not([hidden])");

    // On from the menu, past the header and the tabs, to the page's search box.
    const search = section.getByRole("searchbox");
    await tabTo(page, search, 45);
    await page.keyboard.type("status");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/quickSearch=status/);

    const add = section.getByRole("button", { name: "添加", exact: true });
    await tabTo(page, add, 20, "Shift+Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /添加/ });
    await expect(dialog).toBeVisible();
    // Focus starts on the first field: the dictionary picker.
    const picker = dialog.locator("#record-dictionary_id");
    await expect(picker).toBeFocused();

    // The picker: Enter opens it with focus in its search box; Escape closes it and focus
    // comes back; arrows move through the options and Enter picks one.
    await page.keyboard.press("Enter");
    const combobox = page.getByRole("combobox", { name: "搜索…" });
    await expect(combobox).toBeFocused();
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(combobox).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(picker).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(combobox).toBeFocused();
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const second = (await options.nth(1).innerText()).trim();
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await page.keyboard.press("Enter");
    await expect(combobox).toBeHidden();
    await expect(picker).toBeFocused();
    await expect(picker).toContainText(second);

    // A chosen value brings the picker's own clear button, the next stop before the value.
    // The value, not the required label: saving shows the error on the label field and takes
    // focus there; typing it and saving again works.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "清除", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(/^值/)).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press("Enter");
    const label = dialog.getByLabel(/^显示名称/);
    await expect(label).toBeFocused();
    await expect(label).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.type("键盘添加");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const found = (await adminApi(page, "GET", `/admin/routine.DictionaryItem/index?quickSearch=${value}`)).list as { id: number; value: string }[];
    expect(found.map((row) => row.value)).toEqual([value]);
    await adminApi(page, "DELETE", `/admin/routine.DictionaryItem/del?ids[]=${found[0]?.id}`);
    const dictionaries = (await adminApi(page, "GET", `/admin/routine.Dictionary/index?quickSearch=${value}`)).list as { id: number }[];
    expect(dictionaries).toHaveLength(2);
    await adminApi(page, "DELETE", `/admin/routine.Dictionary/del?${dictionaries.map((row) => `ids[]=${row.id}`).join("&")}`);
  } finally {
    await context.close();
  }
});

// On the main server: switching the language reloads the console, which the short-lived
// tokens of the second server would turn into a new sign-in.
test("closing a form with unsaved changes asks first, in Chinese and in English", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const base = testInfo.project.use.baseURL ?? "";
  const context = await browser.newContext({ baseURL: base, locale: "zh-CN" });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    for (const lang of [
      { code: "zh-cn", add: "添加", question: "放弃修改？", keep: "继续编辑", discard: "放弃" },
      { code: "en", add: "Add", question: "Discard changes?", keep: "Keep editing", discard: "Discard" },
    ]) {
      await context.addCookies([{ name: "think_lang", value: lang.code, url: base }]);
      await page.goto("/admin/routine/dictionary");
      const section = page.locator("#console-main > section:not([hidden])");
      const add = section.getByRole("button", { name: lang.add, exact: true });
      await add.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // Nothing typed yet: Escape closes at once, focus back on Add.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();

      await page.keyboard.press("Enter");
      await dialog.locator("#record-title").fill("尚未保存");
      await page.keyboard.press("Escape");
      const ask = page.getByRole("alertdialog", { name: lang.question });
      await expect(ask).toBeVisible();
      await ask.getByRole("button", { name: lang.keep }).press("Enter");
      await expect(ask).toBeHidden();
      await expect(dialog.locator("#record-title")).toHaveValue("尚未保存");
      // A click outside asks too; discarding closes the form and focus goes back to Add.
      await page.mouse.click(5, 5);
      await expect(ask).toBeVisible();
      await ask.getByRole("button", { name: lang.discard, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
    }
  } finally {
    await context.close();
  }
});

/** Presses `key` `times` times; after each press focus must still be inside `dialog`. */
async function staysInside(page: Page, dialog: Locator, key: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${key} #${i + 1} left the dialog`).toBe(true);
  }
}

// On the main server (demo data, one sign-in): the permission tree of a group, the area cascader
// and an image upload of an enterprise, each inside its Add dialog, by keyboard only.
test("the tree, the area cascader and the upload picker work by keyboard inside their dialogs", async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);

    // The permission tree: one tab stop; arrows move, Right and Left open and close, Space and
    // Enter check (Enter neither saves nor closes), and focus never leaves the dialog.
    await page.goto("/admin/auth/group");
    const section = page.locator("#console-main > section:not([hidden])");
    const addGroup = section.getByRole("button", { name: "添加", exact: true });
    await addGroup.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /添加/ });
    await expect(dialog).toBeVisible();
    const tree = dialog.getByRole("tree", { name: /权限/ });
    const items = tree.getByRole("treeitem");
    await expect(items.first()).toBeVisible();
    await tabTo(page, items.first(), 30);
    // Rows share names ("查看" under every page): they are told apart by their rule id.
    const focusedItem = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.treeId ?? "");
    const row = (id: string) => tree.locator(`[role=treeitem][data-tree-id="${id}"]`);
    const first = await focusedItem();
    await page.keyboard.press("ArrowDown");
    const second = await focusedItem();
    expect(second).not.toBe(first);
    await expect(row(second)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.first()).toBeFocused();
    // A branch: Left closes it, Right opens it, Right again steps to its first child.
    await expect(items.first()).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(items.first()).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowRight");
    await expect(items.first()).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowRight");
    const child = row(await focusedItem());
    await expect(child).toBeFocused();
    await page.keyboard.press("Space");
    await expect(child).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Enter");
    await expect(child).toHaveAttribute("aria-checked", "false");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Space");
    await expect(items.first()).toHaveAttribute("aria-checked", /mixed|true/);
    // The whole tree is one stop: Tab leaves it for the next control, Shift+Tab comes back.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).not.toBe("treeitem");
    await page.keyboard.press("Shift+Tab");
    await expect(child).toBeFocused();
    await staysInside(page, dialog, "Shift+Tab", 25);
    await staysInside(page, dialog, "Tab", 25);
    // A checked box is a change: Escape asks before throwing it away.
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "放弃修改？" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "放弃", exact: true }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(addGroup).toBeFocused();

    // The enterprise form: the area cascader's selects answer the arrows, each level opening
    // the next; the upload button opens the file picker, the picture's remove button takes
    // focus back to it; Shift+Tab and Tab never leave the dialog.
    await page.goto("/admin/enterprise/enterprise");
    const addEnterprise = section.getByRole("button", { name: "添加", exact: true });
    await addEnterprise.focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("dialog", { name: /添加/ });
    await expect(form).toBeVisible();
    const province = form.locator("#record-region_code");
    await tabTo(page, province, 60);
    await page.keyboard.press("ArrowDown");
    await expect(province).not.toHaveValue("");
    const city = form.locator("#record-region_code-1");
    await expect(city).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(city).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(city).not.toHaveValue("");
    await expect(form).toBeVisible();

    const upload = form.locator("#record-business_license_image-button");
    await expect(upload).toHaveAccessibleName("营业执照 上传");
    await tabTo(page, upload, 60);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await (await chooser).setFiles({ name: "licence.png", mimeType: "image/png", buffer: png });
    const remove = form.getByRole("button", { name: /^移除: / });
    await expect(remove).toBeVisible({ timeout: 20_000 });
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(remove).toBeHidden();
    await expect(upload).toBeFocused();
    await staysInside(page, form, "Shift+Tab", 30);
    await staysInside(page, form, "Tab", 30);
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").getByRole("button", { name: "放弃", exact: true }).click();
    await expect(form).toBeHidden();
    await expect(addEnterprise).toBeFocused();
  } finally {
    await context.close();
  }
});
