// Opaque random tokens (refresh tokens, one-time tokens). Only their SHA-256 is stored, so a
// copy of the database cannot be used to log in.

export function randomToken(bytes = 32): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}

export function hashToken(token: string): string {
  return new Bun.CryptoHasher("sha256").update(token).digest("hex");
}
