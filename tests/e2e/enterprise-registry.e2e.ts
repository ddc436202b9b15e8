// The registry as a supervisor uses it: sorted by licence expiry, the expired ones come first
// with how long ago they ended, those without a licence date last, in both sort directions; an
// ID number stays masked until revealed; the dashboard leads to the work waiting.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

test("sorting the registry by licence expiry puts expired licences first and counts the days", async ({ page }) => {
  const console = await signInAsAdmin(page);
  await console.openMenu("市场主体", "企业名录");
  await expect(console.rows().first()).toBeVisible();

  await console.table.getByRole("button", { name: "证照有效期至" }).click();
  await expect(page).toHaveURL(/order=license_expire_date%2Casc/);
  await expect(console.rows().first()).toContainText(/已过期 \d+ 天/);
  const ascending = await console.columnTexts("证照有效期至");
  const dates = ascending.map((text) => text.slice(0, 10));
  expect(dates).toEqual([...dates].sort());
  for (const text of ascending) expect(text).toMatch(/^\d{4}-\d{2}-\d{2}/);

  await console.table.getByRole("button", { name: "证照有效期至" }).click();
  await expect(page).toHaveURL(/order=license_expire_date%2Cdesc/);
  const descending = await console.columnTexts("证照有效期至");
  expect(descending[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(descending.map((text) => text.slice(0, 10))).toEqual([...descending.map((text) => text.slice(0, 10))].sort().reverse());
});

test("an ID number shows masked on the enterprise page and in full only on request", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/enterprise/detail?id=1");
  const row = page.locator("dl > div").filter({ hasText: "法定代表人身份证号" });
  await expect(row).toContainText(/\d{6}\*{8}[\dX]{4}/);
  await row.getByRole("button", { name: "显示完整" }).click();
  await expect(row).toContainText(/\d{17}[\dX]/);
  await expect(row.getByRole("button", { name: "显示完整" })).toHaveCount(0);
});

test("the dashboard shows the supervision work waiting and opens the audit queue on it", async ({ page }) => {
  const console = await signInAsAdmin(page);
  const work = page.getByRole("region", { name: "监管待办" });
  await expect(work.getByRole("link", { name: /登记审核 · 待审核/ })).toContainText(/\d+/);
  await expect(work.getByRole("link", { name: /变更审核 · 待审核/ })).toBeVisible();
  await expect(work.getByRole("link", { name: /证照已过期/ })).toBeVisible();
  await work.getByRole("link", { name: /登记审核 · 待审核/ }).click();
  // The card opens the queue on exactly its rows: the list's own filter, in its own URL format.
  await expect(page).toHaveURL(/\/admin\/enterprise\/audit\?search%5B0%5D%5Bfield%5D=audit_status&search%5B0%5D%5Boperator%5D=eq&search%5B0%5D%5Bval%5D=SUBMITTED$/);
  await expect(console.tab(/^待审核/)).toHaveAttribute("aria-selected", "true");
  await expect(console.rows().first()).toBeVisible();
  // Drafts are the enterprises' own (the demo has some): the desk has no tab for them.
  await expect(console.tab(/^审核中/)).toBeVisible();
  await expect(console.tab(/^草稿/)).toHaveCount(0);
  for (const status of await console.columnTexts("状态")) expect(status).toBe("待审核");
});
