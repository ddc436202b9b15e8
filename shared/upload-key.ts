// Object keys for external storage (spec §7, §9), shared by the browser (which builds the key)
// and the server (which issued the prefix and checks the key it gets back). The template's
// placeholders: {topic} {year} {mon} {day} {hour} {min} {sec} {random} (8 letters/digits)
// {random32} {fileName} (first 15 characters of the name, cleaned) {suffix} {.suffix} {fileSha1}.
import type { UploadCallback, UploadPolicy } from "./contracts/upload";

export const DEFAULT_KEY_TEMPLATE = "storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}";

/** Placeholders the server fills when it issues a policy (the rest depend on the file). */
const SERVER_PARTS = ["topic", "year", "mon", "day", "hour", "min", "sec"] as const;
const FILE_PARTS = ["random", "random32", "fileName", "suffix", ".suffix", "fileSha1"] as const;
const PLACEHOLDER = /\{([.A-Za-z0-9]+)\}/g;

const pad = (n: number) => String(n).padStart(2, "0");

/** Whether a template is usable: known placeholders only, and the SHA-1 in it (content addressing). */
export function isValidKeyTemplate(template: string): boolean {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  const known = new Set<string>([...SERVER_PARTS, ...FILE_PARTS]);
  if (names.some((n) => !known.has(n)) || !names.includes("fileSha1")) return false;
  const literal = template.replace(PLACEHOLDER, "");
  return /^[A-Za-z0-9/_.-]*$/.test(literal) && !literal.includes("..") && !/\/\//.test(template.replace(PLACEHOLDER, "x"));
}

/** The name part of the key: without its suffix, only letters, digits, `_`, `-` and `.`, 15 characters. */
export function keyFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/<[^>]*>/g, "");
  return Array.from(stem.replace(/[^\p{L}\p{N}_.-]/gu, "").replace(/^\.+/, "").replace(/\.{2,}/g, "."))
    .slice(0, 15)
    .join("");
}

/** Fills topic and date parts (UTC); file parts stay as placeholders. Leading slashes dropped. */
export function renderServerParts(template: string, topic: string, at: Date): string {
  const values: Record<(typeof SERVER_PARTS)[number], string> = {
    topic,
    year: String(at.getUTCFullYear()),
    mon: pad(at.getUTCMonth() + 1),
    day: pad(at.getUTCDate()),
    hour: pad(at.getUTCHours()),
    min: pad(at.getUTCMinutes()),
    sec: pad(at.getUTCSeconds()),
  };
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name as keyof typeof values] ?? whole).replace(/^\/+/, "");
}

/** The fixed start of a partly rendered key: everything before the first file placeholder. */
export function keyPrefixOf(rendered: string): string {
  const at = rendered.indexOf("{");
  return at < 0 ? rendered : rendered.slice(0, at);
}

export interface KeyFile {
  name: string;
  suffix: string;
  sha1: string;
}

function randomText(length: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** The whole key for a file (browser side). */
export function renderFileParts(rendered: string, file: KeyFile): string {
  const values: Record<string, () => string> = {
    random: () => randomText(8),
    random32: () => randomText(32),
    fileName: () => keyFileName(file.name),
    suffix: () => file.suffix,
    ".suffix": () => (file.suffix ? `.${file.suffix}` : ""),
    fileSha1: () => file.sha1,
  };
  return rendered.replace(PLACEHOLDER, (whole, name: string) => (values[name] ? values[name]() : whole));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What a key built from the template for this file must look like (server side): the topic as
 * issued, date parts as digits, the file parts as this file gives them.
 */
export function keyPattern(template: string, topic: string, file: KeyFile): RegExp {
  const parts: Record<string, string> = {
    topic: escapeRegExp(topic),
    year: "\\d{4}",
    mon: "\\d{2}",
    day: "\\d{2}",
    hour: "\\d{2}",
    min: "\\d{2}",
    sec: "\\d{2}",
    random: "[A-Za-z0-9]{8}",
    random32: "[A-Za-z0-9]{32}",
    fileName: escapeRegExp(keyFileName(file.name)),
    suffix: escapeRegExp(file.suffix),
    ".suffix": escapeRegExp(file.suffix ? `.${file.suffix}` : ""),
    fileSha1: escapeRegExp(file.sha1),
  };
  const body = template.replace(/^\/+/, "");
  let source = "";
  let last = 0;
  for (const match of body.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(body.slice(last, match.index));
    source += parts[match[1] as string] ?? escapeRegExp(match[0]);
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeRegExp(body.slice(last));
  return new RegExp(`^${source}$`, "u");
}

/** SHA-1 of a file's bytes as hex (browser and server: Web Crypto). */
export async function sha1Hex(data: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", data as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}


/** The form a browser posts to the storage for one file, and the key it chose. */
export function externalUploadForm(policy: UploadPolicy, file: Blob & { name: string }, sha1: string): { key: string; form: FormData } {
  const dot = file.name.lastIndexOf(".");
  const suffix = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : "";
  const key = renderFileParts(policy.key, { name: file.name, suffix: /^[a-z0-9]+$/.test(suffix) ? suffix : "", sha1 });
  const form = new FormData();
  form.append("key", key);
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  // The file goes last: S3 ignores fields after it.
  form.append("file", file, file.name);
  return { key, form };
}

/** The callback body after a successful post (spec §7 plus the policy and its signature). */
export function externalCallbackBody(policy: UploadPolicy, key: string, file: Blob & { name: string }, sha1: string): UploadCallback {
  return {
    url: key,
    name: file.name,
    size: file.size,
    type: file.type,
    sha1,
    policy: policy.fields.policy ?? "",
    signature: policy.fields["x-amz-signature"] ?? "",
  };
}
