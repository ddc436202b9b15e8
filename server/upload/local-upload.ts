// Local upload: the checks of ./inspect.ts, then the file is stored under
// STORAGE_DIR/{topic}/{yyyymmdd}/{sha1}.{suffix} and deduplicated by SHA-1.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ApiError } from "../kernel/errors";
import type { AppServices } from "../services";
import { uploadSettings } from "../services/public-site";
import { recordAttachment, type UploadedFile, type UploadOwner } from "./attachments";
import { cleanTopic, inspectContent } from "./inspect";

export type { UploadedFile, UploadOwner } from "./attachments";

/** Where a local attachment's file lives (undefined for URLs outside /storage/). */
export function localPathOf(storageDir: string, url: string): string | undefined {
  if (!url.startsWith("/storage/") || url.includes("..")) return undefined;
  return join(storageDir, url.slice("/storage/".length));
}

export async function storeUpload(services: AppServices, file: unknown, owner: UploadOwner): Promise<UploadedFile> {
  if (!(file instanceof Blob)) throw new ApiError("uploadNoFile");
  const limits = await uploadSettings(services);
  const declared = { name: (file as File).name ?? "", type: file.type };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspected = await inspectContent(bytes, declared, limits);
  const topic = cleanTopic(owner.topic);
  const { config } = services;
  return recordAttachment(services, {
    storage: "local",
    topic,
    file: inspected,
    owner,
    exists: (row) => existsSync(localPathOf(config.storageDir, row.url) ?? ""),
    async store() {
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
      const url = `/storage/${topic}/${day}/${inspected.sha1}.${inspected.suffix}`;
      mkdirSync(join(config.storageDir, topic, day), { recursive: true });
      await Bun.write(localPathOf(config.storageDir, url) as string, bytes);
      return url;
    },
  });
}

