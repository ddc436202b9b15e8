// Page object for the sign-in pages and the click captcha.
import { expect, type Page } from "@playwright/test";
import { clickCaptchaTargets } from "../support/captcha";
import { latestCaptchaTargets } from "../support/e2e-db";

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(path = "/admin/login") {
    await this.page.goto(path);
    await this.page.waitForFunction(() => document.readyState === "complete");
  }

  /** Solves the captcha on screen (the newest one, read once its picture shows). */
  async solveCaptcha() {
    await expect(this.page.getByRole("dialog").locator("img[data-image]")).toBeVisible();
    await clickCaptchaTargets(this.page, await latestCaptchaTargets());
  }

  async login(username: string, password: string, options: { keep?: boolean; captcha?: boolean } = {}) {
    await this.page.getByLabel(/^(用户名|User name|账户|Account)/).first().fill(username);
    await this.page.getByLabel(/^(密码|Password)/).first().fill(password);
    if (options.keep) await this.page.getByLabel(/保持会话|Keep me logged in/).first().check();
    await this.page.getByRole("button", { name: /^(登录|Log in)$/ }).first().click();
    if (options.captcha !== false) await this.solveCaptcha();
  }
}
