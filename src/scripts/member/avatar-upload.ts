// Avatar upload: the spec §5 checks in the browser first (name and size present, allowed type,
// size limit), then the upload as the site's mode says (local or external storage; no timeout).
import { sendFile } from "@/lib/upload-client";
import { checkUpload, type UploadLimits, type UploadProblem } from "@shared/upload-rules";
import { toast } from "@/lib/toast";

export interface UploadedAvatar {
  url: string;
}

const IMAGE_SUFFIXES = ["jpg", "jpeg", "png", "gif", "webp"];

/** Only pictures are offered for avatars, within the site's limits. */
export function avatarLimits(site: UploadLimits & { mode?: string }): UploadLimits & { mode?: string } {
  const listed = site.allowedSuffixes.toLowerCase().split(",").map((s) => s.trim().replace(/^\./, ""));
  const allowed = listed.includes("*") ? IMAGE_SUFFIXES : IMAGE_SUFFIXES.filter((s) => listed.includes(s));
  return { maxSize: site.maxSize, allowedSuffixes: allowed.join(","), allowedMimeTypes: site.allowedMimeTypes, mode: site.mode };
}

export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Checks and uploads; undefined when the file was refused before sending (a toast says why). */
export async function uploadAvatar(file: File, limits: UploadLimits & { mode?: string }, messages: Record<UploadProblem, string>): Promise<UploadedAvatar | undefined> {
  const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
  if (problem) {
    toast("error", messages[problem]);
    return undefined;
  }
  return sendFile(file, { area: "api", mode: limits.mode ?? "local", topic: "avatar" });
}
