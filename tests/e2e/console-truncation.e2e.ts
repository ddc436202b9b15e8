// Nothing a reader needs is cut off, in English (the longer language) at 1440 and on a 390 px
// phone: every sidebar entry and every filter label is shown whole (no ellipsis, nothing only on
// hover), the header's controls all fit on a phone, a review dialog shows the credit code on one
// line, the enterprise detail page shows every tab, the public header's "中文" does not wrap; a
// list wider than the screen shows that columns go on under its sticky actions column.
// Screenshots of each are attached to the report.
import { expect, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { test } from "./support/fixtures";

/** Elements among `items` whose text is cut off: an ellipsis, or wider content than the box. */
async function clipped(items: Locator): Promise<string[]> {
  return items.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const el = node as HTMLElement;
        if (el.getClientRects().length === 0) return false;
        const style = getComputedStyle(el);
        return el.scrollWidth > el.clientWidth + 1 || (style.textOverflow === "ellipsis" && style.overflow !== "visible" && el.scrollWidth > el.clientWidth);
      })
      .map((el) => (el.textContent ?? "").trim()),
  );
}

async function shot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: "image/png" });
}

async function english(page: Page) {
  await page.context().addCookies([{ name: "think_lang", value: "en", url: new URL(test.info().project.use.baseURL ?? "").origin }]);
  await page.evaluate(() => localStorage.setItem("ui:lang", "en"));
}

test("English at 1440: every sidebar entry and filter label is whole", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await english(page);
  await page.goto("/admin/enterprise/enterprise");
  const menu = page.getByRole("complementary", { name: "Main menu" });
  await expect(menu).toBeVisible();
  // Open every directory so all entries are drawn.
  const closed = menu.locator("button[aria-expanded=false]");
  for (let i = 0; i < 60 && (await closed.count()) > 0; i++) await closed.first().click();
  const entries = menu.locator("a span, button span");
  expect(await entries.count()).toBeGreaterThan(40);
  expect(await clipped(entries)).toEqual([]);
  await shot(page, "sidebar-1440");

  await page.getByRole("button", { name: /^Filter/ }).first().click();
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(filters).toBeVisible();
  const labels = filters.locator("label");
  expect(await labels.count()).toBeGreaterThan(20);
  await expect(labels.filter({ hasText: "Unified social credit code" })).toBeVisible();
  expect(await clipped(labels)).toEqual([]);
  await shot(page, "filters-1440");
});

test("English at 1440: a list wider than the screen shows that columns go on under its actions column", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await english(page);
  await page.goto("/admin/enterprise/enterprise");
  const scroller = page.locator('[data-slot="table-container"]').first();
  await expect(scroller.locator("tbody tr").first()).toBeVisible();
  const edge = scroller.locator("tbody td.sticky").first();
  /** The shadow's opacity, or "none" when the edge draws no shadow at all. */
  const shadow = () =>
    edge.evaluate((td) => {
      const after = getComputedStyle(td, "::after");
      return after.content === "none" ? "none" : after.opacity;
    });
  // Columns hidden to the right: the actions column casts a shadow over them.
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect.poll(shadow).toBe("1");
  await shot(page, "overflow-edge-1440");
  // Scrolled to the end: nothing is hidden, no shadow (the edge's rule stays).
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(shadow).toBe("0");
});

test("English on a 390 px phone: header, review dialog, detail tabs and the public header fit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await english(page);

  await page.goto("/admin/enterprise/audit");
  const review = page.getByRole("button", { name: /^Review/ }).first();
  await expect(review).toBeVisible({ timeout: 20_000 });
  // Every header control is on the screen.
  const header = page.locator("header").first();
  for (const control of await header.locator("button").all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect(box.x + box.width, (await control.getAttribute("aria-label")) ?? "").toBeLessThanOrEqual(390);
  }
  await shot(page, "audit-390");

  await review.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const code = dialog.locator("dt", { hasText: "Unified social credit code" }).locator("xpath=following-sibling::dd[1]");
  await expect(code).toHaveText(/^[0-9A-Z]{18}$/);
  // One line: as tall as a single line of its text.
  const lines = await code.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
  expect(lines).toBe(1);
  await shot(page, "review-390");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/admin/enterprise/enterprise");
  await page.getByRole("button", { name: /^Details/ }).first().click();
  const tabs = page.getByRole("tablist").filter({ has: page.getByRole("tab", { name: "Basic information" }) });
  await expect(tabs).toBeVisible({ timeout: 20_000 });
  for (const tab of await tabs.getByRole("tab").all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
  const last = tabs.getByRole("tab").last();
  await last.click();
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(last).toBeInViewport({ ratio: 1 });
  await shot(page, "detail-390");

  await page.goto("/");
  const chinese = page.getByRole("button", { name: "中文" });
  await expect(chinese).toBeVisible();
  const box = await chinese.boundingBox();
  const lineHeight = await chinese.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box?.height ?? 99).toBeLessThan(lineHeight * 2);
  await shot(page, "home-390");
});
