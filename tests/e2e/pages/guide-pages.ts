// Page objects for the guide pages: the member centre's Guide card page and the public
// guide-card check, found by role and label in the page's language.
import { expect, type Locator, type Page } from "@playwright/test";

export class GuideCardPage {
  constructor(readonly page: Page) {}

  section(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  form(): Locator {
    return this.page.locator("form[data-guide-form]");
  }

  field(label: string | RegExp): Locator {
    return this.form().getByLabel(label, { exact: typeof label === "string" });
  }

  /** The state of the running application as the page shows it. */
  applicationState(): Locator {
    return this.page.locator("[data-application-status]");
  }

  card(): Locator {
    return this.page.locator("[data-guide-card]");
  }
}

export class VerifyPage {
  constructor(readonly page: Page) {}

  async check(cardNo: string, label: string | RegExp, action: string | RegExp) {
    await this.page.getByLabel(label).fill(cardNo);
    await this.page.getByRole("button", { name: action }).click();
  }

  outcome(): Locator {
    return this.page.locator("[data-verify-outcome]");
  }

  card(): Locator {
    return this.page.locator("[data-guide-card]");
  }

  async expectValid(name: string) {
    await expect(this.outcome()).toHaveAttribute("data-verify-outcome", "valid");
    await expect(this.card()).toContainText(name);
  }
}
