// The site configuration that clients may see (spec §3 site config): name, record number,
// version, CDN/API URLs, head navigation and the upload rules. Never secrets.
import { pick, type Lang } from "@shared/i18n";
import type { UploadRules } from "@shared/contracts/upload";
import type { AppServices } from ".";

/** The upload rules clients are told (the contract), and where files go. */
export interface UploadSettings extends UploadRules {
  saveName: string;
  url: string;
  params: Record<string, string>;
}

export const DEFAULT_UPLOAD: UploadSettings = {
  mode: "local",
  maxSize: 10 * 1024 * 1024,
  allowedSuffixes: "jpg,png,bmp,jpeg,gif,webp,zip,rar,7z,doc,docx,xls,xlsx,ppt,pptx,pdf,txt,csv,wav,mp4,mp3",
  allowedMimeTypes: "",
  saveName: "/storage/{topic}/{year}{mon}{day}/{fileSha1}{.suffix}",
  url: "",
  params: {},
};

/** "10mb", "512kb", "1g" or plain bytes -> bytes. */
export function parseSize(value: string | number | undefined, fallback: number): number {
  if (typeof value === "number") return value;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|k|kb|m|mb|g|gb)?\s*$/i.exec(value ?? "");
  if (!m) return fallback;
  const unit = (m[2] ?? "b").toLowerCase();
  const factor = unit.startsWith("g") ? 1024 ** 3 : unit.startsWith("m") ? 1024 ** 2 : unit.startsWith("k") ? 1024 : 1;
  return Math.round(Number(m[1]) * factor);
}

export async function uploadSettings(services: AppServices): Promise<UploadSettings> {
  const get = (name: string) => services.siteConfig.getString(name);
  return {
    mode: (await get("upload_mode")) || DEFAULT_UPLOAD.mode,
    maxSize: parseSize(await get("upload_max_size"), DEFAULT_UPLOAD.maxSize),
    allowedSuffixes: (await get("upload_allowed_suffixes")) || DEFAULT_UPLOAD.allowedSuffixes,
    allowedMimeTypes: await get("upload_allowed_mime_types"),
    saveName: (await get("upload_save_name")) || DEFAULT_UPLOAD.saveName,
    url: await get("upload_url"),
    params: {},
  };
}

export async function publicSiteConfig(services: AppServices, lang: Lang) {
  const info = await services.siteConfig.siteInfo();
  return {
    siteName: pick(info.siteName, lang),
    recordNumber: info.recordNumber,
    version: info.version,
    cdnUrl: "",
    apiUrl: "",
    headNav: [] as unknown[],
    initialize: true,
    upload: await uploadSettings(services),
    /** The site's clock (IANA zone): the times pages show are in it, and so is the greeting. */
    timeZone: await services.siteConfig.timeZone(),
  };
}
