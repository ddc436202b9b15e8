// The admin log is read-only; admins who are not super see only their own entries.
import { eq } from "drizzle-orm";
import { adminLog } from "@db/schema";
import type { ModuleHooks } from "@server/engine/types";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
  scope(ctx) {
    return ctx.admin.access.super ? undefined : eq(adminLog.admin_id, ctx.admin.id);
  },
};

export default defineServer({ hooks });
