// What an admin does on the configuration screen, through the same API the console uses: log in
// (solving the click captcha) and save settings.
import type { APIRequestContext } from "@playwright/test";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from "./captcha";
import { captchaTargets } from "./e2e-db";

async function solvedCaptcha(request: APIRequestContext) {
  const id = `e2e${crypto.randomUUID().replace(/-/g, "")}`;
  await request.get(`/api/common/clickCaptcha?id=${id}`);
  const points = (await captchaTargets(id)).map((b) => `${Math.round(b.x + b.width / 2)},${Math.round(b.y + b.height / 2)}`);
  return { captchaId: id, captchaInfo: `${points.join("-")};${CAPTCHA_WIDTH};${CAPTCHA_HEIGHT}` };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const password = process.env.E2E_ADMIN_PASSWORD ?? "";
  const res = await request.post("/admin/index/login", { data: { username: "admin", password, keep: false, ...(await solvedCaptcha(request)) } });
  const body = (await res.json()) as { code: number; msg: string; data: { userInfo: { token: string } } };
  if (body.code !== 1) throw new Error(`admin login failed: ${body.msg}`);
  return body.data.userInfo.token;
}

export async function saveSiteConfig(request: APIRequestContext, values: Record<string, unknown>): Promise<void> {
  const token = await adminToken(request);
  const res = await request.post("/admin/routine.Config/edit", { data: values, headers: { batoken: token, server: "1" } });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 1) throw new Error(`saving the site configuration failed: ${body.msg}`);
}
