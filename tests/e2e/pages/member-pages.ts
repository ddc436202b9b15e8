// Page objects for the member side: the login/register page, the forgotten-password page and
// the member centre (header, menu and the account pages), found by role and label.
import { expect, type Page } from "@playwright/test";
import { solveCaptchaAfter } from "../support/captcha";

export class MemberLoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/user/login");
    await expect(this.page.getByRole("heading", { name: "会员中心" })).toBeVisible();
  }

  registerPanel() {
    return this.page.getByRole("tabpanel", { name: "注册" });
  }

  loginPanel() {
    return this.page.getByRole("tabpanel", { name: "登录" });
  }

  /** Fills the register form, asks for the code (solving the captcha) and returns when it was sent. */
  async startRegistration(username: string, password: string, email: string) {
    await this.page.getByRole("tab", { name: "注册" }).click();
    const panel = this.registerPanel();
    await panel.getByRole("textbox", { name: "用户名", exact: true }).fill(username);
    await panel.getByRole("textbox", { name: "密码", exact: true }).fill(password);
    await panel.getByRole("textbox", { name: "电子邮箱", exact: true }).fill(email);
    await solveCaptchaAfter(this.page, () => panel.getByRole("button", { name: "获取验证码" }).click());
    await expect(this.page.getByText("验证码已发送")).toBeVisible();
    await expect(panel.getByRole("button", { name: /重新发送/ })).toBeDisabled();
  }

  async finishRegistration(code: string) {
    const panel = this.registerPanel();
    await panel.getByRole("textbox", { name: "验证码", exact: true }).fill(code);
    await panel.getByRole("button", { name: "注册" }).click();
  }

  async login(account: string, password: string) {
    const panel = this.loginPanel();
    await panel.getByRole("textbox", { name: "账户", exact: true }).fill(account);
    await panel.getByRole("textbox", { name: "密码", exact: true }).fill(password);
    await solveCaptchaAfter(this.page, () => panel.getByRole("button", { name: "登录" }).click());
  }
}

export class RetrievePasswordPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.locator("form[data-retrieve-form]");
  }

  sendButton() {
    return this.form().locator("[data-send-code]");
  }

  /** Asks for a code (solving the captcha); what the page answers is for the test to check. */
  async requestCode(email: string) {
    await this.form().getByRole("textbox", { name: "电子邮箱", exact: true }).fill(email);
    await solveCaptchaAfter(this.page, () => this.sendButton().click());
  }

  async reset(code: string, password: string) {
    await this.form().getByRole("textbox", { name: "验证码", exact: true }).fill(code);
    await this.form().getByRole("textbox", { name: "新密码", exact: true }).fill(password);
    await this.form().getByRole("button", { name: "重置密码" }).click();
  }
}

export class MemberCentre {
  constructor(readonly page: Page) {}

  menu() {
    return this.page.getByRole("navigation", { name: "会员菜单" });
  }

  async go(item: string) {
    await this.menu().getByRole("link", { name: item }).click();
    await expect(this.menu().getByRole("link", { name: item })).toHaveAttribute("aria-current", "page");
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  greeting() {
    return this.page.locator("header [data-greeting]");
  }

  async logout() {
    await this.page.getByRole("button", { name: "退出登录" }).click();
    await expect(this.page).toHaveURL(/\/user\/login/);
  }
}
