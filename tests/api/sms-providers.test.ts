// SMS configuration (issue 17 §1): providers with sealed secrets that never leave the server,
// templates every message goes through, and sending over Aliyun's and Tencent Cloud's real
// protocols to local servers that check the signatures as the providers do; the SMS log with
// the provider's message id and the mobile masked.
import { afterAll, describe, expect, test } from "bun:test";
import { desc, eq } from "drizzle-orm";
import { admin, smsLog, smsProvider, smsTemplate } from "@db/schema";
import { createSecretBox, secretBoxKey } from "@server/messaging/secret-box";
import { fakeAliyunSms, fakeTencentSms } from "../support/fake-sms";
import { sendSms } from "./support/codes";
import { adminLogin, withAdmin } from "./support/identity";
import { envelopeOf, type TestApp, useTestApp } from "./support/test-app";

const t = useTestApp();

const aliyun = fakeAliyunSms({
  keyId: "LTAI5tQ9hainan01",
  secret: "hK3vRz8pWq2LmN5xTb7yUc4dFs6gJe",
  signName: "海南省旅文厅",
  templates: { SMS_465871234: { params: ["site", "code", "minutes"] }, SMS_465870001: { params: ["provider"] } },
});
const tencent = fakeTencentSms({
  keyId: "AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA",
  secret: "Gu5t9xGARNpq86cd98joQYCN3Cozk1qA",
  signName: "海南文旅监管",
  sdkAppId: "1400787878",
  templates: { "1893214": { params: ["site", "code", "minutes"] } },
});
afterAll(() => {
  aliyun.stop();
  tencent.stop();
});

async function call(app: TestApp, token: string, path: string, json?: unknown) {
  return envelopeOf(await app.request(`/admin/${path}`, json === undefined ? withAdmin(token) : { method: "POST", json, ...withAdmin(token) }));
}

async function setTemplate(app: TestApp, key: string, values: Partial<typeof smsTemplate.$inferInsert>) {
  await app.database.db.update(smsTemplate).set(values).where(eq(smsTemplate.template_key, key));
}

/** Adds a provider through the console's call and makes it the only default. */
async function addProvider(app: TestApp, token: string, values: Record<string, unknown>) {
  await app.database.db.update(smsProvider).set({ status: "0" });
  const added = await call(app, token, "sms.Provider/add", { status: "1", is_default: "1", region: "", ...values });
  expect(added.code).toBe(1);
  const [row] = await app.database.db.select().from(smsProvider).orderBy(desc(smsProvider.id)).limit(1);
  if (!row) throw new Error("no provider stored");
  return row;
}

const lastLog = async (app: TestApp, mobile: string) =>
  (await app.database.db.select().from(smsLog).where(eq(smsLog.mobile, mobile)).orderBy(desc(smsLog.id)).limit(1))[0];

describe("the secret box", () => {
  test("seals with AES-256-GCM: a new nonce each time, refused when altered or under another key", () => {
    const box = createSecretBox(secretBoxKey({ secretKey: "k".repeat(40), jwtSecret: "" }));
    const a = box.seal("top-secret-value");
    expect(a).not.toContain("top-secret");
    expect(box.seal("top-secret-value")).not.toBe(a);
    expect(box.open(a)).toBe("top-secret-value");
    const parts = a.split(":");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString("base64url")].join(":"))).toThrow();
    expect(() => createSecretBox(secretBoxKey({ secretKey: "z".repeat(40), jwtSecret: "" })).open(a)).toThrow();
  });
});

describe("providers", () => {
  test("the secret is stored sealed and never answered; the form shows a masked hint", async () => {
    const { token } = await adminLogin(t);
    const row = await addProvider(t, token, { name: "阿里云-密钥检查", vendor: "aliyun", access_key_id: "LTAI5tQ9hainan01", access_key_secret: aliyun.url.length ? "hK3vRz8pWq2LmN5xTb7yUc4dFs6gJe" : "", sign_name: "海南省旅文厅", endpoint: aliyun.url });
    expect(row.access_key_secret).not.toContain("hK3vRz8p");
    expect(createSecretBox(secretBoxKey(t.config)).open(row.access_key_secret)).toBe("hK3vRz8pWq2LmN5xTb7yUc4dFs6gJe");

    const list = await call(t, token, `sms.Provider/index?quickSearch=${encodeURIComponent("阿里云-密钥检查")}`);
    const edit = await call(t, token, `sms.Provider/edit?id=${row.id}`);
    for (const answer of [list, edit]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain("hK3vRz8p");
      expect(text).not.toContain(row.access_key_secret);
    }
    expect(list.data.list[0].secret_hint).toBe("••••6gJe");

    // Editing without a secret keeps the sealed one.
    const kept = await call(t, token, "sms.Provider/edit", { ...edit.data.row, access_key_secret: "", name: "阿里云-密钥检查2" });
    expect(kept.code).toBe(1);
    const [after] = await t.database.db.select().from(smsProvider).where(eq(smsProvider.id, row.id));
    expect(after?.access_key_secret).toBe(row.access_key_secret);
  });

  test("a sending provider needs its keys and signature; Tencent also its SmsSdkAppId", async () => {
    const { token } = await adminLogin(t);
    const missing = await call(t, token, "sms.Provider/add", { name: "缺签名", vendor: "tencent", access_key_id: "AKID1", access_key_secret: "abcdefgh12", status: "1", is_default: "0" });
    expect(missing.code).toBe(0);
    expect(Object.keys(missing.data.fields).sort()).toEqual(["sdk_app_id", "sign_name"]);
    const badUrl = await call(t, token, "sms.Provider/add", { name: "坏地址", vendor: "aliyun", access_key_id: "a", access_key_secret: "abcdefgh12", sign_name: "x", endpoint: "ftp://x", status: "1", is_default: "0" });
    expect(badUrl.code).toBe(0);
  });

  test("one default at a time", async () => {
    const { token } = await adminLogin(t);
    const first = await addProvider(t, token, { name: "日志通道一", vendor: "log" });
    const second = await call(t, token, "sms.Provider/add", { name: "日志通道二", vendor: "log", status: "1", is_default: "1" });
    expect(second.code).toBe(1);
    const [again] = await t.database.db.select().from(smsProvider).where(eq(smsProvider.id, first.id));
    expect(again?.is_default).toBe("0");
  });
});

describe("sending", () => {
  test("a registration code goes to Aliyun signed with HMAC-SHA1; the log keeps the BizId and answers the mobile masked", async () => {
    const { token } = await adminLogin(t);
    await setTemplate(t, "user_register", { aliyun_code: "SMS_465871234" });
    await addProvider(t, token, { name: "阿里云", vendor: "aliyun", access_key_id: "LTAI5tQ9hainan01", access_key_secret: "hK3vRz8pWq2LmN5xTb7yUc4dFs6gJe", sign_name: "海南省旅文厅", endpoint: aliyun.url });
    const before = aliyun.received.length;
    expect((await sendSms(t, { mobile: "13876001234", template_code: "user_register" })).code).toBe(1);
    expect(aliyun.received.length).toBe(before + 1);
    const got = aliyun.received.at(-1);
    expect(got).toMatchObject({ phone: "13876001234", signName: "海南省旅文厅", template: "SMS_465871234" });
    const code = (got?.params as Record<string, string>).code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect((got?.params as Record<string, string>).minutes).toBe("10");

    const log = await lastLog(t, "13876001234");
    expect(log).toMatchObject({ driver: "aliyun", status: "sent", template_code: "user_register", provider_msg_id: got?.messageId });
    expect(log?.content).toStartWith("【海南省旅文厅】");
    expect(log?.content).toContain(code);
    const list = await call(t, token, "routine.SmsLog/index?search[0][field]=template_code&search[0][val]=user_register&search[0][operator]=eq");
    const shown = list.data.list.find((r: { id: number }) => r.id === log?.id);
    expect(shown.mobile).toBe("138****1234");
    expect(JSON.stringify(list)).not.toContain("13876001234");
  });

  test("a wrong secret: Aliyun refuses the signature, the member is told, the log says why", async () => {
    const { token } = await adminLogin(t);
    await setTemplate(t, "user_register", { aliyun_code: "SMS_465871234" });
    await addProvider(t, token, { name: "阿里云-错密钥", vendor: "aliyun", access_key_id: "LTAI5tQ9hainan01", access_key_secret: "wrongSecretWrongSecret00", sign_name: "海南省旅文厅", endpoint: aliyun.url });
    const body = await sendSms(t, { mobile: "13876005678", template_code: "user_register" });
    expect(body.code).toBe(0);
    const log = await lastLog(t, "13876005678");
    expect(log).toMatchObject({ driver: "aliyun", status: "failed" });
    expect(log?.error).toContain("SignatureDoesNotMatch");
  });

  test("Tencent Cloud gets TC3-HMAC-SHA256 and the parameters in the template's order", async () => {
    const { token } = await adminLogin(t);
    await setTemplate(t, "user_register", { tencent_id: "1893214" });
    await addProvider(t, token, { name: "腾讯云", vendor: "tencent", access_key_id: "AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA", access_key_secret: "Gu5t9xGARNpq86cd98joQYCN3Cozk1qA", sdk_app_id: "1400787878", sign_name: "海南文旅监管", endpoint: tencent.url });
    expect((await sendSms(t, { mobile: "13976002468", template_code: "user_register" })).code).toBe(1);
    const got = tencent.received.at(-1);
    expect(got).toMatchObject({ phone: "+8613976002468", template: "1893214", signName: "海南文旅监管" });
    const [site, code, minutes] = got?.params as string[];
    expect(site).toBe("海南省文化和旅游市场监管执法平台");
    expect(code).toMatch(/^\d{6}$/);
    expect(minutes).toBe("10");
    expect(await lastLog(t, "13976002468")).toMatchObject({ driver: "tencent", status: "sent", provider_msg_id: got?.messageId });
  });

  test("a wrong Tencent key is refused by the signature check", async () => {
    const { token } = await adminLogin(t);
    await setTemplate(t, "user_register", { tencent_id: "1893214" });
    await addProvider(t, token, { name: "腾讯云-错密钥", vendor: "tencent", access_key_id: "AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA", access_key_secret: "notTheSecretnotTheSecret", sdk_app_id: "1400787878", sign_name: "海南文旅监管", endpoint: tencent.url });
    expect((await sendSms(t, { mobile: "13976001357", template_code: "user_register" })).code).toBe(0);
    expect((await lastLog(t, "13976001357"))?.error).toContain("AuthFailure.SignatureFailure");
  });

  test("a disabled template is a failed log row with a plain reason, not a silent drop", async () => {
    const { token } = await adminLogin(t);
    await addProvider(t, token, { name: "日志通道-模板停用", vendor: "log" });
    await setTemplate(t, "user_register", { status: "0" });
    try {
      expect((await sendSms(t, { mobile: "13876009999", template_code: "user_register" })).code).toBe(0);
      expect(await lastLog(t, "13876009999")).toMatchObject({ status: "failed", error: 'SMS template "user_register" is disabled' });
      const missing = await t.app.services.sms.send("no_such_template", "13876009998", {});
      expect(missing).toMatchObject({ sent: false, error: 'SMS template "no_such_template" is missing' });
    } finally {
      await setTemplate(t, "user_register", { status: "1" });
    }
  });

  test("send a test message: through the chosen provider to the admin's own mobile", async () => {
    const { token, id } = await adminLogin(t);
    await setTemplate(t, "provider_test", { aliyun_code: "SMS_465870001" });
    const row = await addProvider(t, token, { name: "阿里云-测试", vendor: "aliyun", access_key_id: "LTAI5tQ9hainan01", access_key_secret: "hK3vRz8pWq2LmN5xTb7yUc4dFs6gJe", sign_name: "海南省旅文厅", endpoint: aliyun.url });
    await t.database.db.update(admin).set({ mobile: "" }).where(eq(admin.id, id));
    expect((await call(t, token, "sms.Provider/sendTest", { ids: [row.id] })).code).toBe(0);
    await t.database.db.update(admin).set({ mobile: "13907550001" }).where(eq(admin.id, id));
    const sent = await call(t, token, "sms.Provider/sendTest", { ids: [row.id] });
    expect(sent.code).toBe(1);
    expect(aliyun.received.at(-1)).toMatchObject({ phone: "13907550001", template: "SMS_465870001", params: { provider: "阿里云-测试" } });
    expect((await call(t, token, "sms.Provider/sendTest", { ids: ["1x"] })).code).toBe(0);
  });

  test("a template's variables are read from its text, in order", async () => {
    const { token } = await adminLogin(t);
    const added = await call(t, token, "sms.Template/add", { template_key: "scenic_queue", name: "排队提醒", content: "${spot}当前排队约${minutes}分钟，请${spot}游客错峰入园。", status: "1" });
    expect(added.code).toBe(1);
    const [row] = await t.database.db.select().from(smsTemplate).where(eq(smsTemplate.template_key, "scenic_queue"));
    expect(row?.variables).toBe("spot,minutes");
  });

  test("complaint notices go through their templates too", async () => {
    const { token } = await adminLogin(t);
    await addProvider(t, token, { name: "日志通道-投诉", vendor: "log" });
    const result = await t.app.services.sms.send("complaint_accepted", "13876004321", { no: "TS202611270001", due: "2026-12-04", result: "2027-01-26" }, { lang: "zh-cn" });
    expect(result.sent).toBe(true);
    expect(result.content).toBe("【海南省文化和旅游市场监管执法平台】您的投诉（编号TS202611270001）已受理。我们将于2026-12-04前通知被投诉方，并于2027-01-26前作出调解结果。");
  });
});
