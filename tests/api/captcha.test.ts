// Click captcha (spec §5): names and a raster image go out, positions never; every target
// must be clicked in order inside its box; single use; ten-minute life; login needs it.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { captcha, config } from "@db/schema";
import { captchaTargets, clickInfo, solvedCaptcha } from "./support/captcha";
import { createTestApp, envelopeOf, TEST_ADMIN_PASSWORD, useTestApp } from "./support/test-app";

const t = useTestApp({ CAPTCHA: "on" });

const newId = () => `c${crypto.randomUUID().replace(/-/g, "")}`;
const check = (json: Record<string, unknown>) =>
  t.request("/api/common/checkClickCaptcha", { method: "POST", json, headers: { "think-lang": "en" } }).then(envelopeOf);

describe("issuing", () => {
  test("answers the names to click and a PNG, never positions", async () => {
    const id = newId();
    const res = await t.request(`/api/common/clickCaptcha?id=${id}`, { headers: { "think-lang": "en" } });
    const body = await envelopeOf(res);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ id, width: 350, height: 200 });
    expect(body.data.text).toHaveLength(2);
    for (const name of body.data.text) expect(name).toMatch(/^[a-z ]+$/);
    const png = Buffer.from(String(body.data.base64).replace(/^data:image\/png;base64,/, ""), "base64");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const json = JSON.stringify(body);
    const targets = await captchaTargets(t, id);
    for (const box of targets) expect(json).not.toContain(`"x":${box.x}`);
    expect(json).not.toMatch(/"(x|y|width|height)":\s*\d+\.\d/);
  });

  test("names follow the language", async () => {
    const body = await envelopeOf(await t.request(`/api/common/clickCaptcha?id=${newId()}`, { headers: { "think-lang": "zh-cn" } }));
    for (const name of body.data.text) expect(name).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  test("an id that is not a plain token is refused", async () => {
    const body = await envelopeOf(await t.request(`/api/common/clickCaptcha?id=${encodeURIComponent("<script>")}`));
    expect(body.code).toBe(0);
  });
});

describe("checking", () => {
  test("clicking every target in order inside its box succeeds, at any display size", async () => {
    for (const [w, h] of [[350, 200], [175, 100], [700, 400]] as const) {
      const id = newId();
      await t.request(`/api/common/clickCaptcha?id=${id}`);
      const body = await check({ id, info: clickInfo(await captchaTargets(t, id), w, h) });
      expect(body).toMatchObject({ code: 1, msg: "Verification is successful!" });
    }
  });

  test("a wrong area fails with the spec's message and discards the captcha", async () => {
    const id = newId();
    await t.request(`/api/common/clickCaptcha?id=${id}`);
    const targets = await captchaTargets(t, id);
    const body = await check({ id, info: "1,1-2,2;350;200" });
    expect(body).toMatchObject({ code: 0, msg: "The correct area is not clicked, please try again!" });
    expect((await check({ id, info: clickInfo(targets) })).code).toBe(0);
  });

  test("the right targets in the wrong order fail", async () => {
    const id = newId();
    await t.request(`/api/common/clickCaptcha?id=${id}`);
    const targets = await captchaTargets(t, id);
    expect((await check({ id, info: clickInfo([...targets].reverse()) })).code).toBe(0);
  });

  test("fewer (or more) points than targets fail, even if the first is right", async () => {
    for (const variant of ["fewer", "more"] as const) {
      const id = newId();
      await t.request(`/api/common/clickCaptcha?id=${id}`);
      const targets = await captchaTargets(t, id);
      const clicks = variant === "fewer" ? targets.slice(0, 1) : [...targets, ...targets.slice(0, 1)];
      expect((await check({ id, info: clickInfo(clicks) })).code).toBe(0);
    }
  });

  test("a captcha is single-use unless unset=false, which keeps it for the login that follows", async () => {
    const id = newId();
    await t.request(`/api/common/clickCaptcha?id=${id}`);
    const info = clickInfo(await captchaTargets(t, id));
    expect((await check({ id, info })).code).toBe(1);
    expect((await check({ id, info })).code).toBe(0);

    const kept = newId();
    await t.request(`/api/common/clickCaptcha?id=${kept}`);
    const keptInfo = clickInfo(await captchaTargets(t, kept));
    expect((await check({ id: kept, info: keptInfo, unset: false })).code).toBe(1);
    expect((await check({ id: kept, info: keptInfo, unset: "false" })).code).toBe(1);
  });

  test("an expired captcha fails", async () => {
    const id = newId();
    await t.request(`/api/common/clickCaptcha?id=${id}`);
    const info = clickInfo(await captchaTargets(t, id));
    await t.database.db.update(captcha).set({ expire_time: Math.floor(Date.now() / 1000) - 1 }).where(eq(captcha.key, id));
    expect((await check({ id, info })).code).toBe(0);
  });

  test("malformed click info fails instead of crashing", async () => {
    for (const info of ["", "abc", "1,2;0;0", "1,2-3;350;200", "NaN,1;350;200", "x".repeat(300)]) {
      const id = newId();
      await t.request(`/api/common/clickCaptcha?id=${id}`);
      const res = await t.request("/api/common/checkClickCaptcha", { method: "POST", json: { id, info } });
      expect(res.status).toBe(200);
      expect((await envelopeOf(res)).code).toBe(0);
    }
  });
});

describe("login with the captcha on", () => {
  const login = (json: Record<string, unknown>) =>
    t.request("/admin/index/login", { method: "POST", json, headers: { "think-lang": "en" } }).then(envelopeOf);

  test("GET login says the captcha is needed; a login without it is refused", async () => {
    expect((await envelopeOf(await t.request("/admin/index/login", { headers: { server: "1" } }))).data.captcha).toBe(true);
    expect(await login({ username: "admin", password: TEST_ADMIN_PASSWORD })).toMatchObject({
      code: 0,
      msg: "Please complete the click captcha first",
    });
  });

  test("a captcha verified with unset=false lets exactly one login through", async () => {
    const solved = await solvedCaptcha(t);
    expect((await check({ id: solved.captchaId, info: solved.captchaInfo, unset: false })).code).toBe(1);
    expect((await login({ username: "admin", password: TEST_ADMIN_PASSWORD, ...solved })).code).toBe(1);
    expect((await login({ username: "admin", password: TEST_ADMIN_PASSWORD, ...solved })).msg).toBe(
      "The correct area is not clicked, please try again!",
    );
  });

  test("the site switch turns the admin captcha off", async () => {
    const app = await createTestApp({ CAPTCHA: "on" });
    try {
      await app.database.db.update(config).set({ value: "0" }).where(eq(config.name, "admin_login_captcha"));
      const body = await envelopeOf(await app.request("/admin/index/login", { method: "POST", json: { username: "admin", password: TEST_ADMIN_PASSWORD } }));
      expect(body.code).toBe(1);
    } finally {
      app.close();
    }
  });
});

describe("per-IP limit", () => {
  test("too many captchas from one address are refused for a while", async () => {
    const limited = await createTestApp({ CAPTCHA: "on", CAPTCHA_RATE_LIMIT: "3" });
    try {
      for (let i = 0; i < 3; i++) expect((await envelopeOf(await limited.request(`/api/common/clickCaptcha?id=${newId()}`))).code).toBe(1);
      const body = await envelopeOf(await limited.request(`/api/common/clickCaptcha?id=${newId()}`, { headers: { "think-lang": "en" } }));
      expect(body.code).toBe(0);
      expect(body.msg).toMatch(/^Too many attempts from your network address; try again in \d+ seconds\.$/);
    } finally {
      limited.close();
    }
  });
});
