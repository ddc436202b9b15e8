// The API documentation page as a super admin uses it: opened from the menu, searched by path,
// a call opened from the keyboard shows its parameters and body; nothing found says so; the
// document downloads as JSON; in English the document speaks English; axe finds nothing
// critical or serious.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

// Signing in solves the captcha and axe reads a long page: generous budgets on a loaded machine.
test.describe.configure({ timeout: 150_000 });

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#console-main").analyze();
  const serious = results.violations.filter((v) => v.impact === "critical" || v.impact === "serious");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a super admin finds a call by its path and reads its inputs, then downloads the document", async ({ page }) => {
  const console = await signInAsAdmin(page);
  await console.openMenu("常规管理", "接口文档");
  await expect(page.getByRole("heading", { level: 1, name: "接口文档" })).toBeVisible();
  await expect(page.getByText(/^共 \d+ 个接口$/)).toBeVisible();
  await noSeriousViolations(page);

  const search = page.getByRole("searchbox", { name: "搜索接口" });
  await search.fill("enterprise.Audit/reject");
  await expect(page.getByText(/^1 \/ \d+ 个接口$/)).toBeVisible();
  const call = page.getByRole("button", { name: /POST \/admin\/enterprise\.Audit\/reject/ });
  await expect(call).toHaveAttribute("aria-expanded", "false");
  await call.focus();
  await page.keyboard.press("Enter");
  await expect(call).toHaveAttribute("aria-expanded", "true");
  const body = page.getByRole("table", { name: /请求体（JSON）/ });
  await expect(body.getByRole("rowheader", { name: "id", exact: true })).toBeVisible();
  await expect(body.getByRole("row", { name: /missing_items/ })).toContainText("最多项数");
  await expect(page.getByText("所在分组拥有权限节点")).toContainText("enterprise/audit/reject");
  await noSeriousViolations(page);
  await page.keyboard.press("Space");
  await expect(call).toHaveAttribute("aria-expanded", "false");
  await expect(body).toBeHidden();

  // A list: the wire format's parameters, described in Chinese.
  await search.fill("enterprise.Enterprise/index");
  const list = page.getByRole("button", { name: /GET \/admin\/enterprise\.Enterprise\/index/ });
  await list.click();
  const parameters = page.getByRole("table", { name: /参数/ });
  await expect(parameters.getByRole("row", { name: /^page / })).toContainText("页码，从 1 开始");
  await expect(parameters.getByRole("row", { name: /^limit / })).toContainText("最大值 200");

  await search.fill("no-such-call-anywhere");
  await expect(page.getByRole("heading", { name: "没有与“no-such-call-anywhere”匹配的接口" })).toBeVisible();
  await page.getByRole("button", { name: "清除搜索" }).click();
  await expect(search).toHaveValue("");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "下载 JSON" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^openapi-.+-zh-cn\.json$/);
  const doc = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.paths["/admin/enterprise.Audit/reject"]).toBeDefined();
});

test("in English the page and the document speak English", async ({ page }) => {
  const console = await signInAsAdmin(page);
  await console.openMenu("常规管理", "接口文档");
  await expect(page.getByRole("heading", { level: 1, name: "接口文档" })).toBeVisible();
  await page.getByRole("button", { name: "语言" }).click();
  await page.getByRole("menuitemcheckbox", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API documentation" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search calls" }).fill("enterprise.Enterprise/index");
  const group = page.getByRole("button", { name: /^enterprise\.Enterprise/ });
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: /GET \/admin\/enterprise\.Enterprise\/index/ }).click();
  const parameters = page.getByRole("table", { name: /Parameters/ });
  await expect(parameters.getByRole("row", { name: /^page / })).toContainText("page number, from 1");
  await expect(parameters.getByRole("row", { name: /^search\[0\]\[operator\] / })).toContainText("one of");
  await expect(page.getByText("An admin whose group holds the permission node")).toContainText("enterprise/enterprise/index");
  await noSeriousViolations(page);
});
