// Local upload (reference §7.5, hardened): the spec §5 checks again on the server, then the
// content is sniffed (an "image" must be an image; scripts and executables are never kept),
// stored under STORAGE_DIR/{topic}/{yyyymmdd}/{sha1}.{suffix} and deduplicated by SHA-1.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { attachment } from "@db/schema";
import { checkUpload, suffixOf } from "@/lib/upload-rules";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";
import { uploadSettings } from "../services/public-site";
import { imageSize } from "./image-size";

/** Never stored, whatever the configuration says: they could run in a browser or on a server. */
const FORBIDDEN_SUFFIXES = new Set(["php", "phtml", "php5", "html", "htm", "xhtml", "shtml", "js", "mjs", "svg", "svgz", "exe", "dll", "com", "bat", "cmd", "sh", "jsp", "asp", "aspx", "cgi", "pl", "py", "htaccess"]);
const IMAGE_SUFFIXES = new Set(["jpg", "jpeg", "png", "gif", "bmp", "webp"]);
const EXECUTABLE_TYPES = new Set(["application/x-msdownload", "application/x-elf", "application/x-mach-binary", "application/wasm", "application/x-sharedlib"]);

export interface UploadedFile {
  id: number;
  url: string;
  full_url: string;
  name: string;
  size: number;
  type: string;
  sha1: string;
  width: number;
  height: number;
  suffix: string;
  topic: string;
}

export interface UploadOwner {
  adminId?: number;
  userId?: number;
  topic?: string;
}

const cleanName = (name: string) => name.replace(/[\\/:*?"<>|\x00-\x1f]/g, "").slice(0, 100) || "file";

export async function storeUpload(services: AppServices, file: unknown, owner: UploadOwner): Promise<UploadedFile> {
  if (!(file instanceof Blob)) throw new ApiError("uploadNoFile");
  const name = cleanName((file as File).name ?? "");
  const limits = await uploadSettings(services);
  const problem = checkUpload({ name, size: file.size, type: file.type }, limits);
  if (problem === "incomplete") throw new ApiError("uploadIncomplete");
  if (problem === "tooLarge") throw new ApiError("uploadTooLarge");
  const suffix = suffixOf(name);
  if (problem === "typeNotAllowed" || !suffix || FORBIDDEN_SUFFIXES.has(suffix)) throw new ApiError("uploadTypeNotAllowed");
  const topic = owner.topic && /^[A-Za-z0-9_-]{1,20}$/.test(owner.topic) ? owner.topic : "default";

  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && EXECUTABLE_TYPES.has(sniffed.mime)) throw new ApiError("uploadTypeNotAllowed");
  let size: { width: number; height: number } | undefined;
  if (IMAGE_SUFFIXES.has(suffix)) {
    if (!sniffed?.mime.startsWith("image/")) throw new ApiError("uploadNotImage");
    size = imageSize(bytes);
  }
  const mimetype = sniffed?.mime ?? (file.type || "application/octet-stream");
  // The sniffed type must pass the MIME list too, so a renamed file cannot slip through.
  if (checkUpload({ name, size: file.size, type: mimetype }, limits) === "typeNotAllowed") throw new ApiError("uploadTypeNotAllowed");

  const sha1 = new Bun.CryptoHasher("sha1").update(bytes).digest("hex");
  const now = Math.floor(Date.now() / 1000);
  const { db, config } = services;
  const [existing] = await db
    .select()
    .from(attachment)
    .where(and(eq(attachment.storage, "local"), eq(attachment.topic, topic), eq(attachment.sha1, sha1)))
    .limit(1);
  const pathOf = (url: string) => join(config.storageDir, url.replace(/^\/storage\//, ""));
  let row = existing;
  if (existing && existsSync(pathOf(existing.url))) {
    [row] = await db
      .update(attachment)
      .set({ quote: sql`${attachment.quote} + 1`, last_upload_time: now })
      .where(eq(attachment.id, existing.id))
      .returning();
  } else {
    const day = new Date(now * 1000).toISOString().slice(0, 10).replace(/-/g, "");
    const url = `/storage/${topic}/${day}/${sha1}.${suffix}`;
    mkdirSync(join(config.storageDir, topic, day), { recursive: true });
    await Bun.write(pathOf(url), bytes);
    const values = {
      topic,
      admin_id: owner.adminId ?? 0,
      user_id: owner.userId ?? 0,
      url,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
      name,
      size: file.size,
      mimetype,
      quote: 1,
      storage: "local",
      sha1,
      last_upload_time: now,
    };
    [row] = existing
      ? await db.update(attachment).set(values).where(eq(attachment.id, existing.id)).returning()
      : await db.insert(attachment).values(values).returning();
  }
  if (!row) throw new Error("attachment row missing after upload");
  return {
    id: row.id,
    url: row.url,
    full_url: row.url,
    name: row.name,
    size: row.size,
    type: row.mimetype,
    sha1: row.sha1,
    width: row.width,
    height: row.height,
    suffix,
    topic: row.topic,
  };
}
