// Page object for a workflow queue (the generic list of a module with a workflow) and its review
// dialog, by roles and labels as a reviewer finds them: state tabs, a row's Review button named
// for its record, the dialog's opinion and missing-items boxes and its move buttons.
import { expect, type Locator, type Page } from "@playwright/test";
import { ConsolePage } from "./console-page";

export class WorkflowQueue extends ConsolePage {
  constructor(page: Page) {
    super(page);
  }

  /** A state tab of the queue ("待审核 18"), by its state's name. */
  stateTab(state: string): Locator {
    return this.main.locator("section:not([hidden])").getByRole("tablist", { name: /办理状态|States/ }).getByRole("tab", { name: new RegExp(`^${state}`) });
  }

  /** Opens the review of the one row showing `name` (after a quick search for `search`). */
  async review(name: string, search = name): Promise<Locator> {
    await this.search(search);
    const row = this.rows().filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: new RegExp(`^(审核|查看) ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).click();
    const dialog = this.dialog();
    await expect(dialog.getByRole("heading", { name: `审核：${name}` })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "办理记录" })).toBeVisible();
    return dialog;
  }

  /** Makes a move in the open review and waits for the dialog to close. */
  async move(dialog: Locator, label: string) {
    await dialog.getByRole("button", { name: label, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
