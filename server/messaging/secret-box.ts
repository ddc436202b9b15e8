// Provider secrets at rest (SMS access keys, the WeChat AppSecret): sealed with AES-256-GCM
// under a key from the configuration (SECRET_KEY, or derived from the JWT secret when unset), so
// a copy of the database alone does not hand out the keys. A sealed value reads
// `v1:<iv>:<tag>:<ciphertext>` (base64url); the browser only ever sees a masked hint.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret; throws when the value was sealed under another key or was altered. */
  open(sealed: string): string;
}

/** The 32-byte key: SECRET_KEY hashed, else an HMAC of the JWT secret (a key of its own purpose). */
export function secretBoxKey(config: { secretKey: string; jwtSecret: string }): Buffer {
  if (config.secretKey) return createHash("sha256").update(config.secretKey).digest();
  return createHmac("sha256", config.jwtSecret || "unset").update("secret-box/v1").digest();
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("the secret box needs a 32-byte key");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(":");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(":");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** What a form shows of a stored secret: that one is set, and its last four characters at most. */
export function maskSecret(plain: string): string {
  if (!plain) return "";
  return plain.length <= 8 ? "••••" : `••••${plain.slice(-4)}`;
}
