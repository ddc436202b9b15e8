// Avatar upload: the spec §5 checks in the browser first (name and size present, allowed type,
// size limit), then POST /api/ajax/upload (no timeout for uploads).
import { api } from "@/lib/request";
import { checkUpload, type UploadLimits, type UploadProblem } from "@/lib/upload-rules";
import { toast } from "@/lib/toast";

export interface UploadedAvatar {
  url: string;
}

const IMAGE_SUFFIXES = ["jpg", "jpeg", "png", "gif", "webp"];

/** Only pictures are offered for avatars, within the site's limits. */
export function avatarLimits(site: UploadLimits): UploadLimits {
  const listed = site.allowedSuffixes.toLowerCase().split(",").map((s) => s.trim().replace(/^\./, ""));
  const allowed = listed.includes("*") ? IMAGE_SUFFIXES : IMAGE_SUFFIXES.filter((s) => listed.includes(s));
  return { maxSize: site.maxSize, allowedSuffixes: allowed.join(","), allowedMimeTypes: site.allowedMimeTypes };
}

export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Checks and uploads; undefined when the file was refused before sending (a toast says why). */
export async function uploadAvatar(file: File, limits: UploadLimits, messages: Record<UploadProblem, string>): Promise<UploadedAvatar | undefined> {
  const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, limits);
  if (problem) {
    toast("error", messages[problem]);
    return undefined;
  }
  const form = new FormData();
  form.append("file", file);
  const res = await api<{ file: UploadedAvatar }>({ url: "/api/ajax/upload?topic=avatar", method: "POST", data: form });
  return res.data.file;
}
