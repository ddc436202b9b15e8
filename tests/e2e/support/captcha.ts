// Solving the click captcha as a person would: wait for the picture, then click the centres of
// the asked-for items in order. Where they are is read from the server's database, never from
// the page or the API answer.
import { expect, type Page } from "@playwright/test";
import { captchaTargets, type CaptchaBox } from "./e2e-db";

export const CAPTCHA_WIDTH = 350;
export const CAPTCHA_HEIGHT = 200;

/** Clicks the centres of `targets` in order on the captcha picture of the open dialog. */
export async function clickCaptchaTargets(page: Page, targets: CaptchaBox[]): Promise<void> {
  const dialog = page.getByRole("dialog");
  const image = dialog.locator("img[data-image]");
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  if (!box) throw new Error("the captcha picture has no size");
  const sx = box.width / CAPTCHA_WIDTH;
  const sy = box.height / CAPTCHA_HEIGHT;
  for (const target of targets) {
    await page.mouse.click(box.x + (target.x + target.width / 2) * sx, box.y + (target.y + target.height / 2) * sy);
  }
  await expect(dialog).toBeHidden();
}

/** Runs `trigger` (which opens the captcha dialog) and solves the dialog it opens. */
export async function solveCaptchaAfter(page: Page, trigger: () => Promise<unknown>): Promise<void> {
  const issued = page.waitForResponse((r) => r.url().includes("/api/common/clickCaptcha"));
  await trigger();
  const id = new URL((await issued).url()).searchParams.get("id");
  if (!id) throw new Error("the captcha request carried no id");
  await clickCaptchaTargets(page, await captchaTargets(id));
}
