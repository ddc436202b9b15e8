// The WeChat menu editor and the module store as an admin uses them: build a menu in the phone
// preview (a name too long first, then fixed), publish it to a local stand-in of WeChat's API
// and find it there; set up a keyword reply in the console and send the keyword the way WeChat's
// servers do (a signed XML POST to /api/wechat/serve), getting that reply back; install the
// sample add-on from the store and open its new page.
import { fakeWechatApi } from "../support/fake-wechat";
import { signedQuery, textMessage } from "../support/wechat-sender";
import { ConsolePage } from "./pages/console-page";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

const APP_ID = "wx5d7f9b1c3e5a7c9e";
const SECRET = "b7d9f1a3c5e7b9d1f3a5c7e9a9f2c4e6";

test("builds the custom menu in the phone preview and publishes it to WeChat", async ({ page, admin, cleanup }) => {
  const wechat = await fakeWechatApi({ appId: APP_ID, appSecret: SECRET });
  cleanup.add(() => wechat.stop());
  const before = (await admin.ok("GET", "/admin/wechat.Menu/index")).buttons;
  cleanup.add(() => admin.call("POST", "/admin/wechat.Menu/save", { buttons: before }));
  const settings = ((await admin.ok("GET", "/admin/wechat.Config/index")).list as Record<string, unknown>[])[0] ?? {};
  cleanup.add(() => admin.ok("POST", "/admin/wechat.Config/edit", { id: 1, app_id: settings.app_id ?? "", token: settings.token ?? "", encoding_aes_key: settings.encoding_aes_key ?? "", message_mode: settings.message_mode ?? "plain", api_base: settings.api_base ?? "" }));
  await admin.ok("POST", "/admin/wechat.Config/edit", { id: 1, app_id: APP_ID, app_secret: SECRET, token: "hainanE2e2026", message_mode: "plain", api_base: wechat.url });
  await admin.ok("POST", "/admin/wechat.Menu/save", { buttons: [{ name: "出游提示", type: "click", key: "TRAVEL_TIPS" }] });

  const console = await signInAsAdmin(page);
  await console.openMenu("微信公众号", "自定义菜单");
  const preview = page.getByRole("navigation", { name: "手机预览" });
  await preview.getByRole("button", { name: "添加一级菜单" }).click();
  await page.getByLabel("菜单名称").fill("海南旅游服务中心");
  await expect(page.getByRole("alert")).toContainText("第 2 个一级菜单: 一级菜单名称不能超过 16 字节");
  await expect(page.getByRole("button", { name: "发布到微信" })).toBeDisabled();
  await page.getByLabel("菜单名称").fill("游客服务");
  await page.getByLabel("菜单动作").selectOption({ label: "跳转网页" });
  await page.getByLabel("网页链接").fill("https://wlt.hainan.gov.cn/complaint");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(preview.getByRole("button", { name: "游客服务", exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/17/menu-editor.png", fullPage: true });

  await page.getByRole("button", { name: "发布到微信" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "菜单已发布" })).toBeVisible();
  expect(wechat.state.menus.at(-1)).toEqual({
    button: [
      { type: "click", name: "出游提示", key: "TRAVEL_TIPS" },
      { type: "view", name: "游客服务", url: "https://wlt.hainan.gov.cn/complaint" },
    ],
  });
  await expect(page.getByText(/最近发布：.*成功/)).toBeVisible();
});

test("installs the sample module from the store and opens it", async ({ page, admin, cleanup }) => {
  cleanup.add(() => admin.call("POST", "/admin/module.Store/uninstall", { name: "scenic-capacity", purge: true }));
  const console = await signInAsAdmin(page);
  await console.openMenu("模块市场", "模块市场");
  const card = page.getByRole("listitem").filter({ hasText: "scenic-capacity" });
  await expect(card).toContainText("未安装");
  await page.screenshot({ path: "/tmp/17/module-store.png", fullPage: true });
  await card.getByRole("button", { name: "安装: 景区承载量" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "模块 scenic-capacity 已安装" })).toBeVisible();
  await expect(card).toContainText("已启用");
  await console.openMenu("模块市场", "景区承载量");
  await expect(console.tab("景区承载量")).toHaveAttribute("aria-selected", "true");
  await expect(console.rows().filter({ hasText: "三亚蜈支洲岛旅游区" })).toHaveCount(1);
  await page.screenshot({ path: "/tmp/17/scenic-capacity.png", fullPage: true });
});

test("a keyword reply set up in the console answers a WeChat message with that keyword", async ({ page, admin, cleanup, request }) => {
  const token = "hainanReplyE2e2026";
  const settings = ((await admin.ok("GET", "/admin/wechat.Config/index")).list as Record<string, unknown>[])[0] ?? {};
  cleanup.add(() => admin.ok("POST", "/admin/wechat.Config/edit", { id: 1, app_id: settings.app_id ?? "", token: settings.token ?? "", encoding_aes_key: settings.encoding_aes_key ?? "", message_mode: settings.message_mode ?? "plain", api_base: settings.api_base ?? "" }));
  await admin.ok("POST", "/admin/wechat.Config/edit", { id: 1, app_id: APP_ID, token, message_mode: "plain" });
  const rule = `潜水须知 ${Date.now().toString(36)}`;
  cleanup.add(() => admin.deleteFound("wechat.AutoReply", rule));

  const console = await signInAsAdmin(page);
  await console.openMenu("微信公众号", "自动回复");
  await console.waitReady();
  await console.main.getByRole("button", { name: "添加", exact: true }).click();
  const dialog = console.dialog();
  await dialog.getByLabel("规则名称").fill(rule);
  await dialog.getByLabel("关键词").fill("潜水须知, 潜水");
  await dialog.getByLabel("文字内容").fill("蜈支洲岛潜水须知：下水前如实告知健康状况，全程跟随持证教练，酒后不得下水。");
  await dialog.getByLabel("优先级").fill("9000");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("添加成功")).toBeVisible();
  await expect(console.rows().filter({ hasText: rule })).toHaveCount(1);

  // WeChat's servers: a user types the keyword; the message comes signed over the token.
  const openId = "oHn7Ws2pQ0xYv3Kc5Lm8Rt1Zb4Df";
  const now = Math.floor(Date.now() / 1000);
  const message = textMessage("潜水须知", `2400000000000${String(now).slice(-6)}`, openId, now);
  const answer = await request.post(`/api/wechat/serve?${signedQuery(token, now)}`, { data: message, headers: { "content-type": "text/xml" } });
  expect(answer.status()).toBe(200);
  const xml = await answer.text();
  expect(xml).toMatch(/^<xml><ToUserName><!\[CDATA\[oHn7Ws2pQ0xYv3Kc5Lm8Rt1Zb4Df\]\]><\/ToUserName><FromUserName><!\[CDATA\[gh_7f083739789a\]\]><\/FromUserName><CreateTime>\d+<\/CreateTime><MsgType><!\[CDATA\[text\]\]><\/MsgType>/);
  expect(xml).toContain("<Content><![CDATA[蜈支洲岛潜水须知：下水前如实告知健康状况，全程跟随持证教练，酒后不得下水。]]></Content></xml>");
  // The same message retried by WeChat is answered once; a forged signature gets nothing.
  const retried = await request.post(`/api/wechat/serve?${signedQuery(token, now)}`, { data: message, headers: { "content-type": "text/xml" } });
  expect(await retried.text()).toBe("success");
  const forged = signedQuery(token, now);
  forged.set("signature", "0".repeat(40));
  const refused = await request.post(`/api/wechat/serve?${forged}`, { data: textMessage("潜水须知", "24000000000009999", openId, now), headers: { "content-type": "text/xml" } });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain("潜水须知");
});
