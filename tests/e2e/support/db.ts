// Direct access to the e2e server's database, for what a test must know but must not learn
// from the page: captcha positions, and accounts set up for a scenario.
import { createClient, type Client } from "@libsql/client";
import { join } from "node:path";

let client: Client | undefined;

export function e2eDb(): Client {
  client ??= createClient({ url: `file:${join(process.env.E2E_DATA_DIR ?? "", "app.db")}`, timeout: 5000 } as Parameters<typeof createClient>[0]);
  return client;
}

export interface CaptchaBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The target boxes of the newest captcha (the one on screen). */
export async function latestCaptchaTargets(): Promise<CaptchaBox[]> {
  const result = await e2eDb().execute("SELECT captcha FROM captcha ORDER BY create_time DESC, rowid DESC LIMIT 1");
  const raw = result.rows[0]?.captcha;
  if (typeof raw !== "string") throw new Error("no captcha in the database");
  return (JSON.parse(raw) as { targets: CaptchaBox[] }).targets;
}
