// Full-text search as people see it: the enterprise registry's quick search finds a word inside
// the business scope and marks it — in the name, and in an excerpt of the scope under the name —
// with what the text holds shown as text, never as markup; the public library's search marks
// the matched words in its results, in both languages.
import { creditCodeFrom } from "../../shared/validate/patterns";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

test("the registry's quick search marks the matches, in the name and in an excerpt of the business scope", async ({ page, admin, cleanup }) => {
  const stamp = Date.now().toString(36);
  const name = `临高角灯塔研学旅行社有限公司 ${stamp}`;
  cleanup.add(() => admin.deleteFound("enterprise.Enterprise", stamp));
  await admin.ok("POST", "/admin/enterprise.Enterprise/add", {
    category_id: 11000,
    name,
    uscc: creditCodeFrom("91469024", String(Date.now()).slice(-8)),
    legal_person: "王海生",
    contact_name: "陈雪",
    contact_phone: "13876001122",
    region_code: 469024,
    address: "临高县临城镇文明中路 18 号",
    business_scope: `国内旅游业务；灯塔研学<img src=x onerror=alert(1)>线路组织；海洋科普。`,
    status: "NORMAL",
    credit_level: "NORMAL",
  });
  const console = await signInAsAdmin(page);
  await console.openMenu("市场主体", "企业名录");
  await console.waitReady();
  await console.search(`灯塔研学 ${stamp}`);
  const row = console.rows().filter({ hasText: stamp });
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-match] mark")).toHaveText(["灯塔研学", stamp]);
  const extract = row.locator("[data-excerpt]");
  await expect(extract.locator("mark").first()).toHaveText("灯塔研学");
  // The scope's markup is shown as text: no image element was made from it.
  await expect(extract).toContainText("<img src=x onerror=alert(1)>");
  await expect(console.table.locator("img[src='x']")).toHaveCount(0);
});

test("the public library search marks the matched words in its results, in both languages", async ({ page, context, baseURL }) => {
  await page.goto(`/library?keyword=${encodeURIComponent("旅行社")}`);
  await expect(page.locator("[data-list] li").first()).toBeVisible();
  await expect(page.locator("[data-list] mark").first()).toHaveText("旅行社");
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  await page.goto(`/library?keyword=${encodeURIComponent("tourism")}`);
  await expect(page.locator("[data-list] mark").first()).toHaveText(/^tourism$/i);
});
