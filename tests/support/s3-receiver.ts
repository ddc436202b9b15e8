// A small S3-compatible bucket for tests (Bun.serve on 127.0.0.1): it accepts browser POST
// uploads only with a valid SigV4 policy (signature, expiry, bucket, key prefix, size range,
// every form field covered by a condition), and serves, heads and deletes objects only for
// requests signed with SigV4 headers. It checks signatures with its own code, written from the
// AWS documentation, so a mistake in the server's signer cannot hide.
import { createHash, createHmac } from "node:crypto";

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  meta: Record<string, string>;
}

export interface ReceiverEvent {
  method: string;
  key: string;
  status: number;
  reason?: string;
}

export interface S3Receiver {
  /** Path-style bucket URL: http://127.0.0.1:<port>/<bucket> */
  url: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
  objects: Map<string, StoredObject>;
  events: ReceiverEvent[];
  stop(): void;
}

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();
const sha256 = (data: string) => createHash("sha256").update(data, "utf8").digest("hex");
const keyFor = (secret: string, day: string, region: string) => hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");

const encode = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");

export function startS3Receiver(
  options: { bucket?: string; region?: string; accessKey?: string; secretKey?: string; /** Anyone may GET (a public-read bucket, so browsers can show images). */ publicRead?: boolean } = {},
): S3Receiver {
  const bucket = options.bucket ?? "tourism-files";
  const region = options.region ?? "cn-south-1";
  const accessKey = options.accessKey ?? "AKIATESTRECEIVER01";
  const secretKey = options.secretKey ?? "receiver/secret+key/that-stays-on-the-server";
  const objects = new Map<string, StoredObject>();
  const events: ReceiverEvent[] = [];
  const cors = { "access-control-allow-origin": "*", "access-control-allow-methods": "POST, GET, HEAD", "access-control-allow-headers": "*" };

  const deny = (method: string, key: string, reason: string, status = 403) => {
    events.push({ method, key, status, reason });
    return new Response(`<Error><Code>AccessDenied</Code><Message>${reason}</Message></Error>`, { status, headers: { ...cors, "content-type": "application/xml" } });
  };

  const post = async (request: Request): Promise<Response> => {
    const form = await request.formData();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const key = field("key") ?? "";
    const file = form.get("file");
    if (!(file instanceof Blob)) return deny("POST", key, "no file", 400);
    const policyText = field("policy");
    const signature = field("x-amz-signature");
    const credential = field("x-amz-credential") ?? "";
    if (!policyText || !signature || field("x-amz-algorithm") !== "AWS4-HMAC-SHA256") return deny("POST", key, "missing signature fields");
    const [credentialKey, day, credentialRegion, service, terminator] = credential.split("/");
    if (credentialKey !== accessKey || credentialRegion !== region || service !== "s3" || terminator !== "aws4_request" || !day) return deny("POST", key, "bad credential");
    if (hmac(keyFor(secretKey, day, region), policyText).toString("hex") !== signature) return deny("POST", key, "signature does not match");
    const policy = JSON.parse(Buffer.from(policyText, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
    if (Date.parse(policy.expiration) < Date.now()) return deny("POST", key, "policy expired");
    const covered = new Set<string>();
    for (const condition of policy.conditions) {
      if (Array.isArray(condition)) {
        const [op, name, value] = condition as [string, string | number, string | number];
        if (op === "content-length-range") {
          if (file.size < Number(name) || file.size > Number(value)) return deny("POST", key, "EntityTooLarge or too small", 400);
          continue;
        }
        const fieldName = String(name).replace(/^\$/, "");
        covered.add(fieldName.toLowerCase());
        const actual = fieldName === "bucket" ? bucket : (field(fieldName) ?? "");
        if (op === "eq" && actual !== value) return deny("POST", key, `condition failed: ${fieldName}`);
        if (op === "starts-with" && !actual.startsWith(String(value))) return deny("POST", key, `condition failed: ${fieldName} starts-with`);
      } else {
        const [fieldName, value] = Object.entries(condition as Record<string, string>)[0] ?? ["", ""];
        covered.add(fieldName.toLowerCase());
        const actual = fieldName === "bucket" ? bucket : field(fieldName);
        if (actual !== value) return deny("POST", key, `condition failed: ${fieldName}`);
      }
    }
    for (const name of form.keys()) {
      const lower = name.toLowerCase();
      if (["policy", "x-amz-signature", "file"].includes(lower) || lower.startsWith("x-ignore-")) continue;
      if (!covered.has(lower)) return deny("POST", key, `field not in policy: ${name}`);
    }
    const meta: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (name.toLowerCase().startsWith("x-amz-meta-") && typeof value === "string") meta[name.toLowerCase()] = value;
    objects.set(key, { bytes: new Uint8Array(await file.arrayBuffer()), contentType: field("Content-Type") ?? "application/octet-stream", meta });
    events.push({ method: "POST", key, status: 204 });
    return new Response(null, { status: 204, headers: cors });
  };

  /** Checks a header-signed request the way S3 does (canonical request, scope, signature). */
  const signedBy = (request: Request, url: URL): string | undefined => {
    const auth = request.headers.get("authorization") ?? "";
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(auth);
    if (!match) return "no SigV4 authorization";
    const [, credentialKey, day, credentialRegion, signedHeaders, signature] = match as unknown as string[];
    if (credentialKey !== accessKey || credentialRegion !== region) return "unknown credential";
    const stamp = request.headers.get("x-amz-date") ?? "";
    if (!stamp.startsWith(day ?? "")) return "date does not match the scope";
    const names = (signedHeaders ?? "").split(";");
    if (!names.includes("host") || !names.includes("x-amz-date")) return "host and date must be signed";
    const canonicalHeaders = names.map((n) => `${n}:${(request.headers.get(n) ?? (n === "host" ? url.host : "")).trim()}\n`).join("");
    const canonicalQuery = [...url.searchParams.entries()].map(([k, v]) => `${encode(k)}=${encode(v)}`).sort().join("&");
    const canonical = [request.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders, request.headers.get("x-amz-content-sha256") ?? ""].join("\n");
    const toSign = ["AWS4-HMAC-SHA256", stamp, `${day}/${region}/s3/aws4_request`, sha256(canonical)].join("\n");
    return hmac(keyFor(secretKey, day ?? "", region), toSign).toString("hex") === signature ? undefined : "signature does not match";
  };

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: cors });
      const [, bucketName, ...rest] = url.pathname.split("/");
      if (bucketName !== bucket) return deny(request.method, "", "no such bucket", 404);
      if (request.method === "POST" && rest.length === 0) return post(request);
      const key = rest.map(decodeURIComponent).join("/");
      const anonymousRead = options.publicRead && request.method === "GET" && !request.headers.has("authorization");
      const problem = anonymousRead ? undefined : signedBy(request, url);
      if (problem) return deny(request.method, key, problem);
      const object = objects.get(key);
      if (request.method === "DELETE") {
        objects.delete(key);
        events.push({ method: "DELETE", key, status: 204 });
        return new Response(null, { status: 204 });
      }
      if (!object) return deny(request.method, key, "no such key", 404);
      events.push({ method: request.method, key, status: 200 });
      const headers = { ...cors, "content-type": object.contentType, "content-length": String(object.bytes.length), ...object.meta };
      return new Response(request.method === "HEAD" ? null : new Blob([object.bytes as Uint8Array<ArrayBuffer>]), { headers });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/${bucket}`,
    bucket,
    region,
    accessKey,
    secretKey,
    objects,
    events,
    stop: () => server.stop(true),
  };
}
