// Access to the database of the server under test (a file in E2E_DATA_DIR), for what a person
// would see but a test cannot: where the click-captcha targets are; and for the clock of
// verification codes, so a test can say "a code went out just now" or "a minute has passed"
// instead of waiting a real minute.
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";

let client: Client | undefined;

export function e2eDatabase(): Client {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  // With SQLite's busy timeout, as the server's own client: a write here (a cleanup's DROP TABLE)
  // waits for the server's write in progress instead of failing with SQLITE_BUSY.
  client ??= createClient({ url: `file:${join(dir, "app.db")}`, timeout: 10_000 });
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

/** Makes the newest code sent to `target` as if it had just been sent. */
export async function codeSentJustNow(target: string): Promise<void> {
  const result = await e2eDatabase().execute({
    sql: "UPDATE verification_code SET expire_time = expire_time + (unixepoch() - create_time), create_time = unixepoch() WHERE id = (SELECT id FROM verification_code WHERE target = ? ORDER BY create_time DESC, id DESC LIMIT 1)",
    args: [target],
  });
  if (result.rowsAffected !== 1) throw new Error(`no code was sent to ${target}`);
}

/** Moves every code sent to `target` back in time, as if `seconds` had passed. */
export async function ageCodes(target: string, seconds: number): Promise<void> {
  await e2eDatabase().execute({ sql: "UPDATE verification_code SET create_time = create_time - ?, expire_time = expire_time - ? WHERE target = ?", args: [seconds, seconds, target] });
}
