// A registered enterprise changes its details as a person would: it asks for a change from its
// own page and withdraws it, asks again; a supervisor finds the request in the change-request
// queue (state tabs by keyboard), sees the diff beside the enterprise it belongs to, accepts and
// approves it; the enterprise's page then shows the new details and the approved request.
import { expect, test, type Page } from "@playwright/test";
import { ConsolePage } from "./pages/console-page";
import { LoginPage } from "./pages/login-page";
import { WorkflowQueue } from "./pages/workflow-queue";
import { demoPassword } from "./support/admin";
import { dbValue } from "./support/demo";


async function signIn(page: Page, username: string) {
  const login = new LoginPage(page);
  await login.open("/admin/login");
  await login.login(username, demoPassword(username));
  const console = new ConsolePage(page);
  await console.waitReady();
  return console;
}

async function requestChange(page: Page, phone: string, reason: string) {
  await page.getByRole("button", { name: "申请变更" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^联系电话\s*\*?$/).fill(phone);
  await dialog.getByLabel("变更原因").fill(reason);
  await dialog.getByRole("button", { name: "提交变更申请" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("有一份变更申请正在等待审核")).toBeVisible();
}

test("an enterprise's change request is withdrawn, filed again, reviewed in the queue and approved", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  const phone = `139${String(Date.now()).slice(-8)}`;
  const reason = `更换联系电话${stamp}`;
  // The demo enterprise account's own travel agency.
  const enterprise = await dbValue("SELECT e.name FROM enterprise e JOIN admin a ON a.enterprise_id = e.id WHERE a.username = 'enterprise'");
  expect(enterprise).not.toBe("");

  // The enterprise asks for a change, then withdraws it (asked first).
  const mine = await signIn(page, "enterprise");
  await mine.openMenu("市场主体", "我的企业");
  await expect(page.getByRole("heading", { name: enterprise })).toBeVisible();
  await requestChange(page, "13800000000", `先撤回${stamp}`);
  await page.getByRole("tab", { name: /^变更申请/ }).click();
  const first = page.getByRole("article").filter({ hasText: "13800000000" });
  await first.getByRole("button", { name: /^撤回变更申请 #\d+$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "撤回" }).click();
  await expect(first.getByText("已撤回")).toBeVisible();
  await expect(page.getByText("有一份变更申请正在等待审核")).toHaveCount(0);

  // It asks again.
  await requestChange(page, phone, reason);

  // A supervisor finds it in the queue: the state tabs answer to the arrow keys.
  const staff = await browser.newPage();
  const queue = new WorkflowQueue(staff);
  await signIn(staff, "supervisor");
  await queue.openMenu("市场主体", "变更审核");
  await queue.stateTab("全部").focus();
  await staff.keyboard.press("ArrowRight");
  await expect(queue.stateTab("待审核")).toHaveAttribute("aria-selected", "true");
  await expect(queue.stateTab("待审核")).toBeFocused();
  await expect(staff).toHaveURL(/search%5B0%5D%5Bfield%5D=status&search%5B0%5D%5Boperator%5D=eq&search%5B0%5D%5Bval%5D=SUBMITTED/);

  // The review shows the diff and the enterprise it belongs to; accepting, then approving.
  let dialog = await queue.review(enterprise, reason);
  const changed = dialog.getByRole("row").filter({ hasText: "联系电话" });
  await expect(changed).toContainText(phone);
  await expect(dialog.getByRole("region", { name: "企业" })).toContainText("旅行社");
  await expect(dialog.getByRole("button", { name: "审核通过" })).toHaveCount(0);
  await queue.move(dialog, "受理");
  await expect(queue.rows().filter({ hasText: enterprise })).toHaveCount(0);
  await queue.stateTab("审核中").click();
  dialog = await queue.review(enterprise, reason);
  await expect(dialog.getByRole("listitem").filter({ hasText: "受理" })).toBeVisible();
  await queue.move(dialog, "审核通过");
  await expect(staff.getByRole("status").filter({ hasText: "审核通过" })).toBeVisible();
  await expect(queue.rows().filter({ hasText: enterprise })).toHaveCount(0);
  await staff.close();

  // The enterprise's page shows the new number and the approved request.
  await page.reload();
  await mine.waitReady();
  await expect(page.locator("dl > div").filter({ hasText: "联系电话" })).toContainText(phone);
  await page.getByRole("tab", { name: /^变更申请/ }).click();
  await expect(page.getByRole("article").filter({ hasText: phone }).getByText("审核通过")).toBeVisible();
});
