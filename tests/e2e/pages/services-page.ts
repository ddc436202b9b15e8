// Page object for the attachments list and the security logs: rows by text, row actions and
// the confirm dialog, as a person sees them.
import { expect, type Locator, type Page } from "@playwright/test";
import { ConsolePage } from "./console-page";

export class ServicesPage extends ConsolePage {
  constructor(page: Page) {
    super(page);
  }

  row(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** Clicks a row's action button and confirms the dialog that follows. */
  async rowAction(row: Locator, action: string | RegExp, confirm = true) {
    await row.getByRole("button", { name: action }).click();
    if (confirm) await this.page.getByRole("alertdialog").getByRole("button", { name: /^(确定|Confirm)$/ }).click();
  }

  async expectToast(text: string | RegExp) {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }
}
