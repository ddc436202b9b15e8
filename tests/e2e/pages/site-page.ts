// Page object for the public pages: the header controls and the page text.
import { expect, type Page } from "@playwright/test";

export class SitePage {
  constructor(readonly page: Page) {}

  async open(path = "/") {
    await this.page.goto(path);
  }

  languageButton(name: "中文" | "English") {
    return this.page.getByRole("button", { name, exact: true });
  }

  darkToggle() {
    return this.page.locator("[data-dark-toggle]");
  }

  async switchLanguage(name: "中文" | "English") {
    await Promise.all([this.page.waitForEvent("load"), this.languageButton(name).click()]);
  }

  async expectLang(lang: "zh-cn" | "en") {
    await expect(this.page.locator("html")).toHaveAttribute("lang", lang);
  }
}
