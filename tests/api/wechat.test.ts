// The WeChat official account (issue 17 §2): the settings (AppSecret sealed), the menu rules,
// publishing through a local stand-in of api.weixin.qq.com with the access token cached,
// renewed on expiry and fetched once for concurrent callers, the publish log with WeChat's
// errors in plain words, and the message endpoint with real signatures, safe-mode encryption,
// automatic replies and retries answered once.
import { afterAll, describe, expect, test } from "bun:test";
import { desc, eq } from "drizzle-orm";
import { wechatAutoReply, wechatConfig, wechatMenuPublish } from "@db/schema";
import { checkMenu, type MenuButton } from "@shared/wechat-menu";
import { fakeWechatApi } from "../support/fake-wechat";
import { eventMessage, msgSignature, safeModeRequest, signedQuery, textMessage, unseal } from "../support/wechat-sender";
import { advanceClock, pinClock, releaseClock } from "./support/clock";
import { adminLogin, withAdmin } from "./support/identity";
import { eventually } from "./support/wait";
import { envelopeOf, type TestApp, useTestApp } from "./support/test-app";

const APP_ID = "wx3c9a1f0b2d4e6a8c";
const SECRET = "a9f2c4e6b8d0f1a3c5e7b9d1f3a5c7e9";
const TOKEN = "hainanWenlv2026";
const AES_KEY = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const t = useTestApp();
const wechat = await fakeWechatApi({ appId: APP_ID, appSecret: SECRET });
afterAll(() => wechat.stop());

async function call(app: TestApp, token: string, path: string, json?: unknown) {
  return envelopeOf(await app.request(`/admin/${path}`, json === undefined ? withAdmin(token) : { method: "POST", json, ...withAdmin(token) }));
}

async function configure(app: TestApp, token: string, values: Record<string, unknown> = {}) {
  const edited = await call(app, token, "wechat.Config/edit", { id: 1, app_id: APP_ID, app_secret: SECRET, token: TOKEN, encoding_aes_key: AES_KEY, message_mode: "compatible", api_base: wechat.url, ...values });
  expect(edited.code).toBe(1);
}

const MENU: MenuButton[] = [
  { name: "游客服务", sub_button: [{ name: "投诉举报", type: "view", url: "https://wlt.hainan.gov.cn/complaint" }, { name: "导游查询", type: "click", key: "GUIDE_VERIFY" }] },
  { name: "出游提示", type: "click", key: "TRAVEL_TIPS" },
  { name: "12345热线", type: "view", url: "https://wlt.hainan.gov.cn/contact" },
];

describe("settings", () => {
  test("the AppSecret is sealed and never answered; bad formats are refused", async () => {
    const { token } = await adminLogin(t);
    await configure(t, token);
    const [row] = await t.database.db.select().from(wechatConfig);
    expect(row?.app_secret).not.toContain(SECRET);
    const list = await call(t, token, "wechat.Config/index");
    expect(JSON.stringify(list)).not.toContain(SECRET);
    expect(list.data.list[0].secret_hint).toBe("••••c7e9");
    expect((await call(t, token, "wechat.Config/edit", { id: 1, app_id: "wx123", message_mode: "plain" })).code).toBe(0);
    expect((await call(t, token, "wechat.Config/edit", { id: 1, token: "a!", message_mode: "plain" })).code).toBe(0);
  });
});

describe("menu rules", () => {
  test("WeChat's limits: 3 top buttons, 5 sub-buttons, 16 and 60 bytes, keys and web addresses", () => {
    expect(checkMenu(MENU)).toEqual([]);
    const four = [...MENU, { name: "关于我们", type: "click", key: "ABOUT" }];
    expect(checkMenu(four).map((p) => p.message.en)).toContain("At most 3 top buttons");
    const six = [{ name: "服务", sub_button: Array.from({ length: 6 }, (_, i) => ({ name: `项${i}`, type: "click", key: `K${i}` })) }];
    expect(checkMenu(six).map((p) => p.message.en)).toContain("At most 5 sub-buttons per top button");
    expect(checkMenu([{ name: "海南旅游服务中心", type: "click", key: "K" }])[0]?.message.en).toContain("16 bytes");
    expect(checkMenu([{ name: "服务", sub_button: [{ name: "长".repeat(21), type: "click", key: "K" }] }])[0]?.at).toBe("0.0");
    expect(checkMenu([{ name: "链接", type: "view", url: "javascript:alert(1)" }])[0]?.message.en).toContain("http://");
    expect(checkMenu([{ name: "链接", type: "click", key: "K".repeat(129) }])[0]?.message.en).toContain("128 bytes");
    expect(checkMenu([{ name: "小程序", type: "miniprogram", url: "https://a.cn", appid: "wx1", pagepath: "" }]).length).toBe(2);
  });

  test("saving refuses a menu that breaks them and says where", async () => {
    const { token } = await adminLogin(t);
    const refused = await call(t, token, "wechat.Menu/save", { buttons: [{ name: "海南旅游服务中心", type: "click", key: "K" }] });
    expect(refused.code).toBe(0);
    expect(refused.data.problems[0].at).toBe("0");
    expect((await call(t, token, "wechat.Menu/save", { buttons: "x" })).code).toBe(0);
    const saved = await call(t, token, "wechat.Menu/save", { buttons: MENU });
    expect(saved.code).toBe(1);
    const loaded = await call(t, token, "wechat.Menu/index");
    expect(loaded.data.buttons[0].sub_button[1]).toMatchObject({ name: "导游查询", type: "click", key: "GUIDE_VERIFY" });
  });
});

describe("publishing", () => {
  test("menu/create gets WeChat's JSON; the token is cached, renewed when it expires or is revoked, fetched once for parallel publishes", async () => {
    pinClock(Math.floor(Date.now() / 1000));
    try {
      const { token } = await adminLogin(t);
      await configure(t, token);
      const calls = wechat.state.tokenCalls;
      const [a, b] = await Promise.all([call(t, token, "wechat.Menu/publish", { buttons: MENU }), call(t, token, "wechat.Menu/publish", { buttons: MENU })]);
      expect([a.code, b.code]).toEqual([1, 1]);
      expect(wechat.state.tokenCalls).toBe(calls + 1);
      expect(wechat.state.menus.at(-1)).toEqual({
        button: [
          { name: "游客服务", sub_button: [{ type: "view", name: "投诉举报", url: "https://wlt.hainan.gov.cn/complaint" }, { type: "click", name: "导游查询", key: "GUIDE_VERIFY" }] },
          { type: "click", name: "出游提示", key: "TRAVEL_TIPS" },
          { type: "view", name: "12345热线", url: "https://wlt.hainan.gov.cn/contact" },
        ],
      });
      expect((await call(t, token, "wechat.Menu/publish", { buttons: MENU })).code).toBe(1);
      expect(wechat.state.tokenCalls).toBe(calls + 1);

      advanceClock(7200 - 299);
      expect((await call(t, token, "wechat.Menu/publish", { buttons: MENU })).code).toBe(1);
      expect(wechat.state.tokenCalls).toBe(calls + 2);

      wechat.revokeTokens();
      expect((await call(t, token, "wechat.Menu/publish", { buttons: MENU })).code).toBe(1);
      expect(wechat.state.tokenCalls).toBe(calls + 3);
      const [log] = await t.database.db.select().from(wechatMenuPublish).orderBy(desc(wechatMenuPublish.id)).limit(1);
      expect(log).toMatchObject({ status: "success", errcode: 0 });
    } finally {
      releaseClock();
    }
  });

  test("WeChat's refusal is logged and shown in plain words", async () => {
    const { token } = await adminLogin(t);
    await configure(t, token, { app_secret: "0000000000000000000000000000dead" });
    const failed = await call(t, token, "wechat.Menu/publish?lang=en", { buttons: MENU });
    expect(failed.code).toBe(0);
    expect(failed.msg).toBe("Publishing failed: The AppSecret is invalid (40125)");
    const [log] = await t.database.db.select().from(wechatMenuPublish).orderBy(desc(wechatMenuPublish.id)).limit(1);
    expect(log).toMatchObject({ status: "failed", errcode: 40125 });
    const logs = await call(t, token, "wechat.MenuPublish/index");
    expect(logs.data.list[0]).toMatchObject({ status: "failed", errcode: 40125 });
    await configure(t, token);
  });
});

describe("the message endpoint", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const post = (query: URLSearchParams, body: string) => t.request(`/api/wechat/serve?${query}`, { method: "POST", body, headers: { "content-type": "text/xml" } });

  async function rules() {
    await t.database.db.delete(wechatAutoReply);
    await t.database.db.insert(wechatAutoReply).values([
      { kind: "subscribe", rule_name: "关注", reply_type: "text", content: "欢迎关注海南文旅监管！" },
      { kind: "default", rule_name: "默认", reply_type: "text", content: "您好，投诉请拨打 12345。" },
      { kind: "keyword", rule_name: "投诉", keywords: "投诉,举报", match_mode: "contains", reply_type: "text", content: "投诉入口：https://wlt.hainan.gov.cn/complaint", priority: 1 },
      { kind: "keyword", rule_name: "投诉精确", keywords: "投诉", match_mode: "exact", reply_type: "news", title: "旅游投诉", description: "在线投诉", url: "https://wlt.hainan.gov.cn/complaint", pic_url: "https://wlt.hainan.gov.cn/c.png" },
      { kind: "keyword", rule_name: "导游", keywords: "GUIDE_VERIFY", match_mode: "exact", reply_type: "text", content: "输入导游证号即可查询。" },
    ]);
  }

  test("GET echoes echostr only for a valid signature", async () => {
    const { token } = await adminLogin(t);
    await configure(t, token);
    const good = signedQuery(TOKEN, now(), { echostr: "5838479218127813673" });
    expect(await (await t.request(`/api/wechat/serve?${good}`)).text()).toBe("5838479218127813673");
    good.set("signature", "0".repeat(40));
    const bad = await t.request(`/api/wechat/serve?${good}`);
    expect(bad.status).toBe(403);
    expect(await bad.text()).not.toContain("5838479218127813673");
  });

  test("plain messages: exact keywords before contains, the default otherwise, subscribe and menu clicks; retries answered once", async () => {
    const { token } = await adminLogin(t);
    await configure(t, token);
    await rules();
    const exact = await (await post(signedQuery(TOKEN, now()), textMessage("投诉", "23000000000000001"))).text();
    expect(exact).toContain("<MsgType><![CDATA[news]]></MsgType>");
    expect(exact).toContain("<ToUserName><![CDATA[oUpF8uMuAJO_M2pxb1Q9zNjWeS6o]]></ToUserName>");
    const contains = await (await post(signedQuery(TOKEN, now()), textMessage("我要举报黑导游", "23000000000000002"))).text();
    expect(contains).toContain("投诉入口");
    expect(await (await post(signedQuery(TOKEN, now()), textMessage("你好", "23000000000000003"))).text()).toContain("12345");
    expect(await (await post(signedQuery(TOKEN, now()), eventMessage("subscribe"))).text()).toContain("欢迎关注");
    expect(await (await post(signedQuery(TOKEN, now()), eventMessage("CLICK", "GUIDE_VERIFY", "oUser2"))).text()).toContain("导游证号");
    expect(await (await post(signedQuery(TOKEN, now()), textMessage("你好", "23000000000000003"))).text()).toBe("success");
    const forged = signedQuery(TOKEN, now());
    forged.set("signature", "f".repeat(40));
    expect((await post(forged, textMessage("投诉", "23000000000000004"))).status).toBe(403);
    expect((await post(signedQuery(TOKEN, now() - 3600), textMessage("投诉", "23000000000000005"))).status).toBe(403);
    expect((await post(signedQuery(TOKEN, now()), '<!DOCTYPE x [<!ENTITY a "b">]><xml></xml>')).status).toBe(400);
  });

  test("safe mode: the message is decrypted after its msg_signature, the reply encrypted and signed", async () => {
    const { token } = await adminLogin(t);
    await configure(t, token, { message_mode: "safe" });
    await rules();
    const stamp = now();
    const request = safeModeRequest(TOKEN, AES_KEY, APP_ID, textMessage("举报", "23000000000000010"), stamp);
    const response = await post(request.query, request.body);
    const answer = await response.text();
    const encrypted = /<Encrypt><!\[CDATA\[([^\]]+)\]\]><\/Encrypt>/.exec(answer)?.[1] ?? "";
    const signature = /<MsgSignature><!\[CDATA\[([0-9a-f]+)\]\]>/.exec(answer)?.[1];
    const timestamp = /<TimeStamp><!\[CDATA\[(\d+)\]\]>/.exec(answer)?.[1] ?? "";
    const nonce = /<Nonce><!\[CDATA\[([^\]]+)\]\]>/.exec(answer)?.[1] ?? "";
    expect(signature).toBe(msgSignature(TOKEN, timestamp, nonce, encrypted));
    const opened = unseal(AES_KEY, encrypted);
    expect(opened.appId).toBe(APP_ID);
    expect(opened.xml).toContain("投诉入口");

    const tampered = safeModeRequest(TOKEN, AES_KEY, APP_ID, textMessage("举报", "23000000000000011"), stamp);
    tampered.query.set("msg_signature", "0".repeat(40));
    expect((await post(tampered.query, tampered.body)).status).toBe(403);
    expect((await post(signedQuery(TOKEN, now()), textMessage("举报", "23000000000000012"))).status).toBe(403);
    const otherApp = safeModeRequest(TOKEN, AES_KEY, "wx0000000000000000", textMessage("举报", "23000000000000013"), stamp);
    expect((await post(otherApp.query, otherApp.body)).status).toBe(403);
    await t.database.db.update(wechatConfig).set({ message_mode: "compatible" }).where(eq(wechatConfig.id, 1));
  });

  test("each reply kind is built as WeChat's passive-reply XML; a mini-program card goes out as a customer-service message", async () => {
    const { token } = await adminLogin(t);
    await configure(t, token, { message_mode: "plain" });
    await t.database.db.delete(wechatAutoReply);
    await t.database.db.insert(wechatAutoReply).values([
      { kind: "keyword", rule_name: "文字", keywords: "票价", match_mode: "exact", reply_type: "text", content: "景区门票价格公示：https://wlt.hainan.gov.cn/ticket/prices ]]> 请以现场公示为准" },
      { kind: "keyword", rule_name: "图片", keywords: "地图", match_mode: "exact", reply_type: "image", media_id: "Lr8vXcWn0Hq3Jp5sT7yB2dF4gK6mN9aC1eZ" },
      { kind: "keyword", rule_name: "图文", keywords: "攻略", match_mode: "exact", reply_type: "news", title: "海南环岛旅游公路出游攻略", description: "驿站、观景台与加油站一览", pic_url: "https://wlt.hainan.gov.cn/static/road.jpg", url: "https://wlt.hainan.gov.cn/news/article?id=12" },
      { kind: "keyword", rule_name: "小程序", keywords: "预约", match_mode: "exact", reply_type: "miniprogram", title: "景区分时预约", appid: "wx1a2b3c4d5e6f7a8b", pagepath: "pages/booking/index?scenic=460200", media_id: "Qm3zUwP8rX1cV5bN7kL9jH2gF4dS6aE0tY" },
    ]);
    const ask = async (word: string, msgId: string) => (await post(signedQuery(TOKEN, now()), textMessage(word, msgId, "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o"))).text();
    const head = (xml: string, type: string) => {
      const created = /^<xml><ToUserName><!\[CDATA\[oUpF8uMuAJO_M2pxb1Q9zNjWeS6o\]\]><\/ToUserName><FromUserName><!\[CDATA\[gh_7f083739789a\]\]><\/FromUserName><CreateTime>(\d+)<\/CreateTime>/.exec(xml)?.[1];
      expect(created, xml).toBeDefined();
      expect(Math.abs(Number(created) - now())).toBeLessThan(60);
      return `<xml><ToUserName><![CDATA[oUpF8uMuAJO_M2pxb1Q9zNjWeS6o]]></ToUserName><FromUserName><![CDATA[gh_7f083739789a]]></FromUserName><CreateTime>${created}</CreateTime><MsgType><![CDATA[${type}]]></MsgType>`;
    };
    const text = await ask("票价", "23000000000000101");
    // A "]]>" inside the text is split across two CDATA sections, as XML requires.
    expect(text).toBe(`${head(text, "text")}<Content><![CDATA[景区门票价格公示：https://wlt.hainan.gov.cn/ticket/prices ]]]]><![CDATA[> 请以现场公示为准]]></Content></xml>`);
    const image = await ask("地图", "23000000000000102");
    expect(image).toBe(`${head(image, "image")}<Image><MediaId><![CDATA[Lr8vXcWn0Hq3Jp5sT7yB2dF4gK6mN9aC1eZ]]></MediaId></Image></xml>`);
    const news = await ask("攻略", "23000000000000103");
    expect(news).toBe(
      `${head(news, "news")}<ArticleCount>1</ArticleCount><Articles><item><Title><![CDATA[海南环岛旅游公路出游攻略]]></Title><Description><![CDATA[驿站、观景台与加油站一览]]></Description><PicUrl><![CDATA[https://wlt.hainan.gov.cn/static/road.jpg]]></PicUrl><Url><![CDATA[https://wlt.hainan.gov.cn/news/article?id=12]]></Url></item></Articles></xml>`,
    );
    // A mini-program card cannot be a passive reply: "success" now, the card through the API.
    const sent = wechat.state.customMessages.length;
    expect(await ask("预约", "23000000000000104")).toBe("success");
    const card = await eventually(() => wechat.state.customMessages[sent], { what: "the customer-service message" });
    expect(card).toEqual({
      touser: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
      msgtype: "miniprogrampage",
      miniprogrampage: { title: "景区分时预约", appid: "wx1a2b3c4d5e6f7a8b", pagepath: "pages/booking/index?scenic=460200", thumb_media_id: "Qm3zUwP8rX1cV5bN7kL9jH2gF4dS6aE0tY" },
    });
  });
});
