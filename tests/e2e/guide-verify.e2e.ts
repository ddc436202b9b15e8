// The public guide-card check, as a tourist uses it from the home page: a valid card shows its
// holder and says so; an ended card says it is not valid; an unknown number says nobody holds
// it. Only name, photo, level, languages and affiliation are shown — never an ID or a phone.
import { expect, test } from "@playwright/test";
import { VerifyPage } from "./pages/guide-pages";
import { dbValue } from "./support/demo";

test("from the home page, a tourist checks a guide card (Chinese)", async ({ page }) => {
  const cardNo = await dbValue("SELECT card_no FROM guide WHERE card_status = 'VALID' AND card_no LIKE 'D-4602-%' ORDER BY id LIMIT 1");
  const name = await dbValue("SELECT name FROM guide WHERE card_no = ?", [cardNo]);
  await page.goto("/");
  await page.getByRole("textbox", { name: "导游证号" }).fill(cardNo);
  await page.getByRole("button", { name: "查验导游证" }).click();
  await expect(page).toHaveURL(/\/guide\/verify\?card_no=/);
  const verify = new VerifyPage(page);
  await verify.expectValid(name);
  await expect(page.getByText("该导游证今日有效")).toBeVisible();
  await expect(verify.card()).toContainText(cardNo);
  await expect(verify.card()).not.toContainText(/\d{6}\*{0,8}\d{4}|1[3-9]\d{9}/);
  await verify.check("D-4602-999999", "导游证号", "查验");
  await expect(verify.outcome()).toHaveAttribute("data-verify-outcome", "none");
});

test("in English: an ended card is not valid today", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "think_lang", value: "en", url: baseURL ?? "" }]);
  const cardNo = await dbValue("SELECT card_no FROM guide WHERE card_status = 'EXPIRED' ORDER BY id LIMIT 1");
  await page.goto("/guide/verify");
  const verify = new VerifyPage(page);
  await verify.check(cardNo.toLowerCase(), "Guide card number", "Check");
  await expect(verify.outcome()).toHaveAttribute("data-verify-outcome", "invalid");
  await expect(page.getByText("This card is not valid today")).toBeVisible();
  await verify.check("4602000315", "Guide card number", "Check");
  await expect(page.locator("[data-error]")).toBeVisible();
});
