// Adding evidence to a complaint (server side): files uploaded first (the upload checks apply),
// then appended here with a trail entry naming them. Nothing ever replaces or removes one.
import { inArray } from "drizzle-orm";
import { attachment, complaintEvidence } from "@db/schema";
import { L } from "@shared/module/labels";
import type { Row, ServerModule } from "@server/engine/types";
import { noteTrail, type Mover } from "@server/engine/workflow/machine";
import { FieldValidationError } from "@server/kernel/errors";
import type { AppServices } from "@server/services";

/** Appends the files at `urls` (each an uploaded file) to the complaint; answers how many. */
export async function appendEvidence(services: AppServices, entry: ServerModule, row: Row, urls: readonly string[], by: Mover): Promise<number> {
  const wanted = [...new Set(urls)];
  const files = wanted.length ? await services.db.select().from(attachment).where(inArray(attachment.url, wanted)) : [];
  if (files.length === 0 || files.length < wanted.length) throw new FieldValidationError({ files: { text: L("证据须先上传", "Upload the evidence files first") } }, { files: L("证据材料", "Evidence") });
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.insert(complaintEvidence).values(
      files.map((f) => ({ complaint_id: Number(row.id), url: f.url, name: f.name, size: f.size, mimetype: f.mimetype, sha1: f.sha1, uploader_type: by.type ?? "admin", uploader_id: by.id, uploader_name: by.name, create_time: now })),
    );
    await noteTrail(entry.declaration, tx, row, "evidence", by, now, { opinion: files.map((f) => f.name).join("、") });
  });
  return files.length;
}
