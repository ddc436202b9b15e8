// The official account's server URL (/api/wechat/serve): GET is WeChat's check of the URL
// (signature over token, timestamp and nonce; answer the echostr), POST a user's message or
// event — plain or, in safe mode, AES-encrypted with its own msg_signature — answered with the
// automatic reply as XML within WeChat's 5 seconds (else "success", which WeChat takes as "no
// reply"). A message WeChat retries (same MsgId, or same sender and time for events) is
// answered once. Anything that fails a check gets a plain refusal, never a 5xx.
import { Elysia } from "elysia";
import { lt } from "drizzle-orm";
import { wechatMessageSeen } from "@db/schema";
import type { AppServices } from "../services";
import { wechatSettings } from "./account";
import { decryptMessage, encryptMessage, wechatSignature } from "./crypto";
import { matchReply, miniProgramMessage, replyXml } from "./replies";
import { buildWechatXml, parseWechatXml } from "./xml";

const REPLY_BUDGET_MS = 4500;
const text = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
const xml = (body: string) => new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
const q = (query: Record<string, unknown>, name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");

export function wechatRoutes(services: AppServices) {
  async function firstTime(message: Record<string, string>): Promise<boolean> {
    const key = message.MsgId ? `msg:${message.MsgId}` : `evt:${message.FromUserName ?? ""}:${message.CreateTime ?? ""}:${message.Event ?? ""}`;
    const now = services.clock.now();
    await services.db.delete(wechatMessageSeen).where(lt(wechatMessageSeen.create_time, now - 86_400));
    const inserted = await services.db.insert(wechatMessageSeen).values({ msg_key: key.slice(0, 200), create_time: now }).onConflictDoNothing().returning({ id: wechatMessageSeen.id });
    return inserted.length > 0;
  }

  async function answer(message: Record<string, string>): Promise<string> {
    if (!(await firstTime(message))) return "";
    const rule = await matchReply(services.db, message);
    if (!rule) return "";
    if (rule.reply_type === "miniprogram") {
      void services.wechat.post("/cgi-bin/message/custom/send", miniProgramMessage(rule, message.FromUserName ?? "")).catch((error: unknown) => services.log.warn("A WeChat mini-program reply could not be sent", { error: String(error) }));
      return "";
    }
    return replyXml(rule, message, services.clock.now());
  }

  // Open to WeChat's servers: the signature over the shared token is the caller's proof.
  const access = { detail: { tags: ["access:wechat-signature"] } };
  return new Elysia({ prefix: "/api/wechat" })
    .get(
      "/serve",
      async ({ query }) => {
      const settings = await wechatSettings(services);
      const [signature, timestamp, nonce, echostr] = ["signature", "timestamp", "nonce", "echostr"].map((n) => q(query, n));
      if (!settings.token || !signature || wechatSignature(settings.token, timestamp ?? "", nonce ?? "") !== signature) return text("invalid signature", 403);
      return text(echostr ?? "");
      },
      access,
    )
    .post(
      "/serve",
      async ({ query, request }) => {
        const settings = await wechatSettings(services);
        const [signature, timestamp, nonce, encryptType, msgSignature] = ["signature", "timestamp", "nonce", "encrypt_type", "msg_signature"].map((n) => q(query, n)) as [string, string, string, string, string];
        if (!settings.token || !signature || wechatSignature(settings.token, timestamp, nonce) !== signature) return text("invalid signature", 403);
        if (!/^\d{1,12}$/.test(timestamp) || Math.abs(services.clock.now() - Number(timestamp)) > 300) return text("stale request", 403);
        const body = await request.text();
        const outer = parseWechatXml(body);
        if (!outer) return text("bad xml", 400);
        const encrypted = encryptType === "aes";
        if (encrypted ? settings.message_mode === "plain" : settings.message_mode === "safe") return text("message mode mismatch", 403);
        let message = outer;
        if (encrypted) {
          const sealed = outer.Encrypt ?? "";
          if (!sealed || wechatSignature(settings.token, timestamp, nonce, sealed) !== msgSignature) return text("invalid msg_signature", 403);
          try {
            const opened = decryptMessage(settings.encoding_aes_key, sealed);
            if (opened.appId !== settings.app_id) return text("wrong appid", 403);
            message = parseWechatXml(opened.message) ?? {};
          } catch {
            return text("cannot decrypt", 400);
          }
        }
        const reply = await Promise.race([answer(message), Bun.sleep(REPLY_BUDGET_MS).then(() => "")]);
        if (!reply) return text("success");
        if (!encrypted) return xml(reply);
        const sealedReply = encryptMessage(settings.encoding_aes_key, settings.app_id, reply);
        const replyNonce = Math.random().toString(36).slice(2, 12);
        const stamp = String(services.clock.now());
        return xml(buildWechatXml({ Encrypt: sealedReply, MsgSignature: wechatSignature(settings.token, stamp, replyNonce, sealedReply), TimeStamp: stamp, Nonce: replyNonce }));
      },
      { parse: "none", ...access },
    );
}
