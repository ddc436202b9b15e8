// Attachments (reference §6 routine/Attachment, fixed): rows show their suffix and full URL;
// deleting a row removes its stored file only once the delete is committed and only when
// nothing else still uses the file, and says how many files went and how many stay.
import { suffixOf } from "@shared/upload-rules";
import type { ModuleHooks } from "@server/engine/types";
import { fileInUse, removeStoredFile } from "@server/upload/stored-files";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
  async decorate(_ctx, rows) {
    for (const row of rows) {
      row.suffix = suffixOf(String(row.name ?? "")) || "file";
      row.full_url = row.url;
    }
  },

  async afterDeleteCommit(ctx, rows) {
    let removed = 0;
    let kept = 0;
    for (const row of rows) {
      const target = { id: Number(row.id), url: String(row.url), storage: String(row.storage) };
      if (!(await fileInUse(ctx.services, target)) && (await removeStoredFile(ctx.services, target))) removed++;
      else kept++;
    }
    return { key: "attachmentsDeleted", params: { count: rows.length, removed, kept } };
  },
};

export default defineServer({ hooks });
