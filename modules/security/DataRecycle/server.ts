// Editing recycle or sensitive-data rules takes effect at once.
import type { ModuleHooks } from "@server/engine/types";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
  changed(ctx) {
    ctx.services.security.invalidate();
  },
};

export default defineServer({ hooks });
