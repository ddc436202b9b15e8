// Page objects for complaints, found by role and label: the member's complaint form and case
// page, the handler's case page in the console, and the public complaint and tracking pages.
import { expect, type Locator, type Page } from "@playwright/test";
import { solveCaptchaAfter } from "../support/captcha";
import { e2eDatabase } from "../support/e2e-db";

/** A real 1×1 PNG (uploads are checked by their content). */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

export interface ComplaintInput {
  respondent: { search: string; name: string } | { kind: string; name: string };
  category: string;
  area: string;
  district?: string;
  description: string;
  request?: string;
  name?: string;
  mobile?: string;
}

/** The complaint form (member centre and public page share it). */
export class ComplaintForm {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.locator("form[data-complaint-form]");
  }

  async fill(input: ComplaintInput) {
    const form = this.form;
    if ("search" in input.respondent) {
      await form.getByRole("searchbox", { name: "按名称查找" }).fill(input.respondent.search);
      await form.getByRole("button", { name: "查找", exact: true }).click();
      await form.getByRole("button", { name: new RegExp(`^${input.respondent.name}`) }).click();
      await expect(form.getByText(`已选择：${input.respondent.name}`)).toBeVisible();
    } else {
      await form.getByRole("radio", { name: "其他（填写名称）" }).check();
      await form.getByRole("combobox", { name: "类型" }).selectOption({ label: input.respondent.kind });
      await form.getByRole("textbox", { name: "名称", exact: true }).fill(input.respondent.name);
    }
    await form.getByRole("combobox", { name: "投诉类别" }).selectOption({ label: input.category });
    await form.getByRole("combobox", { name: "市县" }).selectOption({ label: input.area });
    if (input.district) {
      await expect(form.getByRole("combobox", { name: "区（可选）" }).locator("option", { hasText: input.district })).toHaveCount(1);
      await form.getByRole("combobox", { name: "区（可选）" }).selectOption({ label: input.district });
    }
    await form.getByRole("textbox", { name: "事实与理由" }).fill(input.description);
    if (input.request) await form.getByRole("textbox", { name: "投诉请求" }).fill(input.request);
    if (input.name) await form.getByRole("textbox", { name: "姓名" }).fill(input.name);
    if (input.mobile) await form.getByRole("textbox", { name: "手机号" }).fill(input.mobile);
  }

  async addEvidence(name: string) {
    await this.form.locator("input[data-evidence-file]").setInputFiles({ name, mimeType: "image/png", buffer: PNG });
    await expect(this.form.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }

  async submit() {
    await this.form.getByRole("button", { name: "提交投诉" }).click();
  }
}

/** A case as its complainant follows it (member centre or the tracking page). */
export class ComplaintCase {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator("[data-case]");
  }

  heading(): Locator {
    return this.root.getByRole("heading", { level: 2 }).first();
  }

  status(): Locator {
    return this.root.locator("[data-case-status]");
  }

  /** The progress entries, newest first ("受理 · 已受理"). */
  steps(): Locator {
    return this.root.getByRole("region", { name: "办理进度" }).getByRole("listitem");
  }

  async complaintNo(): Promise<string> {
    const text = (await this.heading().innerText()).trim();
    const no = /TS\d{12}/.exec(text)?.[0];
    if (!no) throw new Error(`no complaint number in "${text}"`);
    return no;
  }

  async rate(score: number, comment: string) {
    const form = this.root.locator("form[data-case-rate]");
    await form.getByRole("radio", { name: new RegExp(`^${score} ·`) }).check();
    await form.getByRole("textbox", { name: "评价内容（可选）" }).fill(comment);
    await form.getByRole("button", { name: "提交评价" }).click();
  }
}

/** The handler's case page in the console. */
export class HandlerCase {
  constructor(readonly page: Page) {}

  status(): Locator {
    return this.page.locator("#console-main section:not([hidden])").getByRole("heading", { level: 2 }).first().locator("..");
  }

  timeline(): Locator {
    return this.page.getByRole("list", { name: "办理过程" });
  }

  /** Makes a move: its button, then the dialog's inputs (by label) and Confirm. */
  async move(name: string, inputs: Record<string, string> = {}, selects: Record<string, string> = {}) {
    await this.page.getByRole("button", { name, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(selects)) await dialog.getByRole("combobox", { name: label }).selectOption({ label: value });
    for (const [label, value] of Object.entries(inputs)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole("button", { name: "确认" }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The newest SMS to a number, as the SMS log keeps it (the log driver is the delivery). */
export async function lastSmsTo(mobile: string): Promise<string> {
  const result = await e2eDatabase().execute({ sql: "SELECT content FROM sms_log WHERE mobile = ? ORDER BY id DESC LIMIT 1", args: [mobile] });
  return String(result.rows[0]?.content ?? "");
}

/** Asks for the SMS code on the public page (solving the click captcha) and returns it. */
export async function requestPublicCode(page: Page, mobile: string): Promise<string> {
  const form = page.locator("form[data-complaint-form]");
  await solveCaptchaAfter(page, () => form.getByRole("button", { name: "获取验证码" }).click());
  await expect(page.getByText("验证码已发送")).toBeVisible();
  const code = /\d{6}/.exec(await lastSmsTo(mobile))?.[0];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}
