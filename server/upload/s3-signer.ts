// AWS Signature Version 4 for S3-compatible storage: the signature of a browser POST policy,
// and signed requests the server itself sends (reading an upload back, deleting a file).
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export interface S3Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
}

const hmac = (key: string | Uint8Array, data: string) => new Uint8Array(createHmac("sha256", key).update(data, "utf8").digest());
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/** `20261121T093000Z` and `20261121` of a moment. */
export function amzDate(at: Date): { stamp: string; day: string } {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  return { stamp, day: stamp.slice(0, 8) };
}

export function signingKey(secretKey: string, day: string, region: string, service = "s3"): Uint8Array {
  return hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), service), "aws4_request");
}

export const credentialScope = (day: string, region: string) => `${day}/${region}/s3/aws4_request`;

/** Signature of a base64 POST policy (the policy itself is the string to sign). */
export function policySignature(credentials: S3Credentials, day: string, policyBase64: string): string {
  return hex(hmac(signingKey(credentials.secretKey, day, credentials.region), policyBase64));
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 3986 encoding as SigV4 wants it (letters, digits and -._~ left alone). */
export function uriEncode(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const c = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

/** `base/a b/c.png` with every key segment encoded once. */
export function objectUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, "")}/${key.split("/").map(uriEncode).join("/")}`;
}

export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export interface SignedRequest {
  method: string;
  url: string;
  /** Extra headers to sign and send (lower- or mixed-case names). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash?: string;
  at?: Date;
}

/** The headers that authenticate a request (header-based SigV4). */
export function signRequest(credentials: S3Credentials, request: SignedRequest): Record<string, string> {
  const url = new URL(request.url);
  const { stamp, day } = amzDate(request.at ?? new Date());
  const payloadHash = request.payloadHash ?? EMPTY_SHA256;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  headers.host = url.host;
  headers["x-amz-content-sha256"] = payloadHash;
  headers["x-amz-date"] = stamp;
  const names = Object.keys(headers).sort();
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonical = [request.method.toUpperCase(), url.pathname || "/", query, names.map((n) => `${n}:${headers[n]}\n`).join(""), names.join(";"), payloadHash].join("\n");
  const scope = credentialScope(day, credentials.region);
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, createHash("sha256").update(canonical, "utf8").digest("hex")].join("\n");
  const signature = hex(hmac(signingKey(credentials.secretKey, day, credentials.region), toSign));
  const { host: _host, ...sent } = headers;
  return { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKey}/${scope},SignedHeaders=${names.join(";")},Signature=${signature}` };
}
