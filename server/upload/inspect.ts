// The checks every upload passes, wherever it is stored (reference §7.5, hardened): the spec §5
// rules again on the server, then the content is sniffed (an "image" must be an image; scripts
// and executables are never kept) and hashed.
import { fileTypeFromBuffer } from "file-type";
import { checkUpload, suffixOf, type UploadLimits } from "@shared/upload-rules";
import { ApiError } from "../kernel/errors";
import { imageSize } from "./image-size";

/** Never stored, whatever the configuration says: they could run in a browser or on a server. */
export const FORBIDDEN_SUFFIXES = new Set(["php", "phtml", "php5", "html", "htm", "xhtml", "shtml", "js", "mjs", "svg", "svgz", "exe", "dll", "com", "bat", "cmd", "sh", "jsp", "asp", "aspx", "cgi", "pl", "py", "htaccess"]);
export const IMAGE_SUFFIXES = new Set(["jpg", "jpeg", "png", "gif", "bmp", "webp"]);
const EXECUTABLE_TYPES = new Set(["application/x-msdownload", "application/x-elf", "application/x-mach-binary", "application/wasm", "application/x-sharedlib"]);

/** The original name as stored: no path separators, reserved or control characters, 100 characters. */
export const cleanName = (name: string) =>
  name
    .replace(/<[^>]*>/g, "")
    .replace(/[\\/:*?"<>|\x00-\x1f]/g, "")
    .slice(0, 100) || "file";

/** Topics name a folder: letters, digits, `_` and `-`; anything else is the default topic. */
export const cleanTopic = (topic: string | undefined, fallback = "default") => (topic && /^[A-Za-z0-9_-]{1,20}$/.test(topic) ? topic : fallback);

/** Checks what the client says about a file before any byte is accepted (name, size, type). */
export function checkDeclared(file: { name: string; size: number; type: string }, limits: UploadLimits): string {
  const problem = checkUpload(file, limits);
  if (problem === "incomplete") throw new ApiError("uploadIncomplete");
  if (problem === "tooLarge") throw new ApiError("uploadTooLarge");
  const suffix = suffixOf(file.name);
  if (problem === "typeNotAllowed" || !suffix || FORBIDDEN_SUFFIXES.has(suffix)) throw new ApiError("uploadTypeNotAllowed");
  return suffix;
}

export interface InspectedFile {
  name: string;
  suffix: string;
  size: number;
  mimetype: string;
  sha1: string;
  width: number;
  height: number;
}

/** Checks the content itself; answers what is recorded about it. */
export async function inspectContent(bytes: Uint8Array, declared: { name: string; type: string }, limits: UploadLimits): Promise<InspectedFile> {
  const name = cleanName(declared.name);
  const suffix = checkDeclared({ name, size: bytes.length, type: declared.type }, limits);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && EXECUTABLE_TYPES.has(sniffed.mime)) throw new ApiError("uploadTypeNotAllowed");
  let size: { width: number; height: number } | undefined;
  if (IMAGE_SUFFIXES.has(suffix)) {
    if (!sniffed?.mime.startsWith("image/")) throw new ApiError("uploadNotImage");
    size = imageSize(bytes);
  }
  const mimetype = sniffed?.mime ?? (declared.type || "application/octet-stream");
  // The sniffed type must pass the MIME list too, so a renamed file cannot slip through.
  if (checkUpload({ name, size: bytes.length, type: mimetype }, limits) === "typeNotAllowed") throw new ApiError("uploadTypeNotAllowed");
  return {
    name,
    suffix,
    size: bytes.length,
    mimetype,
    sha1: new Bun.CryptoHasher("sha1").update(bytes).digest("hex"),
    width: size?.width ?? 0,
    height: size?.height ?? 0,
  };
}
