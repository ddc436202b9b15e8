// Getting a verification code the way a member would: ask for it through the API, then read it
// where it was delivered — the .eml file written when no SMTP server is configured, or the SMS
// log of the default SMS driver.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { smsLog } from "@db/schema";
import { codeIn, plainTextOf } from "../../support/mail-text";
import { envelopeOf, type TestApp } from "./test-app";

export function mailFiles(t: TestApp): string[] {
  const dir = join(t.dir, "mail");
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().map((f) => join(dir, f)) : [];
}

/** The raw newest message written for `email`. */
export function latestMailFile(t: TestApp, email: string): string {
  const wanted = email.toLowerCase();
  const file = mailFiles(t)
    .reverse()
    .find((f) => readFileSync(f, "utf8").toLowerCase().includes(`to: ${wanted}`));
  if (!file) throw new Error(`no mail file for ${email}`);
  return readFileSync(file, "utf8");
}

export function mailedCode(t: TestApp, email: string): string {
  const code = codeIn(plainTextOf(latestMailFile(t, email)));
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** Recovery codes go out after the answer (the answer must not tell known addresses apart). */
async function eventually<T>(read: () => T | Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await Bun.sleep(20);
    }
  }
}

export async function smsCode(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsLog).where(eq(smsLog.mobile, mobile)).orderBy(desc(smsLog.id)).limit(1);
  const code = /\d{6}/.exec(row?.content ?? "")?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

export function sendEms(t: TestApp, json: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request("/api/Ems/send", { method: "POST", json, headers: { "think-lang": "en", ...headers } }).then(envelopeOf);
}

export function sendSms(t: TestApp, json: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request("/api/Sms/send", { method: "POST", json, headers: { "think-lang": "en", ...headers } }).then(envelopeOf);
}

/** Asks for a code and returns it as delivered. */
export async function codeFor(t: TestApp, channel: "email" | "mobile", target: string, event: string, headers: Record<string, string> = {}): Promise<string> {
  const sent = async () => (channel === "email" ? mailFiles(t).length : (await t.database.db.select({ id: smsLog.id }).from(smsLog).where(eq(smsLog.mobile, target))).length);
  const before = await sent();
  const body = channel === "email" ? await sendEms(t, { email: target, event }, headers) : await sendSms(t, { mobile: target, template_code: event }, headers);
  if (body.code !== 1) throw new Error(`code send failed: ${body.msg}`);
  return eventually(async () => {
    if ((await sent()) === before) throw new Error(`nothing delivered to ${target} yet`);
    return channel === "email" ? mailedCode(t, target) : smsCode(t, target);
  });
}
