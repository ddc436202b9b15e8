// Sending a file as the site's upload mode says (spec §7), for the console and the member
// pages alike: `local` posts it to ajax/upload; any other mode asks the server for a signed
// policy, posts the file straight to the storage with a key built from the template, then calls
// Alioss/callback so the server checks and records it. No timeout either way (spec §9).
import { api } from "@/lib/request";
import { pageLang } from "@/stores/lang";
import { adminBase } from "@/stores/site-config";
import { toast } from "./toast";
import type { UploadedFile, UploadPolicy, UploadPolicyRequest } from "@shared/contracts/upload";
import { externalCallbackBody, externalUploadForm, sha1Hex } from "@shared/upload-key";

const STORAGE_FAILED = {
  en: "The storage did not accept the file (HTTP {status}). Please try again later.",
  "zh-cn": "存储服务未接收该文件（HTTP {status}），请稍后再试。",
} as const;

/** Thrown when the direct post to the storage fails (the server was never told). */
export class StorageUploadError extends Error {
  constructor(readonly status: number) {
    super(STORAGE_FAILED[pageLang()].replace("{status}", String(status)));
  }
}

export interface SendOptions {
  /** `admin` for the console (admin prefix), `api` for member pages. */
  area: "admin" | "api";
  /** The site configuration's upload mode. */
  mode: string;
  topic?: string;
}

export async function sendFile(file: File, options: SendOptions): Promise<UploadedFile> {
  const base = options.area === "admin" ? adminBase() : "/api";
  const topic = options.topic ? `?topic=${encodeURIComponent(options.topic)}` : "";
  if (!options.mode || options.mode === "local") {
    const form = new FormData();
    form.append("file", file);
    return (await api<{ file: UploadedFile }>({ url: `${base}/ajax/upload${topic}`, method: "POST", data: form })).data.file;
  }
  const request: UploadPolicyRequest = { name: file.name, size: file.size, type: file.type };
  const issued = await api<UploadPolicy>({ url: `${base}/Alioss/params${topic}`, method: "POST", data: request });
  const policy = issued.data;
  const sha1 = await sha1Hex(await file.arrayBuffer());
  const { key, form } = externalUploadForm(policy, file, sha1);
  const posted = await fetch(policy.url, { method: "POST", body: form, mode: "cors", credentials: "omit" }).catch(() => undefined);
  if (!posted?.ok) {
    const error = new StorageUploadError(posted?.status ?? 0);
    toast("error", error.message);
    throw error;
  }
  // The server reads the file back from the storage before answering: an upload, so no timeout.
  const body = externalCallbackBody(policy, key, file, sha1);
  return (await api<{ file: UploadedFile }>({ url: `${base}/Alioss/callback`, method: "POST", data: body, timeout: 0 })).data.file;
}
