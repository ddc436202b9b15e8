// Dictionaries feed selects everywhere; any change refreshes the cached options.
import type { ModuleHooks } from "@server/engine/types";
import { defineServer } from "@server/engine/define";

const hooks: ModuleHooks = {
  changed(ctx) {
    ctx.services.dictionaries.invalidate();
  },
};

export default defineServer({ hooks });
