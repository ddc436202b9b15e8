// Uploads straight from the browser to S3-compatible storage (spec §7; DESIGN §8). The server
// signs a POST policy (SigV4) that pins the bucket, a key prefix, the size range, the content type
// and the uploader; the browser posts the file with a key built from the template and then calls
// `Alioss/callback`. The callback is never trusted as it comes: the policy must carry our
// signature and still be valid, name the caller, and the key must start with its prefix and fit
// the template for the file; the server then reads the object back and applies the local upload's
// checks (sniffed type, size, SHA-1) before it records the attachment. A file that fails is deleted.
import { cleanName, cleanTopic, checkDeclared, inspectContent } from "./inspect";
import type { UploadCallback, UploadPolicy, UploadPolicyRequest } from "@shared/contracts/upload";
import { isValidKeyTemplate, keyPattern, keyPrefixOf, renderServerParts } from "@shared/upload-key";
import { suffixOf } from "@shared/upload-rules";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";
import { uploadSettings } from "../services/public-site";
import { recordAttachment, type UploadedFile } from "./attachments";
import { amzDate, credentialScope, objectUrl, policySignature, sameSignature, signRequest, type S3Credentials } from "./s3-signer";

/** How long a browser may take to start its upload, and then to call back. */
export const POLICY_TTL_SECONDS = 30 * 60;
const CALLBACK_GRACE_SECONDS = 15 * 60;
const STORAGE_TIMEOUT_MS = 30_000;

export const EXTERNAL_STORAGE = "s3";

export interface Uploader {
  kind: "admin" | "user";
  id: number;
}

export interface ExternalStorage {
  /** Where browsers post (the bucket's URL). */
  url: string;
  /** Where stored files are read (CDN), default the bucket URL. */
  publicUrl: string;
  bucket: string;
  keyTemplate: string;
  credentials: S3Credentials;
}

/** The configured storage, or a clear error naming what is missing. */
export async function externalStorage(services: Pick<AppServices, "siteConfig">): Promise<ExternalStorage> {
  const get = (name: string) => services.siteConfig.getString(name);
  const url = (await get("upload_url")).trim().replace(/\/+$/, "");
  const storage: ExternalStorage = {
    url,
    publicUrl: ((await get("upload_cdn_url")).trim() || url).replace(/\/+$/, ""),
    bucket: (await get("upload_s3_bucket")).trim(),
    keyTemplate: (await get("upload_save_name")).trim(),
    credentials: {
      accessKey: (await get("upload_s3_access_key")).trim(),
      secretKey: await get("upload_s3_secret_key"),
      region: (await get("upload_s3_region")).trim() || "us-east-1",
    },
  };
  if (!/^https?:\/\//.test(storage.url) || !storage.bucket || !storage.credentials.accessKey || !storage.credentials.secretKey) {
    throw new ApiError("uploadStorageNotConfigured");
  }
  if (!isValidKeyTemplate(storage.keyTemplate)) throw new ApiError("uploadKeyTemplateInvalid");
  return storage;
}

const uploaderTag = (who: Uploader) => `${who.kind}:${who.id}`;

/** The contract's request as it arrives (each part checked below), with the route's topic. */
export type PolicyRequest = { topic?: string } & { [K in keyof UploadPolicyRequest]?: unknown };

/** A signed policy for one file the caller is about to upload. */
export async function issuePolicy(services: AppServices, who: Uploader, input: PolicyRequest): Promise<UploadPolicy> {
  const limits = await uploadSettings(services);
  if (limits.mode === "local") throw new ApiError("uploadModeLocal");
  const storage = await externalStorage(services);
  const name = cleanName(typeof input.name === "string" ? input.name : "");
  const type = typeof input.type === "string" && /^[\w.+-]+\/[\w.+-]+$/.test(input.type) ? input.type.toLowerCase() : "application/octet-stream";
  checkDeclared({ name, size: Number(input.size) || 0, type }, limits);
  const topic = cleanTopic(input.topic, who.kind === "user" ? "member" : "default");
  const now = new Date();
  const rendered = renderServerParts(storage.keyTemplate, topic, now);
  const prefix = keyPrefixOf(rendered);
  const { stamp, day } = amzDate(now);
  const credential = `${storage.credentials.accessKey}/${credentialScope(day, storage.credentials.region)}`;
  const expire = Math.floor(now.getTime() / 1000) + POLICY_TTL_SECONDS;
  const fields: Record<string, string> = {
    "Content-Type": type,
    "x-amz-meta-uploader": uploaderTag(who),
    "x-amz-meta-topic": topic,
    "x-amz-credential": credential,
    "x-amz-algorithm": "AWS4-HMAC-SHA256",
    "x-amz-date": stamp,
  };
  const policy = {
    expiration: new Date(expire * 1000).toISOString(),
    conditions: [
      { bucket: storage.bucket },
      ["starts-with", "$key", prefix],
      ["content-length-range", 1, limits.maxSize],
      ...Object.entries(fields).map(([field, value]) => ({ [field]: value })),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), "utf8").toString("base64");
  return {
    url: storage.url,
    key: rendered,
    prefix,
    fields: { ...fields, policy: encoded, "x-amz-signature": policySignature(storage.credentials, day, encoded) },
    maxSize: limits.maxSize,
    expire,
  };
}

interface PolicyTerms {
  expire: number;
  day: string;
  accessKey: string;
  bucket?: string;
  prefix?: string;
  maxSize?: number;
  uploader?: string;
  topic?: string;
  type?: string;
}

/** Reads back the terms of a policy we issued (only after its signature checked out). */
function readPolicy(encoded: string): PolicyTerms | undefined {
  try {
    const policy = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as { expiration?: string; conditions?: unknown[] };
    const terms: Partial<PolicyTerms> = { expire: Math.floor(Date.parse(String(policy.expiration)) / 1000) };
    for (const condition of policy.conditions ?? []) {
      if (Array.isArray(condition)) {
        if (condition[0] === "starts-with" && condition[1] === "$key") terms.prefix = String(condition[2]);
        if (condition[0] === "content-length-range") terms.maxSize = Number(condition[2]);
      } else if (condition && typeof condition === "object") {
        const [field, value] = Object.entries(condition)[0] ?? [];
        if (field === "bucket") terms.bucket = String(value);
        if (field === "x-amz-meta-uploader") terms.uploader = String(value);
        if (field === "x-amz-meta-topic") terms.topic = String(value);
        if (field === "Content-Type") terms.type = String(value);
        if (field === "x-amz-credential") {
          const [accessKey, day] = String(value).split("/");
          terms.accessKey = accessKey;
          terms.day = day;
        }
      }
    }
    return Number.isFinite(terms.expire) && terms.day && terms.accessKey ? (terms as PolicyTerms) : undefined;
  } catch {
    return undefined;
  }
}

/** The object key of a callback's `url`: our public or bucket URL followed by the key, or a bare key. */
function keyOf(url: string, storage: ExternalStorage): string | undefined {
  let path: string | undefined;
  for (const base of [storage.publicUrl, storage.url]) {
    if (url.startsWith(`${base}/`)) path = url.slice(base.length + 1);
  }
  if (path === undefined && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) path = url.replace(/^\/+/, "");
  if (path === undefined || path.includes("?") || path.includes("#")) return undefined;
  try {
    return path.split("/").map(decodeURIComponent).join("/");
  } catch {
    return undefined;
  }
}

const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))(?!.*\/\/)[^\\\x00-\x1f\x7f]+$/u;

/** The contract's callback as it arrives: every part is checked against the signed policy. */
export type CallbackInput = { [K in keyof UploadCallback]?: unknown };

async function storageFetch(storage: ExternalStorage, method: "GET" | "HEAD" | "DELETE", key: string): Promise<Response> {
  const url = objectUrl(storage.url, key);
  const headers = signRequest(storage.credentials, { method, url, payloadHash: "UNSIGNED-PAYLOAD" });
  return fetch(url, { method, headers, redirect: "error", signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS) });
}

/** Deletes an object from the configured storage; answers whether it is gone. */
export async function deleteExternalObject(services: Pick<AppServices, "siteConfig">, key: string): Promise<boolean> {
  const storage = await externalStorage(services);
  const response = await storageFetch(storage, "DELETE", key).catch(() => undefined);
  return Boolean(response && (response.ok || response.status === 404));
}

/** The object key of a stored attachment URL, when it lies in the configured storage. */
export async function externalKeyOf(services: Pick<AppServices, "siteConfig">, url: string): Promise<string | undefined> {
  const storage = await externalStorage(services);
  return /^https?:\/\//.test(url) ? keyOf(url, storage) : undefined;
}

/** Checks a callback and records the attachment. */
export async function acceptCallback(services: AppServices, who: Uploader, input: CallbackInput): Promise<UploadedFile> {
  const limits = await uploadSettings(services);
  if (limits.mode === "local") throw new ApiError("uploadModeLocal");
  const storage = await externalStorage(services);
  const forged = () => new ApiError("uploadCallbackInvalid");
  if (typeof input.policy !== "string" || typeof input.signature !== "string" || typeof input.url !== "string") throw forged();
  const terms = readPolicy(input.policy);
  if (!terms || terms.accessKey !== storage.credentials.accessKey) throw forged();
  if (!sameSignature(policySignature(storage.credentials, terms.day, input.policy), input.signature)) throw forged();
  // From here on the terms are the ones we issued.
  const now = Math.floor(Date.now() / 1000);
  if (terms.expire + CALLBACK_GRACE_SECONDS < now) throw new ApiError("uploadPolicyExpired");
  if (terms.uploader !== uploaderTag(who) || terms.bucket !== storage.bucket || !terms.prefix || !terms.topic) throw forged();

  // The key was built from the name as the browser saw it; the record keeps it cleaned.
  const rawName = typeof input.name === "string" ? input.name.slice(0, 255) : "";
  const name = cleanName(rawName);
  const size = Number(input.size);
  const sha1 = typeof input.sha1 === "string" ? input.sha1.toLowerCase() : "";
  const suffix = checkDeclared({ name, size: Number.isInteger(size) ? size : 0, type: terms.type ?? "" }, limits);
  if (size > (terms.maxSize ?? 0)) throw new ApiError("uploadTooLarge");
  if (!/^[0-9a-f]{40}$/.test(sha1)) throw forged();
  const key = keyOf(input.url, storage);
  if (!key || !SAFE_KEY.test(key) || !key.startsWith(terms.prefix)) throw new ApiError("uploadKeyNotIssued");
  if (!keyPattern(storage.keyTemplate, terms.topic, { name: rawName, suffix: suffixOf(name), sha1 }).test(key)) throw new ApiError("uploadKeyNotIssued");

  // Read the object back: the content decides, not what the callback says about it.
  const response = await storageFetch(storage, "GET", key).catch(() => undefined);
  if (!response || response.status === 404 || response.status === 403) throw new ApiError("uploadNotInStorage");
  if (!response.ok) throw new ApiError("uploadStorageFailed", { status: response.status });
  // The object must be the caller's own upload (its policy put the uploader in its metadata);
  // anything else is neither recorded nor touched.
  if (response.headers.get("x-amz-meta-uploader") !== uploaderTag(who)) {
    await response.body?.cancel();
    throw new ApiError("uploadKeyNotIssued");
  }
  const declaredLength = Number(response.headers.get("content-length") ?? "0");
  if (declaredLength > limits.maxSize) {
    await response.body?.cancel();
    await deleteExternalObject(services, key);
    throw new ApiError("uploadTooLarge");
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    const inspected = await inspectContent(bytes, { name, type: terms.type ?? "" }, limits);
    if (inspected.sha1 !== sha1 || inspected.size !== size || inspected.suffix !== suffix) throw new ApiError("uploadContentMismatch");
    const url = objectUrl(storage.publicUrl, key);
    return await recordAttachment(services, {
      storage: EXTERNAL_STORAGE,
      topic: terms.topic,
      file: inspected,
      owner: who.kind === "admin" ? { adminId: who.id } : { userId: who.id },
      async exists(row) {
        if (row.url === url) return true;
        const existingKey = keyOf(row.url, storage);
        const head = existingKey ? await storageFetch(storage, "HEAD", existingKey).catch(() => undefined) : undefined;
        if (!head?.ok) return false;
        // The same content is already stored under another key: keep one copy.
        await deleteExternalObject(services, key);
        return true;
      },
      store: async () => url,
    });
  } catch (error) {
    if (error instanceof ApiError && error.key !== "uploadStorageNotConfigured") await deleteExternalObject(services, key);
    throw error;
  }
}
