// Tour contracts as a tourist meets them: the public check confirms a signed demo contract and
// shows nothing personal; the demo member reads the contract waiting for their signature in
// "My contracts", signs it with the code sent to their mobile and downloads the PDF. Both pages
// are checked with axe (no critical or serious violations); screenshots go to the test output.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { MemberLoginPage } from "./pages/member-pages";
import { dbValue, demoAccount } from "./support/demo";

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => v.id)).toEqual([]);
}

test("the public check confirms a signed contract and shows nothing personal (Chinese)", async ({ page }, testInfo) => {
  const contractNo = await dbValue("SELECT contract_no FROM tour_contract WHERE status = 'SIGNED' ORDER BY id LIMIT 1");
  const code = await dbValue("SELECT check_code FROM tour_contract WHERE contract_no = ?", [contractNo]);
  const signer = await dbValue("SELECT signer_name FROM tour_contract WHERE contract_no = ?", [contractNo]);
  const agency = await dbValue("SELECT e.name FROM tour_contract c JOIN enterprise e ON e.id = c.agency_id WHERE c.contract_no = ?", [contractNo]);
  await page.goto("/contract/check");
  await page.getByRole("textbox", { name: "合同编号" }).fill(contractNo);
  await page.getByRole("textbox", { name: "核验码" }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "核验" }).click();
  const outcome = page.locator("[data-check-outcome]");
  await expect(outcome).toHaveAttribute("data-check-outcome", "found");
  await expect(page.getByText("本平台签订的真实合同")).toBeVisible();
  const result = page.locator("[data-result]");
  await expect(result).toContainText(agency);
  await expect(result).toContainText("已签署");
  await expect(result).not.toContainText(signer);
  await expect(result).not.toContainText(/\d{17}[\dX]|1[3-9]\d{9}/);
  await page.screenshot({ path: testInfo.outputPath("contract-check.png"), fullPage: true });
  await noSeriousViolations(page);
  await page.getByRole("textbox", { name: "核验码" }).fill("ABCDEFGH");
  await page.getByRole("button", { name: "核验" }).click();
  await expect(outcome).toHaveAttribute("data-check-outcome", "none");
});

test("the demo member signs the contract waiting for them with the code sent to their mobile and downloads the PDF", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  const login = new MemberLoginPage(page);
  await login.open();
  const member = demoAccount("member");
  await login.login(member.username, member.password);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  const mobile = await dbValue("SELECT mobile FROM user WHERE username = ?", [member.username]);
  const contractNo = await dbValue("SELECT contract_no FROM tour_contract WHERE signer_mobile = ? AND status = 'PENDING_SIGN' ORDER BY id LIMIT 1", [mobile]);
  await page.goto("/user/contract/mine");
  await expect(page.getByRole("heading", { name: "我的合同" })).toBeVisible();
  await page.getByRole("link", { name: contractNo }).click();
  await expect(page).toHaveURL(/\/user\/contract\/detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "签署合同" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("contract-detail.png"), fullPage: true });
  await noSeriousViolations(page);
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(page.getByRole("button", { name: /秒后可重发/ })).toBeVisible();
  const sms = await dbValue("SELECT content FROM sms_log WHERE mobile = ? ORDER BY id DESC LIMIT 1", [mobile]);
  const code = /\d{6}/.exec(sms)?.[0] ?? "";
  await page.getByRole("textbox", { name: "验证码" }).fill(code);
  await page.getByRole("button", { name: "签署", exact: true }).click();
  await expect(page.getByText(/已于 .* 签署/)).toBeVisible();
  expect(await dbValue("SELECT status FROM tour_contract WHERE contract_no = ?", [contractNo])).toBe("SIGNED");
  const downloading = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "下载合同 PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${contractNo}.pdf`);
  const path = await download.path();
  const head = await (await import("node:fs/promises")).readFile(path);
  expect(head.subarray(0, 5).toString()).toBe("%PDF-");
  await context.close();
});
