// The products check as a supervisor and an agency meet it: a product of the demo agency priced
// below 70 % of the guidance price waits in the supervisor's queue as a suspected unreasonably
// low price; the supervisor confirms it from the review with an opinion; the agency account
// sees the violation on its product and the opinion in the check. Pages and the open review are
// checked with axe (no critical or serious violations). Afterwards the product is put right,
// the rectification reported and the product deleted.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { LoginPage } from "./pages/login-page";
import { WorkflowQueue } from "./pages/workflow-queue";
import { dbValue, demoAccount } from "./support/demo";
import { expect, test } from "./support/fixtures";

const NAME = "南山+天涯海角特惠一日游（浏览器测试）";
const OPINION = "成人价 199 元低于三亚一日游指导价的 70%，责令 10 日内整改";

/** axe as the accessibility spec runs it (WCAG 2.1 A/AA and best practice), in the page itself. */
async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).setLegacyMode(true).analyze();
  expect(results.violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function signedIn(browser: Browser, testInfo: TestInfo, role: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  const { username, password } = demoAccount(role);
  const login = new LoginPage(page);
  await login.open();
  await login.login(username, password);
  return { page, close: () => context.close() };
}

test("a supervisor confirms a suspected low price from the products check queue; the agency sees the result", async ({ browser, admin, cleanup }, testInfo) => {
  test.setTimeout(240_000);
  const agencyId = Number(await dbValue("SELECT enterprise_id FROM admin WHERE username = 'enterprise'"));
  const guidance = Number(await dbValue("SELECT max(price) FROM guidance_price WHERE route_name = '三亚一日游 南山+天涯海角' AND days = 1 AND status = '1' AND valid_from <= date('now', '+8 hours') AND valid_to >= date('now', '+8 hours')"));
  expect(19_900 * 100).toBeLessThan(guidance * 70);
  await admin.ok("POST", "/admin/product.Product/add", {
    name: NAME,
    agency_id: agencyId,
    type: "DAY_TOUR",
    scope: "DOMESTIC",
    route_name: "三亚一日游 南山+天涯海角",
    days: 1,
    nights: 0,
    adult_price: "199.00",
    child_price: "99.00",
    shopping_stops: 0,
    itinerary: "08:00 三亚市区酒店接客\n南山文化旅游区\n天涯海角游览区",
    channel_url: "https://travel.example.cn/products/nanshan-e2e",
    sale_status: "ON_SALE",
  });
  const productId = Number(await dbValue("SELECT id FROM tour_product WHERE name = ? ORDER BY id DESC LIMIT 1", [NAME]));
  const checkId = Number(await dbValue("SELECT id FROM product_check WHERE product_id = ? AND rule_code = 'LOW_PRICE'", [productId]));
  expect(checkId).toBeGreaterThan(0);
  cleanup.add(async () => {
    // Put right (a fair price), the rectification reported when confirmed, then deleted.
    await admin.ok("POST", "/admin/product.Product/edit", { id: productId, adult_price: String(guidance / 100) });
    if ((await dbValue("SELECT status FROM product_check WHERE id = ?", [checkId])) === "VIOLATION") {
      await admin.ok("POST", "/admin/product.Check/rectify", { id: checkId, opinion: "已按指导价调整" });
    }
    await admin.ok("DELETE", `/admin/product.Product/del?ids[]=${productId}`);
  });

  // The supervisor: the check waits under "To check"; confirmed from the review with an opinion.
  const supervisor = await signedIn(browser, testInfo, "supervisor");
  try {
    const queue = new WorkflowQueue(supervisor.page);
    await queue.waitReady();
    await queue.openMenu("旅游产品", "产品核查");
    await queue.stateTab("待核查").click();
    const row = queue.rows().filter({ hasText: NAME });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("疑似不合理低价");
    await expect(row).toContainText("¥199.00 < 70% × ¥");
    await noSeriousViolations(supervisor.page);
    await row.getByRole("button", { name: `审核 ${NAME}` }).click();
    const dialog = queue.dialog();
    await expect(dialog.getByRole("heading", { name: `审核：${NAME}` })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "排除", exact: true })).toBeVisible();
    await noSeriousViolations(supervisor.page);
    // An opinion is required.
    await dialog.getByRole("button", { name: "确认违规", exact: true }).click();
    await expect(dialog).toBeVisible();
    expect(await dbValue("SELECT status FROM product_check WHERE id = ?", [checkId])).toBe("SUSPECTED");
    await dialog.getByLabel("审核意见").fill(OPINION);
    await queue.move(dialog, "确认违规");
    await expect.poll(() => dbValue("SELECT status FROM product_check WHERE id = ?", [checkId])).toBe("VIOLATION");
    await queue.stateTab("确认违规").click();
    await expect(queue.rows().filter({ hasText: NAME })).toHaveCount(1);
    await supervisor.page.screenshot({ path: testInfo.outputPath("products-check-queue.png"), fullPage: true });
  } finally {
    await supervisor.close();
  }

  // The agency: its product shows the violation; the check carries the supervisor's opinion.
  const agency = await signedIn(browser, testInfo, "enterprise");
  try {
    const desk = new WorkflowQueue(agency.page);
    await desk.waitReady();
    await desk.openMenu("旅游产品", /^旅游产品$/);
    await desk.search(NAME);
    const product = desk.rows().filter({ hasText: NAME });
    await expect(product).toHaveCount(1);
    await expect(product).toContainText("确认违规");
    await noSeriousViolations(agency.page);
    await desk.openMenu("旅游产品", "产品核查");
    await desk.stateTab("确认违规").click();
    const row = desk.rows().filter({ hasText: NAME });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: new RegExp(`^(审核|查看) ${NAME.replace(/[+()（）]/g, "\\$&")}$`) }).click();
    const dialog = desk.dialog();
    await expect(dialog.getByText(OPINION).first()).toBeVisible();
    await expect(dialog.getByRole("button", { name: "提交整改", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "确认违规", exact: true })).toHaveCount(0);
    await noSeriousViolations(agency.page);
    await agency.page.screenshot({ path: testInfo.outputPath("products-check-agency.png"), fullPage: true });
  } finally {
    await agency.close();
  }
});
