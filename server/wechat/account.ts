// The official account's settings (one row of wechat_config) and its access token: fetched
// from cgi-bin/token, kept sealed in the database and in memory until five minutes before it
// expires, one fetch at a time per node (concurrent callers share it). The API base is the
// public one unless the settings name another (tests point it at a local stand-in).
import { eq } from "drizzle-orm";
import { wechatConfig } from "@db/schema";
import type { Database } from "@db/client";
import type { SecretBox } from "../messaging/secret-box";
import type { Clock } from "../services/clock";

export const WECHAT_API_BASE = "https://api.weixin.qq.com";
const MARGIN_SECONDS = 300;

export type WechatSettings = typeof wechatConfig.$inferSelect;

/** The settings row (made empty on first use). */
export async function wechatSettings(services: { db: Database }): Promise<WechatSettings> {
  const [row] = await services.db.select().from(wechatConfig).limit(1);
  if (row) return row;
  await services.db.insert(wechatConfig).values({ id: 1 }).onConflictDoNothing();
  const [made] = await services.db.select().from(wechatConfig).limit(1);
  if (!made) throw new Error("no WeChat settings row");
  return made;
}

export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`${errcode} ${errmsg}`);
  }
}

/** Codes that mean "this token is no good": drop it and fetch another once. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

export function createWechatClient(services: { db: Database; clock: Clock; secretBox: SecretBox }, fetcher: typeof fetch = fetch) {
  // The token in memory is used while the database still holds the same sealed token (a changed
  // AppID or secret clears it there, on every node).
  let memory: { token: string; expires: number; sealed: string } | undefined;
  let inFlight: Promise<string> | undefined;

  const base = (settings: WechatSettings) => (settings.api_base || WECHAT_API_BASE).replace(/\/+$/, "");

  async function fetchToken(settings: WechatSettings): Promise<string> {
    if (!settings.app_id || !settings.app_secret) throw new WechatApiError(-2, "AppID and AppSecret are not set");
    const secret = services.secretBox.open(settings.app_secret);
    const url = `${base(settings)}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(settings.app_id)}&secret=${encodeURIComponent(secret)}`;
    const answer = (await (await fetcher(url, { signal: AbortSignal.timeout(10_000) })).json()) as { access_token?: string; expires_in?: number; errcode?: number; errmsg?: string };
    if (!answer.access_token) throw new WechatApiError(answer.errcode ?? -1, answer.errmsg ?? "no access_token");
    const expires = services.clock.now() + Math.max(60, Number(answer.expires_in ?? 7200) - MARGIN_SECONDS);
    const sealed = services.secretBox.seal(answer.access_token);
    memory = { token: answer.access_token, expires, sealed };
    await services.db.update(wechatConfig).set({ access_token: sealed, access_token_expire: expires }).where(eq(wechatConfig.id, settings.id));
    return answer.access_token;
  }

  async function accessToken(force = false): Promise<string> {
    const settings = await wechatSettings(services);
    const now = services.clock.now();
    if (!force && memory && memory.sealed === settings.access_token && memory.expires > now) return memory.token;
    if (!force && settings.access_token && settings.access_token_expire > now) {
      try {
        const token = services.secretBox.open(settings.access_token);
        memory = { token, expires: settings.access_token_expire, sealed: settings.access_token };
        return token;
      } catch {
        // Sealed under another key: fetch a new one.
      }
    }
    inFlight ??= fetchToken(settings).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /** POSTs JSON to `path` with the token; a rejected token is renewed once. */
  async function post(path: string, body: unknown): Promise<{ errcode: number; errmsg: string }> {
    const settings = await wechatSettings(services);
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken(attempt > 0);
      const response = await fetcher(`${base(settings)}${path}?access_token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { errcode?: number; errmsg?: string };
      const errcode = Number(answer.errcode ?? 0);
      if (errcode !== 0 && TOKEN_ERRORS.has(errcode) && attempt === 0) {
        memory = undefined;
        await services.db.update(wechatConfig).set({ access_token: "", access_token_expire: 0 }).where(eq(wechatConfig.id, settings.id));
        continue;
      }
      return { errcode, errmsg: String(answer.errmsg ?? "") };
    }
  }

  return {
    accessToken,
    post,
    /** Forgets the cached token (the AppID or secret changed). */
    forget() {
      memory = undefined;
    },
  };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
