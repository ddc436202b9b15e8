// Read access to the database of the server under test (a file in E2E_DATA_DIR), for what a
// person would see but a test cannot: where the click-captcha targets are.
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";

let client: Client | undefined;

export function e2eDatabase(): Client {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  client ??= createClient({ url: `file:${join(dir, "app.db")}` });
  return client;
}

export interface CaptchaBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes to click, in order, in the 350 × 200 captcha picture. */
export async function captchaTargets(id: string): Promise<CaptchaBox[]> {
  const result = await e2eDatabase().execute({ sql: "SELECT captcha FROM captcha WHERE key = ?", args: [id] });
  const raw = result.rows[0]?.captcha;
  if (typeof raw !== "string") throw new Error(`no captcha ${id} in the database`);
  return (JSON.parse(raw) as { targets: CaptchaBox[] }).targets;
}

/** The boxes of the newest captcha (the one on screen when only one browser asks). */
export async function latestCaptchaTargets(): Promise<CaptchaBox[]> {
  const result = await e2eDatabase().execute("SELECT captcha FROM captcha ORDER BY create_time DESC, rowid DESC LIMIT 1");
  const raw = result.rows[0]?.captcha;
  if (typeof raw !== "string") throw new Error("no captcha in the database");
  return (JSON.parse(raw) as { targets: CaptchaBox[] }).targets;
}
