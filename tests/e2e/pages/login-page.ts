// Page object for the sign-in pages and the click captcha.
import { expect, type Page } from "@playwright/test";
import { latestCaptchaTargets } from "../support/db";

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(path = "/admin/login") {
    await this.page.goto(path);
    await this.page.waitForFunction(() => document.readyState === "complete");
  }

  /** Clicks the captcha targets in order, at the positions the database holds. */
  async solveCaptcha() {
    const dialog = this.page.getByRole("dialog");
    const image = dialog.locator("img[data-image]");
    await expect(image).toBeVisible();
    const boxes = await latestCaptchaTargets();
    const shown = await image.boundingBox();
    if (!shown) throw new Error("captcha image not on screen");
    for (const box of boxes) {
      await image.click({ position: { x: ((box.x + box.width / 2) * shown.width) / 350, y: ((box.y + box.height / 2) * shown.height) / 200 } });
    }
  }

  async login(username: string, password: string, options: { keep?: boolean; captcha?: boolean } = {}) {
    await this.page.getByLabel(/^(用户名|User name|账户|Account)/).first().fill(username);
    await this.page.getByLabel(/^(密码|Password)/).first().fill(password);
    if (options.keep) await this.page.getByLabel(/保持会话|Keep me logged in/).first().check();
    await this.page.getByRole("button", { name: /^(登录|Log in)$/ }).first().click();
    if (options.captcha !== false) await this.solveCaptcha();
  }
}
