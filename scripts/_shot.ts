import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
for (const spec of process.argv.slice(2)) {
  const [path, file, lang, dark, action] = spec.split("|");
  await page.context().clearCookies();
  if (lang) await page.context().addCookies([{ name: "think_lang", value: lang, url: "http://localhost:8124" }]);
  await page.goto("http://localhost:8124" + path);
  await page.evaluate((d) => { localStorage.setItem("ui:dark", d ? "true" : "false"); localStorage.setItem("ui:lang", document.documentElement.lang); }, dark === "dark");
  await page.reload();
  if (action === "submit") { await page.getByRole("button", { name: /登录|Log in/ }).click(); await page.waitForTimeout(300); }
  if (action === "captcha") { await page.fill('[name=username]', 'admin'); await page.fill('[name=password]', 'whatever1'); await page.getByRole("button", { name: /^(登录|Log in)$/ }).click(); await page.waitForTimeout(1200); }
  await page.screenshot({ path: file });
}
await browser.close();
