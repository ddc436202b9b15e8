// The member centre for a tourist on a phone whose clock is set to another time zone, using the
// keyboard: the greeting and the last-login time read the same clock (the site's), checking in
// keeps focus on the button, the ledger's sideways-scrolling table is reachable and scrollable
// by keyboard, and a long e-mail address is shown whole in the profile's account card.
import { expect, test } from "@playwright/test";
import { memberZhCn } from "../../src/i18n/member/zh-cn";
import { greetingKey } from "../../src/scripts/member/greeting";
import { MemberLoginPage } from "./pages/member-pages";
import { dbValue, insertMember } from "./support/demo";
import { adminApiOf } from "./support/fixtures";

const SITE_ZONE = "Asia/Shanghai";
const hourIn = (zone: string, at: Date) => Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(at));

test("a member on a phone in another time zone: one clock, focus kept, tables and addresses reachable", async ({ browser, playwright }, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL } = testInfo.project.use;
  const username = `tz${Date.now().toString(36).slice(-7)}`;
  const password = "Coconut-Isle1";
  const nickname = "时区测试";
  const email = `${username}.with-a-rather-long-address@hainan-culture-and-tourism.example.com`;
  await insertMember(username, password, nickname);
  await dbValue("UPDATE user SET email = ? WHERE username = ? RETURNING id", [email, username]);
  const api = await playwright.request.newContext({ baseURL });
  // Eight hours behind UTC while the site keeps Beijing time: sixteen hours apart, so the
  // greeting of one clock is never the other's.
  const context = await browser.newContext({ baseURL, locale: "zh-CN", timezoneId: "America/Los_Angeles", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    const login = new MemberLoginPage(page);
    await login.open();
    await login.login(username, password);
    await expect(page.getByRole("navigation", { name: "会员菜单" })).toBeVisible();

    await page.goto("/user/account/overview");
    const before = new Date();
    const greeting = page.locator("[data-greeting]").first();
    await expect(greeting).not.toBeEmpty();
    const after = new Date();
    const expected = [before, after].map((at) => memberZhCn[greetingKey(hourIn(SITE_ZONE, at))].replace("{name}", nickname));
    expect(expected).toContain(await greeting.textContent());
    // The last login, just now, is shown in the same clock.
    const lastLogin = page.locator('[data-stat="last_login_time"]');
    await expect(lastLogin).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const stored = Number(await dbValue("SELECT last_login_time FROM user WHERE username = ?", [username]));
    expect(Number((await lastLogin.textContent())?.slice(11, 13))).toBe(hourIn(SITE_ZONE, new Date(stored * 1000)));

    // The rest on a phone.
    await page.setViewportSize({ width: 390, height: 844 });

    // Checking in by keyboard: focus stays on the button, which now says it is done.
    await page.goto("/user/account/checkIn");
    const checkIn = page.getByRole("button", { name: "立即签到" });
    await expect(checkIn).toBeEnabled();
    await checkIn.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/签到成功/)).toBeVisible();
    const done = page.getByRole("button", { name: "今日已签到" });
    await expect(done).toBeDisabled();
    await expect(done).toBeFocused();
    // A second press does nothing.
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-streak]")).toHaveText("1");

    // The score log's table is wider than the phone: its scroll area is a named stop in the tab
    // order, and the arrow keys scroll it.
    await page.goto("/user/account/integral");
    await expect(page.locator("[data-rows] tr").first()).toContainText("+");
    const scroller = page.getByRole("region", { name: "积分记录" });
    await page.locator("h1").first().click();
    for (let i = 0; i < 40 && !(await scroller.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(scroller).toBeFocused();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // The e-mail in the account card is shown whole, not cut off.
    await page.goto("/user/account/profile");
    const shown = page.locator('[data-contact-value="email"]');
    await expect(shown).toHaveText(email);
    expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const box = await shown.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  } finally {
    await context.close();
    await adminApiOf(api).deleteFound("user.User", username, (row) => row.username === username);
    await api.dispose();
  }
});
