// axe-core over what people use, in Simplified Chinese and in English: every console page the
// menu reaches (the menu is walked, not listed here, so a new module is checked by itself), the
// console's main dialogs (add, edit, delete confirmation, review), the member centre's pages
// (its menu walked the same way) and the public pages. Nothing critical or serious may remain.
// One browser context and one sign-in per side keep the run short.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { MemberLoginPage } from "./pages/member-pages";
import { signInAsAdmin } from "./support/admin";
import { insertMember } from "./support/demo";
import { expect, test } from "./support/fixtures";

test.describe.configure({ mode: "serial" });
// Traces snapshot the console's large document at every step, which cost more than axe itself.
test.use({ trace: "off" });

type Lang = "zh-cn" | "en";
const LANGS: Lang[] = ["zh-cn", "en"];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string;
}

let context: BrowserContext;
let page: Page;
/** How many pages and dialogs were checked, by kind (reported at the end). */
const checked: Record<string, number> = {};

/** Runs axe on the page (or only inside `include`) and returns its critical and serious findings. */
async function audit(where: string, kind: string, include?: string, options: { contrast?: boolean } = {}): Promise<Finding[]> {
  checked[kind] = (checked[kind] ?? 0) + 1;
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).options({ resultTypes: ["violations"] })
    // axe.run in the page itself: the cross-frame mode opens a blank page for every check, which
    // cost seconds each (the console has no cross-origin frames to reach).
    .setLegacyMode(true);
  if (options.contrast === false) builder = builder.disableRules(["color-contrast"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => ({ where, rule: v.id, impact: v.impact ?? "", targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ") }));
  if (found.length) console.log(report(found));
  return found;
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.targets}`).join("\n");
}

async function useLanguage(lang: Lang) {
  const url = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL ?? "" : page.url());
  await context.addCookies([{ name: "think_lang", value: lang, url: url.origin }]);
  await page.evaluate((value) => localStorage.setItem("ui:lang", value), lang).catch(() => undefined);
}

const activeSection = "#console-main > section:not([hidden])";

/**
 * Waits until the console's active page has drawn its data (no spinner, no busy table). A spinner
 * is a status without aria-live; a standing live region (the big-screen's connection state) says
 * aria-live and is not waited for.
 */
async function settled(section: Locator) {
  await expect(section).toBeVisible();
  await expect(section.locator("[role=status]:not([aria-live]), [aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
}

/**
 * One link per distinct page: menu entries that differ only by a trailing number are the same
 * page with another preset filter (the enterprise lists by category), checked once.
 */
function distinctPages(links: { href: string; name: string }[]) {
  const seen = new Set<string>();
  return links.filter((link) => {
    const shape = link.href.replace(/\/\d+$/, "/:n");
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
}

/** Closes the tabs behind the active one, so pages kept alive do not pile up in the document. */
async function closeOtherTabs() {
  const others = page.getByRole("tablist").first().locator("[role=tab][aria-selected=false]");
  for (let n = await others.count(); n > 0; n--) await others.first().press("Delete");
  await expect(others).toHaveCount(0);
}

/** Opens every directory of the side menu and returns its page links, in menu order. */
async function menuLinks(): Promise<{ href: string; name: string }[]> {
  const menu = page.getByRole("complementary");
  for (;;) {
    const closed = menu.locator("button[aria-expanded=false]");
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const links = await menu.locator("ul a[href]").evaluateAll((anchors) =>
    anchors.filter((a) => !(a as HTMLAnchorElement).target).map((a) => ({ href: a.getAttribute("href") ?? "", name: (a.textContent ?? "").trim() })),
  );
  return links;
}

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN", viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signInAsAdmin(page);
});
test.afterAll(() => context?.close());

for (const lang of LANGS) {
  test(`every console page from the menu passes axe (${lang})`, async () => {
    test.setTimeout(Number(process.env.AXE_TIMEOUT ?? 480_000));
    const findings: Finding[] = [];
    await useLanguage(lang);
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await settled(page.locator(activeSection));
    // The console's frame (header, menu, tabs) once per language, then each page's own content;
    // the header's controls load after the first paint: audit the real ones, not their stand-ins.
    await expect(page.locator("header").getByRole("button", { name: /个人资料|My profile/ })).toBeVisible();
    findings.push(...(await audit(`${lang} dashboard (whole page)`, "console page")));
    const links = distinctPages(await menuLinks());
    expect(links.length).toBeGreaterThan(20);
    const menu = page.getByRole("complementary");
    const started = Date.now();
    for (const link of links) {
      await menu.locator(`a[href="${link.href}"]`).click();
      await expect(menu.locator(`a[href="${link.href}"]`)).toHaveAttribute("aria-current", "page");
      await settled(page.locator(activeSection));
      await closeOtherTabs();
      // Colours do not change with the language: the slow contrast rule runs in the first one.
      findings.push(...(await audit(`${lang} ${link.name} (${link.href})`, "console page", activeSection, { contrast: lang === LANGS[0] })));
    }
    console.log(`${lang}: ${links.length} console pages in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(findings, report(findings)).toEqual([]);
  });
}

test("the console's dialogs pass axe in both languages", async ({ admin }) => {
  test.setTimeout(Number(process.env.AXE_TIMEOUT ?? 120_000));
  // A queue with something to review (read from the API, not assumed from the demo data).
  const queue = await admin.ok("GET", "/admin/enterprise.Audit/index?limit=1");
  expect(Number(queue.total)).toBeGreaterThan(0);
  const findings: Finding[] = [];
  for (const lang of LANGS) {
    await useLanguage(lang);
    const dialog = page.getByRole("dialog");
    const alert = page.getByRole("alertdialog");
    await page.goto("/admin/enterprise/enterprise");
    const section = page.locator(activeSection);
    await settled(section);

    await section.getByRole("button", { name: lang === "en" ? "Add" : "添加", exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("input, select, textarea").first()).toBeVisible();
    findings.push(...(await audit(`${lang} add dialog`, "dialog", "[role=dialog]")));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The row's own buttons (the toolbar's "Delete selected" is named alike and disabled).
    const row = section.locator("tbody tr").first();
    await row.getByRole("button", { name: lang === "en" ? /^Edit / : /^编辑 / }).click();
    await expect(dialog.locator("input").first()).not.toHaveValue("");
    findings.push(...(await audit(`${lang} edit dialog`, "dialog", "[role=dialog]")));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await row.getByRole("button", { name: lang === "en" ? /^Delete / : /^删除 / }).click();
    await expect(alert).toBeVisible();
    findings.push(...(await audit(`${lang} delete confirmation`, "dialog", "[role=alertdialog]")));
    await alert.getByRole("button", { name: lang === "en" ? "Cancel" : "取消" }).click();
    await expect(alert).toBeHidden();

    const [first] = await admin.idsFound("enterprise.Enterprise", "");
    await page.goto(`/admin/enterprise/detail?id=${first}`);
    await settled(page.locator(activeSection));
    findings.push(...(await audit(`${lang} enterprise detail`, "console page", activeSection)));

    await page.goto("/admin/enterprise/audit");
    await settled(page.locator(activeSection));
    await page.locator(activeSection).locator("tbody tr").first().getByRole("button").first().click();
    await expect(dialog).toBeVisible();
    await settled(dialog);
    findings.push(...(await audit(`${lang} review dialog`, "dialog", "[role=dialog]")));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  expect(findings, report(findings)).toEqual([]);
});

test("the member centre and the public pages pass axe in both languages", async ({ admin, cleanup }) => {
  test.setTimeout(Number(process.env.AXE_TIMEOUT ?? 120_000));
  const username = `axe${Date.now().toString(36).slice(-7)}`;
  const password = "Coconut-Isle1";
  await insertMember(username, password, "无障碍测试");
  cleanup.add(() => admin.deleteFound("user.User", username, (row) => row.username === username));
  // Signed out (the console keeps its token in local storage): /admin/login would open the console.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  const findings: Finding[] = [];
  const publicPages = ["/", "/user/login", "/admin/login", "/complaint", "/complaint/track", "/guide/verify", "/opinion", "/contract/check", "/ticket/prices", "/news", "/news/notices", "/library", "/no-such-page"];
  for (const lang of LANGS) {
    await useLanguage(lang);
    for (const path of publicPages) {
      await page.goto(path);
      await page.waitForFunction(() => document.readyState === "complete");
      findings.push(...(await audit(`${lang} ${path}`, "public page")));
    }
  }
  await useLanguage("zh-cn");
  const login = new MemberLoginPage(page);
  await login.open();
  await login.login(username, password);
  await expect(page).toHaveURL(/\/user(\/|$)/);
  // The member centre has drawn (its sign-in ends in a navigation of its own).
  await expect(page.getByRole("navigation", { name: "会员菜单" })).toBeVisible();
  for (const lang of LANGS) {
    await useLanguage(lang);
    await page.goto("/user");
    const menu = page.getByRole("navigation", { name: lang === "en" ? "Member menu" : "会员菜单" });
    await expect(menu).toBeVisible();
    const hrefs = await menu.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      await page.goto(href);
      await page.waitForFunction(() => document.readyState === "complete");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      findings.push(...(await audit(`${lang} ${href}`, "member page")));
    }
  }
  expect(findings, report(findings)).toEqual([]);
  console.log(`axe-checked: ${JSON.stringify(checked)}`);
});
