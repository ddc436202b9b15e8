// Tour contracts from the agency's console to the tourist: the public check confirms a signed
// demo contract and shows nothing personal; the demo agency drafts a contract in the console
// for the demo member (the form refuses what is wrong, field by field), enters its travellers,
// sends it for signing; the member reads it in "My contracts", signs it with the code mailed to
// their e-mail (a real SMTP server) and downloads the PDF; a supervisor confirms a departed-unsigned alert and follows
// its row's link to the contract. The pages are checked with axe (no critical or serious
// violations); screenshots go to the test output.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ConsolePage } from "./pages/console-page";
import { LoginPage } from "./pages/login-page";
import { MemberLoginPage } from "./pages/member-pages";
import { startSmtpInbox } from "../support/smtp-inbox";
import { saveSiteConfig } from "./support/admin-api";
import { dbValue, demoAccount } from "./support/demo";
import { signInAsDemo } from "./support/sign-in";
import { adminApiOf } from "./support/fixtures";

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

/** A resident ID number with its check digit (GB 11643), born in Haikou's Longhua district. */
function residentId(birth: string, serial: string): string {
  const body = `460106${birth}${serial}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return body + "10X98765432"[sum % 11];
}

/** Picks the option named `name` in the form's remote picker `field` (typing to search). */
async function pick(page: Page, dialog: Locator, field: string, search: string, name: string | RegExp) {
  await dialog.locator(`#record-${field}`).click();
  const box = page.getByRole("combobox", { name: "搜索…" });
  await box.fill(search);
  await page.getByRole("listbox").getByRole("option", { name }).click();
  await expect(box).toBeHidden();
}

/** A date `days` from now at `time`, as a datetime-local input takes it. */
function localDateTime(days: number, time: string): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${time}`;
}

test("the agency drafts a contract in the console and sends it; the demo member signs it with the code mailed to them and downloads the PDF", async ({ browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const member = demoAccount("member");
  const mobile = await dbValue("SELECT mobile FROM user WHERE username = ?", [member.username]);
  const signerId = residentId("19880315", "402");

  // The agency drafts the contract.
  const agencyContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN" });
  const agencyPage = await agencyContext.newPage();
  const agency = demoAccount("enterprise");
  const signIn = new LoginPage(agencyPage);
  await signIn.open();
  await signIn.login(agency.username, agency.password);
  const console = new ConsolePage(agencyPage);
  await console.waitReady();
  await console.openMenu("旅游合同", /^旅游合同$/);
  const list = console.main.locator("section:not([hidden])");
  await list.getByRole("button", { name: "添加", exact: true }).click();
  let dialog = console.dialog();
  await expect(dialog.getByRole("heading", { name: "添加旅游合同" })).toBeVisible();
  await pick(agencyPage, dialog, "template_id", "一日游", "一日游合同");
  await dialog.getByLabel(/^线路名称/).fill("三亚一日游 南山+天涯海角");
  await dialog.getByLabel(/^出发地点/).fill("三亚市吉阳区迎宾路酒店");
  await dialog.getByLabel(/^结束地点/).fill("三亚市吉阳区迎宾路酒店");
  await dialog.getByLabel(/^出发时间/).fill(localDateTime(6, "08:00:00"));
  // A return before the departure is refused on its own field.
  await dialog.getByLabel(/^返回时间/).fill(localDateTime(5, "18:00:00"));
  await dialog.getByLabel(/^成人数/).fill("1");
  await dialog.getByLabel(/^儿童数/).fill("1");
  await dialog.getByLabel(/^成人价/).fill("398");
  await dialog.getByLabel(/^儿童价/).fill("239");
  await dialog.getByRole("textbox", { name: "签约人", exact: true }).fill("林海燕");
  await dialog.getByLabel(/^签约人身份证号/).fill(signerId);
  await dialog.getByLabel(/^签约人手机号/).fill(mobile);
  await dialog.getByRole("button", { name: "保存" }).click();
  const returnAt = dialog.getByLabel(/^返回时间/);
  await expect(returnAt).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("返回时间不能早于出发时间")).toBeVisible();
  await returnAt.fill(localDateTime(6, "18:00:00"));
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  const contractNo = await dbValue("SELECT contract_no FROM tour_contract WHERE signer_mobile = ? AND status = 'DRAFT' ORDER BY id DESC LIMIT 1", [mobile]);
  expect(contractNo).toMatch(/^HT\d{12}$/);
  expect(await dbValue("SELECT total_amount FROM tour_contract WHERE contract_no = ?", [contractNo])).toBe("63700");

  // Its travellers: the signer and a child.
  await console.openMenu("旅游合同", /^游客名单$/);
  const travellers: [string, string, string, string][] = [
    ["林海燕", "2", "38", signerId],
    ["陈子涵", "1", "9", residentId("20170609", "031")],
  ];
  for (const [name, gender, age, idNo] of travellers) {
    await console.main.locator("section:not([hidden])").getByRole("button", { name: "添加", exact: true }).click();
    dialog = console.dialog();
    await pick(agencyPage, dialog, "contract_id", contractNo, contractNo);
    await dialog.getByLabel(/^姓名/).fill(name);
    await dialog.getByRole("radio", { name: gender === "1" ? "男" : "女" }).check();
    await dialog.getByLabel(/^年龄/).fill(age);
    // A wrong check digit is refused with the reason.
    await dialog.getByLabel(/^证件号码/).fill(idNo.slice(0, 17) + (idNo.endsWith("0") ? "1" : "0"));
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("不是有效的居民身份证号码")).toBeVisible();
    await dialog.getByLabel(/^证件号码/).fill(idNo);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
  }

  // Sent for signing from the contract's review.
  await console.openMenu("旅游合同", /^旅游合同$/);
  await console.search(contractNo);
  const row = console.rows().filter({ hasText: contractNo });
  await expect(row).toContainText("草稿");
  await row.getByRole("button", { name: /^审核/ }).click();
  dialog = console.dialog();
  await dialog.getByRole("button", { name: "发送签署", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("待签署");
  await agencyContext.close();

  // The tourist signs it.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  const login = new MemberLoginPage(page);
  await login.open();
  await login.login(member.username, member.password);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  await page.goto("/user/contract/mine");
  await expect(page.getByRole("heading", { name: "我的合同" })).toBeVisible();
  await page.getByRole("link", { name: contractNo }).click();
  await expect(page).toHaveURL(/\/user\/contract\/detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "签署合同" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("contract-detail.png"), fullPage: true });
  await noSeriousViolations(page);
  // The member has the code sent to their account's e-mail, delivered by a real SMTP server.
  const email = await dbValue("SELECT email FROM user WHERE username = ?", [member.username]);
  const inbox = await startSmtpInbox();
  const smtp = { smtp_server: "127.0.0.1", smtp_port: inbox.port, smtp_user: "", smtp_verification: "none", smtp_sender_mail: "noreply@hainan-tourism.example" };
  const admin = adminApiOf(request);
  const mailSettings = await admin.settings(Object.keys(smtp));
  await saveSiteConfig(request, smtp);
  try {
    await page.getByRole("radio", { name: /^电子邮箱 / }).check();
    const since = inbox.messages.length;
    await page.getByRole("button", { name: "发送验证码" }).click();
    await expect(page.getByRole("button", { name: /秒后可重发/ })).toBeVisible();
    const code = await inbox.codeFor(email, { since });
    await page.getByRole("textbox", { name: "验证码" }).fill(code);
    await page.getByRole("button", { name: "签署", exact: true }).click();
    await expect(page.getByText(/已于 .* 签署/)).toBeVisible();
  } finally {
    // Other specs must not mail a closed inbox.
    await admin.ok("POST", "/admin/routine.Config/edit", mailSettings);
    await inbox.close();
  }
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

test("a supervisor confirms a departed-unsigned alert and follows its link to the contract", async ({ page }) => {
  test.setTimeout(120_000);
  const alertId = await dbValue("SELECT id FROM contract_alert WHERE rule_code = 'DEPARTED_UNSIGNED' AND status = 'OPEN' ORDER BY id LIMIT 1");
  expect(alertId).not.toBe("");
  const contractNo = await dbValue("SELECT c.contract_no FROM contract_alert a JOIN tour_contract c ON c.id = a.contract_id WHERE a.id = ?", [alertId]);
  const console = await signInAsDemo(page);
  await page.goto(`/admin/contract/alert?search[0][field]=id&search[0][operator]=eq&search[0][val]=${alertId}`);
  const row = console.rows().filter({ hasText: contractNo });
  await expect(row).toContainText("已出发未签署");
  await row.getByRole("button", { name: /^审核/ }).click();
  const dialog = console.dialog();
  await dialog.getByRole("button", { name: "确认违规", exact: true }).click();
  await dialog.locator("#review-opinion").fill("合同未签署即出团，责令旅行社补签并说明情况");
  await dialog.getByRole("button", { name: "确认违规", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("已确认");
  const results = await new AxeBuilder({ page }).include("#console-main").analyze();
  expect(results.violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => v.id)).toEqual([]);
  await row.getByRole("button", { name: `查看合同 ${contractNo}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/contract\/contract\?/);
  await expect(console.rows()).toHaveCount(1);
  await expect(console.rows().first()).toContainText(contractNo);
});
