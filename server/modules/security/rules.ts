// Editing recycle or sensitive-data rules takes effect at once.
import type { ModuleHooks } from "../../crud/types";

export const securityRuleHooks: ModuleHooks = {
  changed(ctx) {
    ctx.services.security.invalidate();
  },
};
