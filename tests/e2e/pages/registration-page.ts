// Page object for enterprise registration (/admin/enterprise/enterprise/register), by labels
// and roles as a person finds them (the supervisors' queue is workflow-queue.ts).
import { expect, type Locator, type Page } from "@playwright/test";

export class RegistrationPage {
  constructor(readonly page: Page) {}

  /** The input labelled `label` (a required field's label ends with "*"). */
  field(label: string | RegExp): Locator {
    const name = typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`) : label;
    return this.page.getByLabel(name).first();
  }

  async createAccount(values: { username: string; password: string; name: string; mobile: string }) {
    await this.field("用户名").fill(values.username);
    await this.field("密码").fill(values.password);
    await this.field("确认密码").fill(values.password);
    await this.field("您的姓名").fill(values.name);
    await this.field("手机号").fill(values.mobile);
  }

  /** The enterprise's details, as a travel agency in Sanya. */
  async fillDetails(values: { name: string; uscc: string }) {
    await this.field("企业类别").selectOption({ label: "旅行社" });
    await this.field("企业名称").fill(values.name);
    await this.field("统一社会信用代码").fill(values.uscc);
    await this.field("法定代表人").fill("符海燕");
    await this.field("联系人").fill("王明辉");
    await this.field("联系电话").fill("0898-88886666");
    await this.page.getByRole("combobox", { name: "省份" }).selectOption({ label: "海南省" });
    await this.page.getByRole("combobox", { name: "城市" }).selectOption({ label: "三亚市" });
    await this.page.getByRole("combobox", { name: "区县" }).selectOption({ label: "吉阳区" });
    await this.field("经营地址").fill("三亚市吉阳区迎宾路 88 号");
    await this.field("许可证编号").fill("L-HAN-09999");
    await this.field("证照有效期至").fill("2029-12-31");
    await this.field("营业执照").setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
    await expect(this.page.locator('[data-field="business_license_image"] img')).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole("button", { name, exact: typeof name === "string" });
  }
}

/** A 2 × 2 PNG (valid image, so the upload's image check passes). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
