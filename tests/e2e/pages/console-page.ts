// Page object for the admin console: menu, tabs, header controls and the generic list page.
import { expect, type Locator, type Page } from "@playwright/test";

export class ConsolePage {
  constructor(readonly page: Page) {}

  get sidebar(): Locator {
    return this.page.getByRole("complementary");
  }

  get main(): Locator {
    return this.page.locator("#console-main");
  }

  async waitReady() {
    await expect(this.page.getByRole("tablist").first()).toBeVisible({ timeout: 15_000 });
  }

  async openMenu(directory: string | RegExp, item: string | RegExp) {
    const link = this.sidebar.getByRole("link", { name: item });
    if (!(await link.isVisible())) await this.sidebar.getByRole("button", { name: directory }).click();
    await link.click();
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** The visible list table of the active tab. */
  get table(): Locator {
    return this.main.locator("section:not([hidden]) table");
  }

  rows(): Locator {
    return this.table.locator("tbody tr");
  }

  /** The texts of one column of the visible table, found by its header. */
  async columnTexts(header: string): Promise<string[]> {
    const headers = await this.table.locator("thead th").allInnerTexts();
    const index = headers.findIndex((text) => text.trim() === header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join(" | ")}`);
    return this.rows().locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }

  async search(text: string) {
    const box = this.main.locator("section:not([hidden])").getByRole("searchbox");
    await box.fill(text);
    await box.press("Enter");
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }
}
