// The attachment record of an upload (spec §3 uploaded-file record), whichever storage holds the
// file: one row per stored content (storage, topic, SHA-1); uploading the same content again
// counts it (`quote`) and answers the existing row.
import { and, eq, sql } from "drizzle-orm";
import { attachment } from "@db/schema";
import type { UploadedFile } from "@shared/contracts/upload";
import { suffixOf } from "@shared/upload-rules";
import type { AppServices } from "../services";
import type { InspectedFile } from "./inspect";

export type AttachmentRow = typeof attachment.$inferSelect;

export type { UploadedFile };

export interface UploadOwner {
  adminId?: number;
  userId?: number;
  topic?: string;
}

export function toUploadedFile(row: AttachmentRow): UploadedFile {
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
    suffix: suffixOf(row.name) || "file",
    topic: row.topic,
  };
}

export interface RecordInput {
  storage: string;
  topic: string;
  file: InspectedFile;
  owner: UploadOwner;
  /** Whether the file of an existing row is still there (else it is stored again). */
  exists(row: AttachmentRow): boolean | Promise<boolean>;
  /** Stores the file (when needed) and answers its URL. */
  store(): Promise<string>;
}

export async function recordAttachment(services: AppServices, input: RecordInput): Promise<UploadedFile> {
  const { db } = services;
  const { file, topic, storage, owner } = input;
  const now = Math.floor(Date.now() / 1000);
  const [existing] = await db
    .select()
    .from(attachment)
    .where(and(eq(attachment.storage, storage), eq(attachment.topic, topic), eq(attachment.sha1, file.sha1)))
    .limit(1);
  let row: AttachmentRow | undefined;
  if (existing && (await input.exists(existing))) {
    [row] = await db
      .update(attachment)
      .set({ quote: sql`${attachment.quote} + 1`, last_upload_time: now })
      .where(eq(attachment.id, existing.id))
      .returning();
  } else {
    const url = await input.store();
    const values = {
      topic,
      admin_id: owner.adminId ?? 0,
      user_id: owner.userId ?? 0,
      url,
      width: file.width,
      height: file.height,
      name: file.name,
      size: file.size,
      mimetype: file.mimetype,
      quote: 1,
      storage,
      sha1: file.sha1,
      last_upload_time: now,
    };
    [row] = existing
      ? await db.update(attachment).set(values).where(eq(attachment.id, existing.id)).returning()
      : await db.insert(attachment).values(values).returning();
  }
  if (!row) throw new Error("attachment row missing after upload");
  return toUploadedFile(row);
}
