// WeChat's message security (官方账号消息加解密): the SHA-1 signatures of the server-URL check and
// of encrypted messages, and the AES-256-CBC message encryption — key from the 43-character
// EncodingAESKey, IV the key's first 16 bytes, plaintext = 16 random bytes + the message length
// (4 bytes, big-endian) + the message + the AppID, PKCS#7 padded to 32-byte blocks.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** sha1 of the sorted parts joined (signature: token, timestamp, nonce; msg_signature adds the ciphertext). */
export function wechatSignature(...parts: string[]): string {
  return createHash("sha1").update([...parts].sort().join("")).digest("hex");
}

export function aesKeyOf(encodingAesKey: string): Buffer {
  if (!/^[A-Za-z0-9]{43}$/.test(encodingAesKey)) throw new Error("EncodingAESKey must be 43 letters and digits");
  return Buffer.from(`${encodingAesKey}=`, "base64");
}

const BLOCK = 32;

export function encryptMessage(encodingAesKey: string, appId: string, message: string, random: Buffer = randomBytes(16)): string {
  const key = aesKeyOf(encodingAesKey);
  const body = Buffer.from(message, "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const plain = Buffer.concat([random, length, body, Buffer.from(appId, "utf8")]);
  const pad = BLOCK - (plain.length % BLOCK);
  const cipher = createCipheriv("aes-256-cbc", key, key.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString("base64");
}

/** The message and the AppID it was sealed for; throws on a bad key, padding or length. */
export function decryptMessage(encodingAesKey: string, encrypted: string): { message: string; appId: string } {
  const key = aesKeyOf(encodingAesKey);
  const decipher = createDecipheriv("aes-256-cbc", key, key.subarray(0, 16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(encrypted, "base64")), decipher.final()]);
  const pad = plain[plain.length - 1] ?? 0;
  if (pad < 1 || pad > BLOCK || plain.length < 20 + pad) throw new Error("bad padding");
  const content = plain.subarray(16, plain.length - pad);
  const length = content.readUInt32BE(0);
  if (length > content.length - 4) throw new Error("bad length");
  return { message: content.subarray(4, 4 + length).toString("utf8"), appId: content.subarray(4 + length).toString("utf8") };
}
