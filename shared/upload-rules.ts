// The upload rules of spec §5, shared by the browser (checked before sending) and the server
// (checked again, with content sniffing on top).

export interface UploadLimits {
  maxSize: number;
  /** Comma-separated suffixes (`jpg,.png`), or `*`. */
  allowedSuffixes: string;
  /** Comma-separated MIME types or groups (`image/*`); empty means any. */
  allowedMimeTypes: string;
}

export type UploadProblem = "incomplete" | "typeNotAllowed" | "tooLarge";

const list = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf(".");
  const suffix = dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
  return /^[a-z0-9]+$/.test(suffix) ? suffix : "";
}

/** Spec §5: allowed when the list is `*`, or the suffix (with or without dot), the mime or its group/* is listed. */
export function isTypeAllowed(name: string, mime: string, limits: UploadLimits): boolean {
  const suffixes = list(limits.allowedSuffixes);
  const mimes = list(limits.allowedMimeTypes);
  const suffix = suffixOf(name);
  const type = mime.toLowerCase();
  const suffixOk = suffixes.includes("*") || (suffix !== "" && (suffixes.includes(suffix) || suffixes.includes(`.${suffix}`)));
  if (!suffixOk) return false;
  if (mimes.length === 0 || mimes.includes("*")) return true;
  return mimes.includes(type) || mimes.includes(`${type.split("/")[0]}/*`);
}

export function checkUpload(file: { name?: string; size?: number; type?: string }, limits: UploadLimits): UploadProblem | undefined {
  if (!file.name || !file.size) return "incomplete";
  if (!isTypeAllowed(file.name, file.type ?? "", limits)) return "typeNotAllowed";
  if (file.size > limits.maxSize) return "tooLarge";
  return undefined;
}

export const UPLOAD_MESSAGES = {
  en: {
    incomplete: "The data of the uploaded file is incomplete!",
    typeNotAllowed: "The type of uploaded file is not allowed!",
    tooLarge: "The size of the uploaded file exceeds the allowed range!",
  },
  "zh-cn": {
    incomplete: "上传的文件数据不完整！",
    typeNotAllowed: "上传的文件类型不被允许！",
    tooLarge: "上传的文件大小超出允许范围！",
  },
} as const;
