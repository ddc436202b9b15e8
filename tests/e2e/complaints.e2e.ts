// Complaints in the browser, against the real server with its demo data and the click captcha on:
// a member files a complaint about a Sanya seafood restaurant with a photo as evidence; the Sanya
// handler finds it in the queue and accepts it, notifies the respondent, records the reply and
// the mediation agreement and closes it, while the member watches each step appear on their
// case page; the member then rates it. Anyone files a complaint on the public page (mobile
// proven by an SMS code) and follows it by its number and code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ConsolePage } from "./pages/console-page";
import { WorkflowQueue } from "./pages/workflow-queue";
import { MemberLoginPage } from "./pages/member-pages";
import { ComplaintCase, ComplaintForm, HandlerCase, requestPublicCode } from "./pages/complaint-pages";
import { signInAsAdmin } from "./support/admin";
import { e2eDatabase } from "./support/e2e-db";

test.describe.configure({ mode: "serial" });

function demoAccount(role: string): { username: string; password: string } {
  const text = readFileSync(join(process.env.E2E_DATA_DIR ?? "", "demo-accounts.txt"), "utf8");
  const line = text.split("\n").find((l) => l.split(/\s+/)[1] === role);
  if (!line) throw new Error(`no demo ${role} account`);
  const [, , username, password] = line.trim().split(/\s+/);
  return { username: username ?? "", password: password ?? "" };
}

/** A Sanya restaurant of the demo registry, with its district. */
async function sanyaRestaurant(): Promise<{ name: string; district: string }> {
  const result = await e2eDatabase().execute(
    "SELECT e.name, a.name AS district FROM enterprise e JOIN area a ON a.id = e.region_code WHERE e.category_id = 18000 AND e.region_code BETWEEN 460201 AND 460299 AND e.audit_status = 'APPROVED' ORDER BY e.name LIKE '%海鲜%' DESC, e.id LIMIT 1",
  );
  const row = result.rows[0];
  const name = row?.name;
  const district = row?.district;
  if (typeof name !== "string" || typeof district !== "string") throw new Error("no Sanya restaurant in the demo data");
  return { name, district };
}

let memberPage: Page;
const consoleOf = (page: Page) => new ConsolePage(page);
let complaintNo = "";

async function memberSignedIn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  const login = new MemberLoginPage(page);
  await login.open();
  const member = demoAccount("member");
  await login.login(member.username, member.password);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  return page;
}

test("a member files a complaint with evidence and sees it received", async ({ browser }, testInfo) => {
  memberPage = await memberSignedIn(browser, testInfo.project.use.baseURL);
  const restaurant = await sanyaRestaurant();
  await memberPage.getByRole("navigation", { name: "会员菜单" }).getByRole("link", { name: "我的投诉" }).click();
  await expect(memberPage.getByRole("heading", { name: "我的投诉", level: 1 })).toBeVisible();
  await memberPage.getByRole("link", { name: "我要投诉" }).click();
  await expect(memberPage).toHaveURL(/\/user\/complaint\/new$/);

  const form = new ComplaintForm(memberPage);
  await form.fill({
    respondent: { search: restaurant.name.slice(2, 6), name: restaurant.name },
    category: "价格欺诈",
    area: "三亚市",
    district: restaurant.district,
    description: "点菜时按每斤 168 元报价，结账时称重明显偏高，一餐收费 2680 元，要求出示称重记录被拒绝。",
    request: "退还多收的费用",
  });
  await form.addEvidence("结账小票.png");
  await form.submit();

  await expect(memberPage).toHaveURL(/\/user\/complaint\/detail\?id=\d+$/);
  const view = new ComplaintCase(memberPage);
  await expect(view.status()).toHaveText("待受理");
  complaintNo = await view.complaintNo();
  await expect(view.root.getByText(restaurant.name)).toBeVisible();
  await expect(view.root.getByRole("link", { name: "结账小票.png" })).toBeVisible();
  await expect(view.steps().first()).toContainText("补充证据");
  await expect(view.steps().last()).toContainText("登记投诉");
  await expect(view.root.getByText(/受理期限：\d{4}-\d{2}-\d{2}/)).toBeVisible();
});

test("the Sanya handler works it from the queue and the case page to closure; the member sees each step", async ({ page }) => {
  test.setTimeout(90_000);
  const sanya = demoAccount("supervisor:三亚市");
  await signInAsAdmin(page, sanya.username, sanya.password);
  const queue = new WorkflowQueue(page);
  const handler = new HandlerCase(page);
  const view = new ComplaintCase(memberPage);
  const memberSees = async (step: string, status: string) => {
    await memberPage.reload();
    await expect(view.status()).toHaveText(status);
    await expect(view.steps().first()).toContainText(step);
  };
  const openCase = async () => {
    await queue.search(complaintNo);
    await queue.rows().filter({ hasText: complaintNo }).getByRole("button", { name: `案卷 ${complaintNo}` }).click();
    await expect(page.getByRole("heading", { name: `投诉 ${complaintNo}` })).toBeVisible();
  };

  // The queue: the new complaint waits under "Received", with its time limit; accepted from the review.
  await queue.openMenu("投诉与建议", "投诉处理");
  await queue.stateTab("待受理").click();
  let dialog = await queue.review(complaintNo);
  await expect(dialog.getByText(/受理期限/).first()).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "登记投诉" })).toBeVisible();
  await queue.move(dialog, "受理");
  await memberSees("受理", "已受理");

  // The case page: the whole timeline, the message sent; notifying the respondent, recording the reply.
  await queue.stateTab("已受理").click();
  await openCase();
  await expect(handler.timeline().getByText(/已发送短信至 \d{3}\*{4}\d{4}/).first()).toBeVisible();
  await handler.move("通知被投诉方", { 通知方式与内容: "已书面送达受理通知书及投诉书副本" });
  await memberSees("通知被投诉方", "待被投诉方答复");
  await handler.move("记录被投诉方答复", { 被投诉方书面答复: "承认称重存在误差，同意协商退还差价" });
  await memberSees("记录被投诉方答复", "调解中");

  // Back in the queue: the agreement and the compensation recorded in the review.
  await consoleOf(page).tab("投诉处理").click();
  await queue.stateTab("调解中").click();
  dialog = await queue.review(complaintNo);
  await dialog.getByLabel("赔偿金额（元）").fill("1200");
  await dialog.getByLabel("审核意见").fill("餐厅退还多收费用 1200 元并书面道歉。");
  await queue.move(dialog, "调解成功");
  await memberSees("调解成功", "调解成功");

  // Closed from the case page, where the compensation shows in the timeline.
  await queue.stateTab("调解成功").click();
  await openCase();
  await expect(handler.timeline().getByText("赔偿金额 1200 元")).toBeVisible();
  await handler.move("办结");
  await expect(page.getByRole("button", { name: "办结", exact: true })).toHaveCount(0);
  await memberSees("办结", "已办结");
  await expect(view.root.getByText("餐厅退还多收费用 1200 元并书面道歉。").first()).toBeVisible();
  const steps = await view.steps().allInnerTexts();
  expect(steps.map((s) => s.split(" · ")[0])).toEqual(["办结", "调解成功", "记录被投诉方答复", "通知被投诉方", "受理", "补充证据", "登记投诉"]);
});

test("the member rates the closed complaint, once", async () => {
  const view = new ComplaintCase(memberPage);
  await view.rate(5, "处理及时，商家已退款。");
  await expect(view.root.getByText("您的评价：5 分（满分 5 分）。")).toBeVisible();
  await expect(view.root.locator("form[data-case-rate]")).toBeHidden();
  await memberPage.goto("/user/complaint/mine");
  const row = memberPage.getByRole("row").filter({ hasText: complaintNo });
  await expect(row).toContainText("已办结");
  await expect(row).not.toContainText("去评价");
  await memberPage.context().close();
});

test("anyone files a complaint on the public page with an SMS code and follows it by number and code", async ({ page }) => {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.goto("/complaint");
  await expect(page.getByRole("heading", { name: "旅游投诉", level: 1 })).toBeVisible();
  const form = new ComplaintForm(page);
  await form.fill({
    respondent: { kind: "司机", name: "黑车司机（琼B·7X2**）" },
    category: "非法经营（黑社/黑导/黑车）",
    area: "三亚市",
    description: "在南山景区门口被拉上车参加“一日游”，对方无营运资质，途中要求每人加价 200 元。",
    name: "李思琪",
    mobile,
  });
  const code = await requestPublicCode(page, mobile);
  await form.form.getByRole("textbox", { name: "短信验证码" }).fill(code);
  await form.submit();

  const filed = page.getByRole("status", { name: "投诉已提交" });
  await expect(filed).toBeVisible();
  const number = (await filed.locator("[data-filed-no]").innerText()).trim();
  const queryCode = (await filed.locator("[data-filed-code]").innerText()).trim();
  expect(number).toMatch(/^TS\d{12}$/);
  expect(queryCode).toMatch(/^\d{6}$/);

  await filed.getByRole("link", { name: "查询进度" }).click();
  await expect(page).toHaveURL(/\/complaint\/track\?no=TS\d{12}$/);
  await expect(page.getByRole("textbox", { name: "投诉编号" })).toHaveValue(number);
  await page.getByRole("textbox", { name: "查询码" }).fill(queryCode);
  await page.getByRole("button", { name: "查询" }).click();
  const view = new ComplaintCase(page);
  await expect(view.status()).toHaveText("待受理");
  await expect(view.root.getByText("黑车司机（琼B·7X2**）")).toBeVisible();
  await expect(view.steps()).toHaveCount(1);
  await expect(view.steps().first()).toContainText("登记投诉");

  // A wrong code shows nothing of the case.
  await page.getByRole("textbox", { name: "查询码" }).fill(queryCode === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByText("投诉编号或查询码不正确")).toBeVisible();
  await expect(view.root).toBeHidden();
});
