// Travel supervision as a supervisor uses it: a group on the road today opens from its alert's
// row in the alert inbox on the group's page, where the planned and the actual itinerary stand
// side by side and a check-in at a shopping store not in the plan is marked; the supervisor confirms the
// shopping-stop alert from the page with an opinion and sees it confirmed. The page is checked
// with axe (no critical or serious violations) in Chinese and in English.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dbValue } from "./support/demo";
import { signInAsDemo } from "./support/sign-in";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#console-main").analyze();
  expect(results.violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => v.id)).toEqual([]);
}

/** A group on the road whose unplanned shopping stop is still an open alert. */
const GROUP_SQL =
  "SELECT g.tour_no FROM travel_alert a JOIN tour_group g ON g.id = a.group_id WHERE a.status = 'OPEN' AND a.rule_code = 'UNPLANNED_SHOPPING' AND g.status = 'ON_ROAD' ORDER BY g.id LIMIT 1 OFFSET ?";

test("a supervisor opens a group on the road, sees planned and actual side by side, and confirms the shopping-stop alert", async ({ page }) => {
  test.setTimeout(120_000);
  const tourNo = await dbValue(GROUP_SQL, [0]);
  expect(tourNo).not.toBe("");
  const groupId = await dbValue("SELECT id FROM tour_group WHERE tour_no = ?", [tourNo]);
  const console = await signInAsDemo(page);
  // From the alert inbox (the group's alerts), the alert's row links to its group's page.
  await page.goto(`/admin/travel/alert?search[0][field]=group_id&search[0][operator]=eq&search[0][val]=${groupId}`);
  const alertRow = console.rows().filter({ hasText: "计划外购物点" });
  await expect(alertRow).toHaveCount(1);
  await alertRow.getByRole("button", { name: `团队行程 ${tourNo}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/travel/group-detail\\?id=${groupId}$`));

  await expect(page.getByRole("heading", { name: `旅游团队 ${tourNo}` })).toBeVisible();
  const timeline = page.getByRole("region", { name: "计划行程与实际行程" });
  const day = timeline.getByRole("table").first();
  await expect(day.getByRole("columnheader", { name: "计划" })).toBeVisible();
  await expect(day.getByRole("columnheader", { name: "实际" })).toBeVisible();
  const unplanned = timeline.getByRole("row").filter({ hasText: "计划外购物点" });
  await expect(unplanned).toHaveCount(1);
  await expect(unplanned.getByRole("cell").nth(1)).toHaveText("计划外");
  await expect(unplanned).toContainText("终端签到");
  await expectNoSeriousViolations(page);

  const alerts = page.getByRole("region", { name: "预警" });
  await alerts.getByRole("button", { name: "处理预警：计划外购物点" }).click();
  const dialog = console.dialog();
  await expect(dialog.getByRole("heading", { name: `审核：${tourNo} · 计划外购物点` })).toBeVisible();
  await dialog.getByRole("button", { name: "确认违规", exact: true }).click();
  await dialog.locator("#review-opinion").fill("导游擅自带团进入计划外购物店，责令旅行社整改");
  await dialog.getByRole("button", { name: "确认违规", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(alerts.getByRole("row").filter({ hasText: "计划外购物点" })).toContainText("已确认");
  expect(await dbValue("SELECT a.status FROM travel_alert a JOIN tour_group g ON g.id = a.group_id WHERE g.tour_no = ? AND a.rule_code = 'UNPLANNED_SHOPPING'", [tourNo])).toBe("CONFIRMED");
});

test("the group page in English: the same timeline and alerts, and axe finds nothing serious", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const id = await dbValue("SELECT g.id FROM tour_group g WHERE g.status = 'ON_ROAD' AND EXISTS (SELECT 1 FROM tour_checkin k WHERE k.group_id = g.id) ORDER BY g.id DESC LIMIT 1");
  expect(id).not.toBe("");
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
  await signInAsDemo(page);
  await page.goto(`/admin/travel/group-detail?id=${id}`);
  const timeline = page.getByRole("region", { name: "Planned and actual itinerary" });
  await expect(timeline.getByRole("table").first().getByRole("columnheader", { name: "Planned" })).toBeVisible();
  await expect(timeline.getByRole("table").first().getByRole("caption")).toHaveText("Day 1");
  await expect(page.getByRole("region", { name: "Alerts" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a group that is not there: the page says so in Chinese and English, tries again and leads back to the list", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await page.goto("/admin/travel/group-detail?id=999999999");
  await expect(page.getByRole("heading", { name: "未找到团队" })).toBeVisible();
  await expect(page.getByText("团队不存在或不在您的管辖范围内。")).toBeVisible();
  await page.getByRole("button", { name: "重试" }).click();
  await expect(page.getByRole("heading", { name: "未找到团队" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.addInitScript(() => localStorage.setItem("ui:lang", "en"));
  await page.goto("/admin/travel/group-detail?id=999999999");
  await expect(page.getByRole("heading", { name: "Group not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  const back = page.getByRole("button", { name: "Back to the groups" });
  await back.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/travel\/group(\?|$)/);
});
