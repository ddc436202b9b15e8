// What WeChat's servers do when they call an account's server URL: sign the query (sha1 of the
// sorted token, timestamp and nonce), and in safe mode encrypt the message (AES-256-CBC, key
// from EncodingAESKey, PKCS#7 to 32 bytes) with its msg_signature. Written from WeChat's
// documentation, apart from the product's code, so the product is checked against it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const sha1 = (...parts: string[]) => createHash("sha1").update(parts.sort().join("")).digest("hex");

export function signedQuery(token: string, timestamp: number, extra: Record<string, string> = {}): URLSearchParams {
  const nonce = String(100000 + Math.floor(Math.random() * 899999));
  return new URLSearchParams({ signature: sha1(token, String(timestamp), nonce), timestamp: String(timestamp), nonce, ...extra });
}

export function seal(aesKey: string, appId: string, xml: string): string {
  const key = Buffer.from(`${aesKey}=`, "base64");
  const msg = Buffer.from(xml);
  const len = Buffer.from([(msg.length >>> 24) & 255, (msg.length >>> 16) & 255, (msg.length >>> 8) & 255, msg.length & 255]);
  let plain = Buffer.concat([randomBytes(16), len, msg, Buffer.from(appId)]);
  const pad = 32 - (plain.length % 32);
  plain = Buffer.concat([plain, Buffer.alloc(pad, pad)]);
  const cipher = createCipheriv("aes-256-cbc", key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString("base64");
}

export function unseal(aesKey: string, encrypted: string): { xml: string; appId: string } {
  const key = Buffer.from(`${aesKey}=`, "base64");
  const decipher = createDecipheriv("aes-256-cbc", key, key.subarray(0, 16)).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(encrypted, "base64")), decipher.final()]);
  const body = plain.subarray(16, plain.length - (plain.at(-1) ?? 0));
  const length = body.readUInt32BE(0);
  return { xml: body.subarray(4, 4 + length).toString(), appId: body.subarray(4 + length).toString() };
}

/** A safe-mode POST: the encrypted envelope and its query (signature and msg_signature). */
export function safeModeRequest(token: string, aesKey: string, appId: string, xml: string, timestamp: number) {
  const encrypted = seal(aesKey, appId, xml);
  const query = signedQuery(token, timestamp, { encrypt_type: "aes", openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" });
  query.set("msg_signature", sha1(token, String(timestamp), query.get("nonce") ?? "", encrypted));
  return { query, body: `<xml><ToUserName><![CDATA[gh_7f083739789a]]></ToUserName><Encrypt><![CDATA[${encrypted}]]></Encrypt></xml>` };
}

export const msgSignature = sha1;

export function textMessage(content: string, msgId: string, from = "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o", at = Math.floor(Date.now() / 1000)): string {
  return `<xml><ToUserName><![CDATA[gh_7f083739789a]]></ToUserName><FromUserName><![CDATA[${from}]]></FromUserName><CreateTime>${at}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[${content}]]></Content><MsgId>${msgId}</MsgId></xml>`;
}

export function eventMessage(event: string, key = "", from = "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o", at = Math.floor(Date.now() / 1000)): string {
  return `<xml><ToUserName><![CDATA[gh_7f083739789a]]></ToUserName><FromUserName><![CDATA[${from}]]></FromUserName><CreateTime>${at}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[${key}]]></EventKey></xml>`;
}
