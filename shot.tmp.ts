import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:23777";
const [, , who = "supervisor", pass = "", ...paths] = process.argv;
const lang = process.env.SHOT_LANG ?? "zh-cn";
const dark = process.env.SHOT_DARK === "1";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
const page = await context.newPage();
await page.goto(`${base}/admin/login`);
await page.evaluate(([l, d]) => { localStorage.setItem("ui:lang", l); localStorage.setItem("ui:dark", d); document.cookie = `think_lang=${l}; path=/`; }, [lang, dark ? "true" : "false"]);
if (who !== "none") {
  const res = await page.request.post(`${base}/admin/index/login`, { data: { username: who, password: pass, keep: false } });
  const body = await res.json();
  if (body.code !== 1) throw new Error(body.msg);
  await page.evaluate((info) => localStorage.setItem("ba:adminInfo", JSON.stringify(info)), body.data.userInfo);
}
for (const [i, p] of paths.entries()) {
  const [path, action] = p.split("|");
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  if (action) {
    for (const step of action.split(";")) {
      if (step.startsWith("click:")) await page.getByRole("button", { name: step.slice(6), exact: true }).first().click();
      if (step.startsWith("text:")) await page.getByText(step.slice(5)).first().click();
      if (step.startsWith("tab:")) await page.getByRole("tab", { name: step.slice(4) }).first().click();
      await page.waitForTimeout(1200);
    }
  }
  const file = `/tmp/ent-shot/png/${who}-${lang}${dark ? "-dark" : ""}-${i}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
  console.log(file, page.url());
}
await browser.close();
