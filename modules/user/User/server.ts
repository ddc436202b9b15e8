// Members as admins manage them: passwords hashed, a new password or a disabled account ends
// the member's logins.
import type { ModuleHooks } from "@server/engine/types";
import { hashPassword } from "@server/auth/password";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
  async beforeSave(_ctx, values) {
    if (typeof values.password === "string" && values.password) values.password = await hashPassword(values.password);
  },
  async afterCommit(ctx, row, input, existing) {
    if (existing && (input.password || row.status === "disable")) {
      await ctx.services.sessions.revokeAll("user", Number(row.id), input.password ? "password changed" : "account disabled");
    }
  },
};

export default defineServer({ hooks });
