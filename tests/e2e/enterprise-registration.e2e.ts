// An enterprise registers itself as a person would: from the new-login page to an account,
// sent to registration by the console (601, then 602), fills and submits; a supervisor returns
// it with a missing item; the enterprise completes and resubmits; the supervisor accepts and
// approves; the enterprise shows in its category list and its account reaches the console.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { creditCodeFrom } from "../../shared/validate/patterns";
import { ConsolePage } from "./pages/console-page";
import { LoginPage } from "./pages/login-page";
import { RegistrationPage } from "./pages/registration-page";
import { WorkflowQueue } from "./pages/workflow-queue";
import { demoPassword } from "./support/admin";
import { solveCaptchaAfter } from "./support/captcha";
import { expect, test } from "./support/fixtures";

async function signIn(page: Page, username: string, password: string, path = "/admin/login") {
  const login = new LoginPage(page);
  await login.open(path);
  await login.login(username, password);
}

async function openReview(page: Page, name: string) {
  const queue = new WorkflowQueue(page);
  await queue.openMenu("市场主体", "登记审核");
  return queue.review(name);
}

test("a new enterprise registers, is returned, resubmits and is approved", async ({ page, browser, admin, cleanup }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36).slice(-5);
  const username = `ent${stamp}`;
  const name = `三亚椰岛${stamp}国际旅行社有限公司`;
  // The enterprise and its account go afterwards, however far the test got.
  cleanup.add(async () => {
    await admin.deleteFound("enterprise.Enterprise", name, (row) => row.name === name);
    await admin.deleteFound("auth.Admin", username, (row) => row.username === username);
  });
  const uscc = creditCodeFrom("91460200", String(Date.now()).slice(-8));
  const registration = new RegistrationPage(page);

  // From the new-login page to the registration page, and an account.
  await page.goto("/admin/newLogin");
  await page.getByRole("link", { name: "企业注册" }).click();
  await expect(page).toHaveURL(/\/admin\/enterprise\/enterprise\/register\?active=2/);
  await expect(page).toHaveTitle(/^企业注册 - /);
  await registration.createAccount({ username, password: "Ent-pass-1", name: "王明辉", mobile: `139${String(Date.now()).slice(-8)}` });
  await registration.field("确认密码").fill("Ent-pass-2");
  await registration.button("创建账号").click();
  await expect(page.getByText("两次输入的密码不一致")).toBeVisible();
  await registration.field("确认密码").fill("Ent-pass-1");
  await solveCaptchaAfter(page, () => registration.button("创建账号").click());
  await expect(page.getByText("请填写企业信息，可随时保存草稿")).toBeVisible();

  // Signing in again: the console sends an account without an enterprise to registration (601).
  await registration.button("退出登录").click();
  await expect(page).toHaveURL(/\/admin\/newLogin/);
  await signIn(page, username, "Ent-pass-1", "/admin/newLogin");
  await expect(page).toHaveURL(/\/admin\/enterprise\/enterprise\/register\?active=2$/);

  // A draft needs the category and the name; then the console sends it here with its id (602).
  await registration.button("保存草稿").click();
  await expect(page.locator('[data-field="name"]').getByRole("alert")).toHaveText("必填");
  await registration.field("企业类别").selectOption({ label: "旅行社" });
  await registration.field("企业名称").fill(name);
  await registration.button("保存草稿").click();
  await expect(page.getByText("草稿已保存")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/register\?active=1&enterprise_id=\d+/);

  // Submitting checks the whole form, field by field.
  await registration.button("提交审核").click();
  await expect(page.locator('[data-field="uscc"]').getByRole("alert")).toHaveText("必填");
  await registration.fillDetails({ name, uscc: `${uscc.slice(0, 17)}${uscc[17] === "0" ? "1" : "0"}` });
  await registration.button("提交审核").click();
  await expect(page.locator('[data-field="uscc"]').getByRole("alert")).toHaveText("请输入正确的统一社会信用代码");
  await registration.field("统一社会信用代码").fill(uscc);
  await registration.button("提交审核").click();
  await expect(page.getByText(/已于 .* 提交/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "提交审核" })).toBeVisible();

  // A supervisor accepts it and returns it with a missing item.
  const staff = await browser.newPage();
  cleanup.add(() => staff.close());
  await signIn(staff, "supervisor", demoPassword("supervisor"));
  let dialog = await openReview(staff, name);
  await dialog.getByRole("button", { name: "受理" }).click();
  await expect(dialog).toBeHidden();
  dialog = await openReview(staff, name);
  await dialog.getByRole("button", { name: "退回补正" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("必填");
  await dialog.getByLabel("需补正材料（每行一项）").fill("经营场所租赁合同");
  await dialog.getByLabel("审核意见").fill("请补充经营场所证明");
  await dialog.getByRole("button", { name: "退回补正" }).click();
  await expect(dialog).toBeHidden();

  // The enterprise sees what to complete, completes it and resubmits.
  await page.reload();
  await expect(page.getByText("监管部门退回了您的申请")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "经营场所租赁合同" }).first()).toBeVisible();
  await registration.field("经营范围").fill("入境旅游业务、国内旅游业务；经营场所租赁合同已上传");
  await registration.button("重新提交").click();
  await expect(page.getByText(/已于 .* 提交/)).toBeVisible();

  // The supervisor accepts and approves; an empty rejection would have been refused.
  dialog = await openReview(staff, name);
  await dialog.getByRole("button", { name: "受理" }).click();
  await expect(dialog).toBeHidden();
  dialog = await openReview(staff, name);
  await dialog.getByRole("button", { name: "不予通过" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("必填");
  // The time limit is extended once, with its reason kept in the history.
  await dialog.getByLabel("审核意见").fill("需现场核查经营场所");
  await dialog.getByRole("button", { name: "延长 10 个工作日" }).click();
  await expect(dialog).toBeHidden();
  dialog = await openReview(staff, name);
  await expect(dialog.getByText("需现场核查经营场所")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "延长 10 个工作日" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "审核通过" }).click();
  await expect(dialog).toBeHidden();

  // It shows in its category's list, and the enterprise reaches the console.
  const console = new ConsolePage(staff);
  await console.openMenu("旅游企业", "旅行社");
  await console.search(name);
  await expect(console.rows().filter({ hasText: name })).toHaveCount(1);
  await expect(staff.getByText("本列表只显示")).toBeVisible();

  await page.reload();
  await expect(page.getByText("您的企业已完成登记")).toBeVisible();
  await registration.button("进入管理后台").click();
  const mine = new ConsolePage(page);
  await mine.waitReady();
  await mine.openMenu("市场主体", "我的企业");
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("tab", { name: "审核记录" }).click();
  await expect(page.getByText("退回补正").first()).toBeVisible();
});
